import { useQuery } from '@tanstack/react-query';
import type { Discount } from '@shop/shared/discounts/schemas';
import { HOME_STALE_TIME_MS } from '@shop/shared/constants';
import { apiClient } from '../../lib/api-client';

export const discountKeys = {
  all: ['discounts'] as const,
  banners: () => [...discountKeys.all, 'banners'] as const,
};

/** GET /discounts?include=Category (spec §7): the discount banners with their linked category. */
export async function fetchDiscounts(signal?: AbortSignal): Promise<Discount[]> {
  const { data } = await apiClient.get<Discount[]>('/discounts', {
    params: { include: 'Category' },
    signal,
  });
  return Array.isArray(data) ? data : [];
}

/** The home page's discount banners; home data stays fresh for 5 minutes (spec §9). */
export function useDiscountBanners() {
  return useQuery({
    queryKey: discountKeys.banners(),
    queryFn: ({ signal }) => fetchDiscounts(signal),
    staleTime: HOME_STALE_TIME_MS,
  });
}
