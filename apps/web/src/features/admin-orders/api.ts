import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDERS_PAGE_SIZE } from '@shop/shared/constants';
import type { AdminOrder, AdminOrderPage } from '@shop/shared/orders/schemas';
import type { OrderStatus } from '@shop/shared/orders/status';
import { apiClient } from '../../lib/api-client';

/** One page of the admin order list: the status (none: every one), the date filters, the search, the page. */
export interface AdminOrdersParams {
  status: OrderStatus | undefined;
  /** an order number, a phone or a part of the name; '' for none */
  q: string;
  /** 'YYYY-MM-DD' or '' for no bound */
  startDate: string;
  endDate: string;
  /** 1-based */
  page: number;
}

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  page: (params: AdminOrdersParams) => [...adminOrderKeys.all, params] as const,
};

/** GET /api/orders/all (admin): a page of orders plus the counts per status for the tabs. */
export async function fetchAdminOrders(
  params: AdminOrdersParams,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  const { data } = await apiClient.get<AdminOrderPage>('/orders/all', {
    params: {
      limit: ADMIN_ORDERS_PAGE_SIZE,
      offset: (params.page - 1) * ADMIN_ORDERS_PAGE_SIZE,
      status: params.status,
      startDate: params.startDate || undefined,
      endDate: params.endDate || undefined,
      q: params.q || undefined,
    },
    signal,
  });
  return data;
}

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery({
    queryKey: adminOrderKeys.page(params),
    queryFn: ({ signal }) => fetchAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/orders/:id/status (admin); on success every loaded page and the counts reload. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: OrderStatus }) => {
      const { data } = await apiClient.put<AdminOrder>(`/orders/${id}/status`, { status });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

/** POST /api/orders/:id/return (admin): the goods of a completed order came back; every page reloads. */
export function useRecordReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) => {
      const { data } = await apiClient.post<AdminOrder>(`/orders/${id}/return`, { reason });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

/**
 * PUT /api/orders/:id/delivery-cost (admin): the delivery cost agreed with the customer (roubles, 0 =
 * free). The answer replaces the order in every loaded page; its history reloads when opened.
 */
export function useUpdateDeliveryCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, cost }: { id: number; cost: number }) => {
      const { data } = await apiClient.put<AdminOrder>(`/orders/${id}/delivery-cost`, {
        delivery_cost: cost,
      });
      return data;
    },
    onSuccess: (saved) =>
      queryClient.setQueriesData<AdminOrderPage>({ queryKey: adminOrderKeys.all }, (page) =>
        page
          ? { ...page, orders: page.orders.map((order) => (order.id === saved.id ? saved : order)) }
          : page,
      ),
  });
}
