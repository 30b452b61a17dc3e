import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminOrderPage } from '@shop/shared/orders/schemas';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { adminToken } from '../../../test/tokens';
import { AdminOrders } from './admin-orders';

function order(id: number, overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id,
    createdAt: '2026-11-20T09:30:00.000Z',
    total_amount: 1234.5,
    status: 'NEW',
    status_rus: 'Новый',
    delivery_method: 'PICKUP',
    delivery_method_rus: 'Самовывоз',
    delivery_address: null,
    delivery_zone: null,
    delivery_cost: null,
    payment_method: 'CASH_ON_DELIVERY',
    full_name: 'Кузнецова Анна',
    phone: '+79001234567',
    email: `buyer${id}@example.com`,
    user_id: 7,
    User: { email: `buyer${id}@example.com` },
    OrderItems: [
      {
        id: 1,
        product_id: 5,
        quantity: 3,
        price_at_purchase: 411.5,
        unit_name: 'шт',
        product_name: 'Цемент',
        article: 'CEM-500',
        Product: null,
      },
    ],
    returned_at: null,
    return_reason: null,
    channel: 'cart',
    ...overrides,
  };
}

const COUNTS = { NEW: 12, PROCESSING: 0, READY: 1, DELIVERING: 0, COMPLETED: 4, CANCELLED: 0 };
const page = (orders: AdminOrder[], total = orders.length, counts = COUNTS): AdminOrderPage => ({
  orders,
  total,
  counts,
});

/** A delivery order into 'с. Верхняя Хава'. */
const delivered = (id: number, cost: number | null, overrides: Partial<AdminOrder> = {}) =>
  order(id, {
    delivery_method: 'DELIVERY',
    delivery_method_rus: 'Доставка',
    delivery_address: 'ул. Садовая, 5',
    delivery_zone: 'с. Верхняя Хава',
    delivery_cost: cost,
    ...overrides,
  });

const lastParams = (api: ReturnType<typeof mockApiRoutes>) => api.params('GET /orders/all').at(-1);

describe('AdminOrders', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('lists the NEW tab with counts, rows with name, phone, e-mail and total, and opens a row', async () => {
    const api = mockApiRoutes({ 'GET /orders/all': { status: 200, data: page([order(41)], 12) } });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const row = (await screen.findByText('Заказ № 41')).closest('li')!;
    expect(lastParams(api)).toMatchObject({ limit: 10, offset: 0, status: 'NEW' });
    expect(screen.getByRole('tab', { name: /Новый/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Новый/ })).toHaveTextContent('12');
    expect(screen.getByRole('tab', { name: /Все статусы/ })).toHaveTextContent('17');
    expect(row).toHaveTextContent('Кузнецова Анна');
    expect(within(row).getByRole('link', { name: '+7 900 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+79001234567',
    );
    expect(row).toHaveTextContent('buyer41@example.com');
    expect(row).toHaveTextContent(/1\s234,50\s₽/);
    expect(row).not.toHaveTextContent('по телефону');
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    expect(row).toHaveTextContent('с. Верхняя Хава, ул. Ленина, 27');
    const lines = within(row).getByRole('list', { name: 'Товары заказа № 41' });
    expect(lines).toHaveTextContent('Цемент');
    expect(lines).toHaveTextContent('арт. CEM-500');
    expect(lines).toHaveTextContent(/3\sшт × 411,50\s₽/);
    expect(lines).toHaveTextContent(/1\s234,50\s₽/);
    expect(row).toHaveTextContent(/К оплате1\s234,50\s₽/);
    expect(row).toHaveTextContent('Наличными при получении');
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
  });

  it("shows the order's change history in the opened row, statuses by their names", async () => {
    const api = mockApiRoutes({
      'GET /orders/all': { status: 200, data: page([order(41)]) },
      'GET /history': {
        status: 200,
        data: [
          {
            id: 3,
            at: '2026-11-21T10:00:00.000Z',
            action: 'status',
            actor: { id: 1, email: 'admin@example.com' },
            changes: { status: ['NEW', 'READY'] },
          },
        ],
      },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const row = (await screen.findByText('Заказ № 41')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    fireEvent.click(within(row).getByRole('button', { name: 'История изменений' }));
    expect(await within(row).findByText('статус:')).toBeInTheDocument();
    expect(row).toHaveTextContent('Статус изменён');
    expect(row).toHaveTextContent('статус: Новый → Готов к выдаче');
    expect(api.params('GET /history')).toEqual([{ entity: 'order', id: 41 }]);
  });

  it('searches every status by what is typed, after a pause, and says when nothing is found', async () => {
    const api = mockApiRoutes({
      'GET /orders/all': [
        { status: 200, data: page([order(3)]) },
        { status: 200, data: page([], 0, { ...COUNTS, NEW: 0, READY: 0, COMPLETED: 0 }) },
      ],
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders?tab=COMPLETED&from=2026-11-01' });
    await screen.findByText('Заказ № 3');
    fireEvent.change(screen.getByLabelText('Поиск заказа'), { target: { value: ' 8 920 123-45-67 ' } });
    await waitFor(() =>
      expect(lastParams(api)).toMatchObject({ q: '8 920 123-45-67', startDate: '2026-11-01', offset: 0 }),
    );
    expect((lastParams(api) as { status?: string }).status).toBeUndefined();
    expect(screen.getByRole('tab', { name: /Все статусы/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('По запросу «8 920 123-45-67» заказов не найдено')).toBeInTheDocument();
    // a tab narrows the search
    fireEvent.click(screen.getByRole('tab', { name: /Завершён/ }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ q: '8 920 123-45-67', status: 'COMPLETED' }));
  });

  it("marks an order taken by phone with 'по телефону'", async () => {
    mockApiRoutes({ 'GET /orders/all': { status: 200, data: page([order(8, { channel: 'phone' })]) } });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const row = (await screen.findByText('Заказ № 8')).closest('li')!;
    expect(row).toHaveTextContent('по телефону');
  });

  it('remembers the page per status tab', async () => {
    const api = mockApiRoutes({ 'GET /orders/all': { status: 200, data: page([order(1)], 30) } });
    renderWithApp(<AdminOrders />, { path: '/admin/orders?page=3' });
    await screen.findByText('Заказ № 1');
    expect(lastParams(api)).toMatchObject({ status: 'NEW', offset: 20 });
    fireEvent.click(screen.getByRole('tab', { name: /Завершён/ }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ status: 'COMPLETED', offset: 0 }));
    fireEvent.click(screen.getByRole('tab', { name: /Новый/ }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ status: 'NEW', offset: 20 }));
  });

  it('changes the status, shows the toast and reloads; a refusal shows the error', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const api = mockApiRoutes({
      'GET /orders/all': [
        { status: 200, data: page([order(5)]) },
        { status: 200, data: page([], 0, { ...COUNTS, NEW: 11, COMPLETED: 5 }) },
      ],
      'PUT /orders/5/status': { status: 200, data: order(5, { status: 'COMPLETED' }) },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const row = (await screen.findByText('Заказ № 5')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    fireEvent.change(within(row).getByLabelText('Статус'), { target: { value: 'COMPLETED' } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Статус заказа обновлён'));
    expect(api.bodies('PUT /orders/5/status')).toEqual([{ status: 'COMPLETED' }]);
    expect(await screen.findByText('Нет заказов с выбранными фильтрами')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Завершён/ })).toHaveTextContent('5');
    expect(error).not.toHaveBeenCalled();
  });

  it('asks before cancelling: nothing is sent until the admin confirms', async () => {
    const api = mockApiRoutes({
      'GET /orders/all': { status: 200, data: page([order(6)]) },
      'PUT /orders/6/status': { status: 200, data: order(6, { status: 'CANCELLED', status_rus: 'Отменён' }) },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const row = (await screen.findByText('Заказ № 6')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    fireEvent.change(within(row).getByLabelText('Статус'), { target: { value: 'CANCELLED' } });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Товары вернутся в продажу');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /orders/6/status')).toEqual([]);

    fireEvent.change(within(row).getByLabelText('Статус'), { target: { value: 'CANCELLED' } });
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }),
    );
    await waitFor(() => expect(api.bodies('PUT /orders/6/status')).toEqual([{ status: 'CANCELLED' }]));
  });

  it("a failed status change says 'Ошибка при обновлении статуса'", async () => {
    const error = vi.spyOn(toast, 'error');
    mockApiRoutes({
      'GET /orders/all': { status: 200, data: page([order(5)]) },
      'PUT /orders/5/status': { status: 400, data: {} },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const row = (await screen.findByText('Заказ № 5')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    fireEvent.change(within(row).getByLabelText('Статус'), { target: { value: 'READY' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка при обновлении статуса'));
  });

  it("a failed load shows 'Не удалось загрузить заказы.' with a retry", async () => {
    mockApiRoutes({
      'GET /orders/all': [
        { status: 403, data: {} },
        { status: 200, data: page([order(9)]) },
      ],
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить заказы.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Заказ № 9')).toBeInTheDocument();
  });

  it("adds the 'Отменён' tab only when there are cancelled orders", async () => {
    const api = mockApiRoutes({
      'GET /orders/all': [
        { status: 200, data: page([order(1)]) },
        { status: 200, data: page([order(1)], 1, { ...COUNTS, CANCELLED: 2 }) },
      ],
    });
    const { queryClient } = renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    await screen.findByText('Заказ № 1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+/, ''))).toEqual([
      'Все статусы',
      'Новый',
      'В обработке',
      'Готов к выдаче',
      'В доставке',
      'Завершён',
    ]);

    await queryClient.invalidateQueries();
    const cancelled = await screen.findByRole('tab', { name: /Отменён/ });
    expect(cancelled).toHaveTextContent('Отменён2');
    fireEvent.click(cancelled);
    await waitFor(() => expect(lastParams(api)).toMatchObject({ status: 'CANCELLED' }));
  });

  it("keeps the 'Отменён' tab when the address asks for it, even with none left", async () => {
    mockApiRoutes({ 'GET /orders/all': { status: 200, data: page([]) } });
    renderWithApp(<AdminOrders />, { path: '/admin/orders?tab=CANCELLED' });
    expect(await screen.findByText('Нет заказов с выбранными фильтрами')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Отменён/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers in the status selector only the moves the shop allows from the current status', async () => {
    mockApiRoutes({
      'GET /orders/all': {
        status: 200,
        data: page([
          order(1),
          order(2, { status: 'COMPLETED', status_rus: 'Завершён' }),
          order(3, { status: 'CANCELLED', status_rus: 'Отменён' }),
        ]),
      },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const selectorOf = async (id: number) => {
      const row = (await screen.findByText(`Заказ № ${id}`)).closest('li')!;
      fireEvent.click(within(row).getByRole('button', { expanded: false }));
      const select = within(row).getByLabelText('Статус');
      return {
        select,
        options: within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      };
    };

    const fresh = await selectorOf(1);
    expect(fresh.options).toEqual([
      'Новый',
      'В обработке',
      'Готов к выдаче',
      'В доставке',
      'Завершён',
      'Отменён',
    ]);
    expect(fresh.select).toBeEnabled();

    // a completed order stays completed: a return is recorded instead
    const completed = await selectorOf(2);
    expect(completed.options).toEqual(['Завершён']);
    expect(completed.select).toBeDisabled();
    expect(completed.select).toHaveAccessibleDescription(
      'Статус завершённого и отменённого заказа не меняется.',
    );

    const cancelled = await selectorOf(3);
    expect(cancelled.options).toEqual(['Отменён']);
    expect(cancelled.select).toBeDisabled();
  });

  it('records a return of a completed order with its reason, and shows it afterwards', async () => {
    const returned = order(2, {
      status: 'COMPLETED',
      status_rus: 'Завершён',
      returned_at: '2026-11-25T08:00:00.000Z',
      return_reason: 'Не подошёл цвет',
    });
    const api = mockApiRoutes({
      'GET /orders/all': [
        { status: 200, data: page([order(2, { status: 'COMPLETED', status_rus: 'Завершён' })]) },
        { status: 200, data: page([returned]) },
      ],
      'POST /orders/2/return': { status: 200, data: returned },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders?tab=COMPLETED' });
    const row = (await screen.findByText('Заказ № 2')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    fireEvent.click(within(row).getByRole('button', { name: 'Оформить возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат по заказу № 2' });
    // the reason is asked first
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    expect(await within(dialog).findByText('Укажите причину возврата')).toBeInTheDocument();
    expect(api.bodies('POST /orders/2/return')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Причина возврата'), {
      target: { value: 'Не подошёл цвет' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    await waitFor(() => expect(api.bodies('POST /orders/2/return')).toEqual([{ reason: 'Не подошёл цвет' }]));
    expect(
      await screen.findByText(/^Возврат оформлен 25\.11\.2026, 11:00: Не подошёл цвет$/),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Оформить возврат' })).not.toBeInTheDocument();
  });

  it("shows each delivery order's zone and cost: priced, free or left to the manager; pickup has none", async () => {
    mockApiRoutes({
      'GET /orders/all': {
        status: 200,
        data: page([delivered(11, 300), delivered(12, 0), delivered(13, null), order(14)]),
      },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const rowOf = async (id: number) => (await screen.findByText(`Заказ № ${id}`)).closest('li')!;
    expect(await rowOf(11)).toHaveTextContent(/Доставка: с\. Верхняя Хава, 300,00\s₽/);
    expect(await rowOf(12)).toHaveTextContent('Доставка: с. Верхняя Хава, бесплатно');
    expect(await rowOf(13)).toHaveTextContent('Доставка: с. Верхняя Хава, рассчитает менеджер');
    const pickup = await rowOf(14);
    expect(pickup).not.toHaveTextContent('Доставка:');

    const row = await rowOf(11);
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    expect(row).toHaveTextContent('ул. Садовая, 5');
    expect(within(row).getByRole('button', { name: 'Изменить стоимость доставки' })).toBeEnabled();
    fireEvent.click(within(pickup).getByRole('button', { expanded: false }));
    expect(
      within(pickup).queryByRole('button', { name: 'Изменить стоимость доставки' }),
    ).not.toBeInTheDocument();
  });

  it('corrects the delivery cost: sends it, toasts and shows the answer without reloading the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /orders/all': { status: 200, data: page([delivered(13, null)]) },
      'PUT /orders/13/delivery-cost': { status: 200, data: delivered(13, 1500.5) },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const row = (await screen.findByText('Заказ № 13')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    fireEvent.click(within(row).getByRole('button', { name: 'Изменить стоимость доставки' }));
    const input = within(row).getByLabelText('Стоимость доставки, ₽');
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription('0 — бесплатно');

    fireEvent.change(input, { target: { value: 'дорого' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Сохранить' }));
    expect(await within(row).findByText('Некорректная сумма')).toBeInTheDocument();
    expect(api.bodies('PUT /orders/13/delivery-cost')).toEqual([]);

    fireEvent.change(input, { target: { value: '1 500,50' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Стоимость доставки изменена, покупатель получит письмо'),
    );
    expect(api.bodies('PUT /orders/13/delivery-cost')).toEqual([{ delivery_cost: 1500.5 }]);
    expect(row).toHaveTextContent(/Доставка: с\. Верхняя Хава, 1\s500,50\s₽/);
    expect(within(row).queryByLabelText('Стоимость доставки, ₽')).not.toBeInTheDocument();
    expect(api.params('GET /orders/all')).toHaveLength(1);
  });

  it("shows the server's refusal of a delivery cost under the input", async () => {
    mockApiRoutes({
      'GET /orders/all': { status: 200, data: page([delivered(11, 300)]) },
      'PUT /orders/11/delivery-cost': {
        status: 400,
        data: {
          error: 'Заказ без доставки: стоимость доставки не задаётся',
          code: 'VALIDATION_FAILED',
          fields: { delivery_cost: 'Заказ без доставки: стоимость доставки не задаётся' },
        },
      },
    });
    renderWithApp(<AdminOrders />, { path: '/admin/orders' });
    const row = (await screen.findByText('Заказ № 11')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { expanded: false }));
    fireEvent.click(within(row).getByRole('button', { name: 'Изменить стоимость доставки' }));
    const input = within(row).getByLabelText('Стоимость доставки, ₽');
    expect(input).toHaveValue('300');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Заказ без доставки: стоимость доставки не задаётся');
    expect(row).toHaveTextContent(/Доставка: с\. Верхняя Хава, 300,00\s₽/);
  });
});
