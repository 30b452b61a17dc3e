/**
 * Money arithmetic in integer kopecks. This is the only module that rounds money: everything else
 * adds and multiplies integers and converts to roubles or text at the edge.
 *
 * Rounding is half-up on the absolute value (half away from zero): 1.005 → 101, -1.005 → -101.
 */

const GROUP_SEPARATOR = '[ \\u00A0\\u202F\\u2009]';
/** "1234", "1 234", "1 234,50", "-0.5", ".5", optionally followed by a rouble sign. */
const ROUBLE_TEXT = new RegExp(
  `^([+-])?(\\d{1,3}(?:${GROUP_SEPARATOR}\\d{3})+|\\d*)(?:[.,](\\d+))?(?:${GROUP_SEPARATOR}*₽)?$`,
);
/** What `String(number)` produces for a finite number, including exponent notation. */
const NUMBER_TEXT = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

const rubFormatter = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

type DecimalParts = { negative: boolean; integer: string; fraction: string; exponent: number };

function parseText(value: string): DecimalParts {
  const match = ROUBLE_TEXT.exec(value.trim());
  const integer = (match?.[2] ?? '').replace(/\D/g, '');
  const fraction = match?.[3] ?? '';
  if (!match || (integer === '' && fraction === '')) {
    throw new TypeError(`Not a money amount: ${JSON.stringify(value)}`);
  }
  return { negative: match[1] === '-', integer, fraction, exponent: 0 };
}

function parseNumber(value: number): DecimalParts {
  // The shortest round-trip text of a double is the decimal the author meant (1.005, not 1.00499…).
  const match = Number.isFinite(value) ? NUMBER_TEXT.exec(String(value)) : null;
  if (!match) throw new TypeError(`Not a money amount: ${value}`);
  return {
    negative: match[1] === '-',
    integer: match[2] ?? '',
    fraction: match[3] ?? '',
    exponent: Number(match[4] ?? 0),
  };
}

function partsToScaled({ negative, integer, fraction, exponent }: DecimalParts, scale: number): number {
  const digits = integer + fraction;
  // Position in `digits` right after the last kept digit (the kopeck digit for scale 2).
  const cut = integer.length + exponent + scale;
  const kept = cut > 0 ? digits.slice(0, cut).padEnd(cut, '0') : '0';
  const nextDigit = cut >= 0 ? (digits[cut] ?? '0') : '0';
  const magnitude = BigInt(kept) + (nextDigit >= '5' ? 1n : 0n);
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Amount is too large: ${integer}.${fraction}e${exponent}`);
  }
  const units = Number(magnitude);
  return negative && units !== 0 ? -units : units;
}

/**
 * A decimal amount as an integer count of 10^-scale units, rounded half away from zero on the next
 * digit: ('1.005', 2) → 101 kopecks, ('145.9845', 3) → 145985 thousandths. Accepts what toKopecks
 * accepts; throws a TypeError on anything else and a RangeError past the safe integer range. The one
 * rounding rule for money and quantities (the import reads both with it).
 */
export function toScaledInteger(value: number | string, scale: number): number {
  if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`Scale must be a whole number: ${scale}`);
  if (typeof value === 'number') return partsToScaled(parseNumber(value), scale);
  if (typeof value === 'string') return partsToScaled(parseText(value), scale);
  throw new TypeError(`Not a money amount: ${String(value)}`);
}

/**
 * Converts roubles to integer kopecks. Accepts numbers and texts such as "1 234,50", "1234.5" or
 * "1 234,50 ₽" (space, NBSP or narrow NBSP between thousands; comma or dot before kopecks).
 * Throws a TypeError on anything else.
 */
export function toKopecks(value: number | string): number {
  return toScaledInteger(value, 2);
}

function assertKopecks(kopecks: number): void {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`Kopecks must be an integer: ${kopecks}`);
}

/** 12345 → 123.45 (the nearest double, which prints with at most two decimals). */
export function kopecksToRoubles(kopecks: number): number {
  assertKopecks(kopecks);
  return kopecks / 100;
}

/** 12345 → "123.45": kopecks as the text of a numeric(12,2) column or a decimal in a file. */
export function kopecksToDecimalText(kopecks: number): string {
  assertKopecks(kopecks);
  const sign = kopecks < 0 ? '-' : '';
  const magnitude = Math.abs(kopecks);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Integer division rounded half away from zero; used for percentages of kopeck amounts. */
export function divideRounded(numerator: number, denominator: number): number {
  assertKopecks(numerator);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Denominator must be a positive integer: ${denominator}`);
  }
  // BigInt keeps the division exact where doubles above 2^53 would not be.
  const d = BigInt(denominator);
  const magnitude = Number((2n * BigInt(Math.abs(numerator)) + d) / (2n * d));
  return numerator < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** 123.45 (or "123,45") → "123,45 ₽" with NBSP group and currency separators, always two decimals. */
export function formatRoubles(roubles: number | string): string {
  return formatKopecks(toKopecks(roubles));
}

/** 12345 → "123,45 ₽". */
export function formatKopecks(kopecks: number): string {
  return rubFormatter.format(kopecksToRoubles(kopecks));
}
