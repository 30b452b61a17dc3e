/**
 * How much of a product can be bought (issue 27): quantities are decimals with three places (2.5 m,
 * 12.4 m², 0.5 kg), at least the product's minimum and a whole number of its steps. Whole-unit goods
 * keep minimum 1 and step 1. Every figure is compared in thousandths, as integers, so 0.1 + 0.2 is 0.3
 * here and 2.5 is on a 0.1 step.
 */
import { CART_TEXTS } from '../cart/texts.js';
import { OKEI_UNITS } from './okei.js';
import { quantityWithUnit } from './units.js';

/** Decimal places a quantity may have (numeric(12,3) in the database). */
export const QUANTITY_DECIMALS = 3;
const SCALE = 1000;

/** The smallest quantity sold and the step above it. */
export interface SaleRule {
  min_quantity: number;
  quantity_step: number;
}

/** Whole units: one, two, three… (шт, упак, мешок, лист and every unit not listed below). */
export const WHOLE_UNITS: SaleRule = { min_quantity: 1, quantity_step: 1 };

/** The step a unit is sold by when neither the product nor its category says: length and area by 10 cm. */
const UNIT_STEPS: Readonly<Record<string, number>> = {
  '006': 0.1, // м
  '018': 0.1, // пог. м
  '055': 0.1, // м²
  '113': 0.1, // м³
  '166': 0.5, // кг
  '168': 0.1, // т
};

/** Codes of the units sold in parts by default, for the admin form's hint. */
export const FRACTIONAL_UNIT_CODES: readonly string[] = OKEI_UNITS.map((unit) => unit.code).filter(
  (code) => code in UNIT_STEPS,
);

export const toThousandths = (quantity: number): number => Math.round(quantity * SCALE);
export const fromThousandths = (thousandths: number): number => thousandths / SCALE;

/** True for a finite number with at most three decimal places (2.5, 0.125; not 0.1234, NaN). */
export function hasQuantityPrecision(quantity: number): boolean {
  if (!Number.isFinite(quantity)) return false;
  const scaled = quantity * SCALE;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
}

/** a + b without a float's error (0.1 + 0.2 = 0.3). */
export const addQuantities = (a: number, b: number): number =>
  fromThousandths(toThousandths(a) + toThousandths(b));

/** a − b without a float's error. */
export const subtractQuantities = (a: number, b: number): number =>
  fromThousandths(toThousandths(a) - toThousandths(b));

/** The sale rule of a unit (its OKEI code) when nothing else is set: its step, and the step as minimum. */
export function defaultSaleRule(unitCode: string | null | undefined): SaleRule {
  const step = unitCode ? UNIT_STEPS[unitCode] : undefined;
  return step === undefined ? WHOLE_UNITS : { min_quantity: step, quantity_step: step };
}

/** A sale rule as stored: null where the product or category does not set it. */
export interface StoredSaleRule {
  min_quantity: number | string | null;
  quantity_step: number | string | null;
}

const storedNumber = (value: number | string | null): number | null => {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * The rule a product is sold by: its own values, else its category's (the nearest one that sets them),
 * else its unit's default. A minimum off the step is raised to the next step, so the minimum itself
 * can always be bought.
 */
export function resolveSaleRule(
  own: StoredSaleRule,
  category: StoredSaleRule | null,
  unitCode: string | null | undefined,
): SaleRule {
  const unitRule = defaultSaleRule(unitCode);
  const step =
    storedNumber(own.quantity_step) ??
    storedNumber(category?.quantity_step ?? null) ??
    unitRule.quantity_step;
  const minimum = storedNumber(own.min_quantity) ?? storedNumber(category?.min_quantity ?? null) ?? step;
  return { min_quantity: roundUpToStep(minimum, step), quantity_step: step };
}

/** The smallest quantity on the step that is not below `quantity`. */
export function roundUpToStep(quantity: number, step: number): number {
  const stepThousandths = Math.max(1, toThousandths(step));
  return fromThousandths(Math.ceil(toThousandths(quantity) / stepThousandths) * stepThousandths);
}

/** The largest quantity on the step that is not above `quantity`. */
export function roundDownToStep(quantity: number, step: number): number {
  const stepThousandths = Math.max(1, toThousandths(step));
  return fromThousandths(Math.floor(toThousandths(quantity) / stepThousandths) * stepThousandths);
}

/** True when `quantity` is a whole number of steps. */
export function isOnStep(quantity: number, step: number): boolean {
  const stepThousandths = toThousandths(step);
  return stepThousandths > 0 && toThousandths(quantity) % stepThousandths === 0;
}

/** Why a quantity cannot be sold by a rule (the stock aside); null when it can. */
export type QuantityProblem =
  | { kind: 'notANumber' }
  | { kind: 'tooManyDecimals' }
  | { kind: 'belowMinimum'; min: number }
  | { kind: 'offStep'; step: number; below: number; above: number };

export function quantityProblem(quantity: number, rule: SaleRule): QuantityProblem | null {
  if (!Number.isFinite(quantity)) return { kind: 'notANumber' };
  if (!hasQuantityPrecision(quantity)) return { kind: 'tooManyDecimals' };
  if (toThousandths(quantity) < toThousandths(rule.min_quantity)) {
    return { kind: 'belowMinimum', min: rule.min_quantity };
  }
  if (!isOnStep(quantity, rule.quantity_step)) {
    return {
      kind: 'offStep',
      step: rule.quantity_step,
      below: Math.max(roundDownToStep(quantity, rule.quantity_step), rule.min_quantity),
      above: roundUpToStep(quantity, rule.quantity_step),
    };
  }
  return null;
}

/** The most that can be bought of a stock: the stock rounded down to the step (0 below the minimum). */
export function maxSaleQuantity(stock: number | null | undefined, rule: SaleRule): number {
  if (typeof stock !== 'number' || !Number.isFinite(stock)) return 0;
  const most = roundDownToStep(Math.max(stock, 0), rule.quantity_step);
  return toThousandths(most) < toThousandths(rule.min_quantity) ? 0 : most;
}

/**
 * Keeps a quantity picker between the minimum and the stock, on the step (spec §5 as issue 27 extends
 * it): a typed 2.53 m becomes 2.5 m. The minimum when the number is unusable or the stock is short.
 */
export function clampSaleQuantity(
  quantity: number,
  stock: number | null | undefined,
  rule: SaleRule,
): number {
  const most = Math.max(maxSaleQuantity(stock, rule), rule.min_quantity);
  if (!Number.isFinite(quantity)) return rule.min_quantity;
  const onStep = roundDownToStep(quantity, rule.quantity_step);
  return fromThousandths(
    Math.min(Math.max(toThousandths(onStep), toThousandths(rule.min_quantity)), toThousandths(most)),
  );
}

/** One step up (+1) or down (−1) from `quantity`, kept between the minimum and the stock. */
export function stepSaleQuantity(
  quantity: number,
  direction: 1 | -1,
  stock: number | null | undefined,
  rule: SaleRule,
): number {
  const moved = fromThousandths(toThousandths(quantity) + direction * toThousandths(rule.quantity_step));
  return clampSaleQuantity(moved, stock, rule);
}

/** True when a product is sold in parts (a step or a minimum that is not whole). */
export const isFractional = (rule: SaleRule): boolean =>
  !Number.isInteger(rule.quantity_step) || !Number.isInteger(rule.min_quantity);

/** The Russian refusal of a quantity, naming the minimum or the step in the product's unit. */
export function quantityProblemText(problem: QuantityProblem, unitName: string | null | undefined): string {
  const Q = CART_TEXTS.quantity;
  switch (problem.kind) {
    case 'notANumber':
      return Q.notNumber;
    case 'tooManyDecimals':
      return Q.tooManyDecimals;
    case 'belowMinimum':
      return Q.belowMinimum(quantityWithUnit(problem.min, unitName));
    case 'offStep':
      return Q.offStep(
        quantityWithUnit(problem.step, unitName),
        quantityWithUnit(problem.below, unitName),
        quantityWithUnit(problem.above, unitName),
      );
  }
}
