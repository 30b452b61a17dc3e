import { describe, expect, it } from 'vitest';
import { customerId, productUnit, quantityText } from './sale-document.js';

describe('productUnit', () => {
  const unit = (unit_code: string | null, unit_name: string | null) => productUnit({ unit_code, unit_name });

  it('completes a unit 1C gave with an OKEI code', () => {
    expect(unit('166', 'кг')).toEqual({
      code: '166',
      name: 'кг',
      fullName: 'Килограмм',
      international: 'KGM',
    });
    expect(unit('055', 'м²')).toMatchObject({
      code: '055',
      fullName: 'Квадратный метр',
      international: 'MTK',
    });
    expect(unit('715', 'пара')).toMatchObject({ fullName: 'Пара (2 шт.)', international: 'NPR' });
  });

  it('finds the OKEI unit by its name when the product has no code', () => {
    expect(unit(null, 'м2')).toEqual({
      code: '055',
      name: 'м2',
      fullName: 'Квадратный метр',
      international: 'MTK',
    });
    expect(unit(null, 'кв.м')).toMatchObject({ code: '055', international: 'MTK' });
    expect(unit(' ', 'шт.')).toMatchObject({ code: '796', fullName: 'Штука', international: 'PCE' });
  });

  it('leaves out what OKEI does not give: a national unit has no international code', () => {
    expect(unit('018', 'пог. м')).toEqual({
      code: '018',
      name: 'пог. м',
      fullName: 'Погонный метр',
      international: null,
    });
  });

  it('keeps a unit OKEI does not know as it was, without the attributes', () => {
    expect(unit(null, 'мешок')).toEqual({ code: '796', name: 'мешок', fullName: null, international: null });
    // 1C's own code: it finds its unit by it, so no OKEI unit is guessed from the name
    expect(unit('2009', 'шт')).toEqual({ code: '2009', name: 'шт', fullName: null, international: null });
  });

  it('counts a product without a unit in pieces', () => {
    expect(unit(null, null)).toEqual({ code: '796', name: 'шт', fullName: 'Штука', international: 'PCE' });
    expect(unit('166', null)).toEqual({
      code: '166',
      name: 'кг',
      fullName: 'Килограмм',
      international: 'KGM',
    });
  });
});

describe('customerId', () => {
  it('tells the buyers of one account apart by their names, spaces collapsed', () => {
    const order = (full_name: string) => ({ id: 9, user_id: 4, full_name });
    expect(customerId(order('Иванова Анна'))).toBe('shop-customer-4#Иванова Анна');
    expect(customerId(order('  Иванова   Анна '))).toBe('shop-customer-4#Иванова Анна');
    expect(customerId(order('Петров Пётр'))).not.toBe(customerId(order('Иванова Анна')));
  });

  it('gives a guest order a counterparty of its own', () => {
    expect(customerId({ id: 9, user_id: null, full_name: 'Иванова Анна' })).toBe('shop-customer-order-9');
  });
});

describe('quantityText', () => {
  it('writes a quantity as 1C does: a dot decimal without trailing zeros or a float’s noise', () => {
    expect(quantityText(2.5)).toBe('2.5');
    expect(quantityText(0.1 + 0.2)).toBe('0.3');
    expect(quantityText(0.125)).toBe('0.125');
    expect(quantityText(3)).toBe('3');
    expect(quantityText(145.984)).toBe('145.984');
  });
});
