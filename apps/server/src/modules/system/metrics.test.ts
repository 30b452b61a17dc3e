/**
 * /metrics for Prometheus: off unless METRICS_TOKEN or METRICS_ALLOW is set, then readable with the
 * token or from an allowed address only; request times by route pattern, the pool, the import jobs,
 * the outbox, the 1C sessions, the caches and the process's own metrics.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testConfig, type TestContext } from '../../../test/helpers.js';

const TOKEN = 'prometheus-token-0123456789';

describe('/metrics when neither METRICS_TOKEN nor METRICS_ALLOW is set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('is off: a JSON 404, whoever asks', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is not in the API document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths)).toContain('/api/ready');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ config: testConfig({ METRICS_TOKEN: TOKEN }) });
  });
  afterAll(() => ctx.close());

  const scrape = () => ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });

  it('refuses a request without the token or with a wrong one: 401 in the shop error shape', async () => {
    const without = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect(without.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    for (const header of [bearer('prometheus-token-0123456780'), bearer('short'), { authorization: TOKEN }]) {
      const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: header });
      expect(wrong.statusCode).toBe(401);
    }
  });

  it('gives the Prometheus text format with the token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=5' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/987654' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
    // the categories and the shop's settings are read twice: the second time from memory
    for (let i = 0; i < 2; i++) {
      await ctx.app.inject({ method: 'GET', url: '/api/categories' });
      await ctx.app.inject({ method: 'GET', url: '/api/shop' });
    }
    await ctx.database.db.execute(
      sql`insert into exchange_sessions (id, type, state, ip, expires_at)
          values ('metrics-test', 'catalog', 'completed', '127.0.0.1', now() + interval '1 hour')`,
    );

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/products",status_code="200"\} 1/,
    );
    // the route's pattern, never the address asked for
    expect(text).toContain('route="/api/products/:id",status_code="404"');
    expect(text).not.toContain('987654');
    expect(text).toContain('route="not_found",status_code="404"');
    expect(text).toContain('import_jobs{state="queued"} 0');
    expect(text).toContain('import_jobs{state="failed"} 0');
    expect(text).toContain('import_jobs_oldest_queued_seconds 0');
    expect(text).toContain('notification_outbox{state="pending"} 0');
    expect(text).toContain('notification_outbox_oldest_pending_seconds 0');
    expect(text).toContain('exchange_sessions{type="catalog",state="completed"} 1');
    expect(text).toMatch(/exchange_sessions_last_seen_seconds\{type="catalog",state="completed"\} \d/);
    expect(text).toContain('cache_requests_total{cache="categories",result="hit"}');
    expect(text).toMatch(/cache_requests_total\{cache="shop_settings",result="hit"\} [1-9]/);
    expect(text).toMatch(/cache_requests_total\{cache="product_lists",result="miss"\} [1-9]/);
    expect(text).toMatch(
      /cache_hit_ratio\{cache="shop_settings"\} 0\.\d+|cache_hit_ratio\{cache="shop_settings"\} 1/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('database_up 1');
    if (ctx.database.kind === 'postgres') {
      expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
      expect(text).toContain('db_pool_connections{state="waiting"} 0');
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
    // each metric is described once, though two registries make up the answer
    const helps = text.split('\n').filter((line) => line.startsWith('# HELP '));
    expect(new Set(helps).size).toBe(helps.length);
  });

  it('still answers 200 without the database gauges while the database is not ready', async () => {
    ctx.app.state.databaseReady = false;
    try {
      const res = await scrape();
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('database_up 0');
      expect(res.body).not.toContain('import_jobs');
      expect(res.body).toContain('http_request_duration_seconds_bucket');
    } finally {
      ctx.app.state.databaseReady = true;
    }
  });
});

describe('/metrics with METRICS_ALLOW', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ config: testConfig({ METRICS_ALLOW: '127.0.0.1, 10.1.0.0/16' }) });
  });
  afterAll(() => ctx.close());

  const from = (remoteAddress: string) => ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress });

  it('answers an allowed address and refuses any other with 403', async () => {
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('10.1.20.30')).statusCode).toBe(200);
    const other = await from('192.0.2.7');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    // an address someone claims in X-Forwarded-For counts only behind a trusted proxy (TRUST_PROXY)
    const claimed = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '192.0.2.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(claimed.statusCode).toBe(403);
  });
});

describe('/metrics with both METRICS_TOKEN and METRICS_ALLOW', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      config: testConfig({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '127.0.0.1' }),
    });
  });
  afterAll(() => ctx.close());

  it('lets in the token or the address', async () => {
    const other = { method: 'GET' as const, url: '/metrics', remoteAddress: '192.0.2.7' };
    expect((await ctx.app.inject({ ...other, headers: bearer(TOKEN) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ ...other, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await ctx.app.inject(other)).statusCode).toBe(401);
  });
});
