/**
 * Whether an order needs special transport (issue 25 and 27): a good marked so (or of a category marked
 * so), an item longer than the shop's limit, or goods heavier in all than its limit. Then the manager
 * sets the delivery cost. The cart, the checkout and the server use this one rule.
 */
import { toThousandths } from '../catalog/quantity.js';

export interface TransportLine {
  quantity: number;
  /** the good's own or its category's mark */
  special_transport: boolean;
  /** kilograms per unit, when known */
  weight_kg: number | null;
  /** metres per item, when known */
  length_m?: number | null;
}

/** The shop's limits (settings); null: that limit is not used. */
export interface TransportLimits {
  heavy_order_kg: number | null;
  long_item_m: number | null;
}

/** The goods' weight in kilograms (of the lines whose weight is known) and whether every line's is. */
export function orderWeight(lines: readonly Pick<TransportLine, 'quantity' | 'weight_kg'>[]): {
  kg: number;
  complete: boolean;
} {
  let grams = 0;
  let complete = true;
  for (const line of lines) {
    if (line.weight_kg === null) complete = false;
    else grams += Math.round((toThousandths(line.quantity) * toThousandths(line.weight_kg)) / 1000);
  }
  return { kg: grams / 1000, complete };
}

export function needsSpecialTransport(lines: readonly TransportLine[], limits: TransportLimits): boolean {
  if (lines.some((line) => line.special_transport)) return true;
  const { long_item_m: longest, heavy_order_kg: heaviest } = limits;
  if (longest !== null && lines.some((line) => (line.length_m ?? 0) > longest)) return true;
  return heaviest !== null && orderWeight(lines).kg > heaviest;
}
