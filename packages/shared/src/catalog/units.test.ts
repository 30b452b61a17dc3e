import { describe, expect, it } from 'vitest';
import { perUnitLabel, quantityWithUnit, shownStock, shownUnit } from './units.js';

const NBSP = '\u00a0';

describe('units on the storefront', () => {
  it('shows the short name, trimmed, and nothing for a product without a unit', () => {
    expect(shownUnit('м²')).toBe('м²');
    expect(shownUnit(' мешок\t')).toBe('мешок');
    expect(shownUnit('')).toBeNull();
    expect(shownUnit('  ')).toBeNull();
    expect(shownUnit(null)).toBeNull();
    expect(shownUnit(undefined)).toBeNull();
  });

  it("says 'за м²' after a price, kept on one line", () => {
    expect(perUnitLabel('м²')).toBe(`за${NBSP}м²`);
    expect(perUnitLabel('шт')).toBe(`за${NBSP}шт`);
    expect(perUnitLabel(null)).toBeNull();
  });

  it('writes a quantity with its unit, grouping thousands', () => {
    expect(quantityWithUnit(145, 'м²')).toBe(`145${NBSP}м²`);
    expect(quantityWithUnit(3, 'мешок')).toBe(`3${NBSP}мешок`);
    expect(quantityWithUnit(12, null)).toBe('12');
    expect(quantityWithUnit(12345, 'м').replace(/\s/g, ' ')).toBe('12 345 м');
    expect(quantityWithUnit(30.5, 'кг')).toBe(`30,5${NBSP}кг`);
  });

  it("states 1C's exact stock while it agrees with the whole units sold, else those units", () => {
    expect(shownStock({ stock_quantity: 145, stock_exact: 145.984 })).toBe(145.984);
    expect(shownStock({ stock_quantity: 143, stock_exact: 145.984 })).toBe(143); // a sale announced live
    expect(shownStock({ stock_quantity: 7, stock_exact: null })).toBe(7);
    expect(shownStock({ stock_quantity: 0, stock_exact: 0.5 })).toBe(0.5);
  });
});
