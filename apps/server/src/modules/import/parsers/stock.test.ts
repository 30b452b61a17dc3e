import { describe, expect, it } from 'vitest';
import { parseStock } from './stock.js';

describe('parseStock', () => {
  it.each([
    ['10', 10, true],
    ['0', 0, false],
    ['30,5', 30.5, true],
    ['10+', 10, true],
    ['> 10', 10, true],
    ['>10', 10, true],
    ['более 10', 10, true],
    ['больше 100 шт', 100, true],
    ['5-10', 5, true],
    ['нет', 0, false],
    ['Нет в наличии', 0, false],
    ['—', 0, false],
    ['-', 0, false],
    ['под заказ', 0, false],
    ['Под заказ', 0, false],
    ['есть', null, true],
    ['Есть', null, true],
    ['в наличии', null, true],
    ['много', null, true],
    ['< 5', null, true],
    ['', null, null],
    // Ukrainian price lists
    ['є', null, true],
    ['Є', null, true],
    ['в наявності', null, true],
    ['немає', 0, false],
    ['під замовлення', 0, false],
    ['понад 10', 10, true],
    ['більше 50 шт', 50, true],
    ['+++', null, true],
  ])('%j → %j (in stock: %j)', (text, quantity, inStock) => {
    const reading = parseStock(text);
    expect(reading).toEqual({ quantity, inStock, recognised: true });
  });

  it('marks unknown words as unrecognised and keeps negatives for the caller', () => {
    expect(parseStock('спросите менеджера')).toEqual({ quantity: null, inStock: null, recognised: false });
    expect(parseStock('-5')).toEqual({ quantity: -5, inStock: false, recognised: true });
  });
});
