import { PRODUCT_DISCOUNT_MAX, PRODUCT_DISCOUNT_MIN } from './constants.js';
import { divideRounded, kopecksToRoubles, toKopecks } from './money.js';
import { hasQuantityPrecision, toThousandths } from './catalog/quantity.js';

/**
 * The discount rule of spec §9, shared by catalogue, cart and order so the three never disagree.
 * Amounts are integer kopecks; the rouble functions are conveniences for display and the API.
 */

export type PricedProduct = {
  price: number | string;
  discount?: number | string | null;
  DiscountCategoriesDirect?: { discount_percent: number | string }[] | null;
};

export type PricedLine = { product: PricedProduct; quantity: number };

const PERCENT_TEXT = /^\s*[+-]?\d+(?:[.,]\d+)?\s*$/;

/** An integer percent in 0..99: fractions are dropped, junk and missing values count as 0. */
function parsePercent(value: number | string | null | undefined): number {
  let percent: number;
  if (typeof value === 'number') percent = value;
  else if (typeof value === 'string' && PERCENT_TEXT.test(value)) percent = Number(value.replace(',', '.'));
  else return 0;
  if (!Number.isFinite(percent)) return 0;
  return Math.min(Math.max(Math.trunc(percent), PRODUCT_DISCOUNT_MIN), PRODUCT_DISCOUNT_MAX);
}

/** The larger of the product's own discount and its first discount category's percent. */
export function effectiveDiscountPercent(product: PricedProduct): number {
  const categoryPercent = product.DiscountCategoriesDirect?.[0]?.discount_percent;
  return Math.max(parsePercent(product.discount), parsePercent(categoryPercent));
}

export function isDiscounted(product: PricedProduct): boolean {
  return effectiveDiscountPercent(product) > 0;
}

/** List price before any discount, in kopecks. Throws on a price that is not a money amount. */
export function basePriceKopecks(product: PricedProduct): number {
  return toKopecks(product.price);
}

/** price × (1 − percent/100), rounded half-up to the kopeck. */
export function unitPriceKopecks(product: PricedProduct): number {
  const percent = effectiveDiscountPercent(product);
  return divideRounded(basePriceKopecks(product) * (100 - percent), 100);
}

function assertQuantity(quantity: number): void {
  if (!hasQuantityPrecision(quantity) || quantity < 0 || !Number.isSafeInteger(toThousandths(quantity))) {
    throw new RangeError(`Quantity must be a non-negative number with at most three decimals: ${quantity}`);
  }
}

/**
 * Unit price × quantity, rounded half-up to the kopeck once (2.5 m at 123.45 ₽ = 308.63 ₽): the one
 * rule of a line's total, for the cart, the checkout, the order and its messages.
 */
export function lineTotalKopecks(product: PricedProduct, quantity: number): number {
  assertQuantity(quantity);
  const thousandths = toThousandths(quantity);
  const exact = unitPriceKopecks(product) * thousandths;
  if (!Number.isSafeInteger(exact)) throw new RangeError(`Line total is too large: ${exact}`);
  return divideRounded(exact, 1000);
}

export function orderTotalKopecks(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalKopecks(line.product, line.quantity), 0);
}

export function unitPrice(product: PricedProduct): number {
  return kopecksToRoubles(unitPriceKopecks(product));
}

export function lineTotal(product: PricedProduct, quantity: number): number {
  return kopecksToRoubles(lineTotalKopecks(product, quantity));
}

export function orderTotal(lines: readonly PricedLine[]): number {
  return kopecksToRoubles(orderTotalKopecks(lines));
}

/** True when a client-sent rouble total is off from the server's by more than 0.01 ₽ (or is not a number). */
export function pricesDiffer(clientTotal: number, serverTotalKopecks: number): boolean {
  try {
    return Math.abs(toKopecks(clientTotal) - serverTotalKopecks) > 1;
  } catch {
    return true;
  }
}
