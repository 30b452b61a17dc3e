import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/schemas';
import { SHOP } from '@shop/shared/shop/details';
import { WithShop } from '../../../test/shop';
import { OrderTabs } from './order-tabs';

function order(overrides: Partial<Order>): Order {
  return {
    id: 1,
    createdAt: '2026-05-14T09:30:00.000Z',
    total_amount: 1250.5,
    status: 'NEW',
    status_rus: 'Новый',
    delivery_method: 'DELIVERY',
    delivery_method_rus: 'Доставка',
    delivery_address: 'с. Верхняя Хава, ул. Мира, 1',
    delivery_zone: null,
    delivery_cost: null,
    payment_method: 'CASH_ON_DELIVERY',
    full_name: 'Иван Петров',
    phone: '+79001234567',
    OrderItems: [
      {
        id: 11,
        product_id: 5,
        quantity: 2,
        price_at_purchase: 625.25,
        unit_name: 'шт',
        product_name: 'Клей плиточный',
        Product: { name: 'Клей плиточный', image: null },
      },
    ],
    returned_at: null,
    return_reason: null,
    channel: 'cart',
    ...overrides,
  };
}

const ORDERS: Order[] = [
  order({ id: 101 }),
  order({ id: 102, status: 'PROCESSING', status_rus: 'В обработке' }),
  order({
    id: 103,
    status: 'COMPLETED',
    status_rus: 'Завершён',
    delivery_method: 'PICKUP',
    delivery_method_rus: 'Самовывоз',
    delivery_address: SHOP.pickupAddress,
    OrderItems: [
      {
        id: 31,
        product_id: null,
        quantity: 3,
        price_at_purchase: 99,
        unit_name: 'шт',
        product_name: 'Старый саморез',
        Product: null,
      },
    ],
  }),
  order({
    id: 104,
    status: 'COMPLETED',
    status_rus: 'Завершён',
    returned_at: '2026-05-20T09:00:00.000Z',
    return_reason: 'Записка магазина',
  }),
];

describe('OrderTabs', () => {
  it('shows five status tabs with their counts and opens on NEW', () => {
    render(<OrderTabs orders={ORDERS} />, { wrapper: WithShop });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Новые1',
      'В обработке1',
      'Готовы к выдаче0',
      'В доставке0',
      'Завершенные2',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: 'Заказ № 101' });
    expect(card).toHaveTextContent('Доставка');
    expect(card).toHaveTextContent('с. Верхняя Хава, ул. Мира, 1');
    expect(card).toHaveTextContent('Клей плиточный');
    expect(card).toHaveTextContent('2 шт × 625,25');
    expect(card).toHaveTextContent('1 250,50');
    expect(screen.queryByRole('article', { name: 'Заказ № 102' })).not.toBeInTheDocument();
  });

  it("shows the pickup address and 'Товар удален' for a deleted product", () => {
    render(<OrderTabs orders={ORDERS} />, { wrapper: WithShop });
    fireEvent.click(screen.getByRole('tab', { name: /Завершенные/ }));
    const card = screen.getByRole('article', { name: 'Заказ № 103' });
    expect(within(card).getByTestId('pickup-address')).toHaveTextContent(SHOP.pickupAddress);
    expect(card).toHaveTextContent('Адрес самовывоза');
    expect(card).toHaveTextContent('Самовывоз');
    expect(card).toHaveTextContent('Товар удален');
    expect(card).not.toHaveTextContent('Старый саморез');
    // a return shows its date; the reason is the shop's own note
    const returned = screen.getByRole('article', { name: 'Заказ № 104' });
    expect(returned).toHaveTextContent(/Возврат оформлен \d/);
    expect(returned).not.toHaveTextContent('Записка магазина');
    expect(card).not.toHaveTextContent('Возврат оформлен');
  });

  it('says so when a tab has no orders, and moves between tabs with the arrow keys', () => {
    render(<OrderTabs orders={ORDERS} />, { wrapper: WithShop });
    fireEvent.keyDown(screen.getByRole('tab', { name: /Новые/ }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: /Завершенные/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: /В доставке/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Заказов с этим статусом нет.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("has no 'Отменённые' tab while the customer has no cancelled order", () => {
    render(<OrderTabs orders={ORDERS} />, { wrapper: WithShop });
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.queryByRole('tab', { name: /Отменённые/ })).not.toBeInTheDocument();
  });

  it("adds the sixth tab 'Отменённые' with its count once an order is cancelled", () => {
    const orders = [...ORDERS, order({ id: 105, status: 'CANCELLED', status_rus: 'Отменён' })];
    render(<OrderTabs orders={orders} onCancel={vi.fn()} />, { wrapper: WithShop });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Новые1',
      'В обработке1',
      'Готовы к выдаче0',
      'В доставке0',
      'Завершенные2',
      'Отменённые1',
    ]);
    // the arrow keys go round the six
    fireEvent.keyDown(screen.getByRole('tab', { name: /Новые/ }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: /Отменённые/ })).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: 'Заказ № 105' });
    expect(card).toHaveTextContent('Отменён');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers 'Отменить заказ' on NEW orders only, and asks the parent", () => {
    const onCancel = vi.fn();
    const orders = [...ORDERS, order({ id: 106 })];
    render(<OrderTabs orders={orders} onCancel={onCancel} cancellingId={106} />, { wrapper: WithShop });
    const first = screen.getByRole('article', { name: 'Заказ № 101' });
    fireEvent.click(within(first).getByRole('button', { name: 'Отменить заказ' }));
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }));
    // the order being cancelled waits
    const busy = within(screen.getByRole('article', { name: 'Заказ № 106' })).getByRole('button');
    expect(busy).toHaveTextContent('Отмена...');
    expect(busy).toBeDisabled();

    for (const name of [/В обработке/, /Завершенные/]) {
      fireEvent.click(screen.getByRole('tab', { name }));
      expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
    }
  });

  it('offers no cancellation where the list is only shown', () => {
    render(<OrderTabs orders={ORDERS} />, { wrapper: WithShop });
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it.each([
    [300, '300,00 ₽', '1 550,50 ₽'],
    [0, 'бесплатно', '1 250,50 ₽'],
    [null, 'рассчитает менеджер', '1 250,50 ₽'],
  ])('shows the settlement, the delivery cost %s and what to pay', (cost, costText, due) => {
    render(
      <OrderTabs orders={[order({ id: 107, delivery_zone: 'с. Верхняя Хава', delivery_cost: cost })]} />,
      {
        wrapper: WithShop,
      },
    );
    const card = screen.getByRole('article', { name: 'Заказ № 107' });
    expect(within(card).getByTestId('delivery-zone')).toHaveTextContent('с. Верхняя Хава');
    expect(within(card).getByTestId('delivery-cost')).toHaveTextContent(costText);
    expect(card).toHaveTextContent('К оплате');
    expect(within(card).getByTestId('order-due')).toHaveTextContent(due);
  });

  it('says nothing of a delivery cost for pickup or an order placed before delivery zones', () => {
    render(<OrderTabs orders={ORDERS} />, { wrapper: WithShop });
    const card = screen.getByRole('article', { name: 'Заказ № 101' });
    expect(within(card).queryByTestId('delivery-cost')).toBeNull();
    expect(card).not.toHaveTextContent('К оплате');
  });
});
