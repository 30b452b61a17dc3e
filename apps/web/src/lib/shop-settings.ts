/**
 * The shop's settings as every page shows them (GET /api/shop): name, contacts, hours, requisites.
 * They live here rather than in features/shop because the header, the footer, the page heads (lib/),
 * the logo (ui/) and several features (checkout, orders, measurements) all read them, and a feature
 * imports no other feature. features/shop/api.ts re-exports them beside the admin's `updateShop`.
 *
 * The server's render prefetches the query for every page (app/server-pages.ts), so it is in the
 * dehydrated state and `useShop` never suspends while a server-drawn page is taken over.
 */
import { useSyncExternalStore } from 'react';
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { openState, openStateText } from '@shop/shared/shop/hours';
// types only: settings.ts carries zod, which the storefront's first download does without
import type { ShopPublic } from '@shop/shared/shop/settings';
import { apiClient } from './api-client';

export type { ShopPublic };

/** Fresh for 30 s: an admin's change shows on the next page a visitor opens soon after. */
export const SHOP_STALE_TIME_MS = 30_000;

export const shopKeys = {
  all: ['shop'] as const,
  settings: () => [...shopKeys.all, 'settings'] as const,
};

/** GET /shop (public): the settings every page shows. */
export async function fetchShop(signal?: AbortSignal): Promise<ShopPublic> {
  const { data } = await apiClient.get<ShopPublic>('/shop', { signal });
  return data;
}

export const shopQuery = () =>
  queryOptions({
    queryKey: shopKeys.settings(),
    queryFn: ({ signal }) => fetchShop(signal),
    staleTime: SHOP_STALE_TIME_MS,
  });

/**
 * The shop's settings. In a server-drawn page they came with it; a page the browser draws itself
 * waits for them (suspends) once.
 */
export function useShop(): ShopPublic {
  return useSuspenseQuery(shopQuery()).data;
}

/** The settings a server render prefetched (for a page's head); throws when they could not be fetched. */
export function shopOf(client: QueryClient): ShopPublic {
  const shop = client.getQueryData(shopQuery().queryKey);
  if (!shop) throw new Error('the shop settings were not prefetched');
  return shop;
}

const MINUTE_MS = 60_000;

/** Ticks at every new minute of the clock. */
function subscribeToMinutes(onTick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onTick();
        schedule();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS) + 50,
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);

/**
 * 'Открыто до 18:00' / 'Закрыто · откроется завтра в 10:00' at the current minute.
 *
 * The server's render and the browser's first render must draw the same text, so neither reads the
 * clock then: both take the minute the settings were fetched (the query's `dataUpdatedAt`, which the
 * dehydrated state carries to the browser unchanged). Right after taking the page over React re-reads
 * the clock (useSyncExternalStore's client snapshot) and from then on every minute.
 */
export function useOpenNowText(): string {
  const query = useSuspenseQuery(shopQuery());
  const { hours, exceptions, timeZone } = query.data;
  const fetchedMinute = Math.floor(query.dataUpdatedAt / MINUTE_MS);
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, () => fetchedMinute);
  return openStateText(openState(hours, exceptions, timeZone, new Date(minute * MINUTE_MS)));
}
