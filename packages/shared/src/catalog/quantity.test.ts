import { describe, expect, it } from 'vitest';
import {
  addQuantities,
  clampSaleQuantity,
  defaultSaleRule,
  hasQuantityPrecision,
  maxSaleQuantity,
  quantityProblem,
  quantityProblemText,
  resolveSaleRule,
  stepSaleQuantity,
  WHOLE_UNITS,
} from './quantity.js';

const METRES = { min_quantity: 0.1, quantity_step: 0.1 };
const HALF_KILO = { min_quantity: 0.5, quantity_step: 0.5 };

describe('sale rules', () => {
  it('gives each unit its default step', () => {
    expect(defaultSaleRule('796')).toEqual(WHOLE_UNITS);
    expect(defaultSaleRule(null)).toEqual(WHOLE_UNITS);
    expect(defaultSaleRule('006')).toEqual(METRES);
    expect(defaultSaleRule('055')).toEqual(METRES);
    expect(defaultSaleRule('166')).toEqual(HALF_KILO);
  });

  it('takes the product first, then the category, then the unit', () => {
    const none = { min_quantity: null, quantity_step: null };
    expect(resolveSaleRule(none, null, '006')).toEqual(METRES);
    expect(resolveSaleRule(none, { min_quantity: null, quantity_step: '0.500' }, '006')).toEqual(HALF_KILO);
    expect(
      resolveSaleRule(
        { min_quantity: '2', quantity_step: null },
        { min_quantity: null, quantity_step: '0.5' },
        '006',
      ),
    ).toEqual({
      min_quantity: 2,
      quantity_step: 0.5,
    });
    // a minimum off the step is raised to the next step, so it can be bought
    expect(resolveSaleRule({ min_quantity: 1.2, quantity_step: 0.5 }, null, null)).toEqual({
      min_quantity: 1.5,
      quantity_step: 0.5,
    });
  });
});

describe('quantityProblem', () => {
  it('accepts quantities on the step from the minimum', () => {
    expect(quantityProblem(2.5, METRES)).toBeNull();
    expect(quantityProblem(0.1, METRES)).toBeNull();
    expect(quantityProblem(3, WHOLE_UNITS)).toBeNull();
    expect(quantityProblem(12.5, HALF_KILO)).toBeNull();
  });

  it('refuses what cannot be sold', () => {
    expect(quantityProblem(Number.NaN, METRES)).toEqual({ kind: 'notANumber' });
    expect(quantityProblem(Number.POSITIVE_INFINITY, METRES)).toEqual({ kind: 'notANumber' });
    expect(quantityProblem(2.5001, METRES)).toEqual({ kind: 'tooManyDecimals' });
    expect(quantityProblem(0, METRES)).toEqual({ kind: 'belowMinimum', min: 0.1 });
    expect(quantityProblem(-1, WHOLE_UNITS)).toEqual({ kind: 'belowMinimum', min: 1 });
    expect(quantityProblem(2.25, METRES)).toEqual({ kind: 'offStep', step: 0.1, below: 2.2, above: 2.3 });
    expect(quantityProblem(1.5, WHOLE_UNITS)).toEqual({ kind: 'offStep', step: 1, below: 1, above: 2 });
  });

  it('names the step and the unit in Russian', () => {
    const problem = quantityProblem(0.7, HALF_KILO);
    expect(problem && quantityProblemText(problem, 'кг')).toBe(
      'Этот товар продаётся с шагом 0,5\u00a0кг: выберите 0,5\u00a0кг или 1\u00a0кг',
    );
    const below = quantityProblem(0.2, { min_quantity: 1, quantity_step: 0.1 });
    expect(below && quantityProblemText(below, 'м')).toBe('Этот товар продаётся от 1\u00a0м');
  });
});

describe('quantity pickers', () => {
  it('keep between the minimum and the stock, on the step', () => {
    expect(clampSaleQuantity(2.53, 4, METRES)).toBe(2.5);
    expect(clampSaleQuantity(9, 4.05, METRES)).toBe(4);
    expect(clampSaleQuantity(0, 4, METRES)).toBe(0.1);
    expect(clampSaleQuantity(Number.NaN, 4, HALF_KILO)).toBe(0.5);
    expect(clampSaleQuantity(3, 0, HALF_KILO)).toBe(0.5);
    expect(clampSaleQuantity(2.7, 10, WHOLE_UNITS)).toBe(2);
  });

  it('step without a float error', () => {
    expect(stepSaleQuantity(0.2, 1, 10, METRES)).toBe(0.3);
    expect(stepSaleQuantity(0.1, -1, 10, METRES)).toBe(0.1);
    expect(stepSaleQuantity(3.9, 1, 4, METRES)).toBe(4);
    expect(stepSaleQuantity(4, 1, 4, METRES)).toBe(4);
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
  });

  it('sell at most the stock rounded down to the step', () => {
    expect(maxSaleQuantity(145.984, METRES)).toBe(145.9);
    expect(maxSaleQuantity(0.4, HALF_KILO)).toBe(0);
    expect(maxSaleQuantity(null, WHOLE_UNITS)).toBe(0);
  });

  it('know three decimals from more', () => {
    expect(hasQuantityPrecision(1.996)).toBe(true);
    expect(hasQuantityPrecision(0.1 + 0.2)).toBe(true);
    expect(hasQuantityPrecision(1.9961)).toBe(false);
    expect(hasQuantityPrecision(1e9)).toBe(true);
  });
});
