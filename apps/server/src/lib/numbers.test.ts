import { describe, expect, it } from 'vitest';
import {
  decimalToKopecks,
  numberToDecimal,
  parseDecimal,
  parseMoneyKopecks,
  parseQuantity,
} from './numbers.js';

describe('parseDecimal', () => {
  it.each([
    ['13.5', '13.5'],
    ['  81 ', '81'],
    ['1719,00', '1719.00'],
    ['1 719', '1719'],
    ['1\u00a0719,50', '1719.50'],
    ['1\u202f719,50', '1719.50'],
    ["1'234.50", '1234.50'],
    ['66,620.60', '66620.60'],
    ['1.234,50', '1234.50'],
    ['1,234,567', '1234567'],
    ['1.234.567', '1234567'],
    ['1,234,567.89', '1234567.89'],
    ['1,5', '1.5'],
    ['1,234', '1.234'], // a single comma is decimal
    ['-12,5', '-12.5'],
    ['−12,5', '-12.5'],
    ['+7', '7'],
    ['.5', '0.5'],
    ['12.', '12'],
    ['1 234,50 ₽', '1234.50'],
    ['1234 руб.', '1234'],
    ['1234 рублей', '1234'],
    ['1234р', '1234'],
    ['1234 р.', '1234'],
    ['RUB 99.90', '99.90'],
    ['1 719,-', '1719'],
  ])('%j → %j', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it.each(['', '  ', '-', 'abc', '1,2,3', '12,34,5', '1.2.3', '1e5', '12 шт', '1,2,3.4,5', 'по запросу'])(
    '%j is not a number',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );

  it('accepts null and undefined', () => {
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
  });
});

describe('money', () => {
  it.each([
    ['13.5', 1350],
    ['81', 8100],
    ['1 719', 171900],
    ['1719,00', 171900],
    ['66,620.60', 6662060],
    ['1.005', 101], // half up at the third decimal, no float error
    ['1.004', 100],
    ['0.125', 13],
    ['2.675', 268],
    ['0.01', 1],
    ['1.2349', 123],
    ['-1.005', -101],
    ['99999999999.99', 9999999999999],
    ['1 234,50 грн', 123450],
    ['1234.5 руб.', 123450],
    ['1 234,50 ₴', 123450],
  ])('%j → %d kopecks', (text, kopecks) => {
    expect(parseMoneyKopecks(text)).toBe(kopecks);
  });

  it('refuses amounts past the safe integer range', () => {
    expect(decimalToKopecks('999999999999999999')).toBeNull();
    expect(decimalToKopecks('abc')).toBeNull();
  });
});

describe('quantities', () => {
  it.each([
    ['145.984', 145.984],
    ['30,5', 30.5],
    ['20', 20],
    ['0,0005', 0.001],
    ['1.23456', 1.235],
    ['-3', -3],
  ])('%j → %d', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it('turns spreadsheet numbers into decimals without float noise', () => {
    expect(numberToDecimal(12.345000000000001)).toBe('12.345');
    expect(numberToDecimal(1719)).toBe('1719');
    expect(numberToDecimal(0.1 + 0.2)).toBe('0.3');
    expect(numberToDecimal(Number.NaN)).toBeNull();
  });
});
