import { STOCK_HIGH, STOCK_LOW } from '../constants.js';
import { TEXTS } from '../texts.js';

export type StockTone = 'red' | 'yellow' | 'green' | 'gray';
export type StockLabel = { text: string; tone: StockTone };

const UNKNOWN: StockLabel = { text: TEXTS.stock.unknown, tone: 'gray' };
const OUT_OF_STOCK: StockLabel = { text: TEXTS.stock.outOfStock, tone: 'red' };
const LOW: StockLabel = { text: TEXTS.stock.low, tone: 'red' };

function isKnown(quantity: number | null | undefined): quantity is number {
  return typeof quantity === 'number' && !Number.isNaN(quantity);
}

/** Five-level label of the product page and profile (spec §4). */
export function stockLabel(quantity: number | null | undefined): StockLabel {
  if (!isKnown(quantity)) return UNKNOWN;
  if (quantity <= 0) return OUT_OF_STOCK;
  if (quantity < STOCK_LOW) return LOW;
  if (quantity < STOCK_HIGH) return { text: TEXTS.stock.medium, tone: 'yellow' };
  return { text: TEXTS.stock.high, tone: 'green' };
}

/**
 * Three-level label of product cards and the cart (spec §4). An unknown quantity is 'Н/Д' here too
 * rather than claiming the product is in stock.
 */
export function cardStockLabel(quantity: number | null | undefined): StockLabel {
  if (!isKnown(quantity)) return UNKNOWN;
  if (quantity <= 0) return OUT_OF_STOCK;
  if (quantity < STOCK_LOW) return LOW;
  return { text: TEXTS.stock.inStock, tone: 'green' };
}

export function isInStock(quantity: number | null | undefined): boolean {
  return isKnown(quantity) && quantity > 0;
}

/** Keeps a quantity picker between 1 and the stock (spec §5); 1 when there is no usable stock. */
export function clampQuantity(quantity: number, stock: number | null | undefined): number {
  const max = isKnown(stock) ? Math.max(1, Math.floor(stock)) : 1;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(wanted, 1), max);
}
