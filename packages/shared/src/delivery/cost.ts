/**
 * What delivery costs: the server computes it for every order (never taken from the client), and the
 * product page, the cart and the checkout show the same rule. Amounts in kopecks.
 */

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

/** What the customer pays: the goods and the delivery (a cost the manager will confirm is not added yet). */
export const amountDueKopecks = (goodsKopecks: number, cost: DeliveryCost): number =>
  goodsKopecks + (cost.costKopecks ?? 0);
