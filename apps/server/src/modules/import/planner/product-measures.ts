/**
 * What a 1C product says about how it is sold and carried (issue 27): the weight of one unit (the
 * `Вес` element of CommerceML 2.08+, else a property or requisite 'Вес' / 'Масса' in кг or г), the
 * length of one item ('Длина' in м, см or мм) and the sale rule ('Кратность', 'Шаг продажи', 'Квант' →
 * the step; 'Минимальная партия', 'Минимальное количество', 'Мин. количество' → the minimum). Null
 * where the export says nothing: the stored value (maybe set by staff) stays.
 */
import { LENGTH_M_MAX, SALE_QUANTITY_MAX, WEIGHT_KG_MAX } from '@shop/shared/catalog/admin-schemas';
import { parseDecimal } from '../../../lib/numbers.js';
import type { ParsedProduct } from '../parsers/types.js';

export interface ProductMeasures {
  weightKg: number | null;
  lengthM: number | null;
  quantityStep: number | null;
  minQuantity: number | null;
}

/** lower case, ё = е, one space, no trailing dot */
const normalised = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** The property rows and requisites of a product as `{ name, value }`, names normalised; properties first. */
function rowsOf(product: ParsedProduct) {
  return [
    ...product.properties,
    ...Object.entries(product.requisites).map(([name, value]) => ({ name, value })),
  ].map((row) => ({ name: normalised(row.name), value: row.value.trim() }));
}

/** True when `text` has the unit word `unit` standing alone (\b knows no Cyrillic). */
const hasUnit = (text: string, unit: string) => new RegExp(`(?:^|[^а-яa-z])${unit}(?![а-яa-z])`).test(text);

/** The first number of a value ('25 кг' → 25, '1,996' → 1.996), or null. */
function figureOf(value: string): number | null {
  const match = /\d[\d\s\u00a0]*(?:[.,]\d+)?/.exec(value);
  const decimal = parseDecimal(match?.[0] ?? null);
  const figure = decimal === null ? NaN : Number(decimal);
  return Number.isFinite(figure) && figure >= 0 ? figure : null;
}

/** Rounded to thousandths (numeric(…, 3)); null when above `max`, negative, or 0 and `positive`. */
function bounded(figure: number | null, max: number, positive: boolean): number | null {
  if (figure === null) return null;
  const rounded = Math.round(figure * 1000) / 1000;
  if (rounded > max || rounded < 0 || (positive && rounded === 0)) return null;
  return rounded;
}

const isWeightName = (name: string) =>
  (name.startsWith('вес') || name.startsWith('масса')) && !name.includes('упаков') && !name.includes('тар');
const isLengthName = (name: string) => name.startsWith('длина');
const isStepName = (name: string) =>
  name.startsWith('кратность') || name.startsWith('шаг продажи') || name.startsWith('квант');
const isMinimumName = (name: string) =>
  name.startsWith('минимальная партия') ||
  name.startsWith('минимальное количество') ||
  /^мин\.? ?(количество|партия|заказ)/.test(name);

/** Kilograms of a weight row: the unit in the value or the name ('Вес, г'); a bare number is kg. */
function kilograms(name: string, value: string): number | null {
  const figure = figureOf(value);
  if (figure === null) return null;
  const text = normalised(value);
  if (hasUnit(text, 'кг')) return figure;
  if (hasUnit(text, 'г') || hasUnit(text, 'гр')) return figure / 1000;
  if (hasUnit(text, 'т')) return figure * 1000;
  if (hasUnit(name, 'г') || hasUnit(name, 'гр')) return figure / 1000;
  return figure;
}

/**
 * The longest item a bare length is taken as metres for: '6' is 6 m of profile, '3000' is 3000 mm (a
 * longer bare figure is millimetres, as 1C catalogues of profiles and pipes write them).
 */
const BARE_METRES_MAX = 50;

/** Metres of a length row: the unit in the value or the name ('Длина, мм'). */
function metres(name: string, value: string): number | null {
  const figure = figureOf(value);
  if (figure === null) return null;
  const text = normalised(value);
  for (const source of [text, name]) {
    if (hasUnit(source, 'мм')) return figure / 1000;
    if (hasUnit(source, 'см')) return figure / 100;
    if (hasUnit(source, 'м')) return figure;
  }
  return figure <= BARE_METRES_MAX ? figure : figure / 1000;
}

export function measuresOf(product: ParsedProduct): ProductMeasures {
  const rows = rowsOf(product);
  const first = <T>(matches: (name: string) => boolean, read: (name: string, value: string) => T | null) => {
    for (const row of rows) {
      if (!matches(row.name)) continue;
      const value = read(row.name, row.value);
      if (value !== null) return value;
    }
    return null;
  };
  const weight = product.weightKg ?? first(isWeightName, kilograms);
  return {
    // 1C writes 0 for a weight or length nobody filled in
    weightKg: bounded(weight, WEIGHT_KG_MAX, true),
    lengthM: bounded(first(isLengthName, metres), LENGTH_M_MAX, true),
    quantityStep: bounded(
      first(isStepName, (_name, value) => figureOf(value)),
      SALE_QUANTITY_MAX,
      true,
    ),
    minQuantity: bounded(
      first(isMinimumName, (_name, value) => figureOf(value)),
      SALE_QUANTITY_MAX,
      true,
    ),
  };
}
