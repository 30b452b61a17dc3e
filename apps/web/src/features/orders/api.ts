import type { CreateOrderInput, Order } from '@shop/shared/orders/schemas';
import { apiClient } from '../../lib/api-client';

/**
 * POST /api/orders. `idempotencyKey` is made once per checkout attempt and sent again on a retry of
 * that attempt, so a repeated submit returns the first order instead of placing a second one.
 */
export async function createOrder(body: CreateOrderInput, idempotencyKey: string): Promise<Order> {
  const { data } = await apiClient.post<Order>('/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
