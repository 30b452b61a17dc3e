import type { AdminOrder, Order } from '@shop/shared/orders/schemas';

/** An order as GET /orders and the `orderUpdate` event carry it (valid under the shared schema). */
export function makeOrder(id: number, extra: Partial<Order> = {}): Order {
  return {
    id,
    createdAt: '2026-05-14T09:30:00.000Z',
    total_amount: 1250.5,
    status: 'NEW',
    status_rus: 'Новый',
    delivery_method: 'DELIVERY',
    delivery_method_rus: 'Доставка',
    delivery_address: 'с. Верхняя Хава, ул. Мира, 1',
    delivery_zone: 'с. Верхняя Хава',
    delivery_cost: 300,
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
    ...extra,
  };
}

/** An order as the admins' `orderUpdate` carries it. */
export function makeAdminOrder(id: number, extra: Partial<AdminOrder> = {}): AdminOrder {
  const order = makeOrder(id);
  return {
    ...order,
    OrderItems: order.OrderItems.map((item) => ({ ...item, article: 'KL-25' })),
    email: `buyer${id}@example.com`,
    user_id: 7,
    User: { email: `buyer${id}@example.com` },
    ...extra,
  };
}
