/**
 * An order line as people read it (issue 27): its quantity with the unit ('2,5 м', '3 шт') and its sum
 * by the one line-total rule of pricing.ts, for the order's e-mails and messages and its pages.
 */
import { okeiByCode, PIECE_UNIT_CODE } from '../catalog/okei.js';
import { quantityWithUnit, shownUnit } from '../catalog/units.js';
import { formatKopecks, formatRoubles } from '../money.js';
import { lineTotalKopecks } from '../pricing.js';
import { ORDER_TEXTS } from './texts.js';

/** What an order line's text needs: the quantity, the unit price paid and the product's unit. */
export interface OrderLineFigures {
  quantity: number;
  /** the unit price after discount, in roubles ('123.45' as stored, or a number) */
  price_at_purchase: number | string;
  /** the product's unit ('м'); a product without one counts in pieces */
  unit_name: string | null;
}

const PIECE = okeiByCode(PIECE_UNIT_CODE)!.name;

/** '2,5 м', '3 шт': the quantity with its unit, pieces when the product has none. */
export function orderLineQuantity(quantity: number, unitName: string | null | undefined): string {
  return quantityWithUnit(quantity, shownUnit(unitName) ?? PIECE);
}

/** The line's total in kopecks: unit price × quantity, rounded to the kopeck once. */
export function orderLineKopecks(line: Pick<OrderLineFigures, 'quantity' | 'price_at_purchase'>): number {
  return lineTotalKopecks({ price: line.price_at_purchase }, line.quantity);
}

/** '2,5 м × 123,45 ₽ = 308,63 ₽' */
export function orderLineAmount(line: OrderLineFigures): string {
  return ORDER_TEXTS.lineAmount(
    orderLineQuantity(line.quantity, line.unit_name),
    formatRoubles(line.price_at_purchase),
    formatKopecks(orderLineKopecks(line)),
  );
}
