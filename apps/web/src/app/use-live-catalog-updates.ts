import { useQueryClient } from '@tanstack/react-query';
import { applyStockUpdate } from '../features/catalog/stock-updates';
import { applyRatingUpdate } from '../features/ratings/api';
import { useSocketEvents } from '../lib/socket';
import { useSession } from '../lib/session/use-session';

/**
 * Catalogue pages (spec §4 Realtime, customer): while a signed-in user looks at products, `stock_updated`
 * and `rating_updated` patch the cached products and rating summaries, so stock labels, quantity
 * pickers, add-to-cart buttons and ratings change without a reload. Guests open no socket (the server
 * accepts signed-in connections only).
 */
export function useLiveCatalogUpdates(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useSocketEvents({
    enabled: !!user,
    events: {
      stock_updated: (payload) => applyStockUpdate(queryClient, payload),
      rating_updated: (payload) => applyRatingUpdate(queryClient, payload),
    },
  });
}
