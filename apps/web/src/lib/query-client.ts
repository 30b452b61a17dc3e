import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STALE_TIME_MS, REFETCH_ON_WINDOW_FOCUS } from '@shop/shared/constants';

/** Data-query defaults (spec §9): fresh for 5 minutes, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS,
        // the api client already retries network errors, time-outs and 5xx (5 × 2 s·n);
        // a second retry layer here would multiply the attempts on a weak connection
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
