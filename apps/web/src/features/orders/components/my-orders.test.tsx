import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { makeOrder } from '../../../test/orders';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { MyOrders } from './my-orders';

vi.mock('socket.io-client', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

const NEW_ORDER = makeOrder(101);
const PROCESSING = makeOrder(102, { status: 'PROCESSING', status_rus: 'В обработке' });
const CANCELLED = makeOrder(101, { status: 'CANCELLED', status_rus: 'Отменён' });

const card = (id: number) => screen.getByRole('article', { name: `Заказ № ${id}` });
const askToCancel = async (id: number) => {
  fireEvent.click(within(await screen.findByRole('article', { name: `Заказ № ${id}` })).getByRole('button'));
  return screen.getByRole('dialog', { name: 'Отменить заказ' });
};

describe('MyOrders: cancelling an order', () => {
  beforeEach(() => localStorage.setItem('token', userToken()));

  it('asks first; "Отмена" keeps the order and sends nothing', async () => {
    const api = mockApiRoutes({ 'GET /orders': { status: 200, data: [NEW_ORDER, PROCESSING] } });
    renderWithApp(<MyOrders />, { path: '/profile' });
    expect(
      within(await screen.findByRole('article', { name: 'Заказ № 101' })).getByRole('button'),
    ).toHaveTextContent('Отменить заказ');

    const dialog = await askToCancel(101);
    expect(dialog).toHaveTextContent('Заказ № 101');
    expect(dialog).toHaveTextContent('Вы уверены, что хотите отменить заказ? Товары вернутся в продажу.');
    // the safe choice has the focus
    expect(within(dialog).getByRole('button', { name: 'Не отменять' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies('POST /orders/101/cancel')).toEqual([]);
    expect(card(101)).toBeInTheDocument();
  });

  it('sends the cancellation, waits with "Отмена...", toasts and reloads the list into "Отменённые"', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const api = mockApiRoutes({
      'GET /orders': [
        { status: 200, data: [NEW_ORDER, PROCESSING] },
        { status: 200, data: [CANCELLED, PROCESSING] },
      ],
    });
    let answer: (value: AxiosResponse) => void = () => undefined;
    const post = vi
      .spyOn(apiClient, 'post')
      .mockReturnValue(new Promise<AxiosResponse>((resolve) => (answer = resolve)));
    renderWithApp(<MyOrders />, { path: '/profile' });
    expect(screen.queryByRole('tab', { name: /Отменённые/ })).not.toBeInTheDocument();

    const dialog = await askToCancel(101);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/orders/101/cancel'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Отмена...' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Не отменять' })).toBeDisabled();
    // Escape does not close it while the request is on its way
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer({ data: CANCELLED } as AxiosResponse);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Заказ отменён');
    await waitFor(() => expect(api.params('GET /orders')).toHaveLength(2));
    const cancelledTab = await screen.findByRole('tab', { name: /Отменённые/ });
    expect(cancelledTab).toHaveTextContent('Отменённые1');
    expect(screen.getByRole('tab', { name: /Новые/ })).toHaveTextContent('Новые0');
    fireEvent.click(cancelledTab);
    expect(card(101)).toHaveTextContent('Отменён');
    expect(within(card(101)).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's refusal, or 'Не удалось отменить заказ' without one, and reloads the list", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    const refusal =
      'Этот заказ уже нельзя отменить: магазин начал его собирать. Позвоните нам, чтобы изменить заказ';
    const api = mockApiRoutes({
      'GET /orders': [
        { status: 200, data: [NEW_ORDER] },
        { status: 200, data: [NEW_ORDER] },
        { status: 200, data: [makeOrder(101, { status: 'PROCESSING', status_rus: 'В обработке' })] },
      ],
      'POST /orders/101/cancel': [
        { status: 400, data: {} },
        { status: 409, data: { code: 'ORDER_NOT_CANCELLABLE', error: refusal } },
      ],
    });
    renderWithApp(<MyOrders />, { path: '/profile' });

    fireEvent.click(within(await askToCancel(101)).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось отменить заказ'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(within(await askToCancel(101)).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(refusal));
    await waitFor(() => expect(api.params('GET /orders')).toHaveLength(3));
    expect(await screen.findByRole('tab', { name: /В обработке/ })).toHaveTextContent('В обработке1');
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });
});
