/**
 * Raw SQL with checked rows. Both drivers (PGlite and node-postgres, see client.ts) return the same
 * JavaScript types for a column (int8 as a number, json as parsed values, numeric as text); each query
 * names the shape it expects with a zod row schema, so a changed column fails loudly where it is read
 * instead of leaking a wrong type into an answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from './client.js';

const dialect = new PgDialect();

/**
 * A statement run under a name (node-postgres): prepared once per connection, so PostgreSQL parses it
 * once and, after a few runs, keeps its plan. For the few statements of every cart change and order,
 * whose planning cost more than their run (1.8 ms of planning for a cart's lines). The text must be
 * the same on every call; PGlite runs it as any other.
 */
function executeNamed(db: Database, query: SQL, name: string): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}

/** Rows of a raw SQL query, each checked against `row`; run as a named statement when `name` is given. */
export async function queryRows<Row extends z.ZodType>(
  db: Database,
  query: SQL,
  row: Row,
  name?: string,
): Promise<z.output<Row>[]> {
  const result = (await (name ? executeNamed(db, query, name) : db.execute(query))) as { rows: unknown[] };
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
