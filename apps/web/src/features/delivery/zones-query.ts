/**
 * The delivery zones the storefront shows (GET /api/delivery/zones, public: the active ones): the
 * 'Доставка и оплата' page's table, the product page's and the cart's delivery line, the checkout's
 * settlement. The /delivery page's server render prefetches the query, so the table is in its HTML.
 */
import { queryOptions } from '@tanstack/react-query';
// types only: schemas.ts carries zod, which the storefront's first download does without
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { apiClient } from '../../lib/api-client';

export type { DeliveryZone };

/** Fresh for 30 s, as the shop's settings: an admin's change shows on the next page opened soon after. */
export const DELIVERY_ZONES_STALE_TIME_MS = 30_000;

export const deliveryKeys = {
  all: ['delivery'] as const,
  zones: () => [...deliveryKeys.all, 'zones'] as const,
};

/** GET /delivery/zones (public): the active zones. */
export async function fetchDeliveryZones(signal?: AbortSignal): Promise<DeliveryZone[]> {
  const { data } = await apiClient.get<DeliveryZone[]>('/delivery/zones', { signal });
  return Array.isArray(data) ? data : [];
}

export const deliveryZonesQuery = () =>
  queryOptions({
    queryKey: deliveryKeys.zones(),
    queryFn: ({ signal }) => fetchDeliveryZones(signal),
    staleTime: DELIVERY_ZONES_STALE_TIME_MS,
  });
