import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { adminToken, userToken } from '../../../test/tokens';
import { CategoryCard } from './category-card';

const DOORS: CategoryBase = {
  id: 1,
  name: 'Двери',
  parent_id: null,
  image: '/uploads/categories/doors.webp',
  is_promotion_category: false,
  is_discount_category: false,
};
const TOOLS: CategoryBase = { ...DOORS, id: 5, name: 'Инструмент', image: null };

describe('CategoryCard', () => {
  it("a customer sees the link to the category and no 'Редактировать'", () => {
    localStorage.setItem('token', userToken());
    renderWithApp(<CategoryCard category={DOORS} />);
    expect(screen.getByRole('link', { name: 'Двери' })).toHaveAttribute('href', '/catalog?category_id=1');
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it('a guest sees no edit button either', () => {
    renderWithApp(<CategoryCard category={DOORS} />);
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it("an admin edits the category in a dialog without following the card's link", async () => {
    localStorage.setItem('token', adminToken());
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: [DOORS, TOOLS] },
      'PUT /categories/1': { status: 200, data: { ...DOORS, name: 'Двери и арки', published: true } },
    });
    renderWithApp(<CategoryCard category={DOORS} />, { path: '/' });
    // the button sits beside the link, not inside it
    const link = screen.getByRole('link', { name: 'Двери' });
    const edit = screen.getByRole('button', { name: 'Редактировать' });
    expect(link).not.toContainElement(edit);

    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование категории' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    const name = await within(dialog).findByLabelText('Название');
    expect(name).toHaveValue('Двери');
    fireEvent.change(name, { target: { value: 'Двери и арки' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Категория обновлена'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((api.bodies('PUT /categories/1')[0] as FormData).get('name')).toBe('Двери и арки');
  });
});
