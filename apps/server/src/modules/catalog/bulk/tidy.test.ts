import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, rawRows, type TestContext } from '../../../../test/helpers.js';
import { TIDY_AFTER_ROWS, tidyAfterBulkWrite } from './tidy.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const vacuums = async () =>
  (
    await rawRows<{ n: number }>(
      ctx.database.db,
      sql`select vacuum_count::int as n from pg_stat_user_tables where relid = 'products'::regclass`,
    )
  )[0]!.n;

describe('tidyAfterBulkWrite', () => {
  it('vacuums from TIDY_AFTER_ROWS written rows on, and leaves fewer to autovacuum', async () => {
    const before = await vacuums();
    expect(await tidyAfterBulkWrite(ctx.database.db, TIDY_AFTER_ROWS - 1)).toBe(false);
    expect(await vacuums()).toBe(before);
    expect(await tidyAfterBulkWrite(ctx.database.db, TIDY_AFTER_ROWS)).toBe(true);
    expect(await vacuums()).toBe(before + 1);
  });
});
