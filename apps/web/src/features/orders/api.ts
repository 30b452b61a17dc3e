import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_RATINGS_STALE_TIME_MS } from '@shop/shared/constants';
import type { CreateOrderInput, Order, QuickOrderInput } from '@shop/shared/orders/schemas';
import { apiClient } from '../../lib/api-client';
import { USER_SCOPED_META } from '../../lib/session/session-context';
import { useSession } from '../../lib/session/use-session';

export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: number) => [...orderKeys.all, 'mine', userId] as const,
};

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

/**
 * POST /api/orders/quick: the one-step order by phone, for a guest or a customer (the token goes along
 * when there is one). The server prices the lines; 409 when a product is short, 429 past the limits.
 */
export async function createQuickOrder(body: QuickOrderInput): Promise<Order> {
  const { data } = await apiClient.post<Order>('/orders/quick', body);
  return data;
}

/** GET /api/orders: the signed-in customer's own orders with their items. */
export async function fetchMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiClient.get<Order[]>('/orders', { signal });
  return Array.isArray(data) ? data : [];
}

/** The signed-in customer's orders (profile); purchases change rarely, so they stay fresh 10 min. */
export function useMyOrders() {
  const { user } = useSession();
  return useQuery({
    queryKey: orderKeys.mine(user?.id ?? 0),
    queryFn: ({ signal }) => fetchMyOrders(signal),
    enabled: !!user,
    staleTime: USER_RATINGS_STALE_TIME_MS,
    meta: USER_SCOPED_META,
  });
}

/**
 * POST /api/orders/:id/cancel: the customer cancels their own NEW order (the goods go back on sale) →
 * the updated order; 409 ORDER_NOT_CANCELLABLE once the shop has started on it, 404 for another's order.
 */
export async function cancelOrder(id: number): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/orders/${id}/cancel`);
  return data;
}

/**
 * Cancels one of the customer's orders. The answer replaces the order in the cached list at once; the
 * list then reloads whatever happened (a refusal means it was out of date: the shop moved the order).
 */
export function useCancelOrder() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (updated) => {
      if (!user || typeof updated?.id !== 'number') return;
      queryClient.setQueryData<Order[]>(orderKeys.mine(user.id), (orders) =>
        orders?.map((order) => (order.id === updated.id ? updated : order)),
      );
    },
    onSettled: () =>
      user ? queryClient.invalidateQueries({ queryKey: orderKeys.mine(user.id) }) : undefined,
  });
}
