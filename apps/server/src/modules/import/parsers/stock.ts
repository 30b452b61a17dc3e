/** Stock as staff type it in a price list, Russian or Ukrainian ('10+', 'нет', 'під замовлення', '5-10', 'є'). */
import { parseQuantity } from '../../../lib/numbers.js';

export interface StockReading {
  /** A count, or null when the text gives none. */
  quantity: number | null;
  /** true: in stock; false: out of stock; null: unknown. */
  inStock: boolean | null;
  /** false when the text is neither a number nor a known stock word (the caller warns). */
  recognised: boolean;
}

const IN_STOCK_WORDS = [
  'есть',
  'в наличии',
  'есть в наличии',
  'наличие',
  'да',
  'много',
  'мало',
  'достаточно',
  'в нал',
  'є',
  'є в наявності',
  'в наявності',
  'наявність',
  'так',
  'багато',
  'достатньо',
];
/** '+', '++', '+++': in stock, more pluses for more. */
const PLUSES = /^\++$/;
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
  'немає',
  'нема',
  'немає в наявності',
  'відсутній',
  'відсутня',
  'відсутнє',
  'під замовлення',
  'на замовлення',
  'очікується',
  'в дорозі',
  '-',
  '—',
  '–',
];
/** '10+', '> 10', '>10', 'более 10', 'больше 10', 'свыше 10', 'от 10', 'понад 10': the stated lower bound. */
const AT_LEAST =
  /^(?:>|≥|>=|более|больше|свыше|от|понад|більше|від)?\s*([\d\s.,\u00a0]+?)\s*(?:\+|шт\.?|од\.?)?\s*$/iu;
/** '< 5', 'менее 5', 'до 5', 'менше 5': some stock of an unknown count. */
const FEW = /^(?:<|≤|<=|менее|меньше|менше|до)\s*\d/iu;
/** '5-10', '5–10': the lower bound. */
const RANGE = /^(\d+(?:[.,]\d+)?)\s*[-–—]\s*\d+(?:[.,]\d+)?$/u;

/** Stock as staff type it. Negative counts are returned as they are: the caller clamps them and warns. */
export function parseStock(text: string | null | undefined): StockReading {
  const s = (text ?? '').trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
  if (s === '') return { quantity: null, inStock: null, recognised: true };
  if (OUT_OF_STOCK_WORDS.includes(s)) return { quantity: 0, inStock: false, recognised: true };
  if (IN_STOCK_WORDS.includes(s.replace(/[.!]$/, '')) || PLUSES.test(s))
    return { quantity: null, inStock: true, recognised: true };
  if (FEW.test(s)) return { quantity: null, inStock: true, recognised: true };
  const range = RANGE.exec(s);
  const bound = range?.[1] ?? AT_LEAST.exec(s)?.[1];
  const plain = parseQuantity(bound ?? s);
  if (plain === null) return { quantity: null, inStock: null, recognised: false };
  return { quantity: plain, inStock: plain > 0, recognised: true };
}
