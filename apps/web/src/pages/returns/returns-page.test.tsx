import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { testShop, seedShop } from '../../test/shop';
import { ReturnsPage } from './returns-page';

describe('ReturnsPage', () => {
  it('shows the return terms of the settings, a paragraph per block of text', async () => {
    const { queryClient } = renderWithApp(<ReturnsPage />, { path: '/returns' });
    expect(screen.getByRole('heading', { level: 1, name: 'Обмен и возврат' })).toBeInTheDocument();
    expect(screen.getByText(/в течение 7 дней после его получения/)).toBeInTheDocument();

    seedShop(queryClient, testShop({ returnsText: 'Первый абзац.\n\n\nВторой абзац,\nв две строки.' }));
    expect(await screen.findByText('Первый абзац.')).toBeInTheDocument();
    expect(document.querySelectorAll('article p')).toHaveLength(2);
  });
});
