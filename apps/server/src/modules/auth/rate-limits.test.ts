import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, startSmtpCapture, testConfig, type TestContext } from '../../../test/helpers.js';
import { upsertAdmin } from './admin-bootstrap.js';
import { users } from './auth.tables.js';
import { hashPassword } from './password.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const WINDOW_MS = 60_000;
const PASSWORD = 'Pravilnyi-parol-5';
const OWNER = 'owner@example.ru';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const config = testConfig({ SMTP_URL: smtp.url });
  ctx = await buildTestApp({
    config: {
      ...config,
      rateLimits: {
        ...config.rateLimits,
        loginFailures: { max: 10, windowMs: WINDOW_MS },
        loginFailuresPerAddress: { max: 100, windowMs: WINDOW_MS },
        loginFailuresPerAccount: { max: 60, windowMs: WINDOW_MS },
        codes: { max: 5, windowMs: WINDOW_MS },
        codesPerAddress: { max: 30, windowMs: WINDOW_MS },
      },
    },
  });
  await upsertAdmin(ctx.database.db, OWNER, PASSWORD);
  await upsertAdmin(ctx.database.db, 'codes@example.ru', PASSWORD);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const login = (email: string, password: string, ip: string, code?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(code ? { code } : {}) },
    remoteAddress: ip,
  });

describe('sign-in limits count failures only, and never lock the owner out', () => {
  it('refuses one address after 10 wrong passwords for one e-mail, in Russian with Retry-After', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login(OWNER, 'wrong-password-x', '10.0.0.1')).statusCode).toBe(401);
    const limited = await login(OWNER, 'wrong-password-x', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Слишком много попыток. Попробуйте снова через 1 мин.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the stranger's address is refused even with the right password; the owner's is not
    expect((await login(OWNER, PASSWORD, '10.0.0.1')).statusCode).toBe(429);
    expect((await login(OWNER, PASSWORD, '192.168.7.7')).statusCode).toBe(200);
  });

  it('lets the owner sign in with the right password after 50 failures from 10 other addresses', async () => {
    const victim = 'victim@example.ru';
    await upsertAdmin(ctx.database.db, victim, PASSWORD);
    for (let address = 0; address < 10; address++) {
      for (let i = 0; i < 5; i++) {
        expect((await login(victim, `guess-${address}-${i}`, `10.9.0.${address}`)).statusCode).toBe(401);
      }
    }
    const owner = await login(victim, PASSWORD, '172.16.0.5');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('lets 30 different customers sign in from one address within a minute (a village behind one operator)', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: 30 }, (_, i) => `villager${i}@example.ru`);
    await ctx.database.db
      .insert(users)
      .values(
        emails.map((email, i) => ({ username: `v${i}`, email, passwordHash, emailVerifiedAt: new Date() })),
      );
    for (const email of emails) expect((await login(email, PASSWORD, '100.64.0.1')).statusCode).toBe(200);
  });

  it('refuses an address that guesses many accounts', async () => {
    let status = 0;
    for (let i = 0; i < 101 && status !== 429; i++) {
      status = (await login(`nobody${i}@example.ru`, 'wrong-password-x', '10.66.0.1')).statusCode;
    }
    expect(status).toBe(429);
    expect((await login('nobody-else@example.ru', 'wrong-password-x', '10.66.0.2')).statusCode).toBe(401);
    // 101 sign-ins, each paying a full argon2 hash (an unknown account costs as much as a known one)
  }, 90_000);

  it('past the per-account ceiling, asks the right password for an e-mailed code instead of refusing', async () => {
    const target = 'target@example.ru';
    await upsertAdmin(ctx.database.db, target, PASSWORD);
    for (let address = 0; address < 6; address++) {
      for (let i = 0; i < 10; i++) await login(target, `guess-${i}`, `10.77.${address}.1`);
    }
    const asked = await login(target, PASSWORD, '172.16.1.1');
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe('LOGIN_CODE_REQUIRED');
    const code = smtp.lastCode(target);
    expect((await login(target, 'still-wrong', '172.16.1.1', code)).statusCode).toBe(401);
    const signedIn = await login(target, PASSWORD, '172.16.1.1', code);
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('code requests', () => {
  it('allows 5 code requests per e-mail', async () => {
    const ask = (email: string, ip = '10.5.0.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await ask('codes@example.ru')).statusCode).toBe(200);
    expect((await ask('codes@example.ru')).statusCode).toBe(429);
    expect((await ask('someone-else@example.ru')).statusCode).toBe(200);
    await vi.waitFor(() => expect(smtp.messages.filter((m) => m.to === 'codes@example.ru')).toHaveLength(5));
  });

  it('counts only wrong codes per address: 35 customers confirm their accounts from one address', async () => {
    for (let i = 0; i < 35; i++) {
      const email = `confirmer${i}@example.ru`;
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `c${i}`, email, password: PASSWORD, consent: true },
        remoteAddress: '10.44.0.1',
      });
      expect(registered.statusCode).toBe(201);
      await vi.waitFor(() => expect(() => smtp.lastCode(email)).not.toThrow());
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { email, code: smtp.lastCode(email) },
        remoteAddress: '10.44.0.1',
      });
      expect(verified.statusCode).toBe(200);
    }
  });

  it('limits code checks per address whatever the e-mails (verify, resend, reset)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: `random${i}@example.ru`, code: '123456', newPassword: 'Novyi-parol-77' },
        remoteAddress: '10.8.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
