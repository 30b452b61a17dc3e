/**
 * What delivery costs: the server computes it for every order (never taken from the client), and the
 * product page, the cart and the checkout show the same rule. Amounts in kopecks.
 */
import { toKopecks } from '../money.js';

/** A zone's terms as the rule needs them (kopecks; null = no threshold / no minimum). */
export interface ZoneTerms {
  priceKopecks: number;
  freeFromKopecks: number | null;
  minOrderKopecks: number | null;
}

export type DeliveryCost =
  /** the zone's price, or 0 from its free-delivery threshold */
  | { kind: 'priced'; costKopecks: number }
  /** a good that needs special transport (long or heavy): the manager confirms the cost by phone */
  | { kind: 'byManager'; costKopecks: null }
  /** the goods are below the zone's minimum order: delivery is not offered */
  | { kind: 'belowMinimum'; costKopecks: null; minOrderKopecks: number };

/** The delivery cost of goods worth `goodsKopecks` into a zone. */
export function deliveryCost(
  zone: ZoneTerms,
  goodsKopecks: number,
  needsSpecialTransport: boolean,
): DeliveryCost {
  if (zone.minOrderKopecks !== null && goodsKopecks < zone.minOrderKopecks) {
    return { kind: 'belowMinimum', costKopecks: null, minOrderKopecks: zone.minOrderKopecks };
  }
  if (needsSpecialTransport) return { kind: 'byManager', costKopecks: null };
  const free = zone.freeFromKopecks !== null && goodsKopecks >= zone.freeFromKopecks;
  return { kind: 'priced', costKopecks: free ? 0 : zone.priceKopecks };
}

/** A zone's terms in kopecks from its amounts (roubles as the API answers them, or numeric text). */
export function zoneTermsOf(zone: {
  price: number | string;
  free_from: number | string | null;
  min_order: number | string | null;
}): ZoneTerms {
  return {
    priceKopecks: toKopecks(zone.price),
    freeFromKopecks: zone.free_from === null ? null : toKopecks(zone.free_from),
    minOrderKopecks: zone.min_order === null ? null : toKopecks(zone.min_order),
  };
}

/** What the customer pays: the goods and the delivery (a cost the manager will confirm is not added yet). */
export const amountDueKopecks = (goodsKopecks: number, cost: Pick<DeliveryCost, 'costKopecks'>): number =>
  goodsKopecks + (cost.costKopecks ?? 0);
