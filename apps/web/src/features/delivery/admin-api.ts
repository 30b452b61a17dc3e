/**
 * The admin's delivery zones (/admin/delivery): every zone, the disabled ones too, and their writes.
 * A change reloads the storefront's zones (`deliveryKeys.zones`) and the zone's change history.
 */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryZone, DeliveryZoneInput } from '@shop/shared/delivery/schemas';
import { apiClient } from '../../lib/api-client';
import { useDeleteRecord, useSaveRecord } from '../../lib/save-record';
import { historyKeys } from '../../ui/change-history';
import { deliveryKeys } from './zones-query';

export const adminDeliveryKeys = {
  /** under the storefront's key: invalidating `deliveryKeys.all` reloads both lists */
  all: () => [...deliveryKeys.all, 'admin'] as const,
};

/** GET /delivery/zones/all (admin): every zone, the disabled ones too. */
export async function fetchAllDeliveryZones(signal?: AbortSignal): Promise<DeliveryZone[]> {
  const { data } = await apiClient.get<DeliveryZone[]>('/delivery/zones/all', { signal });
  return Array.isArray(data) ? data : [];
}

export function useAllDeliveryZones() {
  return useQuery({
    queryKey: adminDeliveryKeys.all(),
    queryFn: ({ signal }) => fetchAllDeliveryZones(signal),
  });
}

/** POST /delivery/zones (JSON), or PUT /delivery/zones/:id when `id` is given. */
export async function saveDeliveryZone(zone: DeliveryZoneInput, id?: number): Promise<DeliveryZone> {
  const { data } =
    id === undefined
      ? await apiClient.post<DeliveryZone>('/delivery/zones', zone)
      : await apiClient.put<DeliveryZone>(`/delivery/zones/${id}`, zone);
  return data;
}

/** Saves a zone; the admin list, the storefront's zones and the zone's history reload. */
export function useSaveDeliveryZone() {
  return useSaveRecord(saveDeliveryZone, (saved: DeliveryZone) => [
    deliveryKeys.all,
    historyKeys.of('delivery_zone', saved.id),
  ]);
}

/** DELETE /delivery/zones/:id (the server answers with its message); both zone lists reload. */
export function useDeleteDeliveryZone() {
  return useDeleteRecord('/delivery/zones', deliveryKeys.all);
}
