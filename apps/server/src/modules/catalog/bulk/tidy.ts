/**
 * After an import wrote many products: VACUUM (ANALYZE) of `products` and `product_search`, so the
 * next import and the storefront's queries find fresh statistics, hinted rows and reusable space. A
 * bulk write leaves tens of thousands of rows neither vacuumed nor analysed, and autovacuum may take
 * minutes to come. Measured at 100,000 products on PostgreSQL (bench/RESULTS.md): an offers import after
 * a first import took 16–22 s in each of 6 runs with it, and 36–50 s in 5 of 7 runs without (the vacuum
 * itself about 1.4 s). PostgreSQL only: on PGlite a vacuum would hold the shop's one thread.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

/** Fewer written rows than this leave the tables to autovacuum. */
export const TIDY_AFTER_ROWS = 1000;

/** Runs outside any transaction (VACUUM cannot run in one). */
export async function tidyAfterBulkWrite(db: Database, writtenRows: number): Promise<boolean> {
  if (writtenRows < TIDY_AFTER_ROWS) return false;
  await db.execute(sql`vacuum (analyze) products, product_search`);
  return true;
}
