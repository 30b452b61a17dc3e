import { useQuery } from '@tanstack/react-query';
import type { RatingSummary } from '@shop/shared/ratings/schemas';
import { apiClient } from '../../lib/api-client';

export const ratingKeys = {
  all: ['ratings'] as const,
  summary: (productId: number) => [...ratingKeys.all, 'summary', productId] as const,
};

/** GET /api/ratings/{productId}: average and vote count. */
export async function fetchRatingSummary(productId: number, signal?: AbortSignal): Promise<RatingSummary> {
  const { data } = await apiClient.get<RatingSummary>(`/ratings/${productId}`, { signal });
  return data;
}

export function useRatingSummary(productId: number) {
  return useQuery({
    queryKey: ratingKeys.summary(productId),
    queryFn: ({ signal }) => fetchRatingSummary(productId, signal),
  });
}
