import { TEXTS } from '@shop/shared/texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  startSmtpCapture,
  testConfig,
  type TestContext,
  rawRows,
} from '../../../test/helpers.js';
import { createUsers, orderPayload, postOrder, seedProducts } from '../../../test/orders-fixtures.js';
import { products } from '../catalog/catalog.tables.js';

const PRODUCT = 5001;
const STOCK = 7;
const CUSTOMERS = 100;

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({ config: testConfig({ SMTP_URL: smtp.url }) });
  await seedProducts(ctx, 'Кровля', [
    {
      id: PRODUCT,
      name: 'Металлочерепица Монтеррей 1,18 × 2,25 м',
      price: '1290.00',
      discount: 7,
      stockQuantity: STOCK,
    },
  ]);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

it(`${CUSTOMERS} customers buy the last ${STOCK} pieces at once: ${STOCK} orders, stock 0, the rest clean 409s`, async () => {
  const customers = await createUsers(
    ctx,
    Array.from({ length: CUSTOMERS }, (_, i) => `buyer${i}`),
  );
  const payload = orderPayload([{ product_id: PRODUCT, quantity: 1, price: 1199.7 }]); // 1290 − 7 %

  const started = performance.now();
  const answers = await Promise.all(customers.map((customer) => postOrder(ctx, customer.headers, payload)));
  const elapsed = performance.now() - started;

  const placed = answers.filter((a) => a.statusCode === 201);
  const refused = answers.filter((a) => a.statusCode === 409);
  expect(placed).toHaveLength(STOCK);
  expect(refused).toHaveLength(CUSTOMERS - STOCK);
  for (const answer of refused) {
    expect(answer.json()).toEqual({
      error: TEXTS.checkout.notEnoughStock([
        TEXTS.checkout.itemStock('Металлочерепица Монтеррей 1,18 × 2,25 м', null),
      ]),
      code: 'OUT_OF_STOCK',
      fields: { 'items.0.quantity': expect.any(String) },
    });
  }
  expect(new Set(placed.map((a) => a.json().id)).size).toBe(STOCK);

  const [product] = await ctx.database.db
    .select({ stock: products.stockQuantity, sold: products.orderCount })
    .from(products)
    .where(eq(products.id, PRODUCT));
  expect(product).toEqual({ stock: 0, sold: STOCK });
  const [written] = await rawRows<{ orders: string; items: string; quantity: string | null }>(
    ctx.database.db,
    sql`select (select count(*) from orders) as orders, (select count(*) from order_items) as items,
      (select sum(quantity) from order_items) as quantity`,
  );
  expect({
    orders: Number(written!.orders),
    items: Number(written!.items),
    quantity: Number(written!.quantity),
  }).toEqual({
    orders: STOCK,
    items: STOCK,
    quantity: STOCK,
  });

  console.info(
    `[orders.concurrency] ${ctx.database.kind}: ${CUSTOMERS} concurrent checkouts of stock ${STOCK} → ` +
      `${placed.length} × 201, ${refused.length} × 409 in ${Math.round(elapsed)} ms`,
  );
  // let the order e-mails go out before the SMTP capture closes
  await vi.waitFor(() => expect(smtp.messages).toHaveLength(STOCK), { timeout: 10_000 });
});

it('orders listing the same products in opposite orders never deadlock (locks are taken by product id)', async () => {
  const [a, b] = [5101, 5102];
  await seedProducts(ctx, 'Крепёж', [
    { id: a, name: 'Саморез кровельный 4,8 × 35', price: '3.50', stockQuantity: 10 },
    { id: b, name: 'Шайба уплотнительная EPDM', price: '1.20', stockQuantity: 10 },
  ]);
  const customers = await createUsers(
    ctx,
    Array.from({ length: 30 }, (_, i) => `crosswise${i}`),
  );
  const lineA = { product_id: a, quantity: 1, price: 3.5 };
  const lineB = { product_id: b, quantity: 1, price: 1.2 };
  const answers = await Promise.all(
    customers.map((customer, i) =>
      postOrder(ctx, customer.headers, orderPayload(i % 2 ? [lineA, lineB] : [lineB, lineA])),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  expect(statuses.filter((s) => s === 409)).toHaveLength(20);
  const stock = await ctx.database.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(sql`${products.id} in (${a}, ${b})`);
  expect(stock).toEqual([{ stock: 0 }, { stock: 0 }]);
  await vi.waitFor(() => expect(smtp.messages).toHaveLength(STOCK + 10), { timeout: 10_000 });
});

it('two customers buy 2.5 m of the last 4 m at once: one order, one clear 409, 1.5 m left', async () => {
  const chain = 5201;
  await seedProducts(ctx, 'Цепи', [
    {
      id: chain,
      name: 'Цепь оцинкованная 6 мм',
      price: '123.45',
      unitName: 'м',
      unitCode: '006',
      stockExact: '4.000',
    },
  ]);
  const customers = await createUsers(ctx, ['metre-a', 'metre-b']);
  const payload = orderPayload([{ product_id: chain, quantity: 2.5, price: 123.45 }]);
  expect(payload.total).toBe(308.63); // 2.5 × 123.45 = 308.625, rounded once

  const answers = await Promise.all(customers.map((customer) => postOrder(ctx, customer.headers, payload)));

  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  const placed = answers.find((a) => a.statusCode === 201)!.json();
  expect(placed.OrderItems).toMatchObject([{ product_id: chain, quantity: 2.5, unit_name: 'м' }]);
  const refused = answers.find((a) => a.statusCode === 409)!.json();
  expect(refused).toEqual({
    error: TEXTS.checkout.notEnoughStock([TEXTS.checkout.itemStock('Цепь оцинкованная 6 мм', '1,5\u00a0м')]),
    code: 'OUT_OF_STOCK',
    fields: { 'items.0.quantity': expect.stringContaining('доступно 1,5') },
  });
  const [row] = await rawRows<{ stock_exact: string; stock_quantity: number; order_count: number | string }>(
    ctx.database.db,
    sql`select stock_exact, stock_quantity, order_count from products where id = ${chain}`,
  );
  // the exact stock moved by 2.5 once, its whole units follow; popularity counts the 3 started metres
  expect({
    exact: Number(row!.stock_exact),
    units: row!.stock_quantity,
    sold: Number(row!.order_count),
  }).toEqual({
    exact: 1.5,
    units: 1,
    sold: 3,
  });
  const [items] = await rawRows<{ n: number | string }>(
    ctx.database.db,
    sql`select count(*) as n from order_items where product_id = ${chain}`,
  );
  expect(Number(items!.n)).toBe(1);
  await vi.waitFor(() => expect(smtp.messages).toHaveLength(STOCK + 10 + 1), { timeout: 10_000 });
});
