import { TEXTS } from '../texts.js';

const quantityFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** The unit the storefront shows ('шт', 'м²', 'мешок'), or null when the product has none. */
export function shownUnit(unitName: string | null | undefined): string | null {
  const unit = unitName?.trim();
  return unit ? unit : null;
}

/** 'за м²' after a price; null when the unit is not known. */
export function perUnitLabel(unitName: string | null | undefined): string | null {
  const unit = shownUnit(unitName);
  return unit ? TEXTS.catalog.perUnit(unit) : null;
}

/**
 * The stock a product page states: 1C's exact figure (145.984 m) while it agrees with the whole units the
 * shop sells, else those units (a sale announced live moves `stock_quantity` first).
 */
export function shownStock(product: { stock_quantity: number; stock_exact: number | null }): number {
  const exact = product.stock_exact;
  return exact !== null && Math.floor(exact) === product.stock_quantity ? exact : product.stock_quantity;
}

/** '145 м²', '1 200 шт', or only the number when the unit is not known; the unit never wraps alone. */
export function quantityWithUnit(quantity: number, unitName: string | null | undefined): string {
  const unit = shownUnit(unitName);
  const number = quantityFormat.format(quantity);
  return unit ? `${number}\u00a0${unit}` : number;
}
