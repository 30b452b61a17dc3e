import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@shop/shared/promotions/schemas';
import { LazyPromotionEditModal } from '../../features/promotions/components/lazy-promotion-edit-modal';
import { mockApiRoutes } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { adminToken } from '../../test/tokens';
import { AdminEditButton } from '../../ui/admin-edit-button';
import { AdminPromotionsPage } from './admin-promotions-page';

const DELIVERY: Promotion = {
  id: 3,
  title: 'Бесплатная доставка',
  description: 'При заказе от 15 000 ₽',
  image: '/uploads/promotions/delivery.webp',
};
const MIXES: Promotion = {
  id: 4,
  title: '10 % на сухие смеси',
  description: 'От 20 мешков',
  image: '/uploads/promotions/mixes.webp',
};

const list = () => screen.getByRole('list', { name: 'Все акции' });
const card = (title: string) => within(list()).getByText(title).closest('li')!;

describe('AdminPromotionsPage', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('lists each promotion with its picture, title, description and buttons', async () => {
    mockApiRoutes({ 'GET /promotions': { status: 200, data: [DELIVERY, MIXES] } });
    renderWithApp(<AdminPromotionsPage />, { path: '/admin/promotions' });
    await screen.findByRole('list', { name: 'Все акции' });
    const delivery = card('Бесплатная доставка');
    expect(delivery).toHaveTextContent('При заказе от 15 000 ₽');
    expect(delivery.querySelector('img')).not.toBeNull();
    expect(
      within(delivery).getByRole('button', { name: 'Редактировать «Бесплатная доставка»' }),
    ).toBeEnabled();
    expect(within(delivery).getByRole('button', { name: 'Удалить «Бесплатная доставка»' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Новая акция' })).toBeInTheDocument();
  });

  it('says so when there are no promotions yet', async () => {
    mockApiRoutes({ 'GET /promotions': { status: 200, data: [] } });
    renderWithApp(<AdminPromotionsPage />, { path: '/admin/promotions' });
    expect(await screen.findByText('Акций пока нет. Добавьте первую в форме.')).toBeInTheDocument();
  });

  it("'Редактировать' fills the form; 'Отмена' returns to adding", async () => {
    mockApiRoutes({ 'GET /promotions': { status: 200, data: [DELIVERY, MIXES] } });
    renderWithApp(<AdminPromotionsPage />, { path: '/admin/promotions' });
    await screen.findByRole('list', { name: 'Все акции' });
    fireEvent.click(screen.getByRole('button', { name: 'Редактировать «10 % на сухие смеси»' }));
    expect(screen.getByRole('heading', { name: 'Редактирование акции' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveValue('10 % на сухие смеси');
    expect(screen.getByLabelText('Описание акции')).toHaveValue('От 20 мешков');
    expect(card('10 % на сухие смеси')).toHaveTextContent('Редактируется');
    expect(screen.getByRole('button', { name: 'История изменений' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('heading', { name: 'Новая акция' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveValue('');
  });

  it('asks before deleting: cancel sends nothing, confirming deletes, toasts and reloads', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /promotions': [
        { status: 200, data: [DELIVERY, MIXES] },
        { status: 200, data: [MIXES] },
      ],
      'DELETE /promotions/3': { status: 200, data: { message: 'Акция удалена' } },
    });
    renderWithApp(<AdminPromotionsPage />, { path: '/admin/promotions' });
    await screen.findByRole('list', { name: 'Все акции' });

    fireEvent.click(screen.getByRole('button', { name: 'Удалить «Бесплатная доставка»' }));
    let dialog = screen.getByRole('dialog', { name: 'Удаление акции' });
    expect(dialog).toHaveTextContent('Вы уверены, что хотите удалить эту акцию?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.bodies('DELETE /promotions/3')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить «Бесплатная доставка»' }));
    dialog = screen.getByRole('dialog', { name: 'Удаление акции' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Акция удалена'));
    await waitFor(() => expect(within(list()).queryByText('Бесплатная доставка')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed delete shows the reason', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApiRoutes({
      'GET /promotions': { status: 200, data: [DELIVERY] },
      'DELETE /promotions/3': {
        status: 404,
        data: { error: 'Акция не найдена', code: 'PROMOTION_NOT_FOUND' },
      },
    });
    renderWithApp(<AdminPromotionsPage />, { path: '/admin/promotions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить «Бесплатная доставка»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Акция не найдена'));
  });

  it("shows 'Не удалось загрузить акции' with a retry", async () => {
    mockApiRoutes({ 'GET /promotions': [{ status: 404 }, { status: 200, data: [DELIVERY] }] });
    renderWithApp(<AdminPromotionsPage />, { path: '/admin/promotions' });
    expect(await screen.findByText('Не удалось загрузить акции')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'Все акции' })).toBeInTheDocument();
  });
});

describe('LazyPromotionEditModal', () => {
  it("opens from a storefront card's 'Редактировать' and saves", async () => {
    localStorage.setItem('token', adminToken());
    const success = vi.spyOn(toast, 'success');
    mockApiRoutes({ 'PUT /promotions/3': { status: 200, data: DELIVERY } });
    renderWithApp(
      <AdminEditButton
        renderModal={(close) => <LazyPromotionEditModal promotion={DELIVERY} onClose={close} />}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование акции' });
    expect(within(dialog).getByLabelText('Название')).toHaveValue('Бесплатная доставка');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Акция обновлена'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
