import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog/schemas';
import type { StockUpdatedPayload } from '@shop/shared/realtime/events';
import { catalogKeys } from './api';

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Product).id === 'number' &&
  typeof (value as Product).stock_quantity === 'number';

/**
 * A product with the new stock: the exact stock the payload gives, else the old exact stock while its
 * whole units agree, else the whole units (issue 27: pickers keep to `stock_exact`).
 */
function withStock<T extends Product>(product: T, { newStock, newStockExact }: StockUpdatedPayload): T {
  const exact =
    newStockExact ??
    (typeof product.stock_exact === 'number' && Math.floor(product.stock_exact) === newStock
      ? product.stock_exact
      : newStock);
  return { ...product, stock_quantity: newStock, stock_exact: exact };
}

const isNews = (product: Product, { newStock, newStockExact }: StockUpdatedPayload) =>
  product.stock_quantity !== newStock ||
  (newStockExact !== undefined && product.stock_exact !== newStockExact);

/** The products with the new stock, or the same array when none of them is that product. */
function patchProducts<T>(items: readonly T[], update: StockUpdatedPayload): T[] | undefined {
  let changed = false;
  const next = items.map((item) => {
    if (!isProduct(item) || item.id !== update.productId || !isNews(item, update)) return item;
    changed = true;
    return withStock(item, update) as T;
  });
  return changed ? next : undefined;
}

/** One cached catalogue answer with the new stock; undefined (no change) when the product is not in it. */
function patchCached(data: unknown, update: StockUpdatedPayload): unknown {
  if (Array.isArray(data)) return patchProducts(data, update);
  if (isProduct(data)) {
    return data.id === update.productId && isNews(data, update) ? withStock(data, update) : undefined;
  }
  const list = data as { products?: unknown } | null;
  if (typeof list === 'object' && list !== null && Array.isArray(list.products)) {
    const products = patchProducts(list.products, update);
    return products ? { ...list, products } : undefined;
  }
  return undefined;
}

/**
 * `stock_updated` (spec §4 Realtime, payload checked against the shared contract): writes a product's
 * new stock into every cached catalogue answer holding it (the product page, its similar products,
 * catalogue pages, the popular products), so stock labels, quantity pickers and add-to-cart buttons
 * follow at once without a request. Answers without the product stay untouched.
 */
export function applyStockUpdate(queryClient: QueryClient, update: StockUpdatedPayload): void {
  queryClient.setQueriesData({ queryKey: catalogKeys.all }, (data: unknown) => patchCached(data, update));
}
