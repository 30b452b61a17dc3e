/** What 1C says about weight, length and the sale rule of a product (issue 27), read from its record. */
import { describe, expect, it } from 'vitest';
import type { ParsedProduct } from '../parsers/types.js';
import { measuresOf } from './product-measures.js';

const parsed = (
  properties: [string, string][],
  requisites: Record<string, string> = {},
  weightKg: number | null = null,
): ParsedProduct => ({
  externalId: 'x',
  line: 1,
  name: 'Товар',
  fullName: null,
  article: null,
  barcode: null,
  description: null,
  groupExternalIds: [],
  unit: null,
  images: [],
  properties: properties.map(([name, value]) => ({ name, value })),
  requisites,
  weightKg,
  isService: false,
  deleted: false,
  present: {
    article: false,
    description: false,
    barcode: false,
    groups: false,
    unit: false,
    images: false,
    properties: true,
  },
});

describe('measuresOf', () => {
  it('says nothing when the record says nothing', () => {
    expect(measuresOf(parsed([['Цвет', 'Белый']]))).toEqual({
      weightKg: null,
      lengthM: null,
      quantityStep: null,
      minQuantity: null,
    });
  });

  it('reads the Вес element first, then a Вес or Масса row in кг, г or т', () => {
    expect(measuresOf(parsed([['Вес', '30 кг']], {}, 25)).weightKg).toBe(25);
    expect(measuresOf(parsed([['Вес', '25 кг']])).weightKg).toBe(25);
    expect(measuresOf(parsed([['Масса нетто', '500 г']])).weightKg).toBe(0.5);
    expect(measuresOf(parsed([['Вес, г', '1 250']])).weightKg).toBe(1.25);
    expect(measuresOf(parsed([], { Вес: '1,5' })).weightKg).toBe(1.5);
    expect(measuresOf(parsed([['Вес', '0,1 т']])).weightKg).toBe(100);
    // the packing's weight is not the good's; 0 is what 1C writes for nothing
    expect(measuresOf(parsed([['Вес упаковки', '2 кг']])).weightKg).toBeNull();
    expect(measuresOf(parsed([], {}, 0)).weightKg).toBeNull();
    expect(measuresOf(parsed([['Вес', 'тяжёлый']])).weightKg).toBeNull();
  });

  it('reads Длина in м, см or мм; a long bare figure is millimetres', () => {
    expect(measuresOf(parsed([['Длина', '6 м']])).lengthM).toBe(6);
    expect(measuresOf(parsed([['Длина', '3000 мм']])).lengthM).toBe(3);
    expect(measuresOf(parsed([['Длина, мм', '2500']])).lengthM).toBe(2.5);
    expect(measuresOf(parsed([['Длина', '250 см']])).lengthM).toBe(2.5);
    expect(measuresOf(parsed([['Длина', '3']])).lengthM).toBe(3);
    expect(measuresOf(parsed([['Длина', '6000']])).lengthM).toBe(6);
    expect(measuresOf(parsed([['Длина', '5000 м']])).lengthM).toBeNull();
  });

  it('reads the step from Кратность, Шаг продажи or Квант and the minimum from its names', () => {
    expect(measuresOf(parsed([['Кратность', '0,5']]))).toMatchObject({
      quantityStep: 0.5,
      minQuantity: null,
    });
    expect(measuresOf(parsed([], { 'Шаг продажи': '0.1' })).quantityStep).toBe(0.1);
    expect(measuresOf(parsed([['Квант', '10 шт']])).quantityStep).toBe(10);
    expect(measuresOf(parsed([['Минимальная партия', '5']])).minQuantity).toBe(5);
    expect(measuresOf(parsed([['Минимальное количество', '2,5 м']])).minQuantity).toBe(2.5);
    expect(measuresOf(parsed([['Мин. количество', '3']])).minQuantity).toBe(3);
    // 0 and absurd figures are not a rule; four decimals are rounded to three
    expect(measuresOf(parsed([['Кратность', '0']])).quantityStep).toBeNull();
    expect(measuresOf(parsed([['Кратность', '1000000']])).quantityStep).toBeNull();
    expect(measuresOf(parsed([['Кратность', '0,0004']])).quantityStep).toBeNull();
    expect(measuresOf(parsed([['Кратность', '0,1254']])).quantityStep).toBe(0.125);
  });
});
