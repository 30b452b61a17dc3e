import { toThousandths } from '@shop/shared/catalog/quantity';
import type { StockUpdatedPayload } from '@shop/shared/realtime/events';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRows } from '../../db/sql.js';

/** A quantity of one product taken from or given back to the stock (2.5 m: up to three decimals). */
export interface StockLine {
  productId: number;
  quantity: number;
}

export type StockChange = StockUpdatedPayload;

/** What `takeStock` answers: the stock left of each product, or the products there is not enough of. */
export type StockTake =
  { ok: true; changes: StockChange[] } | { ok: false; short: { productId: number; available: number }[] };

const StockRow = z.object({
  id: column.id,
  stock_quantity: column.int,
  stock_exact: column.numeric.nullable(),
});
type StockRow = z.infer<typeof StockRow>;

/** The exact stock of a row (the trigger keeps it set; whole units should it ever be missing). */
const exactOf = (row: StockRow) =>
  Math.max(row.stock_exact === null ? row.stock_quantity : Number(row.stock_exact), 0);

/**
 * A quantity as a SQL numeric: bound as its decimal text ('2.500') and cast, so both databases do
 * decimal arithmetic on it, never a float's.
 */
export function numericQuantity(quantity: number): SQL {
  const thousandths = toThousandths(quantity);
  if (!Number.isSafeInteger(thousandths) || thousandths < 0) {
    throw new RangeError(`Not a stock quantity: ${quantity}`);
  }
  return sql`${(thousandths / 1000).toFixed(3)}::numeric`;
}

const changeOf = (row: StockRow): StockChange => ({
  productId: row.id,
  newStock: Math.max(row.stock_quantity, 0),
  newStockExact: exactOf(row),
});

/**
 * The only writer of the stock sold by orders (`products.stock_exact`; the trigger of migration 0028
 * keeps `stock_quantity` its floor) and of `products.order_count`. Callers pass their transaction
 * (`tx`), so an order's stock moves commit or roll back with the order; the caller publishes
 * `stock_updated` after its commit.
 */
export function createStock(db: Database) {
  return {
    /**
     * Guarded decrements of the exact stock (2.5 m of 4 m) in product-id order (the same lock order in
     * every transaction, so two checkouts of the same products never deadlock); popularity counts the
     * started units sold (2.5 m counts 3). When a product is short, nothing useful was written: the
     * caller refuses and rolls its transaction back.
     */
    async takeStock(lines: readonly StockLine[], tx: Database = db): Promise<StockTake> {
      const changes: StockChange[] = [];
      const shortIds: number[] = [];
      for (const { productId, quantity } of [...lines].sort((a, b) => a.productId - b.productId)) {
        const amount = numericQuantity(quantity);
        const [updated] = await queryRows(
          tx,
          sql`update products set stock_exact = stock_exact - ${amount},
              order_count = order_count + ceil(${amount})::bigint
            where id = ${productId} and published and stock_exact >= ${amount}
            returning id, stock_quantity, stock_exact`,
          StockRow,
        );
        if (updated) changes.push(changeOf(updated));
        else shortIds.push(productId);
      }
      if (shortIds.length === 0) return { ok: true, changes };
      const stock = await queryRows(
        tx,
        sql`select id, stock_quantity, stock_exact from products where id = any(${intArray(shortIds)})`,
        StockRow,
      );
      const available = new Map(stock.map((row) => [row.id, exactOf(row)]));
      return {
        ok: false,
        short: shortIds.map((productId) => ({ productId, available: available.get(productId) ?? 0 })),
      };
    },

    /**
     * Gives the exact quantities back (a cancelled order: 2.5 m returns 2.5 m), and the sale no longer
     * counts for popularity (by the started units it counted). Products deleted since are skipped.
     * Answers the new stock of each product.
     */
    async returnStock(lines: readonly StockLine[], tx: Database = db): Promise<StockChange[]> {
      const changes: StockChange[] = [];
      for (const { productId, quantity } of [...lines].sort((a, b) => a.productId - b.productId)) {
        const amount = numericQuantity(quantity);
        const [updated] = await queryRows(
          tx,
          sql`update products set stock_exact = stock_exact + ${amount},
              order_count = greatest(order_count - ceil(${amount})::bigint, 0)
            where id = ${productId} returning id, stock_quantity, stock_exact`,
          StockRow,
        );
        if (updated) changes.push(changeOf(updated));
      }
      return changes;
    },
  };
}

export type Stock = ReturnType<typeof createStock>;
