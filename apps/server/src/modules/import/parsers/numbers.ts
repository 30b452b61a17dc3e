/**
 * Decimal, money and quantity parsing for texts typed by people or written by 1C. Money never goes
 * through a float: the decimal string is split and turned into integer kopecks.
 *
 * Rule for a text: trim; drop currency words and signs (₽, руб, р., RUB …); drop spaces, NBSP, narrow
 * NBSP and apostrophes used as group separators; if both ',' and '.' occur the LAST one is the decimal
 * separator and the other groups thousands; a single ',' is decimal unless every comma is followed by
 * exactly three digits and there are several (1,234,567); a single '.' is decimal, several '.' must
 * group thousands (1.234.567). The result must match ^-?\d+(\.\d+)?$, else it is not a number.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;
const CURRENCY = /₽|\$|€|руб(?:лей|ля|ль)?\.?|грн\.?|\b(?:rub|rur|uah|usd|eur)\b/giu;
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

/** Integer units of 10^-scale, rounded half up (away from zero) on the next digit; null when unsafe. */
function decimalToScaled(decimal: string, scale: number): number | null {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const digits = fraction.padEnd(scale + 1, '0');
  const roundUp = digits.charCodeAt(scale) >= 53; /* '5' */
  let result: number;
  if (whole.length <= 12) {
    // Exact in doubles: at most 12 + scale (≤ 3) digits, far below 2^53.
    result = Number(whole) * 10 ** scale + Number(digits.slice(0, scale) || '0') + (roundUp ? 1 : 0);
  } else {
    const value =
      BigInt(whole) * 10n ** BigInt(scale) + BigInt(digits.slice(0, scale) || '0') + (roundUp ? 1n : 0n);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    result = Number(value);
  }
  return negative && result !== 0 ? -result : result;
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

export interface StockReading {
  /** A count, or null when the text gives none. */
  quantity: number | null;
  /** true: in stock; false: out of stock; null: unknown. */
  inStock: boolean | null;
  /** false when the text is neither a number nor a known stock word (the caller warns). */
  recognised: boolean;
}

const IN_STOCK_WORDS = ['есть', 'в наличии', 'наличие', 'да', 'много', 'мало', 'достаточно', '+', 'в нал'];
const OUT_OF_STOCK_WORDS = [
  'нет',
  'нет в наличии',
  'отсутствует',
  'под заказ',
  'на заказ',
  'заказ',
  'ожидается',
  'в пути',
  'снят с производства',
  '-',
  '—',
  '–',
];
/** '10+', '> 10', '>10', 'более 10', 'больше 10', 'свыше 10', 'от 10': the stated lower bound. */
const AT_LEAST = /^(?:>|≥|>=|более|больше|свыше|от)?\s*([\d\s.,\u00a0]+?)\s*(?:\+|шт\.?)?\s*$/iu;
/** '< 5', 'менее 5', 'до 5': some stock of an unknown count. */
const FEW = /^(?:<|≤|<=|менее|меньше|до)\s*\d/iu;
/** '5-10', '5–10': the lower bound. */
const RANGE = /^(\d+(?:[.,]\d+)?)\s*[-–—]\s*\d+(?:[.,]\d+)?$/u;

/** Stock as staff type it. Negative counts are returned as they are: the caller clamps them and warns. */
export function parseStock(text: string | null | undefined): StockReading {
  const s = (text ?? '').trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
  if (s === '') return { quantity: null, inStock: null, recognised: true };
  if (OUT_OF_STOCK_WORDS.includes(s)) return { quantity: 0, inStock: false, recognised: true };
  if (IN_STOCK_WORDS.includes(s.replace(/[.!]$/, '')))
    return { quantity: null, inStock: true, recognised: true };
  if (FEW.test(s)) return { quantity: null, inStock: true, recognised: true };
  const range = RANGE.exec(s);
  const bound = range?.[1] ?? AT_LEAST.exec(s)?.[1];
  const plain = parseQuantity(bound ?? s);
  if (plain === null) return { quantity: null, inStock: null, recognised: false };
  return { quantity: plain, inStock: plain > 0, recognised: true };
}
