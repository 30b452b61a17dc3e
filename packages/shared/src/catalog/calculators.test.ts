import { describe, expect, it } from 'vitest';
import { CALCULATOR_TEXTS, calculatorUnit } from './calculator-texts.js';
import {
  areaMeasure,
  areaPacks,
  isKilogramUnit,
  isLitreUnit,
  isSquareMetreUnit,
  mixBags,
  paintCans,
  parseCalculatorInput,
} from './calculators.js';

describe('area goods: a room into packs', () => {
  it('takes length × width, adds the reserve and rounds up to whole packs', () => {
    // 3.2 × 4.1 = 13.12 m²; 6.57 packs of 1.996 m² without a reserve, 7.23 with 10 %
    expect(areaPacks({ length: 3.2, width: 4.1 }, 0, 1.996)).toEqual({
      ok: true,
      value: { area: 13.12, packs: 7, covered: 13.972 },
    });
    expect(areaPacks({ length: 3.2, width: 4.1 }, 10, 1.996)).toMatchObject({ value: { packs: 8 } });
    expect(areaPacks({ length: 3.2, width: 4.1 }, 15, 1.996)).toMatchObject({ value: { packs: 8 } });
  });

  it('never buys a pack more because of a float: exactly two packs are two', () => {
    expect(areaPacks({ area: 3.992 }, 0, 1.996)).toMatchObject({ value: { packs: 2, covered: 3.992 } });
    expect(areaPacks({ area: 0.3 }, 0, 0.1)).toMatchObject({ value: { packs: 3 } });
  });

  it('takes an area instead of the sizes and subtracts the openings', () => {
    expect(areaPacks({ area: 20, openings: 2.5 }, 0, 2)).toEqual({
      ok: true,
      value: { area: 17.5, packs: 9, covered: 18 },
    });
  });

  it('refuses zero, negative, missing, absurd sizes and openings larger than the room', () => {
    expect(areaPacks({ length: 0, width: 3 }, 10, 2)).toEqual({
      ok: false,
      field: 'length',
      error: CALCULATOR_TEXTS.mustBePositive,
    });
    expect(areaPacks({ length: -3, width: 3 }, 10, 2)).toMatchObject({ ok: false, field: 'length' });
    expect(areaPacks({ width: 3 }, 10, 2)).toEqual({
      ok: false,
      field: 'length',
      error: CALCULATOR_TEXTS.notANumber,
    });
    expect(areaPacks({ length: Number.NaN, width: 3 }, 10, 2)).toMatchObject({ ok: false, field: 'length' });
    expect(areaPacks({ length: 200, width: 100 }, 10, 2)).toEqual({
      ok: false,
      field: 'area',
      error: CALCULATOR_TEXTS.tooLarge('10\u00a0000'),
    });
    expect(areaPacks({ area: 1e9 }, 10, 2)).toMatchObject({ ok: false, field: 'area' });
    expect(areaPacks({ area: 10, openings: 10 }, 10, 2)).toEqual({
      ok: false,
      field: 'openings',
      error: CALCULATOR_TEXTS.openingsTooLarge,
    });
    expect(areaPacks({ area: 10 }, 10, 0)).toMatchObject({ ok: false, field: 'packArea' });
    expect(areaPacks({ area: 0.0001 }, 10, 2)).toMatchObject({ ok: false, field: 'area' });
  });
});

describe('dry mixes: a layer into bags', () => {
  it('multiplies area, layer and consumption and rounds up to whole bags', () => {
    // self-levelling floor: 12 m² × 5 mm × 1.6 kg/m²/mm = 96 kg → 4 bags of 25 kg
    expect(mixBags(12, 5, 1.6, 25)).toEqual({ ok: true, value: { kilograms: 96, bags: 4 } });
    // exactly 100 kg is 4 bags, not 5
    expect(mixBags(12.5, 5, 1.6, 25)).toEqual({ ok: true, value: { kilograms: 100, bags: 4 } });
  });

  it('refuses what cannot be a layer or a bag', () => {
    expect(mixBags(12, 0, 1.6, 25)).toMatchObject({ ok: false, field: 'layer' });
    expect(mixBags(12, 500, 1.6, 25)).toMatchObject({
      ok: false,
      field: 'layer',
      error: CALCULATOR_TEXTS.tooLarge('200'),
    });
    expect(mixBags(12, 5, 1.6, -25)).toMatchObject({ ok: false, field: 'bag' });
    expect(mixBags(20_000, 5, 1.6, 25)).toMatchObject({ ok: false, field: 'area' });
  });
});

describe('paint: coats into cans', () => {
  it('multiplies area, coats and consumption and rounds up to whole cans', () => {
    // 40 m² × 2 coats × 0.12 l/m² = 9.6 l → 4 cans of 2.7 l (3 cans hold 8.1 l)
    expect(paintCans(40, 2, 0.12, 2.7)).toEqual({ ok: true, value: { litres: 9.6, cans: 4 } });
    expect(paintCans(45, 2, 0.1, 9)).toEqual({ ok: true, value: { litres: 9, cans: 1 } });
  });

  it('refuses a fractional or absurd number of coats', () => {
    expect(paintCans(40, 1.5, 0.12, 2.7)).toEqual({
      ok: false,
      field: 'layers',
      error: CALCULATOR_TEXTS.notANumber,
    });
    expect(paintCans(40, 0, 0.12, 2.7)).toMatchObject({ ok: false, field: 'layers' });
    expect(paintCans(40, 11, 0.12, 2.7)).toMatchObject({ ok: false, field: 'layers' });
  });
});

describe('the assumptions a result states', () => {
  it('says them in plain Russian with the right word forms', () => {
    expect(CALCULATOR_TEXTS.paintAssumption('40', 1, '0,12', '2,7')).toContain('1 слой');
    expect(CALCULATOR_TEXTS.paintAssumption('40', 2, '0,12', '2,7')).toContain('2 слоя');
    expect(CALCULATOR_TEXTS.paintAssumption('40', 5, '0,12', '2,7')).toContain('5 слоёв');
    expect(CALCULATOR_TEXTS.areaAssumption('13,12', 10, '1,996')).toBe(
      'Площадь 13,12 м² и запас 10 % на подрезку; в упаковке 1,996 м²',
    );
  });
});

describe('goods sold by the square metre: a room into m² on the step', () => {
  it('adds the reserve and rounds up to the step, never down', () => {
    // 3.2 × 4.1 = 13.12 m², + 10 % = 14.432 m² → 14.5 m² at a 0.1 m² step
    expect(areaMeasure({ length: 3.2, width: 4.1 }, 10, 0.1)).toEqual({
      ok: true,
      value: { area: 13.12, withReserve: 14.432, quantity: 14.5 },
    });
    expect(areaMeasure({ length: 3.2, width: 4.1 }, 0, 0.1)).toMatchObject({ value: { quantity: 13.2 } });
    // exactly on the step stays as it is
    expect(areaMeasure({ area: 12.4 }, 0, 0.1)).toMatchObject({ value: { quantity: 12.4 } });
    // a product sold by whole packs of 1.44 m²: 10 m² → 7 packs = 10.08 m²
    expect(areaMeasure({ area: 10 }, 0, 1.44)).toMatchObject({ value: { quantity: 10.08 } });
    expect(areaMeasure({ area: 20, openings: 2 }, 15, 0.5)).toEqual({
      ok: true,
      value: { area: 18, withReserve: 20.7, quantity: 21 },
    });
  });

  it('refuses what the room calculators refuse', () => {
    expect(areaMeasure({ length: 200, width: 100 }, 10, 0.1)).toEqual({
      ok: false,
      field: 'area',
      error: CALCULATOR_TEXTS.tooLarge('10\u00a0000'),
    });
    expect(areaMeasure({ area: 5, openings: 6 }, 10, 0.1)).toMatchObject({ ok: false, field: 'openings' });
    expect(areaMeasure({ area: Number.NaN }, 10, 0.1)).toMatchObject({ ok: false, field: 'area' });
    expect(areaMeasure({ area: 5 }, 10, 0)).toMatchObject({ ok: false, field: 'step' });
  });
});

describe('parseCalculatorInput', () => {
  it('reads a decimal comma or dot and spaces between digits', () => {
    expect(parseCalculatorInput('3,2')).toBe(3.2);
    expect(parseCalculatorInput(' 4.1 ')).toBe(4.1);
    expect(parseCalculatorInput('1 200')).toBe(1200);
    expect(parseCalculatorInput('1\u00a0200,5')).toBe(1200.5);
    expect(parseCalculatorInput(',5')).toBe(0.5);
    expect(parseCalculatorInput('-3')).toBe(-3);
  });

  it('gives undefined for an empty field and NaN for text', () => {
    expect(parseCalculatorInput('')).toBeUndefined();
    expect(parseCalculatorInput('   ')).toBeUndefined();
    for (const text of ['abc', '3,2,1', '1e3', '3 м', '--1', '.']) {
      expect(parseCalculatorInput(text), text).toBeNaN();
    }
  });

  it('lets the calculators refuse what it cannot read', () => {
    expect(areaPacks({ length: parseCalculatorInput('три'), width: 4 }, 10, 2)).toEqual({
      ok: false,
      field: 'length',
      error: CALCULATOR_TEXTS.notANumber,
    });
    expect(areaPacks({ area: parseCalculatorInput('-5') }, 10, 2)).toEqual({
      ok: false,
      field: 'area',
      error: CALCULATOR_TEXTS.mustBePositive,
    });
  });
});

describe('units of the calculators', () => {
  it('knows area, weight and volume units', () => {
    for (const unit of ['м²', 'м2', 'кв.м', ' М² ', 'кв. м'])
      expect(isSquareMetreUnit(unit), unit).toBe(true);
    for (const unit of ['м', 'упак', 'шт', null, ''])
      expect(isSquareMetreUnit(unit), String(unit)).toBe(false);
    expect(isKilogramUnit('кг')).toBe(true);
    expect(isKilogramUnit('кг.')).toBe(true);
    expect(isKilogramUnit('мешок')).toBe(false);
    expect(isLitreUnit('л')).toBe(true);
    expect(isLitreUnit('шт')).toBe(false);
  });

  it('names the units on the buttons', () => {
    expect(calculatorUnit('мешок')).toBe('меш.');
    expect(calculatorUnit('упак')).toBe('уп.');
    expect(calculatorUnit('шт')).toBe('шт');
    expect(calculatorUnit(null)).toBe('шт');
    expect(CALCULATOR_TEXTS.addPackUnits(8, '8', 'упак')).toBe('Добавить 8 уп. в корзину');
    expect(CALCULATOR_TEXTS.addPackUnits(3, '3', 'шт')).toBe('Добавить 3 уп. в корзину');
    expect(CALCULATOR_TEXTS.addPackUnits(3, '3', 'рулон')).toBe('Добавить 3\u00a0рулон в корзину');
    expect(CALCULATOR_TEXTS.addQuantity('14,5\u00a0м²')).toBe('Добавить 14,5\u00a0м² в корзину');
    expect(CALCULATOR_TEXTS.addCans(1)).toBe('Добавить 1 банку в корзину');
    expect(CALCULATOR_TEXTS.addCans(3)).toBe('Добавить 3 банки в корзину');
    expect(CALCULATOR_TEXTS.addCans(5)).toBe('Добавить 5 банок в корзину');
    expect(CALCULATOR_TEXTS.mixResult('96', 4)).toBe('96 кг смеси — 4 мешка');
    expect(CALCULATOR_TEXTS.paintResult('9,6', 4)).toBe('9,6 л краски — 4 банки');
    expect(CALCULATOR_TEXTS.packsResult(8, '15,968')).toBe('8 упаковок — покроют 15,968 м²');
  });
});
