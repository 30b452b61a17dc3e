import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog/schemas';
import { catalogKeys } from './api';

/** `stock_updated` (spec §4 Realtime): the stock left of a product after an order. */
export interface StockUpdate {
  productId: number;
  newStock: number;
}

export function isStockUpdate(payload: unknown): payload is StockUpdate {
  const value = payload as Partial<StockUpdate> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isInteger(value.productId) &&
    Number.isInteger(value.newStock) &&
    (value.newStock ?? -1) >= 0
  );
}

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Product).id === 'number' &&
  typeof (value as Product).stock_quantity === 'number';

/** The products with the new stock, or the same array when none of them is that product. */
function patchProducts<T>(items: readonly T[], { productId, newStock }: StockUpdate): T[] | undefined {
  let changed = false;
  const next = items.map((item) => {
    if (!isProduct(item) || item.id !== productId || item.stock_quantity === newStock) return item;
    changed = true;
    return { ...item, stock_quantity: newStock };
  });
  return changed ? next : undefined;
}

/** One cached catalogue answer with the new stock; undefined (no change) when the product is not in it. */
function patchCached(data: unknown, update: StockUpdate): unknown {
  if (Array.isArray(data)) return patchProducts(data, update);
  if (isProduct(data)) {
    return data.id === update.productId && data.stock_quantity !== update.newStock
      ? { ...data, stock_quantity: update.newStock }
      : undefined;
  }
  const list = data as { products?: unknown } | null;
  if (typeof list === 'object' && list !== null && Array.isArray(list.products)) {
    const products = patchProducts(list.products, update);
    return products ? { ...list, products } : undefined;
  }
  return undefined;
}

/**
 * Writes a product's new stock into every cached catalogue answer holding it (the product page, its
 * similar products, catalogue pages, the popular products), so stock labels, quantity pickers and
 * add-to-cart buttons follow at once without a request. Answers without the product stay untouched.
 */
export function applyStockUpdate(queryClient: QueryClient, payload: unknown): void {
  if (!isStockUpdate(payload)) return;
  queryClient.setQueriesData({ queryKey: catalogKeys.all }, (data: unknown) => patchCached(data, payload));
}
