/**
 * Raw SQL with checked rows. Both drivers (PGlite and node-postgres, see client.ts) return the same
 * JavaScript types for a column (int8 as a number, json as parsed values, numeric as text); each query
 * names the shape it expects with a zod row schema, so a changed column fails loudly where it is read
 * instead of leaking a wrong type into an answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client.js';

/** Rows of a raw SQL query, each checked against `row`. */
export async function queryRows<Row extends z.ZodType>(
  db: Database,
  query: SQL,
  row: Row,
): Promise<z.output<Row>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.map((value) => row.parse(value));
}

/** The first row, or undefined. */
export async function queryRow<Row extends z.ZodType>(
  db: Database,
  query: SQL,
  row: Row,
): Promise<z.output<Row> | undefined> {
  return (await queryRows(db, query, row))[0];
}

/** `1, 2, 3` for `in (…)`: one bound parameter per id. */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** An `int[]` parameter (`= any(…)`, `unnest(…)`): one bound value, however many ids. */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** Column shapes of the row schemas. */
export const column = {
  id: z.number().int(),
  /** int4 or int8 (counts, sums): a number from both drivers */
  int: z.number().int(),
  /** numeric(12,2) money arrives as text; kept as text for the kopeck arithmetic of shared/money.ts */
  numeric: z.string(),
  /** numeric computed in SQL (averages, sums of money) read as a number */
  decimal: z.coerce.number(),
  text: z.string(),
  bool: z.boolean(),
  /** a JSON column or json_agg(): parsed by both drivers */
  json: <T extends z.ZodType>(shape: T) => shape,
};
