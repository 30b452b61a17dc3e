import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestContext } from '../../../test/helpers.js';
import { upsertAdmin } from './admin-bootstrap.js';

let ctx: TestContext;
const WINDOW_MS = 1_500;
// ten argon2 checks take ~2.5 s on this machine: the login window must outlast them
const LOGIN_WINDOW_MS = 6_000;

beforeAll(async () => {
  const config = testConfig();
  ctx = await buildTestApp({
    config: {
      ...config,
      rateLimits: {
        login: { max: 10, windowMs: LOGIN_WINDOW_MS },
        codes: { max: 5, windowMs: WINDOW_MS },
        register: { max: 20, windowMs: WINDOW_MS },
      },
    },
  });
  await upsertAdmin(ctx.database.db, 'limit@example.ru', 'Limit-password-1');
});
afterAll(() => ctx.close());

const login = (email: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong-password-x' },
    remoteAddress: ip,
  });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate limits', () => {
  it('allows 10 logins per window from one IP, then 429 in Russian, then resets', async () => {
    for (let i = 0; i < 10; i++) expect((await login(`user${i}@example.ru`)).statusCode).toBe(401);
    const limited = await login('user10@example.ru');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Слишком много попыток. Попробуйте снова через 1 мин.',
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login('other@example.ru', '10.0.0.2')).statusCode).toBe(401);
    await wait(LOGIN_WINDOW_MS + 200);
    expect((await login('user11@example.ru')).statusCode).toBe(401);
  });

  it('limits logins per e-mail across IPs', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login('limit@example.ru', `10.1.0.${i}`)).statusCode).toBe(401);
    expect((await login('LIMIT@example.ru', '10.1.0.99')).statusCode).toBe(429);
  });

  it('allows 5 code requests per e-mail, and writes mails to the outbox without SMTP', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'limit@example.ru' },
      });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'someone-else@example.ru' },
    });
    expect(other.statusCode).toBe(200);

    const outbox = join(ctx.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.includes('limit@example.ru'));
    expect(files).toHaveLength(5);
    const eml = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: limit@example\.ru$/m);
    expect(eml).toMatch(/Content-Type: text\/html/);
  });
});
