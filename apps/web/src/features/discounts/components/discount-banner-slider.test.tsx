import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Discount } from '@shop/shared/discounts/schemas';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { adminToken, userToken } from '../../../test/tokens';
import { DiscountBannerSlider } from './discount-banner-slider';

const DISCOUNT: Discount = {
  id: 4,
  title: 'Скидки на двери',
  image: '/uploads/discounts/4.webp',
  category_id: 9,
  Category: { id: 9, name: 'Скидки на двери' },
};

describe('DiscountBannerSlider', () => {
  it("shows customers the banner without 'Редактировать'", async () => {
    localStorage.setItem('token', userToken());
    mockApiRoutes({ 'GET /discounts': { status: 200, data: [DISCOUNT] } });
    renderWithApp(<DiscountBannerSlider />);
    expect(
      await screen.findByRole('link', { name: /Скидки на двери/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it("gives admins 'Редактировать' on a banner, opening the edit modal (title, optional image)", async () => {
    localStorage.setItem('token', adminToken());
    const api = mockApiRoutes({
      'GET /discounts': { status: 200, data: [DISCOUNT] },
      'PUT /discounts/4': { status: 200, data: { ...DISCOUNT, title: 'Двери −20 %' } },
    });
    renderWithApp(<DiscountBannerSlider />);
    fireEvent.click(await screen.findByRole('button', { name: 'Редактировать' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование скидки' });
    expect(within(dialog).getByLabelText(/Изображение/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Название'), { target: { value: 'Двери −20 %' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((api.bodies('PUT /discounts/4')[0] as FormData).get('title')).toBe('Двери −20 %');
  });
});
