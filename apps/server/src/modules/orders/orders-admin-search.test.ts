/**
 * The admin finds an order while the customer is on the phone (GET /orders/all?q=): by its number, by
 * the phone typed in any format or its last digits, by a part of the name in any case; together with
 * the status filter, and with the lines' articles and prices at purchase.
 */
import type { AdminOrderPage } from '@shop/shared/orders/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';

const TILE = 6101;
const GLUE = 6102;
const PRICE = 250;

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
/** order ids by customer */
const placed: Record<'ivanova' | 'sidorov' | 'kuznetsov', number> = { ivanova: 0, sidorov: 0, kuznetsov: 0 };

async function place(
  user: TestUser,
  fullName: string,
  phone: string,
  lines = [{ product_id: TILE, quantity: 2 }],
) {
  const payload = orderPayload(
    lines.map((line) => ({ ...line, price: PRICE })),
    { full_name: fullName, phone },
  );
  const res = await postOrder(ctx, user.headers, payload);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedProducts(ctx, 'Плитка', [
    { id: TILE, name: 'Плитка керамическая', article: 'PL-30' },
    { id: GLUE, name: 'Клей плиточный', article: 'KL-5' },
  ]);
  const [a, b, c] = (await createUsers(ctx, ['search-a', 'search-b', 'search-c'])) as TestUser[];
  customer = a!;
  [admin] = (await createUsers(ctx, ['search-boss'], 'admin')) as [TestUser];
  placed.ivanova = await place(a!, 'Иванова Мария Сергеевна', '+79201234567', [
    { product_id: TILE, quantity: 3 },
    { product_id: GLUE, quantity: 1 },
  ]);
  // an order taken by phone keeps the number as the manager typed it
  await ctx.database.db.execute(
    sql`update orders set phone = '+7 (920) 123-45-67' where id = ${placed.ivanova}`,
  );
  placed.sidorov = await place(b!, 'Сидоров Олег', '89051112233');
  placed.kuznetsov = await place(c!, 'Кузнецов Иван', '84732550011');
});
afterAll(async () => {
  await ctx.close();
});

const search = (q: string, extra: Record<string, string> = {}, user: TestUser = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/orders/all',
    query: { q, ...extra },
    headers: user.headers,
  });

async function found(q: string, extra: Record<string, string> = {}): Promise<number[]> {
  const res = await search(q, extra);
  expect(res.statusCode).toBe(200);
  return res
    .json<AdminOrderPage>()
    .orders.map((order) => order.id)
    .sort((x, y) => x - y);
}

describe('admin order search', () => {
  it('finds an order by its number, also with № or #', async () => {
    expect(await found(String(placed.sidorov))).toEqual([placed.sidorov]);
    expect(await found(`№${placed.sidorov}`)).toEqual([placed.sidorov]);
    expect(await found(`# ${placed.sidorov}`)).toEqual([placed.sidorov]);
    expect(await found('№99999999999')).toEqual([]);
  });

  it('finds an order by the phone in any format, and by its last digits', async () => {
    for (const phone of ['8 920 123-45-67', '+7 920 123 45 67', '89201234567', '(920) 123-4567']) {
      expect(await found(phone), phone).toEqual([placed.ivanova]);
    }
    expect(await found('+7 905 111-22-33')).toEqual([placed.sidorov]);
    expect(await found('4567')).toEqual([placed.ivanova]);
    expect(await found('00-11')).toEqual([placed.kuznetsov]);
  });

  it('finds an order by a part of the name in any case, Cyrillic included', async () => {
    expect(await found('иванова')).toEqual([placed.ivanova]);
    expect(await found('ОЛЕГ')).toEqual([placed.sidorov]);
    // 'иван' is in both Иванова and Кузнецов Иван
    expect(await found('Иван')).toEqual([placed.ivanova, placed.kuznetsov]);
    expect(await found('100%')).toEqual([]);
    expect(await found('Петров')).toEqual([]);
  });

  it('combines the search with the status, and counts the matches per status', async () => {
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.kuznetsov}/status`,
      headers: admin.headers,
      payload: { status: 'PROCESSING' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await found('иван', { status: 'NEW' })).toEqual([placed.ivanova]);
    expect(await found('иван', { status: 'PROCESSING' })).toEqual([placed.kuznetsov]);
    const page = (await search('иван', { status: 'PROCESSING' })).json<AdminOrderPage>();
    expect(page.total).toBe(1);
    expect(page.counts).toMatchObject({ NEW: 1, PROCESSING: 1, COMPLETED: 0 });
  });

  it('answers the lines with their article and price at purchase', async () => {
    const [order] = (await search(String(placed.ivanova))).json<AdminOrderPage>().orders;
    expect(order?.OrderItems).toEqual([
      expect.objectContaining({
        product_name: 'Плитка керамическая',
        article: 'PL-30',
        quantity: 3,
        price_at_purchase: PRICE,
      }),
      expect.objectContaining({
        product_name: 'Клей плиточный',
        article: 'KL-5',
        quantity: 1,
        price_at_purchase: PRICE,
      }),
    ]);
    expect(order).toMatchObject({ full_name: 'Иванова Мария Сергеевна', phone: '+7 (920) 123-45-67' });
  });

  it('treats a blank search as none, refuses one over 100 characters, and is for admins only', async () => {
    expect((await found('   ')).length).toBe(3);
    const long = await search('а'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect((await search('а'.repeat(100))).statusCode).toBe(200);
    expect((await search('иван', {}, customer)).statusCode).toBe(403);
  });

  it('tells the admins who changed the delivery cost and the status', async () => {
    const actors: Array<number | null | undefined> = [];
    const off = ctx.app.events.on('orderUpdate', ({ actor }) => actors.push(actor));
    try {
      const cost = await ctx.app.inject({
        method: 'PUT',
        url: `/api/orders/${placed.sidorov}/delivery-cost`,
        headers: admin.headers,
        payload: { delivery_cost: 300 },
      });
      expect(cost.statusCode).toBe(200);
      const cancelled = await ctx.app.inject({
        method: 'PUT',
        url: `/api/orders/${placed.sidorov}/status`,
        headers: admin.headers,
        payload: { status: 'CANCELLED' },
      });
      expect(cancelled.statusCode).toBe(200);
    } finally {
      off();
    }
    expect(actors).toEqual([admin.id, admin.id]);
  });
});
