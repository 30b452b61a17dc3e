import type { QueryClient } from '@tanstack/react-query';
import { applyStockUpdate } from '../features/catalog/stock-updates';
import { applyRatingUpdate } from '../features/ratings/api';
import { refreshShop } from '../features/shop/api';
import { listenRealtime } from '../lib/socket';

/**
 * `stock_updated` and `rating_updated` patch the cached products and rating summaries (spec §4
 * Realtime, customer), so stock labels, quantity pickers, add-to-cart buttons and ratings change
 * without a reload; `shop.updated` reloads the shop's settings (contacts, hours). Returns the function that stops listening.
 */
export function listenToCatalogUpdates(queryClient: QueryClient): () => void {
  return listenRealtime({
    events: {
      stock_updated: (update) => applyStockUpdate(queryClient, update),
      rating_updated: (update) => applyRatingUpdate(queryClient, update),
      // an admin saved the shop's settings: the header, footer and contacts read them again
      'shop.updated': ({ updatedAt }) => void refreshShop(queryClient, updatedAt),
    },
  });
}
