import { describe, expect, it } from 'vitest';
import { cardStockLabel, clampQuantity, isInStock, stockLabel } from './stock.js';

describe('stockLabel', () => {
  it.each([
    [null, 'Н/Д', 'gray'],
    [undefined, 'Н/Д', 'gray'],
    [Number.NaN, 'Н/Д', 'gray'],
    [-3, 'Нет в наличии', 'red'],
    [0, 'Нет в наличии', 'red'],
    [1, 'Мало', 'red'],
    [9, 'Мало', 'red'],
    [9.5, 'Мало', 'red'],
    [10, 'Средне', 'yellow'],
    [49, 'Средне', 'yellow'],
    [49.9, 'Средне', 'yellow'],
    [50, 'Много', 'green'],
    [10_000, 'Много', 'green'],
  ] as const)('labels %s as %s (%s)', (quantity, text, tone) => {
    expect(stockLabel(quantity)).toEqual({ text, tone });
  });
});

describe('cardStockLabel', () => {
  it.each([
    [null, 'Н/Д', 'gray'],
    [Number.NaN, 'Н/Д', 'gray'],
    [-1, 'Нет в наличии', 'red'],
    [0, 'Нет в наличии', 'red'],
    [1, 'Мало', 'red'],
    [9, 'Мало', 'red'],
    [10, 'В наличии', 'green'],
    [49, 'В наличии', 'green'],
    [50, 'В наличии', 'green'],
  ] as const)('labels %s as %s (%s)', (quantity, text, tone) => {
    expect(cardStockLabel(quantity)).toEqual({ text, tone });
  });
});

describe('isInStock', () => {
  it('is true only for a positive known quantity', () => {
    expect(isInStock(1)).toBe(true);
    expect(isInStock(0)).toBe(false);
    expect(isInStock(-5)).toBe(false);
    expect(isInStock(null)).toBe(false);
    expect(isInStock(Number.NaN)).toBe(false);
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(11, 10)).toBe(10);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
  });

  it('falls back to 1 when the stock is unknown or empty', () => {
    expect(clampQuantity(5, 0)).toBe(1);
    expect(clampQuantity(5, null)).toBe(1);
    expect(clampQuantity(5, undefined)).toBe(1);
  });
});
