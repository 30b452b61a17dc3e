import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { batchedCounter, countArrays, type Counts } from '../../lib/batched-counter.js';

/** Views reach the database this often; popularity does not need them sooner. */
const WRITE_EVERY_MS = 5_000;

const writeCategoryViews = (db: Database) => async (counts: Counts) => {
  const { ids, times } = countArrays(counts);
  // a category deleted since its view was counted is skipped, not a failed batch
  await db.execute(sql`insert into category_views as v (category_id, view_count, last_viewed_at)
    select c.id, n.times, now() from unnest(${ids}::int[], ${times}::int[]) as n(id, times)
    join categories c on c.id = n.id
    on conflict (category_id) do update
      set view_count = v.view_count + excluded.view_count, last_viewed_at = now()`);
};

const writeProductViews = (db: Database) => async (counts: Counts) => {
  const { ids, times } = countArrays(counts);
  await db.execute(sql`update products p set view_count = p.view_count + n.times
    from unnest(${ids}::int[], ${times}::int[]) as n(id, times) where p.id = n.id`);
};

/**
 * Catalogue page views per category (GET /category-views/popular) and product page views (popularity),
 * counted in memory and written in batches.
 */
export function createViewCounts(db: Database, onError: (err: unknown) => void) {
  const options = { everyMs: WRITE_EVERY_MS, onError };
  const category = batchedCounter(writeCategoryViews(db), options);
  const product = batchedCounter(writeProductViews(db), options);
  return {
    category: category.add,
    product: product.add,
    /** Writes the counts now (tests, and before reading them back). */
    flush: () => Promise.all([category.flush(), product.flush()]).then(() => undefined),
    stop: () => Promise.all([category.stop(), product.stop()]).then(() => undefined),
  };
}

export type ViewCounts = ReturnType<typeof createViewCounts>;
