import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@shop/shared/promotions/schemas';
import { HOME_STALE_TIME_MS } from '@shop/shared/constants';
import { apiClient } from '../../lib/api-client';

export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
};

/** GET /promotions (spec §7): the shop's promotions, newest first. */
export async function fetchPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const { data } = await apiClient.get<Promotion[]>('/promotions', { signal });
  return Array.isArray(data) ? data : [];
}

/** The storefront's promotions (home page and the promotion category); fresh for 5 minutes (spec §9). */
export const promotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => fetchPromotions(signal),
    staleTime: HOME_STALE_TIME_MS,
  });

export const usePromotions = () => useQuery(promotionsQuery());
