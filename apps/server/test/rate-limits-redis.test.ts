/**
 * With REDIS_URL every rate limit is counted in Redis: two shop processes behind a load balancer
 * allow the limit once, not twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { upsertAdmin } from '../src/modules/auth/admin-bootstrap.js';
import { buildTestApp, reachableRedis, testConfig, type TestContext } from './helpers.js';

const redisUrl = await reachableRedis();

describe.skipIf(!redisUrl)('rate limits across two processes sharing Redis', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof buildApp>>;
  const limited = (config: ReturnType<typeof testConfig>) => ({
    ...config,
    rateLimits: { ...config.rateLimits, loginFailures: { max: 10, windowMs: 60_000 } },
  });

  beforeAll(async () => {
    a = await buildTestApp({ config: limited(testConfig({ REDIS_URL: redisUrl! })) });
    b = await buildApp(limited(testConfig({ REDIS_URL: redisUrl! })), {
      database: a.database,
      logger: false,
    });
    await b.ready();
    await upsertAdmin(a.database.db, 'shared@example.ru', 'Shared-password-1');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts wrong passwords made through either process together', async () => {
    // an address of its own per run: the counts live in the shared Redis
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const attempt = (app: typeof b) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'shared@example.ru', password: 'wrong-password-x' },
        remoteAddress: address,
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? a.app : b)).statusCode).toBe(401);
    expect((await attempt(a.app)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
