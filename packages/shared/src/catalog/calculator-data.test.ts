import { describe, expect, it } from 'vitest';
import { calculatorFromCharacteristics, figureOf, productCalculator } from './calculator-data.js';

const rows = (entries: Record<string, string>) =>
  Object.entries(entries).map(([name, value]) => ({ name, value }));

describe('calculatorFromCharacteristics', () => {
  it('reads the pack area of area goods', () => {
    expect(calculatorFromCharacteristics(rows({ 'Площадь упаковки': '1,996 м²' }), '778')).toEqual({
      kind: 'area',
      pack_area: 1.996,
    });
    expect(calculatorFromCharacteristics(rows({ 'Кол-во кв.м в упаковке': '2.13' }), null)).toEqual({
      kind: 'area',
      pack_area: 2.13,
    });
  });

  it('reads a dry mix: consumption in kg and the bag', () => {
    expect(
      calculatorFromCharacteristics(rows({ Расход: '1,4 кг/м² при слое 1 мм', Вес: '25 кг' }), '796'),
    ).toEqual({ kind: 'mix', rate: 1.4, bag: 25 });
  });

  it('reads paint: litres per m², or m² per litre, and the can', () => {
    expect(calculatorFromCharacteristics(rows({ Расход: '0,1–0,15 л/м²', Объём: '2,5 л' }), '796')).toEqual({
      kind: 'paint',
      rate: 0.15,
      can: 2.5,
    });
    expect(calculatorFromCharacteristics(rows({ Расход: '8-10 м²/л', Объем: '900 мл' }), '796')).toEqual({
      kind: 'paint',
      rate: 0.125,
      can: 0.9,
    });
  });

  it('offers the area calculator for goods sold by the square metre', () => {
    expect(calculatorFromCharacteristics([], '055')).toEqual({ kind: 'area', pack_area: null });
  });

  it('gives nothing without the figures', () => {
    expect(calculatorFromCharacteristics(rows({ Цвет: 'белый' }), '796')).toBeNull();
    expect(calculatorFromCharacteristics(rows({ Расход: '1,4 кг/м²' }), '796')).toBeNull();
    expect(calculatorFromCharacteristics(rows({ 'Площадь упаковки': 'нет' }), '796')).toBeNull();
  });
});

describe('productCalculator', () => {
  it("prefers staff's choice and lets them hide one", () => {
    const properties = rows({ 'Площадь упаковки': '2 м²' });
    expect(productCalculator({ kind: 'paint', rate: 0.1, can: 3 }, properties, null)).toEqual({
      kind: 'paint',
      rate: 0.1,
      can: 3,
    });
    expect(productCalculator({ kind: 'none' }, properties, null)).toBeNull();
    expect(productCalculator({ kind: 'paint', rate: -1 }, properties, null)).toEqual({
      kind: 'area',
      pack_area: 2,
    });
  });
});

describe('figureOf', () => {
  it('reads numbers as people write them', () => {
    expect(figureOf('1 500 кг')).toBe(1500);
    expect(figureOf('0,5')).toBe(0.5);
    expect(figureOf('abc')).toBeNull();
    expect(figureOf('0')).toBeNull();
  });
});
