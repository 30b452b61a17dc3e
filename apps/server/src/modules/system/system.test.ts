/**
 * /api/ready: 200 only while this process should get requests (nginx and the orchestrator ask it);
 * /api/health stays the liveness check.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisPair } from '../../lib/redis.js';
import {
  buildTestApp,
  rawRows,
  reachableRedis,
  testConfig,
  type TestContext,
} from '../../../test/helpers.js';
import { systemRoutes } from './index.js';

/** A Redis client that is connected but never answers, and one that is reconnecting. */
const silentRedis = {
  pub: { isReady: true, ping: () => new Promise<string>(() => undefined) },
} as unknown as RedisPair;
const reconnectingRedis = {
  pub: { isReady: false, ping: () => Promise.resolve('PONG') },
} as unknown as RedisPair;

describe('GET /api/ready', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      beforeReady: (app) => {
        // the same routes with a Redis that does not answer, under prefixes of their own
        void app.register(systemRoutes, { prefix: '/api/silent-redis', redis: silentRedis });
        void app.register(systemRoutes, { prefix: '/api/reconnecting-redis', redis: reconnectingRedis });
      },
    });
  });
  afterAll(() => ctx.close());

  const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

  it('is 200 with every check passed on a running shop without Redis', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, redis: null },
    });
  });

  it('is 503 stopping once the process was told to stop, while /api/health stays 200', async () => {
    ctx.app.state.stopping = true;
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'stopping' });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      ctx.app.state.stopping = false;
    }
  });

  it('is 503 unavailable (not the API-wide 503) while the database is not ready', async () => {
    ctx.app.state.databaseReady = false;
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: false, migrations: false, redis: null },
      });
    } finally {
      ctx.app.state.databaseReady = true;
    }
  });

  it('is 503 while the newest migration of the build is not applied', async () => {
    const { db } = ctx.database;
    const [newest] = await rawRows<{ id: number; hash: string; created_at: string | number }>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: true, migrations: false, redis: null },
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${newest!.id}, ${newest!.hash}, ${Number(newest!.created_at)})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is 503 within about a second when Redis does not answer or is reconnecting', async () => {
    const started = Date.now();
    const silent = await ctx.app.inject({ method: 'GET', url: '/api/silent-redis/ready' });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(silent.statusCode).toBe(503);
    expect(silent.json()).toEqual({
      status: 'unavailable',
      checks: { database: true, migrations: true, redis: false },
    });
    const reconnecting = await ctx.app.inject({ method: 'GET', url: '/api/reconnecting-redis/ready' });
    expect(reconnecting.statusCode).toBe(503);
    expect(reconnecting.json().checks.redis).toBe(false);
  });
});

const redisUrl = await reachableRedis();

describe.skipIf(!redisUrl)('GET /api/ready with REDIS_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ config: testConfig({ REDIS_URL: redisUrl! }) });
  });
  afterAll(() => ctx.close());

  it('asks Redis too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, redis: true },
    });
  });
});
