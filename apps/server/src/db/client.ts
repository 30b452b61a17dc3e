import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** true when a trivial query answers within the time limit */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Flushes the WAL into the data files (PGlite runs no background checkpointer). */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite runs in single-user mode without a checkpointer, so its WAL only shrinks on an explicit
 * CHECKPOINT. These settings keep segments small and recycled; `checkpoint()` is called after bulk
 * writes and on a timer by the server.
 */
const PGLITE_CONF = ['max_wal_size = 64MB', 'min_wal_size = 32MB', 'wal_keep_size = 0'];

export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: template,
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_CONF,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => !client.closed && (await pingQuery(db)),
    checkpoint: async () => {
      if (!client.closed) await client.exec('CHECKPOINT');
    },
    close: async () => {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async (timeoutMs = 2000) => !closed && (await pingQuery(db, timeoutMs)),
    checkpoint: async () => undefined,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function pingQuery(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(join(options.dataDir, 'pg'));
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
