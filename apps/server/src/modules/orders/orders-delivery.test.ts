/**
 * Delivery at checkout (issue 25): the server takes the zone's terms, computes the cost (free from the
 * threshold, the manager's for special transport, refused below the minimum order), stores the zone and
 * the cost with the order and shows them everywhere the order goes; staff correct the cost.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { categories, products } from '../catalog/catalog.tables.js';
import { deliveryZones } from '../delivery/delivery.tables.js';
import { ordersDocument } from '../import/exchange/sale-document.js';
import { orderCreatedTelegram } from './orders.notices.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let alice: TestUser;
let admin: TestUser;
const SHOP_EMAIL = 'zakazy@stroydvor.test';

const P = { cement: 4101, pipe: 4102, board: 4103 } as const;
const PRICE = { [P.cement]: 500, [P.pipe]: 1200, [P.board]: 300 } as const;
const Z = { hava: 7001, ramon: 7002, far: 7003 } as const;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({
    config: testConfig({ SMTP_URL: smtp.url, SHOP_EMAIL, NEW_ORDERS_PER_CUSTOMER: '100' }),
  });
  const db = ctx.database.db;
  await seedProducts(ctx, 'Цемент', [{ id: P.cement, name: 'Цемент М500 50 кг', price: '500.00' }]);
  // a long pipe marked itself; a board whose parent category is marked
  await seedProducts(ctx, 'Трубы', [
    { id: P.pipe, name: 'Труба профильная 6 м', price: '1200.00', specialTransport: true },
  ]);
  const [lumber] = await db
    .insert(categories)
    .values({ name: 'Пиломатериалы', specialTransport: true })
    .returning();
  const [boards] = await db.insert(categories).values({ name: 'Доска', parentId: lumber!.id }).returning();
  await db.insert(products).values({
    id: P.board,
    name: 'Доска обрезная 6 м',
    price: '300.00',
    article: 'ART-4103',
    stockQuantity: 100,
    categoryId: boards!.id,
  });
  await db.insert(deliveryZones).values([
    { id: Z.hava, name: 'с. Верхняя Хава (тест)', price: '300', freeFrom: '5000', leadTime: 'завтра' },
    { id: Z.ramon, name: 'п. Рамонь (тест)', price: '450', leadTime: '2–3 дня', active: false },
    { id: Z.far, name: 'г. Воронеж (тест)', price: '900', minOrder: '10000', leadTime: '2–3 дня' },
  ]);
  [alice] = (await createUsers(ctx, ['alice'])) as [TestUser];
  [admin] = (await createUsers(ctx, ['boss'], 'admin')) as [TestUser];
});

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const line = (productId: keyof typeof PRICE, quantity: number) => ({
  product_id: productId,
  quantity,
  price: PRICE[productId],
});

async function order(lines: ReturnType<typeof line>[], overrides: Record<string, unknown> = {}) {
  return postOrder(ctx, alice.headers, { ...orderPayload(lines), delivery_zone_id: Z.hava, ...overrides });
}

const orderCount = async () =>
  (await rawRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from orders`))[0]!.n;

/** Prices are written with no-break spaces ('3 300,00 ₽'): compared with plain ones here. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const outbox = async (about: string) =>
  (
    await rawRows<{ channel: string; topic: string; subject: string | null; body: string }>(
      ctx.database.db,
      sql`select channel, topic, subject, body from notification_outbox where about = ${about} order by id`,
    )
  ).map((row) => ({ ...row, body: plain(row.body) }));

describe('POST /api/orders with delivery', () => {
  it('charges the zone’s price below its free threshold and keeps the total the sum of the lines', async () => {
    const res = await order([line(P.cement, 6)]); // 3 000 ₽
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    expect(placed).toMatchObject({
      total_amount: 3000,
      delivery_method: 'DELIVERY',
      delivery_zone: 'с. Верхняя Хава (тест)',
      delivery_cost: 300,
    });

    const own = (await ctx.app.inject({ url: '/api/orders', headers: alice.headers })).json();
    expect(own.find((o: { id: number }) => o.id === placed.id)).toMatchObject({
      delivery_zone: 'с. Верхняя Хава (тест)',
      delivery_cost: 300,
    });
    const all = (await ctx.app.inject({ url: '/api/orders/all', headers: admin.headers })).json();
    expect(all.orders.find((o: { id: number }) => o.id === placed.id)).toMatchObject({
      delivery_zone: 'с. Верхняя Хава (тест)',
      delivery_cost: 300,
    });

    // the e-mails say what delivery costs and what to pay
    const email = (await outbox(`order:${placed.id}`)).find((m) => m.channel === 'email')!;
    expect(email.body).toContain('Доставка: с. Верхняя Хава (тест), 300,00 ₽');
    expect(email.body).toContain('К оплате: 3 300,00 ₽');
  });

  it('delivers free from the threshold', async () => {
    const res = await order([line(P.cement, 12)]); // 6 000 ₽
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total_amount: 6000, delivery_cost: 0 });
    const email = (await outbox(`order:${res.json().id}`)).find((m) => m.channel === 'email')!;
    expect(email.body).toContain('Доставка: с. Верхняя Хава (тест), бесплатно');
    expect(email.body).toContain('К оплате: 6 000,00 ₽');
  });

  it('leaves the cost to the manager when a product or its category needs special transport', async () => {
    const pipe = await order([line(P.pipe, 1), line(P.cement, 1)]);
    expect(pipe.statusCode).toBe(201);
    expect(pipe.json()).toMatchObject({ delivery_zone: 'с. Верхняя Хава (тест)', delivery_cost: null });
    const board = await order([line(P.board, 2)]);
    expect(board.statusCode).toBe(201);
    expect(board.json()).toMatchObject({ delivery_cost: null });
    const email = (await outbox(`order:${board.json().id}`)).find((m) => m.channel === 'email')!;
    expect(email.body).toContain('Доставка: с. Верхняя Хава (тест), рассчитает менеджер');
  });

  it('has no zone nor cost for a pickup, whatever zone the payload names', async () => {
    const res = await order([line(P.cement, 1)], { delivery_method: 'PICKUP', address: undefined });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ delivery_zone: null, delivery_cost: null });
  });

  it('never takes a cost from the client', async () => {
    const res = await order([line(P.cement, 2)], { delivery_cost: 0, delivery_zone: 'Где-то' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ delivery_zone: 'с. Верхняя Хава (тест)', delivery_cost: 300 });
  });

  it.each([
    ['an inactive zone', { delivery_zone_id: Z.ramon }, 'Доставка в эту зону недоступна'],
    ['an unknown zone', { delivery_zone_id: 999_999 }, 'Доставка в эту зону недоступна'],
    ['no zone', { delivery_zone_id: null }, 'Выберите населённый пункт доставки'],
    ['a zone id that is not a number', { delivery_zone_id: '7001' }, 'Выберите населённый пункт доставки'],
  ])('refuses %s with 400 naming delivery_zone_id and writes nothing', async (_what, overrides, message) => {
    const before = await orderCount();
    const res = await order([line(P.cement, 1)], overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.delivery_zone_id).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it('refuses goods below the zone’s minimum order, saying how much is needed', async () => {
    const before = await orderCount();
    const [stock] = await rawRows<{ stock: number }>(
      ctx.database.db,
      sql`select stock_quantity as stock from products where id = ${P.cement}`,
    );
    const res = await order([line(P.cement, 2)], { delivery_zone_id: Z.far });
    expect(res.statusCode).toBe(400);
    expect(plain(res.json().fields.delivery_zone_id)).toBe(
      'Доставка в г. Воронеж (тест) — для заказов от 10 000,00 ₽. Добавьте товаров или выберите самовывоз',
    );
    expect(await orderCount()).toBe(before);
    const [after] = await rawRows<{ stock: number }>(
      ctx.database.db,
      sql`select stock_quantity as stock from products where id = ${P.cement}`,
    );
    expect(after!.stock).toBe(stock!.stock);
  });
});

describe('PUT /api/orders/:id/delivery-cost', () => {
  const setCost = (id: number, body: unknown, headers: Record<string, string> = admin.headers) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/delivery-cost`,
      headers,
      payload: body as object,
    });

  it('lets staff set the manager’s cost: recorded in the history, the customer e-mailed', async () => {
    const placed = (await order([line(P.pipe, 1)])).json();

    const res = await setCost(placed.id, { delivery_cost: 850 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: placed.id, delivery_cost: 850, total_amount: 1200 });

    const history = await ctx.app.inject({
      url: `/api/history?entity=order&id=${placed.id}`,
      headers: admin.headers,
    });
    expect(history.json()[0]).toMatchObject({
      action: 'update',
      changes: { delivery_cost: [null, 850] },
    });
    await vi.waitFor(
      () => {
        const mail = smtp.messages.find(
          (m) => m.to === alice.email && m.subject.includes(`Стоимость доставки по заказу № ${placed.id}`),
        );
        expect(plain(mail!.text)).toContain('К оплате: 2 050,00 ₽');
      },
      { timeout: 10_000 },
    );
  });

  it('refuses what is not a delivery cost, a pickup, an unknown order, and anyone but staff', async () => {
    const placed = (await order([line(P.cement, 1)])).json();
    const pickup = (await order([line(P.cement, 1)], { delivery_method: 'PICKUP' })).json();

    const negative = await setCost(placed.id, { delivery_cost: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields.delivery_cost).toBeTruthy();
    expect((await setCost(placed.id, {})).statusCode).toBe(400);
    expect((await setCost(placed.id, { delivery_cost: '100' })).statusCode).toBe(400);

    const notDelivered = await setCost(pickup.id, { delivery_cost: 100 });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().error).toBe('Заказ без доставки: стоимость доставки не задаётся');
    expect((await setCost(999_999, { delivery_cost: 100 })).statusCode).toBe(404);
    expect((await setCost(placed.id, { delivery_cost: 100 }, alice.headers)).statusCode).toBe(403);
    expect((await setCost(placed.id, { delivery_cost: 100 }, {})).statusCode).toBe(401);

    const own = (await ctx.app.inject({ url: '/api/orders', headers: alice.headers })).json();
    expect(own.find((o: { id: number }) => o.id === placed.id).delivery_cost).toBe(300);
  });
});

describe('the shop’s Telegram message', () => {
  const notice = {
    id: 17,
    total: '3000.00',
    fullName: 'Петров Пётр',
    phone: '+79001234567',
    deliveryMethod: 'DELIVERY' as const,
    deliveryAddress: 'ул. Садовая, 5',
    paymentMethod: 'CASH_ON_DELIVERY' as const,
    itemCount: 1,
    deliveryZone: 'с. Верхняя Хава',
    deliveryCost: '300.00',
  };

  it('names the zone and what delivery costs, or that the manager will set it', () => {
    expect(plain(orderCreatedTelegram(notice, [], undefined))).toContain(
      '<b>Стоимость доставки:</b> с. Верхняя Хава, 300,00 ₽',
    );
    expect(orderCreatedTelegram({ ...notice, deliveryCost: null }, [], undefined)).toContain(
      '<b>Стоимость доставки:</b> с. Верхняя Хава, рассчитает менеджер',
    );
    const pickup = { ...notice, deliveryMethod: 'PICKUP' as const, deliveryZone: null, deliveryCost: null };
    expect(orderCreatedTelegram(pickup, [], undefined)).not.toContain('Стоимость доставки');
  });

  it('lists the goods with quantity, unit, price and sum; past ten lines it counts the rest', () => {
    const chain = {
      name: 'Цепь оцинкованная 6 мм',
      quantity: 2.5,
      price_at_purchase: 123.45,
      unit_name: 'м',
    };
    const bags = { name: 'Цемент М500 50 кг', quantity: 3, price_at_purchase: 500, unit_name: null };
    const text = plain(orderCreatedTelegram(notice, [chain, bags], undefined));
    expect(text).toContain(
      '<b>Товары:</b> • Цепь оцинкованная 6 мм — 2,5 м × 123,45 ₽ = 308,63 ₽\n' +
        '• Цемент М500 50 кг — 3 шт × 500,00 ₽ = 1 500,00 ₽',
    );

    const many = Array.from({ length: 13 }, (_, i) => ({ ...bags, name: `Товар ${i + 1}` }));
    const long = plain(orderCreatedTelegram(notice, many, undefined));
    expect(long).toContain('• Товар 10 — ');
    expect(long).not.toContain('• Товар 11 — ');
    expect(long).toContain('…и ещё 3 позиции');
  });
});

describe('the 1C sale document', () => {
  it('sends the delivery as a service line, the zone in the comment and the seller’s details', async () => {
    const placed = (await order([line(P.cement, 6)])).json();
    const [found] = await ctx.app.services.orders.findForExchange([placed.id]);
    const seller = await ctx.app.services.shop.current();
    const xml = ordersDocument([found!], {
      generatedAt: '2026-11-27T10:00:00',
      encoding: 'utf-8',
      currency: 'руб',
      seller,
    })
      .toString('utf8')
      .replace(/>\s+</g, '><')
      .replace(/\u00a0/g, ' ');

    expect(xml).toContain('<Ид>ORDER_DELIVERY</Ид><Наименование>Доставка</Наименование>');
    expect(xml).toContain('<ЦенаЗаЕдиницу>300.00</ЦенаЗаЕдиницу>');
    expect(xml).toContain('<Сумма>3300.00</Сумма>');
    expect(xml).toContain('Доставка: с. Верхняя Хава (тест), 300,00');
    expect(xml).toContain(`<Наименование>ИНН продавца</Наименование><Значение>${seller.inn}</Значение>`);
    expect(xml).toContain(`<Наименование>Продавец</Наименование><Значение>${seller.legalName}</Значение>`);
  });
});
