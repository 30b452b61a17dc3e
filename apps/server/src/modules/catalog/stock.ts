import type { StockUpdatedPayload } from '@shop/shared/realtime/events';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRows } from '../../db/sql.js';

/** A quantity of one product taken from or given back to the stock. */
export interface StockLine {
  productId: number;
  quantity: number;
}

export type StockChange = StockUpdatedPayload;

/** What `takeStock` answers: the stock left of each product, or the products there is not enough of. */
export type StockTake =
  { ok: true; changes: StockChange[] } | { ok: false; short: { productId: number; available: number }[] };

const StockRow = z.object({ id: column.id, stock_quantity: column.int });

/**
 * The only writer of `products.stock_quantity` (with 1C's exact `stock_exact`) and `products.order_count`. Callers pass their
 * transaction (`tx`), so an order's stock moves commit or roll back with the order; the caller
 * publishes `stock_updated` after its commit.
 */
export function createStock(db: Database) {
  return {
    /**
     * Guarded decrements in product-id order (the same lock order in every transaction, so two
     * checkouts of the same products never deadlock); popularity counts the units sold. When a product
     * is short, nothing useful was written: the caller refuses and rolls its transaction back.
     */
    async takeStock(lines: readonly StockLine[], tx: Database = db): Promise<StockTake> {
      const changes: StockChange[] = [];
      const shortIds: number[] = [];
      for (const { productId, quantity } of [...lines].sort((a, b) => a.productId - b.productId)) {
        const [updated] = await queryRows(
          tx,
          sql`update products set stock_quantity = stock_quantity - ${quantity},
              stock_exact = stock_exact - ${quantity}, order_count = order_count + ${quantity}
            where id = ${productId} and published and stock_quantity >= ${quantity}
            returning id, stock_quantity`,
          StockRow,
        );
        if (updated) changes.push({ productId, newStock: updated.stock_quantity });
        else shortIds.push(productId);
      }
      if (shortIds.length === 0) return { ok: true, changes };
      const stock = await queryRows(
        tx,
        sql`select id, stock_quantity from products where id = any(${intArray(shortIds)})`,
        StockRow,
      );
      const available = new Map(stock.map((row) => [row.id, Math.max(row.stock_quantity, 0)]));
      return {
        ok: false,
        short: shortIds.map((productId) => ({ productId, available: available.get(productId) ?? 0 })),
      };
    },

    /**
     * Gives units back (a cancelled order): the stock grows and the sale no longer counts for
     * popularity. Products deleted since are skipped. Answers the new stock of each product.
     */
    async returnStock(lines: readonly StockLine[], tx: Database = db): Promise<StockChange[]> {
      const changes: StockChange[] = [];
      for (const { productId, quantity } of [...lines].sort((a, b) => a.productId - b.productId)) {
        const [updated] = await queryRows(
          tx,
          sql`update products set stock_quantity = stock_quantity + ${quantity},
              stock_exact = stock_exact + ${quantity}, order_count = greatest(order_count - ${quantity}, 0)
            where id = ${productId} returning id, stock_quantity`,
          StockRow,
        );
        if (updated) changes.push({ productId, newStock: updated.stock_quantity });
      }
      return changes;
    },
  };
}

export type Stock = ReturnType<typeof createStock>;
