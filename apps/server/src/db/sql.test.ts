import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers.js';
import type { DatabaseHandle } from './client.js';
import { column, queryRows } from './sql.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(() => drop());

const Row = z.object({ n: column.int, label: column.text });
const numbered = (n: number) => sql`select ${n}::int as n, 'строка ' || ${n}::text as label`;

describe('queryRows', () => {
  it('gives the same rows under a statement name as without one, call after call', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await queryRows(database.db, numbered(n), Row, 'sql_test_numbered')).toEqual(
        await queryRows(database.db, numbered(n), Row),
      );
    }
  });

  it('prepares a named statement once per connection on PostgreSQL, and runs it in a transaction', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      const rows = [];
      for (const n of [10, 11]) rows.push(...(await queryRows(tx, numbered(n), Row, 'sql_test_in_tx')));
      expect(rows.map((row) => row.n)).toEqual([10, 11]);
      return queryRows(
        tx,
        sql`select count(*)::int as n, min(statement) as label from pg_prepared_statements
          where name = 'sql_test_in_tx'`,
        z.object({ n: column.int, label: column.text.nullable() }),
      );
    });
    // PGlite runs a named statement as any other: nothing is kept
    const expected = database.kind === 'postgres' ? 1 : 0;
    expect(prepared[0]!.n).toBe(expected);
    if (expected) expect(prepared[0]!.label).toContain("'строка '");
  });
});
