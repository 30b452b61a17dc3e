/**
 * Every guard runs as an `onRequest` hook, before the body or the query is read: a guest gets 401 and
 * a customer gets 403 from an admin route whatever they send, never a 400 that would tell them about
 * the route's input. Admin routes sit in one scope whose hook requires the admin role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers.js';
import { createUsers, type TestUser } from './orders-fixtures.js';

let ctx: TestContext;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  [customer] = (await createUsers(ctx, ['guarded-customer'])) as [TestUser];
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const BAD_BODY = { surprise: '\u0000'.repeat(3), items: 'not a list' };

const CUSTOMER_ROUTES: [Method, string][] = [
  ['POST', '/api/orders'],
  ['GET', '/api/orders'],
  ['GET', '/api/cart'],
  ['POST', '/api/cart/items'],
  ['PUT', '/api/cart/items/abc'],
  ['DELETE', '/api/cart/items/abc'],
  ['DELETE', '/api/cart/clear'],
  ['GET', '/api/ratings/user'],
  ['POST', '/api/ratings/abc'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/auth/profile'],
  ['PUT', '/api/auth/profile'],
];

const ADMIN_ROUTES: [Method, string][] = [
  ['GET', '/api/orders/all?limit=abc&startDate=yesterday'],
  ['PUT', '/api/orders/abc/status'],
  ['GET', '/api/products/check-article?article='],
];

const send = (method: Method, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url,
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: BAD_BODY }),
  });

describe('guards run before validation', () => {
  it.each([...CUSTOMER_ROUTES, ...ADMIN_ROUTES])(
    'a guest gets 401 from %s %s, whatever the input',
    async (method, url) => {
      const res = await send(method, url);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    },
  );

  it.each(ADMIN_ROUTES)(
    'a customer gets 403 from the admin route %s %s, whatever the input',
    async (method, url) => {
      const res = await send(method, url, customer.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    },
  );
});
