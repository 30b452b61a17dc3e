import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { USER_RATINGS_STALE_TIME_MS } from '@shop/shared/constants';
import type { RatingSummary, UserRatings } from '@shop/shared/ratings/schemas';
import type { RatingUpdatedPayload } from '@shop/shared/realtime/events';
import { ApiRequestError, apiClient } from '../../lib/api-client';
import { USER_SCOPED_META } from '../../lib/session/session-context';
import { useSession } from '../../lib/session/use-session';
import { emitRealtime } from '../../lib/socket';

export const ratingKeys = {
  all: ['ratings'] as const,
  summary: (productId: number) => [...ratingKeys.all, 'summary', productId] as const,
  user: (userId: number) => [...ratingKeys.all, 'user', userId] as const,
};

/** GET /api/ratings/{productId}: average and vote count. */
export async function fetchRatingSummary(productId: number, signal?: AbortSignal): Promise<RatingSummary> {
  const { data } = await apiClient.get<RatingSummary>(`/ratings/${productId}`, { signal });
  return data;
}

export const ratingSummaryQuery = (productId: number) =>
  queryOptions({
    queryKey: ratingKeys.summary(productId),
    queryFn: ({ signal }) => fetchRatingSummary(productId, signal),
  });

export const useRatingSummary = (productId: number) => useQuery(ratingSummaryQuery(productId));

/** GET /api/ratings/user: the user's scores and the purchased products still waiting for one. */
export async function fetchUserRatings(signal?: AbortSignal): Promise<UserRatings> {
  const { data } = await apiClient.get<UserRatings>('/ratings/user', { signal });
  return { ratings: data?.ratings ?? [], unrated: data?.unrated ?? [] };
}

/** The signed-in user's ratings and unrated purchases (profile); fresh for 10 minutes. */
export function useUserRatings() {
  const { user } = useSession();
  return useQuery({
    queryKey: ratingKeys.user(user?.id ?? 0),
    queryFn: ({ signal }) => fetchUserRatings(signal),
    enabled: !!user,
    staleTime: USER_RATINGS_STALE_TIME_MS,
    meta: USER_SCOPED_META,
  });
}

/**
 * Reloads the user's unrated purchases, e.g. when an order of theirs changes status (a COMPLETED order
 * brings its products to rate, spec §2 Profile).
 */
export function useRefreshUserRatings(): () => void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  return useCallback(() => {
    if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: ratingKeys.user(userId) });
  }, [queryClient, userId]);
}

/**
 * `rating_updated` (spec §4 Realtime, payload checked against the shared contract): writes a product's
 * new rating into its cached summary, so a shown rating changes at once; a product whose summary
 * nobody loaded gets no cache entry.
 */
export function applyRatingUpdate(
  queryClient: QueryClient,
  { productId, averageRating, voteCount }: RatingUpdatedPayload,
): void {
  queryClient.setQueryData<RatingSummary>(ratingKeys.summary(productId), (current) =>
    current ? { ...current, product_id: productId, averageRating, voteCount } : undefined,
  );
}

/** POST /api/ratings/{productId} { rating } → the product's new average and vote count. */
export async function rateProduct({ productId, rating }: { productId: number; rating: number }) {
  const { data } = await apiClient.post<RatingSummary>(`/ratings/${productId}`, { rating });
  return data;
}

/**
 * Rates a purchased product once. On success the product leaves the user's unrated list at once, its
 * rating summary takes the server's new figures and `rating_added` goes out on the tab's connection, if
 * it is connected (spec §4 Realtime).
 */
export function useRateProduct() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: rateProduct,
    onSuccess: (summary, { productId, rating }) => {
      if (user) {
        queryClient.setQueryData<UserRatings>(ratingKeys.user(user.id), (current) =>
          current
            ? {
                ratings: [{ product_id: productId, rating }, ...current.ratings],
                unrated: current.unrated.filter((item) => item.product_id !== productId),
              }
            : current,
        );
      }
      emitRealtime('rating_added', { productId });
      if (summary && typeof summary.voteCount === 'number') {
        queryClient.setQueryData(ratingKeys.summary(productId), summary);
      } else {
        void queryClient.invalidateQueries({ queryKey: ratingKeys.summary(productId) });
      }
    },
    // 'already rated' (say, from another device): the list reloads and the product leaves it
    onError: (error) => {
      if (user && error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ratingKeys.user(user.id) });
      }
    },
  });
}
