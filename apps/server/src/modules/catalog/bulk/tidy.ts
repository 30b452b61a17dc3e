/**
 * After an import wrote many products: VACUUM (ANALYZE) of `products` and `product_search`, so the
 * storefront's queries and the next import find fresh statistics, hinted rows and reusable space at
 * once, instead of when autovacuum comes (PostgreSQL's advice after a large data change). It takes about
 * 1.4 s at 100,000 products. It was added against offers imports that took 36–50 s instead of 16–22 s;
 * that slowness turned out to be the category counts trigger's plan (migration 0032), and since that
 * fix the offers take the same time with and without it (bench/RESULTS.md). PostgreSQL only: on PGlite
 * a vacuum would hold the shop's one thread.
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
