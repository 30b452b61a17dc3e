/**
 * Orders of goods sold in parts (issue 27): 2.5 m of chain at checkout, the rule of the product's
 * minimum and step, the exact stock taken and given back, the line total rounded once, and the
 * quantity with its unit in the answers, the messages and the 1C sale document.
 */
import { TEXTS } from '@shop/shared/texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  rawRows,
  startSmtpCapture,
  testConfig,
  type TestContext,
} from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';
import { startTelegramStandIn, type TelegramStandIn } from '../../../test/telegram-stand-in.js';
import { products } from '../catalog/catalog.tables.js';
import { ordersDocument } from '../import/exchange/sale-document.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let telegram: TelegramStandIn;
let alice: TestUser;
let admin: TestUser;
const SHOP_EMAIL = 'zakazy@stroydvor.test';
const NBSP = '\u00a0';

const P = { chain: 6001, cement: 6002, mix: 6003, pipe: 6004 } as const;
const PRICE = { [P.chain]: 123.45, [P.cement]: 500, [P.mix]: 20, [P.pipe]: 1200 } as const;
const STOCK = { [P.chain]: '10.000', [P.cement]: '100.000', [P.mix]: '30.500', [P.pipe]: '20' } as const;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  telegram = await startTelegramStandIn();
  ctx = await buildTestApp({
    config: testConfig({
      SMTP_URL: smtp.url,
      SHOP_EMAIL,
      NEW_ORDERS_PER_CUSTOMER: '100',
      TELEGRAM_BOT_TOKEN: '7012345678:AAH-quantities-test-token',
      TELEGRAM_CHAT_ID: '-1001234567890',
      TELEGRAM_API_URL: telegram.url,
    }),
  });
  await seedProducts(ctx, 'Цепи и смеси', [
    // by the metre: the unit's default rule, from 0.1 m by 0.1 m
    {
      id: P.chain,
      name: 'Цепь оцинкованная 6 мм',
      price: '123.45',
      unitCode: '006',
      unitName: 'м',
      externalId: 'chain-1c-guid',
    },
    {
      id: P.cement,
      name: 'Цемент М500 50 кг',
      price: '500.00',
      unitCode: '796',
      unitName: 'шт',
      weightKg: '50',
    },
    // 6 m: longer than the shop's default limit of 3 m for long goods
    { id: P.pipe, name: 'Труба профильная 40×20, 6 м', price: '1200.00', lengthM: '6' },
    // by the kilogram with its own rule: from 2 kg by 0.5 kg
    {
      id: P.mix,
      name: 'Смесь кладочная на развес',
      price: '20.00',
      unitCode: '166',
      unitName: 'кг',
      minQuantity: '2',
      quantityStep: '0.5',
    },
  ]);
  [alice] = (await createUsers(ctx, ['metre-alice'])) as [TestUser];
  [admin] = (await createUsers(ctx, ['metre-boss'], 'admin')) as [TestUser];
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await telegram?.close();
});

beforeEach(async () => {
  for (const [id, stock] of Object.entries(STOCK)) {
    await ctx.database.db
      .update(products)
      .set({ stockExact: stock, orderCount: 0 })
      .where(eq(products.id, Number(id)));
  }
});

const line = (product_id: keyof typeof PRICE, quantity: number) => ({
  product_id,
  quantity,
  price: PRICE[product_id],
});

async function stockOf(id: number) {
  const [row] = await rawRows<{ stock_exact: string; stock_quantity: number; order_count: string | number }>(
    ctx.database.db,
    sql`select stock_exact, stock_quantity, order_count from products where id = ${id}`,
  );
  return { exact: Number(row!.stock_exact), units: row!.stock_quantity, sold: Number(row!.order_count) };
}

async function counts() {
  const [row] = await rawRows<Record<string, string | number>>(
    ctx.database.db,
    sql`select (select count(*) from orders) as orders, (select count(*) from order_items) as items,
      (select count(*) from notification_outbox) as outbox`,
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}

const outbox = async (about: string) =>
  rawRows<{ channel: string; body: string }>(
    ctx.database.db,
    sql`select channel, body from notification_outbox where about = ${about} order by id`,
  );

describe('checkout with a decimal line', () => {
  it('sells 2.5 m: total rounded once, exact stock taken, quantity 2.5 with its unit everywhere', async () => {
    const payload = orderPayload([line(P.chain, 2.5), line(P.cement, 2)]);
    expect(payload.total).toBe(1308.63); // 2.5 × 123.45 = 308.625 → 308.63, + 2 × 500

    const res = await postOrder(ctx, alice.headers, payload);

    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.total_amount).toBe(1308.63);
    expect(order.OrderItems).toEqual([
      expect.objectContaining({
        product_id: P.chain,
        quantity: 2.5,
        price_at_purchase: 123.45,
        unit_name: 'м',
      }),
      expect.objectContaining({ product_id: P.cement, quantity: 2, price_at_purchase: 500, unit_name: 'шт' }),
    ]);
    // the exact stock moved by 2.5, its whole units follow; popularity counts the 3 started metres
    expect(await stockOf(P.chain)).toEqual({ exact: 7.5, units: 7, sold: 3 });
    expect(await stockOf(P.cement)).toEqual({ exact: 98, units: 98, sold: 2 });
    const items = await rawRows<{ quantity: string }>(
      ctx.database.db,
      sql`select quantity from order_items where order_id = ${order.id} order by id`,
    );
    expect(items.map((item) => Number(item.quantity))).toEqual([2.5, 2]);

    // the customer's list and the admin's list answer numbers, not numeric text
    const own = (await ctx.app.inject({ url: '/api/orders', headers: alice.headers })).json();
    expect(own.find((o: { id: number }) => o.id === order.id).OrderItems[0]).toMatchObject({
      quantity: 2.5,
      unit_name: 'м',
    });
    const all = (await ctx.app.inject({ url: '/api/orders/all', headers: admin.headers })).json();
    const adminRow = all.orders.find((o: { id: number }) => o.id === order.id);
    expect(adminRow.OrderItems[0]).toMatchObject({
      quantity: 2.5,
      unit_name: 'м',
      article: `ART-${P.chain}`,
    });

    // the messages say '2,5 м × 123,45 ₽ = 308,63 ₽'
    const chainLine = `Цепь оцинкованная 6 мм — 2,5${NBSP}м × 123,45${NBSP}₽ = 308,63${NBSP}₽`;
    const messages = await outbox(`order:${order.id}`);
    const chat = messages.find((m) => m.channel === 'telegram')!;
    expect(chat.body).toContain(`• ${chainLine}`);
    expect(chat.body).toContain(`• Цемент М500 50 кг — 2${NBSP}шт × 500,00${NBSP}₽ = 1${NBSP}000,00${NBSP}₽`);
    await vi.waitFor(
      () => {
        expect(smtp.messages.filter((m) => m.to === alice.email)).toHaveLength(1);
        expect(smtp.messages.filter((m) => m.to === SHOP_EMAIL)).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    for (const mail of smtp.messages) {
      expect(mail.text).toContain(chainLine);
      expect(mail.html).toContain(chainLine);
    }
  });

  it('accepts the customer’s total within 0.01 ₽ and keeps the server’s own', async () => {
    const payload = orderPayload([line(P.chain, 2.5)]);
    const res = await postOrder(ctx, alice.headers, { ...payload, total: 308.625 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total_amount).toBe(308.63);
    const off = await postOrder(ctx, alice.headers, { ...payload, total: 308.6 });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('PRICES_CHANGED');
  });

  it('400 naming the step or the minimum for a quantity off the product’s rule; nothing written', async () => {
    const before = await counts();
    const offStep = await postOrder(
      ctx,
      alice.headers,
      orderPayload([line(P.cement, 1), line(P.chain, 2.55)]),
    );
    expect(offStep.statusCode).toBe(400);
    const offStepText = `Этот товар продаётся с шагом 0,1${NBSP}м: выберите 2,5${NBSP}м или 2,6${NBSP}м`;
    expect(offStep.json()).toEqual({
      error: TEXTS.checkout.itemQuantity('Цепь оцинкованная 6 мм', offStepText),
      code: 'VALIDATION_FAILED',
      fields: { 'items.1.quantity': TEXTS.checkout.itemQuantity('Цепь оцинкованная 6 мм', offStepText) },
    });

    const belowMinimum = await postOrder(ctx, alice.headers, orderPayload([line(P.mix, 1.5)]));
    expect(belowMinimum.statusCode).toBe(400);
    expect(belowMinimum.json().error).toContain(`продаётся от 2${NBSP}кг`);
    const mixOffStep = await postOrder(ctx, alice.headers, orderPayload([line(P.mix, 2.2)]));
    expect(mixOffStep.json().error).toContain(`шагом 0,5${NBSP}кг`);
    const wholeUnits = await postOrder(ctx, alice.headers, orderPayload([line(P.cement, 1.5)]));
    expect(wholeUnits.statusCode).toBe(400);
    expect(wholeUnits.json().error).toContain(`шагом 1${NBSP}шт`);

    expect(await counts()).toEqual(before);
    expect(await stockOf(P.chain)).toEqual({ exact: 10, units: 10, sold: 0 });
  });

  it.each([
    ['zero', 0],
    ['negative', -2.5],
    ['NaN as a string', 'NaN'],
    ['1e9', 1e9],
    ['four decimals', 1.0001],
  ])('400 for a %s quantity, nothing written', async (_name, quantity) => {
    const before = await counts();
    const payload = orderPayload([line(P.chain, 1)]);
    const res = await postOrder(ctx, alice.headers, {
      ...payload,
      items: [{ ...payload.items[0], quantity }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await counts()).toEqual(before);
  });

  it('409 past the exact stock, naming what is left in metres', async () => {
    await ctx.database.db.update(products).set({ stockExact: '2.400' }).where(eq(products.id, P.chain));
    const before = await counts();
    const res = await postOrder(ctx, alice.headers, orderPayload([line(P.chain, 2.5)]));
    expect(res.statusCode).toBe(409);
    const text = TEXTS.checkout.itemStock('Цепь оцинкованная 6 мм', `2,4${NBSP}м`);
    expect(res.json()).toEqual({
      error: TEXTS.checkout.notEnoughStock([text]),
      code: 'OUT_OF_STOCK',
      fields: { 'items.0.quantity': text },
    });
    expect(await counts()).toEqual(before);
    expect(await stockOf(P.chain)).toEqual({ exact: 2.4, units: 2, sold: 0 });
  });
});

describe('cancelling and returning a decimal order', () => {
  it('gives back exactly 2.5 m and lowers popularity by the 3 it counted', async () => {
    const placed = await postOrder(ctx, alice.headers, orderPayload([line(P.chain, 2.5), line(P.mix, 4.5)]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(P.chain)).toEqual({ exact: 7.5, units: 7, sold: 3 });
    expect(await stockOf(P.mix)).toEqual({ exact: 26, units: 26, sold: 5 });

    const published: unknown[] = [];
    const off = ctx.app.events.on('stockUpdated', (payload) => published.push(payload));
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.json().id}/cancel`,
        headers: alice.headers,
      });
      expect(res.statusCode).toBe(200);
    } finally {
      off();
    }
    expect(await stockOf(P.chain)).toEqual({ exact: 10, units: 10, sold: 0 });
    expect(await stockOf(P.mix)).toEqual({ exact: 30.5, units: 30, sold: 0 });
    expect(published).toEqual([
      { productId: P.chain, newStock: 10, newStockExact: 10 },
      { productId: P.mix, newStock: 30, newStockExact: 30.5 },
    ]);
  });

  it('a completed order’s return gives back the exact quantity once', async () => {
    const placed = await postOrder(ctx, alice.headers, orderPayload([line(P.chain, 0.7)]));
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id;
    const complete = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: admin.headers,
      payload: { status: 'COMPLETED' },
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(await stockOf(P.chain)).toEqual({ exact: 9.3, units: 9, sold: 1 });
    await ctx.app.services.orders.recordReturn(id, 'Не подошёл размер', null);
    expect(await stockOf(P.chain)).toEqual({ exact: 10, units: 10, sold: 0 });
  });
});

describe('the 1C sale document', () => {
  it('sends Количество as 1C writes decimals, Коэффициент 1, the OKEI unit and the rounded Сумма', async () => {
    const placed = await postOrder(ctx, alice.headers, orderPayload([line(P.chain, 2.5), line(P.mix, 2.5)]));
    expect(placed.statusCode, placed.body).toBe(201);
    const [found] = await ctx.app.services.orders.findForExchange([placed.json().id]);
    expect(found!.items.map((item) => item.quantity)).toEqual([2.5, 2.5]);
    const xml = ordersDocument([found!], {
      generatedAt: '2026-11-27T10:00:00',
      encoding: 'utf-8',
      currency: 'руб',
      seller: await ctx.app.services.shop.current(),
    })
      .toString('utf8')
      .replace(/>\s+</g, '><');

    expect(xml).toContain(
      '<Ид>chain-1c-guid</Ид><Артикул>ART-6001</Артикул><Наименование>Цепь оцинкованная 6 мм</Наименование>' +
        '<БазоваяЕдиница Код="006" НаименованиеПолное="Метр" МеждународноеСокращение="MTR">м</БазоваяЕдиница>',
    );
    expect(xml).toContain(
      '<ЦенаЗаЕдиницу>123.45</ЦенаЗаЕдиницу><Количество>2.5</Количество><Сумма>308.63</Сумма>' +
        '<Коэффициент>1</Коэффициент>',
    );
    expect(xml).toContain(
      '<ЦенаЗаЕдиницу>20.00</ЦенаЗаЕдиницу><Количество>2.5</Количество><Сумма>50.00</Сумма>',
    );
    // the document's Сумма is the sum of its lines, each rounded once
    expect(xml).toContain('<Курс>1</Курс><Сумма>358.63</Сумма>');
  });
});

describe('special transport by the shop’s limits (heavier than 1.5 t, longer than 3 m)', () => {
  it('leaves the delivery cost to the manager for goods over 1500 kg or an item over 3 m', async () => {
    expect(await ctx.app.services.shop.transportLimits()).toEqual({ heavy_order_kg: 1500, long_item_m: 3 });
    const light = await postOrder(ctx, alice.headers, orderPayload([line(P.cement, 30), line(P.chain, 2.5)]));
    expect(light.statusCode, light.body).toBe(201);
    expect(light.json().delivery_cost).toBe(0); // 30 × 50 kg = 1500 kg: not over the limit

    const heavy = await postOrder(ctx, alice.headers, orderPayload([line(P.cement, 31)]));
    expect(heavy.statusCode, heavy.body).toBe(201);
    expect(heavy.json().delivery_cost).toBeNull(); // 1550 kg

    const long = await postOrder(ctx, alice.headers, orderPayload([line(P.pipe, 1)]));
    expect(long.statusCode, long.body).toBe(201);
    expect(long.json().delivery_cost).toBeNull();
  });

  it('marks the cart line of an item longer than the limit', async () => {
    for (const product_id of [P.pipe, P.cement, P.chain]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: alice.headers,
        payload: { product_id, quantity: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const cart = (await ctx.app.inject({ url: '/api/cart', headers: alice.headers })).json();
    const marks = Object.fromEntries(
      cart.CartItems.map((item: { product_id: number; special_transport: boolean }) => [
        item.product_id,
        item.special_transport,
      ]),
    );
    expect(marks).toEqual({ [P.pipe]: true, [P.cement]: false, [P.chain]: false });
  });
});
