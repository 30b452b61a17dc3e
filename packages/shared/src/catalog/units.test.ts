import { describe, expect, it } from 'vitest';
import { perUnitLabel, quantityWithUnit, shownUnit } from './units.js';

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
});
