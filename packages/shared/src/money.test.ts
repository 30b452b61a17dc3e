import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  formatKopecks,
  formatRoubles,
  kopecksToDecimalText,
  kopecksToRoubles,
  toKopecks,
  toScaledInteger,
} from './money.js';

const NBSP = '\u00A0';

describe('toKopecks', () => {
  it.each([
    [0, 0],
    [1, 100],
    [123.45, 12345],
    [1234.5, 123450],
    [0.01, 1],
    [-5.1, -510],
  ])('converts the number %s to %s kopecks', (value, expected) => {
    expect(toKopecks(value)).toBe(expected);
  });

  it('rounds half-up from the decimal the number was written as', () => {
    expect(toKopecks(1.005)).toBe(101);
    expect(toKopecks(1.015)).toBe(102);
    expect(toKopecks(2.675)).toBe(268);
    expect(toKopecks(0.005)).toBe(1);
    expect(toKopecks(0.0049)).toBe(0);
    expect(toKopecks(1.004999)).toBe(100);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(toKopecks(-1.005)).toBe(-101);
    expect(Object.is(toKopecks(-0.001), 0)).toBe(true);
    expect(Object.is(toKopecks('-0'), 0)).toBe(true);
  });

  it('avoids binary float noise', () => {
    expect(toKopecks(0.1 + 0.2)).toBe(30);
    expect(toKopecks(1.1 * 3)).toBe(330);
    expect(toKopecks(19.99 * 3)).toBe(5997);
  });

  it('handles exponent notation of very small and large numbers', () => {
    expect(toKopecks(1e-7)).toBe(0);
    expect(toKopecks(5e-3)).toBe(1);
    expect(toKopecks(1e10)).toBe(1_000_000_000_000);
    expect(toKopecks(1.5e3)).toBe(150_000);
  });

  it.each([
    ['1234.50', 123450],
    ['1234,5', 123450],
    ['1 234,50', 123450],
    [`1${NBSP}234${NBSP}567,89`, 123456789],
    ['1\u202F234,5', 123450],
    ['  42  ', 4200],
    ['+7', 700],
    ['-0,99', -99],
    ['.5', 50],
    ['007', 700],
    [`1${NBSP}234,50${NBSP}₽`, 123450],
    ['99,995', 10000],
    ['0.125', 13],
  ])('parses the text %j as %s kopecks', (value, expected) => {
    expect(toKopecks(value)).toBe(expected);
  });

  it('round-trips its own formatting', () => {
    expect(toKopecks(formatKopecks(123456789))).toBe(123456789);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12abc',
    '1,2,3',
    '1.234,50',
    '1,234.50',
    '12 34',
    '1234 567',
    '1e5',
    '5.',
    '--5',
    '₽',
    '0x10',
    'Infinity',
  ])('throws on the junk text %j', (value) => {
    expect(() => toKopecks(value)).toThrow(TypeError);
  });

  it('throws on non-finite numbers and non-money values', () => {
    expect(() => toKopecks(Number.NaN)).toThrow(TypeError);
    expect(() => toKopecks(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => toKopecks(null as unknown as number)).toThrow(TypeError);
    expect(() => toKopecks({} as unknown as string)).toThrow(TypeError);
  });

  it('throws instead of losing precision on huge amounts', () => {
    expect(() => toKopecks(1e20)).toThrow(RangeError);
    expect(() => toKopecks('90071992547409.93')).toThrow(RangeError);
    expect(toKopecks('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('toScaledInteger', () => {
  it.each([
    ['145.984', 3, 145984],
    ['1.0005', 3, 1001],
    ['-1.0005', 3, -1001],
    ['12', 0, 12],
    ['12.5', 0, 13],
    ['1.005', 2, 101],
  ] as const)('%j at scale %d → %d', (value, scale, units) => {
    expect(toScaledInteger(value, scale)).toBe(units);
  });

  it('refuses what toKopecks refuses', () => {
    expect(() => toScaledInteger('abc', 3)).toThrow(TypeError);
    expect(() => toScaledInteger('9007199254740.993', 3)).toThrow(RangeError);
  });
});

describe('kopecksToRoubles', () => {
  it('divides by 100 exactly as the decimal reads', () => {
    expect(kopecksToRoubles(12345)).toBe(123.45);
    expect(kopecksToRoubles(1)).toBe(0.01);
    expect(kopecksToRoubles(-250)).toBe(-2.5);
    expect(kopecksToRoubles(0)).toBe(0);
    expect(String(kopecksToRoubles(30))).toBe('0.3');
  });

  it('rejects fractional kopecks', () => {
    expect(() => kopecksToRoubles(1.5)).toThrow(RangeError);
    expect(() => kopecksToRoubles(Number.NaN)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it('rounds half-up', () => {
    expect(divideRounded(149, 100)).toBe(1);
    expect(divideRounded(150, 100)).toBe(2);
    expect(divideRounded(1, 3)).toBe(0);
    expect(divideRounded(2, 3)).toBe(1);
    expect(divideRounded(0, 7)).toBe(0);
  });

  it('rounds negative halves away from zero', () => {
    expect(divideRounded(-150, 100)).toBe(-2);
    expect(divideRounded(-149, 100)).toBe(-1);
    expect(Object.is(divideRounded(-1, 3), 0)).toBe(true);
  });

  it('stays exact near the safe-integer limit', () => {
    expect(divideRounded(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(divideRounded(Number.MAX_SAFE_INTEGER, 2)).toBe(4503599627370496);
  });

  it('rejects fractional numerators and bad denominators', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(1, -2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0.5)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('formats roubles the Russian way with two decimals', () => {
    expect(formatRoubles(1234.5)).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatRoubles(0)).toBe(`0,00${NBSP}₽`);
    expect(formatRoubles('99.9')).toBe(`99,90${NBSP}₽`);
    expect(formatRoubles('1 000 000')).toBe(`1${NBSP}000${NBSP}000,00${NBSP}₽`);
    expect(formatRoubles(1.005)).toBe(`1,01${NBSP}₽`);
    expect(formatRoubles(-5.1)).toBe(`-5,10${NBSP}₽`);
  });

  it('formats kopecks', () => {
    expect(formatKopecks(12345)).toBe(`123,45${NBSP}₽`);
    expect(formatKopecks(1)).toBe(`0,01${NBSP}₽`);
  });

  it('throws on junk rather than printing NaN', () => {
    expect(() => formatRoubles('abc')).toThrow(TypeError);
    expect(() => formatKopecks(0.5)).toThrow(RangeError);
  });
});

describe('kopecksToDecimalText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12345, '123.45'],
    [100, '1.00'],
    [-510, '-5.10'],
    [99_999_999_999, '999999999.99'],
  ])('writes %s kopecks as %s', (kopecks, text) => {
    expect(kopecksToDecimalText(kopecks)).toBe(text);
  });

  it('reads back to the same kopecks', () => {
    for (const kopecks of [1, 7, 10, 99, 101, 123456789])
      expect(toKopecks(kopecksToDecimalText(kopecks))).toBe(kopecks);
  });

  it('refuses a fraction of a kopeck', () => {
    expect(() => kopecksToDecimalText(1.5)).toThrow(RangeError);
  });
});
