import { clampSaleQuantity, WHOLE_UNITS, type SaleRule } from './quantity.js';
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

/**
 * Keeps a quantity picker between the minimum and the stock, on the product's step (spec §5 as issue 27
 * extends it); whole-unit goods: between 1 and the stock. The minimum when there is no usable stock.
 */
export function clampQuantity(
  quantity: number,
  stock: number | null | undefined,
  rule: SaleRule = WHOLE_UNITS,
): number {
  return clampSaleQuantity(quantity, stock, rule);
}
