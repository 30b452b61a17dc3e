/**
 * A NUL (U+0000) in any text that reaches the database used to answer 500 (PostgreSQL refuses it) and
 * the error log printed the statement's parameters: password hashes, phones, addresses. Now the shared
 * schemas refuse control characters with a 400 naming the field, and the log never prints parameters.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { buildTestApp, testConfig, type TestContext } from './helpers.js';
import { createUsers, orderPayload, seedProducts, type TestUser } from './orders-fixtures.js';

let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
const NUL = '\u0000';

beforeAll(async () => {
  ctx = await buildTestApp();
  [customer] = (await createUsers(ctx, ['nul-customer'])) as [TestUser];
  [admin] = (await createUsers(ctx, ['nul-admin'], 'admin')) as [TestUser];
  await seedProducts(ctx, 'Краски', [{ id: 6101, name: 'Эмаль ПФ-115' }]);
});
afterAll(() => ctx.close());

type Case = [
  label: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body: object | undefined,
  field: string,
];

const valid = { username: 'ivan', email: 'ivan@example.ru', password: 'Krovlya-2026!', consent: true };
const contact = { name: 'Иван', phone: '+79991234567', message: 'Нужна дверь', consent: true };
const cases: Case[] = [
  ['register e-mail', 'POST', '/api/auth/register', { ...valid, email: `iv${NUL}an@example.ru` }, 'email'],
  ['register username', 'POST', '/api/auth/register', { ...valid, username: `iv${NUL}an` }, 'username'],
  ['register full name', 'POST', '/api/auth/register', { ...valid, full_name: `Иван${NUL}` }, 'full_name'],
  ['login e-mail', 'POST', '/api/auth/login', { email: `a${NUL}@example.ru`, password: 'x' }, 'email'],
  [
    'login password',
    'POST',
    '/api/auth/login',
    { email: 'a@example.ru', password: `pa${NUL}ss` },
    'password',
  ],
  ['verify e-mail', 'POST', '/api/auth/verify', { email: `a${NUL}@example.ru`, code: '123456' }, 'email'],
  ['resend e-mail', 'POST', '/api/auth/resend-code', { email: `a${NUL}@example.ru` }, 'email'],
  [
    'reset request e-mail',
    'POST',
    '/api/auth/request-password-reset',
    { email: `a${NUL}@example.ru` },
    'email',
  ],
  [
    'reset e-mail',
    'POST',
    '/api/auth/reset-password',
    { email: `a${NUL}@example.ru`, code: '123456', newPassword: 'Novyi-parol-77' },
    'email',
  ],
  ['products q', 'GET', `/api/products?q=${encodeURIComponent(`двер${NUL}`)}`, undefined, 'q'],
  ['search q', 'GET', `/api/products/search?q=${encodeURIComponent(`двер${NUL}`)}`, undefined, 'q'],
  [
    'contact message',
    'POST',
    '/api/telegram/send-contact',
    { ...contact, message: `Дв${NUL}ерь` },
    'message',
  ],
  ['contact name', 'POST', '/api/telegram/send-contact', { ...contact, name: `Ив${NUL}ан` }, 'name'],
  [
    'measurement address',
    'POST',
    '/api/telegram/send-measurement',
    { ...contact, message: undefined, address: `ул. Мира${NUL}` },
    'address',
  ],
];

const customerCases: Case[] = [
  [
    'profile username',
    'PUT',
    '/api/auth/profile',
    { username: `a${NUL}`, email: 'nul-customer@example.ru' },
    'username',
  ],
  [
    'profile phone',
    'PUT',
    '/api/auth/profile',
    { username: 'a', email: 'nul-customer@example.ru', phone: `+7900${NUL}` },
    'phone',
  ],
  [
    'checkout name',
    'POST',
    '/api/orders',
    orderPayload([{ product_id: 6101, quantity: 1, price: 250 }], { full_name: `Пётр${NUL}` }),
    'full_name',
  ],
  [
    'checkout address',
    'POST',
    '/api/orders',
    orderPayload([{ product_id: 6101, quantity: 1, price: 250 }], { address: `ул. Садовая${NUL}` }),
    'address',
  ],
  [
    'checkout e-mail',
    'POST',
    '/api/orders',
    orderPayload([{ product_id: 6101, quantity: 1, price: 250 }], { email: `p${NUL}@x.ru` }),
    'email',
  ],
];

const adminCases: Case[] = [
  [
    'check-article',
    'GET',
    `/api/products/check-article?article=${encodeURIComponent(`A${NUL}1`)}`,
    undefined,
    'article',
  ],
];

describe('control characters are refused with 400 naming the field, never 500', () => {
  const send = (method: Case[1], url: string, body: object | undefined, headers = {}) =>
    ctx.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });

  it.each(cases)('%s', async (_label, method, url, body, field) => {
    const res = await send(method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });
  it.each(customerCases)('%s', async (_label, method, url, body, field) => {
    const res = await send(method, url, body, customer.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });
  it.each(adminCases)('%s', async (_label, method, url, body, field) => {
    const res = await send(method, url, body, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });
});

describe('the error log', () => {
  it('never prints a statement’s parameters: no password hash, no phone after a failed request', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database: ctx.database, logStream });
    const db = ctx.database.db;
    // the database refuses these values, as it would refuse anything unexpected: both requests fail with 500
    await db.execute(
      sql`alter table users add constraint test_no_crash_user check (username <> 'crash-user')`,
    );
    await db.execute(
      sql`alter table users add constraint test_no_crash_phone check (phone is distinct from '+79991112233')`,
    );
    try {
      const register = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: 'crash-user',
          email: 'crash@example.ru',
          password: 'Krovlya-2026!',
          consent: true,
        },
      });
      expect(register.statusCode).toBe(500);
      const profile = await app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: customer.headers,
        payload: { username: 'nul', email: 'nul-customer@example.ru', phone: '+79991112233' },
      });
      expect(profile.statusCode).toBe(500);
      expect(profile.json()).toEqual({ error: 'Произошла ошибка', code: 'INTERNAL' });
    } finally {
      await db.execute(sql`alter table users drop constraint test_no_crash_user`);
      await db.execute(sql`alter table users drop constraint test_no_crash_phone`);
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('+79991112233');
    expect(log).not.toContain('crash@example.ru');
    expect(log).toContain('params: [hidden]');
  });
});
