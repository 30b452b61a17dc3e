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

/** '145 м²', '1 200 шт', or only the number when the unit is not known; the unit never wraps alone. */
export function quantityWithUnit(quantity: number, unitName: string | null | undefined): string {
  const unit = shownUnit(unitName);
  const number = quantityFormat.format(quantity);
  return unit ? `${number}\u00a0${unit}` : number;
}
