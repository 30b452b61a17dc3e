import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { PGLITE_CONF } from './pglite-settings.js';
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
  /** PostgreSQL's connection pool now (/metrics); undefined on PGlite, which has no pool */
  poolStats(): PoolStats | undefined;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, and once without one after a lost
   * listener comes back (something may have been missed).
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<Listener>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** connections open, busy or idle */
  total: number;
  idle: number;
  /** queries waiting for a connection */
  waiting: number;
}

export interface Listener {
  /** false while notifications may be missed (the listening connection is down) */
  readonly active: boolean;
  close(): Promise<void>;
}

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
    poolStats: () => undefined,
    // PGlite delivers a notification before the statement that caused it resolves.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return {
        get active() {
          return !client.closed;
        },
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    close: async () => {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

/**
 * node-postgres gives int8 (count(*), sums, bigint columns) as text where PGlite gives a number: read
 * it as a number, so both drivers hand the services the same types (see db/sql.ts). It is set on
 * node-postgres's global parsers because Drizzle passes its own per-query parsers that fall back to
 * them. Our counters stay far below 2^53.
 */
function readInt8AsNumber(pg: PgModule) {
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
}

/** How long a query waits for a pooled connection before it fails (ms). */
const POOL_WAIT_MS = 2_500;

type PgModule = typeof pg;

/** node-postgres and its Drizzle driver load only when DATABASE_URL is set: PGlite never needs them. */
async function loadPostgresDriver() {
  const [{ default: pgModule }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  return { pg: pgModule, drizzle };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { pg, drizzle: drizzlePg } = await loadPostgresDriver();
  readInt8AsNumber(pg);
  // A request waits at most POOL_WAIT_MS for a connection (a busy pool, a database restarting), then
  // it is a 503 that nginx tries on the other process: two such waits stay well under 10 s.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: POOL_WAIT_MS });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async (timeoutMs = 2000) => !closed && (await pingQuery(db, timeoutMs)),
    checkpoint: async () => undefined,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify) => Promise.resolve(listenOnPostgres(pg, url, channel, onNotify)),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own, reconnected when lost. Notifications arrive a moment after the
 * writing statement commits; while the connection is down `active` is false and, once it is back,
 * `onNotify` is called once for whatever was missed.
 */
function listenOnPostgres(
  pg: PgModule,
  url: string,
  channel: string,
  onNotify: (payload?: string) => void,
): Listener {
  let client: pg.Client | undefined;
  let active = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (gone: pg.Client) => {
    if (client !== gone) return;
    active = false;
    client = undefined;
    gone.removeAllListeners();
    gone.on('error', () => undefined);
    void gone.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
  };
  async function connect() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void next.end().catch(() => undefined);
      active = true;
      onNotify();
    } catch {
      lost(next);
    }
  }
  void connect();
  return {
    get active() {
      return active;
    },
    close: async () => {
      closed = true;
      active = false;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
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
