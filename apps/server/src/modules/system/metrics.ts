import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import { DEFAULT_ERROR_MESSAGES } from '@shop/shared/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as PromClientModule from 'prom-client';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { queryRow, queryRows } from '../../db/sql.js';
import type { CacheStats } from '../../lib/cache-stats.js';
import { sendError } from '../../plugins/errors.js';

/** The scrape's database statements give up after this long: /metrics answers without their gauges. */
const DATABASE_TIMEOUT_MS = 2_000;

/** Request durations (s): a page or an API call is milliseconds; imports and 1C files take longer. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** Methods named as they are in the `method` label; anything else counts as 'OTHER'. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The value `promise` settles with, or `fallback` if it takes longer than `ms` or fails. */
export async function settleWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

type PromClient = typeof PromClientModule;

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop lag, GC, handles): prom-client's default metrics,
 * collected once per process into a registry of their own. They describe the process, not an app, and
 * prom-client starts an event-loop delay monitor and a GC observer for them that it never stops: one
 * per app would pile up in a process that builds many apps (the tests).
 */
function processMetrics(prom: PromClient): Registry {
  if (!processRegistry) {
    processRegistry = new prom.Registry();
    prom.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
function bearerOf(header: string | undefined): string | undefined {
  const match = header ? /^Bearer +(\S+) *$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Who may read /metrics: a request with METRICS_TOKEN (compared in constant time) or from an address
 * METRICS_ALLOW names (`request.ip`, which honours TRUST_PROXY). The answer for anyone else: 401 when a
 * token would let them in, else 403.
 */
function accessCheck(token: string | undefined, allow: string[] | undefined) {
  const expected = token === undefined ? undefined : sha256(token);
  const allowed = allow === undefined ? undefined : proxyAddr.compile(allow);
  return (request: FastifyRequest): 200 | 401 | 403 => {
    const given = bearerOf(request.headers.authorization);
    if (expected && given !== undefined && timingSafeEqual(sha256(given), expected)) return 200;
    if (allowed?.(request.ip, 0)) return 200;
    return expected ? 401 : 403;
  };
}

/**
 * What the route label says: the route's pattern (`/api/products/:id`), never the address asked for. A
 * request no route matched was a page drawn on the server (`page`) or nothing the shop has (`not_found`).
 */
function routeOf(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  return reply.statusCode < 400 ? 'page' : 'not_found';
}

const Counts = z.object({
  jobs_queued: z.number(),
  jobs_running: z.number(),
  jobs_failed: z.number(),
  jobs_oldest_queued: z.number().nullable(),
  outbox_pending: z.number(),
  outbox_sending: z.number(),
  outbox_failed: z.number(),
  outbox_oldest_pending: z.number().nullable(),
});

const SessionRow = z.object({
  type: z.string(),
  state: z.string(),
  count: z.number(),
  last_age: z.number(),
});

export interface MetricsOptions {
  /** the in-process caches' hits and misses */
  cacheStats: CacheStats;
}

/**
 * GET /metrics (Prometheus text format), at the site's root and outside the API document; off (404)
 * unless METRICS_TOKEN or METRICS_ALLOW is set. The app's metrics live in registries of its own, never
 * prom-client's global one. Registered on the root instance: its hook times every request.
 */
export async function registerMetrics(app: FastifyInstance, { cacheStats }: MetricsOptions): Promise<void> {
  const { token, allow } = app.config.metrics;
  const hidden = { schema: { hide: true } };
  if (token === undefined && allow === undefined) {
    app.get('/metrics', hidden, async (_request, reply) =>
      sendError(reply, 404, { error: DEFAULT_ERROR_MESSAGES.NOT_FOUND, code: 'NOT_FOUND' }),
    );
    return;
  }

  // prom-client loads only where metrics are on: most starts never need it
  const prom = await import('prom-client');
  const { Counter, Gauge, Histogram, Registry } = prom;
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    requests.observe(
      { method, route: routeOf(request, reply), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  if (app.database.poolStats()) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this process: total open, idle, and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  new Counter({
    name: 'cache_requests_total',
    help: 'Lookups of the in-process caches, answered from memory (hit) or from the database (miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { cache, hits, misses } of cacheStats.snapshot()) {
        this.inc({ cache, result: 'hit' }, hits);
        this.inc({ cache, result: 'miss' }, misses);
      }
    },
  });
  new Gauge({
    name: 'cache_hit_ratio',
    help: 'Share of the lookups of each in-process cache answered from memory, since the process started.',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { cache, hits, misses } of cacheStats.snapshot()) {
        if (hits + misses > 0) this.set({ cache }, hits / (hits + misses));
      }
    },
  });

  const databaseUp = new Gauge({
    name: 'database_up',
    help: `1 when this scrape's database statements answered within ${DATABASE_TIMEOUT_MS / 1000} s (the import, outbox and exchange gauges are given only then), else 0.`,
    registers: [registry],
  });

  // gauges read from the database at scrape time: in a registry of their own, left out of the answer
  // when the database does not answer
  const tables = new Registry();
  const jobs = new Gauge({
    name: 'import_jobs',
    help: 'Import jobs queued and running now, and failed in the last 24 hours.',
    labelNames: ['state'] as const,
    registers: [tables],
  });
  const oldestJob = new Gauge({
    name: 'import_jobs_oldest_queued_seconds',
    help: 'Age of the oldest queued import job (0 when none is queued).',
    registers: [tables],
  });
  const outbox = new Gauge({
    name: 'notification_outbox',
    help: 'Messages (Telegram, e-mail) waiting to be sent (pending), being sent now (sending), and given up in the last 24 hours (failed).',
    labelNames: ['state'] as const,
    registers: [tables],
  });
  const oldestMessage = new Gauge({
    name: 'notification_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message not sent yet (pending or sending; 0 when none).',
    registers: [tables],
  });
  const sessions = new Gauge({
    name: 'exchange_sessions',
    help: '1C exchange sessions kept, by type (catalog, sale) and state.',
    labelNames: ['type', 'state'] as const,
    registers: [tables],
  });
  const sessionAge = new Gauge({
    name: 'exchange_sessions_last_seen_seconds',
    help: 'Seconds since 1C last called in the newest session of each type and state.',
    labelNames: ['type', 'state'] as const,
    registers: [tables],
  });

  /** Two short statements; false when the database is not there or too slow. */
  async function readTables(): Promise<boolean> {
    if (!app.state.databaseReady) return false;
    const { db } = app.database;
    const read = Promise.all([
      queryRow(
        db,
        sql`select
          (select count(*) from import_jobs where status = 'queued')::int as jobs_queued,
          (select count(*) from import_jobs where status = 'running')::int as jobs_running,
          (select count(*) from import_jobs
            where status = 'failed' and coalesce(finished_at, created_at) > now() - interval '24 hours')::int as jobs_failed,
          (select extract(epoch from now() - min(created_at)) from import_jobs
            where status = 'queued')::float8 as jobs_oldest_queued,
          (select count(*) from notification_outbox where state = 'pending')::int as outbox_pending,
          (select count(*) from notification_outbox where state = 'sending')::int as outbox_sending,
          (select count(*) from notification_outbox
            where state = 'failed' and next_attempt_at > now() - interval '24 hours')::int as outbox_failed,
          (select extract(epoch from now() - min(created_at)) from notification_outbox
            where state in ('pending', 'sending'))::float8 as outbox_oldest_pending`,
        Counts,
      ),
      queryRows(
        db,
        sql`select type, state, count(*)::int as count,
              extract(epoch from now() - max(last_seen_at))::float8 as last_age
            from exchange_sessions group by type, state`,
        SessionRow,
      ),
    ]);
    const result = await settleWithin(read, DATABASE_TIMEOUT_MS, undefined);
    if (!result) return false;
    const [counts, sessionRows] = result;
    if (!counts) return false;
    jobs.set({ state: 'queued' }, counts.jobs_queued);
    jobs.set({ state: 'running' }, counts.jobs_running);
    jobs.set({ state: 'failed' }, counts.jobs_failed);
    oldestJob.set(Math.max(0, counts.jobs_oldest_queued ?? 0));
    outbox.set({ state: 'pending' }, counts.outbox_pending);
    outbox.set({ state: 'sending' }, counts.outbox_sending);
    outbox.set({ state: 'failed' }, counts.outbox_failed);
    oldestMessage.set(Math.max(0, counts.outbox_oldest_pending ?? 0));
    sessions.reset();
    sessionAge.reset();
    for (const row of sessionRows) {
      sessions.set({ type: row.type, state: row.state }, row.count);
      sessionAge.set({ type: row.type, state: row.state }, Math.max(0, row.last_age));
    }
    return true;
  }

  const allowed = accessCheck(token, allow);
  app.get('/metrics', hidden, async (request, reply) => {
    const verdict = allowed(request);
    if (verdict === 401) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, { error: DEFAULT_ERROR_MESSAGES.UNAUTHORIZED, code: 'UNAUTHORIZED' });
    }
    if (verdict === 403) {
      return sendError(reply, 403, { error: DEFAULT_ERROR_MESSAGES.FORBIDDEN, code: 'FORBIDDEN' });
    }
    const upToDate = await readTables();
    databaseUp.set(upToDate ? 1 : 0);
    const parts = [processMetrics(prom), registry, ...(upToDate ? [tables] : [])];
    const text = (await Promise.all(parts.map((part) => part.metrics()))).join('');
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
