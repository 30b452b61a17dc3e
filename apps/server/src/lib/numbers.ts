/**
 * Decimal, money and quantity parsing for texts typed by people or written by other programs (1C,
 * price lists). Money never goes through a float: the decimal string is split and turned into integer
 * kopecks (and quantities into thousandths) by the shared money rounding (@shop/shared/money).
 *
 * Rule for a text: trim; drop currency words and signs (₽, руб, р., RUB …); drop spaces, NBSP, narrow
 * NBSP and apostrophes used as group separators; if both ',' and '.' occur the LAST one is the decimal
 * separator and the other groups thousands; a single ',' is decimal unless every comma is followed by
 * exactly three digits and there are several (1,234,567); a single '.' is decimal, several '.' must
 * group thousands (1.234.567). The result must match ^-?\d+(\.\d+)?$, else it is not a number.
 */
import { toScaledInteger } from '@shop/shared/money';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const CURRENCY = /₽|₴|\$|€|руб(?:лей|ля|ль)?\.?|грн\.?|\b(?:rub|rur|uah|usd|eur)\b/giu;
const TRAILING_RUBLE_LETTER = /(\d)\s*р\.?$/iu;
const GROUP_SEPARATORS = /[\s\u00a0\u202f\u2009\u2007'’`]/gu;
const MINUS_SIGNS = /^[−–—]/u;
const THOUSANDS_GROUPS = /^-?\d{1,3}(?:[.,]\d{3})+$/;

/** The canonical decimal string ('-1234.5') of a text, or null when the text is not a number. */
export function parseDecimal(text: string | null | undefined): string | null {
  if (text == null) return null;
  if (DECIMAL.test(text)) return text; // what 1C writes: no work to do
  let s = text.trim().replace(CURRENCY, '').replace(TRAILING_RUBLE_LETTER, '$1');
  s = s.replace(GROUP_SEPARATORS, '').replace(MINUS_SIGNS, '-').replace(/^\+/, '');
  s = s.replace(/[.,]-$/, ''); // '1 719,-' = no kopecks
  if (s === '' || s === '-') return null;
  const separated = normaliseSeparators(s);
  if (separated === null) return null;
  s = separated;
  if (s.startsWith('.')) s = `0${s}`;
  if (s.startsWith('-.')) s = `-0${s.slice(1)}`;
  if (s.endsWith('.')) s = s.slice(0, -1);
  return DECIMAL.test(s) ? s : null;
}

function normaliseSeparators(s: string): string | null {
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const decimalAt = Math.max(lastComma, lastDot);
    const whole = s.slice(0, decimalAt);
    if (whole.includes(decimal)) return null; // '1,2,3.4,5': no reading of that is a number
    return `${whole.split(group).join('')}.${s.slice(decimalAt + 1)}`;
  }
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (separator === null) return s;
  const count = s.split(separator).length - 1;
  if (count === 1) return s.replace(separator, '.');
  return THOUSANDS_GROUPS.test(s) ? s.split(separator).join('') : null;
}

/** Integer units of 10^-scale of a canonical decimal, by the shared money rounding; null when unsafe. */
function decimalToScaled(decimal: string, scale: number): number | null {
  try {
    return toScaledInteger(decimal, scale);
  } catch {
    return null; // past the safe integer range
  }
}

/** Integer kopecks of a decimal string ('13.5' → 1350, '1.005' → 101), half up at the third decimal. */
export function decimalToKopecks(decimal: string): number | null {
  return DECIMAL.test(decimal) ? decimalToScaled(decimal, 2) : null;
}

/** A money text ('1 719,00', '66,620.60', '1 234,50 ₽') → integer kopecks; null when not a number. */
export function parseMoneyKopecks(text: string | null | undefined): number | null {
  const decimal = parseDecimal(text);
  return decimal === null ? null : decimalToKopecks(decimal);
}

/** A quantity text → a number with at most 3 decimals ('145,984' → 145.984); null when not a number. */
export function parseQuantity(text: string | null | undefined): number | null {
  const decimal = parseDecimal(text);
  return decimal === null ? null : decimalToQuantity(decimal);
}

export function decimalToQuantity(decimal: string): number | null {
  const thousandths = decimalToScaled(decimal, 3);
  return thousandths === null ? null : thousandthsToQuantity(thousandths);
}

/** Quantities are summed as integer thousandths so 0.1 + 0.2 stays 0.3. */
export function quantityToThousandths(quantity: number): number {
  return Math.round(quantity * 1000);
}

export function thousandthsToQuantity(thousandths: number): number {
  return thousandths / 1000;
}

/** A spreadsheet's numeric cell as a decimal string, without float noise (12.345000000000001 → '12.345'). */
export function numberToDecimal(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  if (Number.isInteger(value)) return Number.isSafeInteger(value) ? String(value) : null;
  if (Math.abs(value) >= 1e15) return null;
  return value.toFixed(6).replace(/\.?0+$/, '');
}
