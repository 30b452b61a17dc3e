/**
 * After an import wrote many products: VACUUM (ANALYZE) of `products` and `product_search`, so the
 * next import and the storefront's queries find fresh statistics, hinted rows and reusable space. A
 * bulk write leaves tens of thousands of rows neither vacuumed nor analysed, and autovacuum may take
 * minutes to come: measured at 100,000 products on PostgreSQL, an offers import that follows a first
 * import took 35 s without it and 16 s with it (the vacuum itself about 1.4 s).
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
