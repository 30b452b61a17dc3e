import { DEFAULT_ERROR_MESSAGES } from '@shop/shared/errors';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/client.js';
import { buildTestApp, testConfig, type TestContext } from './helpers.js';

let ctx: TestContext;

beforeAll(async () => {
  const config = testConfig();
  mkdirSync(join(config.dataDir, 'web/assets'), { recursive: true });
  writeFileSync(
    join(config.dataDir, 'web/index.html'),
    '<!doctype html><title>Магазин</title><div id="root"></div>',
  );
  writeFileSync(join(config.dataDir, 'web/assets/app-1a2b3c.js'), 'console.log(1)');
  mkdirSync(join(config.uploadsDir, 'products'), { recursive: true });
  writeFileSync(join(config.uploadsDir, 'products/door.webp'), 'fake-image-bytes');
  ctx = await buildTestApp({ config: { ...config, webDistDir: join(config.dataDir, 'web') } });
});

afterAll(() => ctx.close());

describe('errors and unknown paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers %s on an unknown /api path with a JSON 404',
    async (method) => {
      const res = await ctx.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: 'Запрошенный ресурс не найден', code: 'NOT_FOUND' });
    },
  );

  it('answers malformed JSON and wrong body types with 400 in the error shape', async () => {
    const app = await buildApp(testConfig(), { database: ctx.database, logger: false });
    app.post(
      '/api/test-echo',
      { config: { audience: 'public' }, schema: { body: z.strictObject({ name: z.string().max(100) }) } },
      async (req) => req.body,
    );
    try {
      const broken = await app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ error: 'Некорректный JSON в теле запроса', code: 'VALIDATION_FAILED' });
      const wrongType = await app.inject({ method: 'POST', url: '/api/test-echo', payload: { name: 42 } });
      expect(wrongType.statusCode).toBe(400);
      expect(Object.keys(wrongType.json().fields)).toEqual(['name']);
      const huge = await app.inject({
        method: 'POST',
        url: '/api/test-echo',
        payload: { name: 'я'.repeat(10_000) },
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().fields.name).toMatch(/100/);
      const ok = await app.inject({ method: 'POST', url: '/api/test-echo', payload: { name: 'Дверь' } });
      expect(ok.json()).toEqual({ name: 'Дверь' });
    } finally {
      await app.close();
    }
  });

  it('sends a request id back; the client id is taken only behind a trusted proxy', async () => {
    const untrusted = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(untrusted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const app = await buildApp(testConfig({ TRUST_PROXY: '127.0.0.1' }), {
      database: ctx.database,
      logger: false,
    });
    try {
      const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
      expect(res.headers['x-request-id']).toBe('abc-123');
      const generated = await app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } });
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('web app and uploads', () => {
  it.each(['/', '/catalog?category_id=5', '/product/12', '/admin/orders', '/some/unknown/page'])(
    'serves the frame for %s when the build has no server renderer (the browser draws the page)',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves uploads with long cache headers and 404s a missing one as JSON', async () => {
    const res = await ctx.app.inject({ url: '/uploads/products/door.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('fake-image-bytes');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    const missing = await ctx.app.inject({ url: '/uploads/products/none.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it.each(['/uploads/../jwt-secret', '/uploads/%2e%2e/jwt-secret', '/uploads/..%2fjwt-secret'])(
    'never serves files outside uploads (%s)',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.body).not.toContain('test-secret');
      expect(res.body).not.toContain(ctx.config.jwtSecret);
    },
  );
});

describe('health and docs', () => {
  it('reports a reachable database with the version', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      version: ctx.config.version,
      database: { reachable: true },
    });
  });

  it('publishes OpenAPI generated from the shared schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/categories', '/api/health']));
    const html = await ctx.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(html.statusCode);
  });
});

describe('an unreachable database', () => {
  it('gives 503 from /api/health and from the API, never a crash', async () => {
    const database = await openPostgres('postgres://postgres@127.0.0.1:1/nowhere');
    const app = await buildApp(testConfig(), { database, databaseReady: false, logger: false });
    try {
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: 'unavailable',
        database: { kind: 'postgres', reachable: false },
      });
      const api = await app.inject({ url: '/api/categories' });
      expect(api.statusCode).toBe(503);
      expect(api.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('gives 503 when the database stops answering after start', async () => {
    const database = await openPostgres('postgres://postgres@127.0.0.1:1/nowhere');
    const app = await buildApp(testConfig(), { database, databaseReady: true, logger: false });
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
      // a database that cannot be reached is the shop being unavailable for a moment, never a 500
      const api = await app.inject({ url: '/api/categories' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toEqual({
        error: DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing, and refuses new connections after', async () => {
    const app = await buildApp(testConfig(), { database: ctx.database, logger: false });
    app.get('/api/test-slow', { config: { audience: 'public' } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    // once the request is being answered (on a busy machine its bytes may be read late)
    while (app.requestsInFlight.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const closing = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
