import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Discount } from '@shop/shared/discounts/schemas';
import { HOME_STALE_TIME_MS } from '@shop/shared/constants';
import { apiClient } from '../../lib/api-client';

export const discountKeys = {
  all: ['discounts'] as const,
  /** the discounts with their category: the home banners and the admin list */
  list: () => [...discountKeys.all, 'list'] as const,
  products: (id: number) => [...discountKeys.all, id, 'products'] as const,
  available: (params: object) => [...discountKeys.all, 'available', params] as const,
};

/** GET /discounts?include=Category (spec §7): the discount banners with their linked category. */
export async function fetchDiscounts(signal?: AbortSignal): Promise<Discount[]> {
  const { data } = await apiClient.get<Discount[]>('/discounts', {
    params: { include: 'Category' },
    signal,
  });
  return Array.isArray(data) ? data : [];
}

/** The discounts: the home page's banners and the admin list; home data stays fresh for 5 minutes (spec §9). */
export const discountsQuery = () =>
  queryOptions({
    queryKey: discountKeys.list(),
    queryFn: ({ signal }) => fetchDiscounts(signal),
    staleTime: HOME_STALE_TIME_MS,
  });

export const useDiscounts = () => useQuery(discountsQuery());
