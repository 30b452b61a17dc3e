/**
 * Cancelling gives the goods back (the attack: one customer orders a product's whole stock and keeps
 * everyone else out), and one customer holds at most NEW_ORDERS_PER_CUSTOMER orders in NEW.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, startSmtpCapture, testConfig, type TestContext } from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';
import { products } from '../catalog/catalog.tables.js';

const DRILL = 5101;
const SAND = 5102;
const PRICE = 250;
const STOCK = { [DRILL]: 356, [SAND]: 104 };

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let hoarder: TestUser;
let neighbour: TestUser;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({ config: testConfig({ SMTP_URL: smtp.url, NEW_ORDERS_PER_CUSTOMER: '3' }) });
  await seedProducts(ctx, 'Инструмент', [
    { id: DRILL, name: 'Дрель ударная', stockQuantity: STOCK[DRILL] },
    { id: SAND, name: 'Песок строительный', stockQuantity: STOCK[SAND] },
  ]);
  [hoarder, neighbour] = (await createUsers(ctx, ['hoarder', 'neighbour'])) as [TestUser, TestUser];
  [admin] = (await createUsers(ctx, ['cancel-boss'], 'admin')) as [TestUser];
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
const line = (product_id: number, quantity: number) => ({ product_id, quantity, price: PRICE });
const stockOf = async (id: number) =>
  (
    await ctx.database.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id))
  )[0]!.stock;
const cancel = (user: TestUser, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user.headers });
const setStatus = (id: number, status: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    headers: admin.headers,
    payload: { status },
  });
const place = async (user: TestUser, lines: ReturnType<typeof line>[]) => {
  const res = await postOrder(ctx, user.headers, orderPayload(lines));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};

describe('cancelling an order', () => {
  it('gives the whole stock back when the customer cancels their NEW order, publishes and e-mails', async () => {
    const emptied = await place(hoarder, [line(DRILL, STOCK[DRILL]), line(SAND, STOCK[SAND])]);
    expect(await stockOf(DRILL)).toBe(0);
    const refused = await postOrder(ctx, neighbour.headers, orderPayload([line(DRILL, 1)]));
    expect(refused.statusCode).toBe(409);

    const published: unknown[] = [];
    const stop = [
      ctx.app.events.on('stockUpdated', (payload) => published.push(payload)),
      ctx.app.events.on('orderUpdate', ({ order }) => published.push({ status: order.status })),
    ];
    try {
      const res = await cancel(hoarder, emptied);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: emptied, status: 'CANCELLED', status_rus: 'Отменён' });
    } finally {
      stop.forEach((off) => off());
    }
    expect(await stockOf(DRILL)).toBe(STOCK[DRILL]);
    expect(await stockOf(SAND)).toBe(STOCK[SAND]);
    expect(published).toEqual(
      expect.arrayContaining([
        { status: 'CANCELLED' },
        { productId: DRILL, newStock: STOCK[DRILL], newStockExact: STOCK[DRILL] },
        { productId: SAND, newStock: STOCK[SAND], newStockExact: STOCK[SAND] },
      ]),
    );
    await vi.waitFor(
      () =>
        expect(
          smtp.messages.some((m) => m.to === hoarder.email && m.subject.includes(`№ ${emptied}: Отменён`)),
        ).toBe(true),
      { timeout: 10_000 },
    );
    // the neighbour can buy again
    await place(neighbour, [line(DRILL, 1)]);
  });

  it('refuses to cancel another customer’s order, or one the shop has started', async () => {
    const id = await place(hoarder, [line(SAND, 2)]);
    expect((await cancel(neighbour, id)).json().code).toBe('ORDER_NOT_FOUND');
    expect((await setStatus(id, 'PROCESSING')).statusCode).toBe(200);
    const started = await cancel(hoarder, id);
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect((await cancel(hoarder, 987_654)).statusCode).toBe(404);
    expect((await cancel(hoarder, 'abc' as unknown as number)).statusCode).toBe(400);
  });

  it('lets the admin cancel any order but a completed one; a cancelled order never moves again', async () => {
    const before = await stockOf(SAND);
    const id = await place(hoarder, [line(SAND, 5)]);
    expect((await setStatus(id, 'DELIVERING')).statusCode).toBe(200);
    const cancelled = await setStatus(id, 'CANCELLED');
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(SAND)).toBe(before);
    for (const status of ['NEW', 'PROCESSING', 'COMPLETED']) {
      const moved = await setStatus(id, status);
      expect(moved.statusCode).toBe(409);
    }
    expect((await setStatus(id, 'CANCELLED')).statusCode).toBe(200);
    expect(await stockOf(SAND)).toBe(before);

    const done = await place(hoarder, [line(SAND, 1)]);
    expect((await setStatus(done, 'COMPLETED')).statusCode).toBe(200);
    expect((await setStatus(done, 'CANCELLED')).statusCode).toBe(409);
    expect(await stockOf(SAND)).toBe(before - 1);
  });

  it('counts CANCELLED orders in the admin tabs', async () => {
    const page = await ctx.app.inject({ url: '/api/orders/all?status=CANCELLED', headers: admin.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().counts.CANCELLED).toBeGreaterThanOrEqual(2);
    expect(page.json().orders.every((o: { status: string }) => o.status === 'CANCELLED')).toBe(true);
  });
});

describe('open orders per customer', () => {
  it('refuses a customer’s order past NEW_ORDERS_PER_CUSTOMER in NEW, in Russian, until one is cancelled', async () => {
    const [buyer] = (await createUsers(ctx, ['many-orders'])) as [TestUser];
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await place(buyer!, [line(SAND, 1)]));
    const refused = await postOrder(ctx, buyer!.headers, orderPayload([line(SAND, 1)]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_OPEN_ORDERS',
      error: expect.stringContaining('3 новых заказа'),
    });
    // another customer is not affected
    await place(neighbour, [line(SAND, 1)]);
    expect((await cancel(buyer!, ids[0]!)).statusCode).toBe(200);
    await place(buyer!, [line(SAND, 1)]);
    // an order the shop has taken into work no longer counts
    expect((await setStatus(ids[1]!, 'PROCESSING')).statusCode).toBe(200);
    await place(buyer!, [line(SAND, 1)]);
  });

  it('holds under concurrent checkouts of one customer', async () => {
    const [buyer] = (await createUsers(ctx, ['racing-orders'])) as [TestUser];
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postOrder(ctx, buyer!.headers, orderPayload([line(SAND, 1)]))),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  });
});
