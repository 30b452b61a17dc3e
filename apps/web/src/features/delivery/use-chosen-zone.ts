/**
 * The settlement the customer delivers to, chosen once (a guest too) and remembered in this browser:
 * the product page, the cart and the checkout share it. The server draws every page without it (it
 * cannot read localStorage), so it is read after the page is taken over, never during the server render.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deliveryZonesQuery, type DeliveryZone } from './zones-query';

/** The localStorage key of the chosen zone's id. */
export const CHOSEN_ZONE_KEY = 'shop.deliveryZone';

const listeners = new Set<() => void>();

/** localStorage can throw (private mode, disabled storage): the choice then lives as long as the page. */
let inMemory: number | null = null;

function readChosenId(): number | null {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(CHOSEN_ZONE_KEY);
  } catch {
    return inMemory;
  }
  const id = Number(stored);
  return stored !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Remembers the chosen zone (null forgets it) and tells every part of the page that shows it. */
export function chooseZone(id: number | null): void {
  inMemory = id;
  try {
    if (id === null) window.localStorage.removeItem(CHOSEN_ZONE_KEY);
    else window.localStorage.setItem(CHOSEN_ZONE_KEY, String(id));
  } catch {
    // storage unavailable: kept in memory above
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab chose: follow it
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CHOSEN_ZONE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen zone's id as stored: null on the server and while the browser takes the page over. */
export function useChosenZoneId(): number | null {
  return useSyncExternalStore(subscribe, readChosenId, () => null);
}

export interface ChosenZone {
  /** the active zones; undefined while they load */
  zones: DeliveryZone[] | undefined;
  /** the chosen zone, when it is still active */
  zone: DeliveryZone | null;
  /** the zones could not be loaded */
  failed: boolean;
  retry: () => void;
  choose: (id: number | null) => void;
}

/**
 * The active zones (GET /api/delivery/zones) and the customer's choice among them. A remembered zone
 * the shop no longer delivers to (removed or switched off) is forgotten.
 */
export function useChosenZone(): ChosenZone {
  const query = useQuery(deliveryZonesQuery());
  const id = useChosenZoneId();
  const zones = query.data;
  const zone = zones?.find((candidate) => candidate.id === id) ?? null;
  const stale = zones !== undefined && id !== null && zone === null;

  useEffect(() => {
    if (stale) chooseZone(null);
  }, [stale]);

  return {
    zones,
    zone,
    failed: query.isError,
    retry: () => void query.refetch(),
    choose: chooseZone,
  };
}
