import { CreateOrderInput } from '@shop/shared/orders/schemas';
import { DEMO_SHOP_SETTINGS } from '@shop/shared/shop/settings';
import { TEXTS } from '@shop/shared/texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  startSmtpCapture,
  testConfig,
  type TestContext,
  rawRows,
} from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';
import { products } from '../catalog/catalog.tables.js';
import { discountProducts, discounts } from '../discounts/discounts.tables.js';
import { orders } from './orders.tables.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
type Headers = Record<string, string>;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
const SHOP_EMAIL = 'zakazy@stroydvor.test';

/** Ids far from the order and item ids, so a mixed-up id never passes by accident. */
const P = {
  plain: 3001, // 250.00, no discount
  own: 3002, // 199.90 with its own 10 % → 179.91
  category: 3003, // 1000.00, own 5 % but a 20 % discount category → 800.00
  few: 3004, // stock 2
  none: 3005, // stock 0
  hidden: 3006, // unpublished
  doomed: 3007, // deleted after it was ordered
} as const;
const PRICE = {
  [P.plain]: 250,
  [P.own]: 179.91,
  [P.category]: 800,
  [P.few]: 300,
  [P.none]: 450,
  [P.doomed]: 12.5,
};
const STOCK: Record<number, number> = {
  [P.plain]: 50,
  [P.own]: 40,
  [P.category]: 30,
  [P.few]: 2,
  [P.none]: 0,
  [P.hidden]: 10,
  [P.doomed]: 100,
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({ config: testConfig({ SMTP_URL: smtp.url, SHOP_EMAIL }) });
  const product = (id: number, name: string, values: Partial<typeof products.$inferInsert> = {}) => ({
    id,
    name,
    stockQuantity: STOCK[id]!,
    image: `/uploads/products/${id}.webp`,
    ...values,
  });
  await seedProducts(ctx, 'Сухие смеси', [
    product(P.plain, 'Штукатурка гипсовая 30 кг'),
    product(P.own, 'Шпаклёвка финишная 20 кг', { price: '199.90', discount: 10 }),
    product(P.category, 'Клей плиточный 25 кг', { price: '1000.00', discount: 5 }),
    product(P.few, 'Грунтовка глубокого проникновения 10 л', { price: '300.00' }),
    product(P.none, 'Пена монтажная 750 мл', { price: '450.00' }),
    product(P.hidden, 'Снятый с продажи товар', { published: false }),
    product(P.doomed, 'Гвозди строительные 100 мм', { price: '12.50' }),
  ]);
  const db = ctx.database.db;
  const [discount] = await db.insert(discounts).values({ title: 'Неделя плитки' }).returning();
  await db
    .insert(discountProducts)
    .values({ discountId: discount!.id, productId: P.category, discountPercent: 20 });
  [alice, bob] = (await createUsers(ctx, ['alice', 'bob'])) as [TestUser, TestUser];
  [admin] = (await createUsers(ctx, ['boss'], 'admin')) as [TestUser];
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from cart_items`);
  for (const [id, stock] of Object.entries(STOCK)) {
    await ctx.database.db
      .update(products)
      .set({ stockQuantity: stock })
      .where(eq(products.id, Number(id)));
  }
});

const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const line = (product_id: keyof typeof PRICE, quantity: number) => ({
  product_id,
  quantity,
  price: PRICE[product_id]!,
});
const addToCart = async (headers: Headers, product_id: number, quantity: number) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers,
    payload: { product_id, quantity },
  });
  expect(res.statusCode).toBe(200);
};

/** Everything an order writes: a refused order must leave all of it as it was. */
async function snapshot() {
  const [counts] = await rawRows<Record<string, string | number>>(
    ctx.database.db,
    sql`select (select count(*) from orders) as orders, (select count(*) from order_items) as items,
      (select count(*) from cart_items) as cart_lines`,
  );
  const stock = await ctx.database.db
    .select({ id: products.id, stock: products.stockQuantity, sold: products.orderCount })
    .from(products)
    .orderBy(products.id);
  return { counts: Object.fromEntries(Object.entries(counts!).map(([k, v]) => [k, Number(v)])), stock };
}

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, code: string, error?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.error).toMatch(/[А-Яа-яЁё]/);
  if (error !== undefined) expect(body.error).toBe(error);
  return body;
}

const mailsTo = (to: string) => smtp.messages.filter((m) => m.to === to);

describe('guards', () => {
  it.each([
    ['POST', '/orders'],
    ['GET', '/orders'],
    ['GET', '/orders/all'],
    ['PUT', '/orders/1/status'],
  ] as const)('%s %s without a token → 401', async (method, url) => {
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: method === 'GET' ? undefined : {},
    });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('answers 403 to a customer on the admin routes', async () => {
    expectError(await call('GET', '/orders/all', alice.headers), 403, 'FORBIDDEN');
    expectError(
      await call('PUT', '/orders/1/status', alice.headers, { status: 'COMPLETED' }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('POST /orders', () => {
  it('places the order with the server’s prices and discounts, takes the stock, empties the cart, mails', async () => {
    await addToCart(alice.headers, P.plain, 2);
    await addToCart(alice.headers, P.own, 3);
    await addToCart(alice.headers, P.category, 1);
    const before = await snapshot();
    const customerMails = mailsTo(alice.email).length;
    const checkoutAddressMails = mailsTo('petrov@example.ru').length;
    const shopMails = mailsTo(SHOP_EMAIL).length;

    const res = await postOrder(
      ctx,
      alice.headers,
      orderPayload([line(P.plain, 2), line(P.own, 3), line(P.category, 1)]),
    );

    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      total_amount: 1839.73, // 2 × 250 + 3 × 179.91 + 1 × 800
      status: 'NEW',
      status_rus: 'Новый',
      delivery_method: 'DELIVERY',
      delivery_method_rus: 'Доставка',
      delivery_address: 'с. Верхняя Хава, ул. Садовая, 5',
      payment_method: 'CASH_ON_DELIVERY',
      full_name: 'Петров Пётр Петрович',
      phone: '+79001234567',
    });
    expect(new Date(order.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(order.OrderItems).toEqual([
      {
        id: expect.any(Number),
        product_id: P.plain,
        quantity: 2,
        price_at_purchase: 250,
        product_name: 'Штукатурка гипсовая 30 кг',
        unit_name: null,
        Product: { name: 'Штукатурка гипсовая 30 кг', image: `/uploads/products/${P.plain}.webp` },
      },
      expect.objectContaining({ product_id: P.own, quantity: 3, price_at_purchase: 179.91 }),
      expect.objectContaining({ product_id: P.category, quantity: 1, price_at_purchase: 800 }),
    ]);

    const after = await snapshot();
    expect(after.counts).toEqual({
      orders: before.counts.orders! + 1,
      items: before.counts.items! + 3,
      cart_lines: 0,
    });
    const stockOf = (id: number) => after.stock.find((row) => row.id === id)!;
    expect(stockOf(P.plain)).toMatchObject({ stock: 48, sold: 2 });
    expect(stockOf(P.own)).toMatchObject({ stock: 37, sold: 3 });
    expect(stockOf(P.category)).toMatchObject({ stock: 29, sold: 1 });

    await vi.waitFor(
      () => {
        expect(mailsTo(alice.email)).toHaveLength(customerMails + 1);
        expect(mailsTo(SHOP_EMAIL)).toHaveLength(shopMails + 1);
      },
      { timeout: 10_000 },
    );
    // the mail goes to the account's (verified) e-mail, never to the address typed at checkout
    expect(mailsTo('petrov@example.ru')).toHaveLength(checkoutAddressMails);
    const customerMail = mailsTo(alice.email).at(-1)!;
    expect(customerMail.subject).toContain(`Заказ № ${order.id} принят`);
    expect(customerMail.text).toContain(
      'Шпаклёвка финишная 20 кг — 3\u00a0шт × 179,91\u00a0₽ = 539,73\u00a0₽',
    );
    expect(customerMail.html).toContain('Итого: 1');
    const shopMail = mailsTo(SHOP_EMAIL).at(-1)!;
    expect(shopMail.subject).toContain(`Новый заказ № ${order.id}`);
    expect(shopMail.text).toContain('Клей плиточный 25 кг — 1\u00a0шт × 800,00');
    expect(shopMail.text).toMatch(/Итого: 1\s839,73/);
    expect(shopMail.text).toContain('alice@example.ru');
  });

  it('accepts a total within 0.01 ₽ of the server’s', async () => {
    const payload = orderPayload([line(P.own, 1)]);
    const res = await postOrder(ctx, alice.headers, { ...payload, total: 179.92 });
    expect(res.statusCode).toBe(201);
    expect(res.json().total_amount).toBe(179.91);
  });

  it('stores the shop’s pickup address for PICKUP', async () => {
    const res = await postOrder(
      ctx,
      bob.headers,
      orderPayload([line(P.plain, 1)], { delivery_method: 'PICKUP', address: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      delivery_method: 'PICKUP',
      delivery_method_rus: 'Самовывоз',
      delivery_address: DEMO_SHOP_SETTINGS.pickupAddress,
    });
  });

  it('uses the shop’s settings as an admin saved them: the pickup address, the phone in the e-mails', async () => {
    const { telegram: _telegram, ...settings } = DEMO_SHOP_SETTINGS;
    const phone = '+7 (473) 555-77-88';
    const pickupAddress = 'с. Верхняя Хава, ул. Ленина, 29 (склад)';
    const saved = await call('PUT', '/shop', admin.headers, { ...settings, phones: [phone], pickupAddress });
    expect(saved.statusCode, saved.body).toBe(200);
    const [carol] = (await createUsers(ctx, ['carol'])) as [TestUser];
    try {
      const res = await postOrder(
        ctx,
        carol.headers,
        orderPayload([line(P.plain, 1)], { delivery_method: 'PICKUP', address: '' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().delivery_address).toBe(pickupAddress);
      await vi.waitFor(() => expect(mailsTo(carol.email)).toHaveLength(1), { timeout: 10_000 });
      const mail = mailsTo(carol.email)[0]!;
      expect(mail.text).toContain(phone);
      expect(mail.text).toContain(pickupAddress);
      expect(mail.html).toContain(phone);
      expect(mail.text).not.toContain(DEMO_SHOP_SETTINGS.phones[0]);
    } finally {
      const restored = await call('PUT', '/shop', admin.headers, settings);
      expect(restored.statusCode, restored.body).toBe(200);
    }
  });

  it('the service publishes the order and the stock left after the commit, whoever calls it', async () => {
    const { orders: service } = ctx.app.services;
    let placedId = 0;
    const published: { name: string; payload: unknown }[] = [];
    const stop = [
      ctx.app.events.on('orderUpdate', (payload) => published.push({ name: 'orderUpdate', payload })),
      ctx.app.events.on('stockUpdated', (payload) => published.push({ name: 'stockUpdated', payload })),
    ];
    try {
      const input = CreateOrderInput.parse(
        orderPayload([line(P.own, 1), line(P.plain, 3)], { email: 'service@example.ru' }),
      );
      const placed = await service.create(bob.id, input, '127.0.0.1');
      placedId = placed.order.id;
      expect(placed.created).toBe(true);
      expect(published).toEqual([
        { name: 'orderUpdate', payload: { userId: bob.id, order: placed.order } },
        {
          name: 'stockUpdated',
          payload: { productId: P.plain, newStock: STOCK[P.plain]! - 3, newStockExact: STOCK[P.plain]! - 3 },
        },
        {
          name: 'stockUpdated',
          payload: { productId: P.own, newStock: STOCK[P.own]! - 1, newStockExact: STOCK[P.own]! - 1 },
        },
      ]);

      published.length = 0;
      const changed = await service.setStatus(placed.order.id, 'READY');
      expect(changed).toMatchObject({ user_id: bob.id, status: 'READY' });
      expect(published).toEqual([
        { name: 'orderUpdate', payload: { userId: bob.id, order: changed, actor: null } },
      ]);

      published.length = 0;
      const tooMany = CreateOrderInput.parse(orderPayload([line(P.own, 10_000)]));
      await expect(service.create(bob.id, tooMany, '127.0.0.1')).rejects.toMatchObject({
        code: 'OUT_OF_STOCK',
      });
      expect(published).toEqual([]);
    } finally {
      stop.forEach((off) => off());
    }
    const aboutIt = () =>
      mailsTo(bob.email).filter(
        (mail) => mail.subject.includes(`№ ${placedId} `) || mail.subject.includes(`№ ${placedId}:`),
      );
    await vi.waitFor(() => expect(aboutIt()).toHaveLength(2), { timeout: 10_000 });
    expect(mailsTo('service@example.ru')).toHaveLength(0);
  });

  describe('Idempotency-Key', () => {
    it('returns the first order to a repeat of the same key and writes nothing more', async () => {
      const payload = orderPayload([line(P.plain, 1)]);
      const first = await postOrder(ctx, alice.headers, payload, 'checkout-attempt-1');
      expect(first.statusCode).toBe(201);
      const before = await snapshot();

      const again = await postOrder(ctx, alice.headers, payload, 'checkout-attempt-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await snapshot()).toEqual(before);

      // the same key of another user is another checkout
      const other = await postOrder(ctx, bob.headers, payload, 'checkout-attempt-1');
      expect(other.statusCode).toBe(201);
      expect(other.json().id).not.toBe(first.json().id);
    });

    it('creates one order from concurrent repeats', async () => {
      const payload = orderPayload([line(P.plain, 1)]);
      const before = await snapshot();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => postOrder(ctx, alice.headers, payload, 'double-tap')),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      const after = await snapshot();
      expect(after.counts.orders).toBe(before.counts.orders! + 1);
      expect(after.stock.find((row) => row.id === P.plain)!.stock).toBe(STOCK[P.plain]! - 1);
    });

    it('refuses a key over 100 characters', async () => {
      const res = await postOrder(ctx, alice.headers, orderPayload([line(P.plain, 1)]), 'k'.repeat(101));
      expectError(res, 400, 'VALIDATION_FAILED');
    });
  });

  describe('refusals leave everything as it was', () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeEach(async () => {
      await addToCart(alice.headers, P.plain, 1);
      before = await snapshot();
    });
    const expectNothingWritten = async () => expect(await snapshot()).toEqual(before);

    it('409 when the total differs from the server’s by more than 0.01 ₽', async () => {
      const payload = orderPayload([line(P.plain, 2), line(P.own, 1)]);
      for (const total of [payload.total - 0.02, payload.total + 0.02, 0]) {
        const res = await postOrder(ctx, alice.headers, { ...payload, total });
        expectError(res, 409, 'PRICES_CHANGED', TEXTS.checkout.pricesChanged);
      }
      await expectNothingWritten();
    });

    it('409 when a unit price was lowered, with or without a matching total', async () => {
      const lowered = [{ ...line(P.category, 1), price: 1 }];
      expectError(await postOrder(ctx, alice.headers, orderPayload(lowered)), 409, 'PRICES_CHANGED');
      const totalKept = { ...orderPayload([line(P.category, 1)]), items: lowered };
      expectError(await postOrder(ctx, alice.headers, totalKept), 409, 'PRICES_CHANGED');
      await expectNothingWritten();
    });

    it('409 naming every item short of stock', async () => {
      const res = await postOrder(
        ctx,
        alice.headers,
        orderPayload([line(P.plain, 1), line(P.few, 3), line(P.none, 1)]),
      );
      const body = expectError(res, 409, 'OUT_OF_STOCK');
      expect(body.error).toBe(
        TEXTS.checkout.notEnoughStock([
          '«Грунтовка глубокого проникновения 10 л» — доступно 2\u00a0шт',
          '«Пена монтажная 750 мл» — нет в наличии',
        ]),
      );
      expect(body.fields).toEqual({
        'items.1.quantity': '«Грунтовка глубокого проникновения 10 л» — доступно 2\u00a0шт',
        'items.2.quantity': '«Пена монтажная 750 мл» — нет в наличии',
      });
      await expectNothingWritten();
    });

    it('409 for a product that does not exist or is no longer sold', async () => {
      for (const product_id of [987_654, P.hidden]) {
        const res = await postOrder(
          ctx,
          alice.headers,
          orderPayload([line(P.plain, 1), { product_id, quantity: 1, price: 250 }]),
        );
        const body = expectError(res, 409, 'OUT_OF_STOCK');
        expect(body.error).toContain(String(product_id));
      }
      await expectNothingWritten();
    });

    it('400 for card payment', async () => {
      const res = await postOrder(
        ctx,
        alice.headers,
        orderPayload([line(P.plain, 1)], { payment_method: 'CARD' as never }),
      );
      const body = expectError(res, 400, 'VALIDATION_FAILED', TEXTS.checkout.cardUnavailable);
      expect(body.fields).toEqual({ payment_method: TEXTS.checkout.cardUnavailable });
      await expectNothingWritten();
    });

    it('400 for DELIVERY without an address, and for the checkout form’s other rules', async () => {
      const fieldsOf = async (overrides: Record<string, unknown>) =>
        expectError(
          await postOrder(ctx, alice.headers, { ...orderPayload([line(P.plain, 1)]), ...overrides }),
          400,
          'VALIDATION_FAILED',
        ).fields;
      expect(await fieldsOf({ address: '   ' })).toMatchObject({ address: 'Адрес доставки обязателен' });
      expect(await fieldsOf({ address: undefined })).toMatchObject({ address: 'Адрес доставки обязателен' });
      expect(await fieldsOf({ phone: '0123' })).toMatchObject({ phone: 'Неверный формат' });
      expect(await fieldsOf({ email: 'petrov' })).toMatchObject({ email: 'Неверный формат' });
      expect(await fieldsOf({ full_name: '' })).toMatchObject({ full_name: 'ФИО обязательно' });
      expect(await fieldsOf({ delivery_method: 'DRONE' })).toHaveProperty('delivery_method');
      expect(await fieldsOf({ payment_method: 'BARTER' })).toHaveProperty('payment_method');
      await expectNothingWritten();
    });

    it('400 for tampered lines: negative, zero or fractional quantities, negative prices and totals', async () => {
      const tampered = [
        { items: [{ ...line(P.plain, 1), quantity: -1 }] },
        { items: [{ ...line(P.plain, 1), quantity: 0 }] },
        { items: [{ ...line(P.plain, 1), quantity: 1.5 }] },
        { items: [{ ...line(P.plain, 1), quantity: '2' }] },
        { items: [{ ...line(P.plain, 1), price: -250 }] },
        { items: [{ ...line(P.plain, 1), product_id: -3 }] },
        { items: [{ ...line(P.plain, 1), extra: true }] },
        { total: -250 },
        { total: 'много' },
        { items: [] },
        { items: undefined },
      ];
      for (const overrides of tampered) {
        const res = await postOrder(ctx, alice.headers, {
          ...orderPayload([line(P.plain, 1)]),
          ...overrides,
        });
        expectError(res, 400, 'VALIDATION_FAILED');
      }
      await expectNothingWritten();
    });

    it('400 for a product listed twice', async () => {
      const res = await postOrder(ctx, alice.headers, orderPayload([line(P.plain, 1), line(P.plain, 2)]));
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect(body.fields).toEqual({ items: TEXTS.checkout.duplicateLines });
      await expectNothingWritten();
    });

    it('400 for more than 100 lines (1,000 items)', async () => {
      const items = Array.from({ length: 1000 }, (_, i) => ({
        product_id: 10_000 + i,
        quantity: 1,
        price: 1,
      }));
      const res = await postOrder(ctx, alice.headers, orderPayload(items));
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect(body.fields).toEqual({ items: TEXTS.checkout.tooManyLines(100) });
      await expectNothingWritten();
    });
  });
});

describe('GET /orders', () => {
  it('lists only the user’s own orders, newest first; a deleted product reads as null', async () => {
    const first = await postOrder(ctx, bob.headers, orderPayload([line(P.doomed, 4)]));
    const second = await postOrder(ctx, bob.headers, orderPayload([line(P.plain, 1)]));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    await ctx.database.db.delete(products).where(eq(products.id, P.doomed));

    const res = await call('GET', '/orders', bob.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; OrderItems: unknown[]; createdAt: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]!.id).toBe(second.json().id);
    expect(list[1]).toEqual({
      ...first.json(),
      OrderItems: [
        {
          id: expect.any(Number),
          product_id: null,
          quantity: 4,
          price_at_purchase: 12.5,
          product_name: 'Гвозди строительные 100 мм',
          unit_name: null,
          Product: null,
        },
      ],
    });
    const times = list.map((order) => Date.parse(order.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const [bobsIds, alicesIds] = await Promise.all(
      [bob, alice].map(async (user) =>
        (await call('GET', '/orders', user.headers)).json().map((o: { id: number }) => o.id),
      ),
    );
    expect(bobsIds.filter((id: number) => alicesIds.includes(id))).toEqual([]);
    const [count] = await rawRows<{ n: string }>(
      ctx.database.db,
      sql`select count(*) as n from orders where user_id = ${bob.id}`,
    );
    expect(bobsIds).toHaveLength(Number(count!.n));
  });
});

describe('admin: GET /orders/all and PUT /orders/:id/status', () => {
  let ids: number[];

  /** Six orders on known days (Moscow time) and statuses, the only ones in the table. */
  beforeAll(async () => {
    const db = ctx.database.db;
    await db.delete(orders);
    const plan = [
      { at: '2026-03-01T09:00:00+03:00', status: 'NEW' },
      { at: '2026-03-02T00:30:00+03:00', status: 'NEW' }, // still 1 March in UTC
      { at: '2026-03-02T23:30:00+03:00', status: 'PROCESSING' },
      { at: '2026-03-03T12:00:00+03:00', status: 'COMPLETED' },
      { at: '2026-03-05T12:00:00+03:00', status: 'NEW' },
      { at: '2026-03-06T12:00:00+03:00', status: 'READY' },
    ] as const;
    ids = [];
    for (const { at, status } of plan) {
      const res = await postOrder(ctx, alice.headers, orderPayload([line(P.plain, 1)]));
      expect(res.statusCode).toBe(201);
      const id = res.json().id as number;
      await db
        .update(orders)
        .set({ createdAt: new Date(at), status })
        .where(eq(orders.id, id));
      ids.push(id);
    }
  });

  const all = (query = '') => call('GET', `/orders/all${query}`, admin.headers);

  it('pages newest first with the total, counts per status, e-mail and User', async () => {
    const res = await all('?limit=4');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(6);
    expect(page.counts).toEqual({
      NEW: 3,
      PROCESSING: 1,
      READY: 1,
      DELIVERING: 0,
      COMPLETED: 1,
      CANCELLED: 0,
    });
    expect(page.orders.map((o: { id: number }) => o.id)).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    expect(page.orders[0]).toMatchObject({
      email: 'petrov@example.ru',
      user_id: alice.id,
      User: { email: 'alice@example.ru' },
      status: 'READY',
      status_rus: 'Готов к выдаче',
      OrderItems: [expect.objectContaining({ product_id: P.plain, quantity: 1 })],
    });
    const next = (await all('?limit=4&offset=4')).json();
    expect(next.orders.map((o: { id: number }) => o.id)).toEqual([ids[1], ids[0]]);
    expect((await all()).json().orders).toHaveLength(6); // default limit 10
  });

  it('filters by status and by whole days in the shop’s time zone; counts follow the dates only', async () => {
    const byStatus = (await all('?status=NEW')).json();
    expect(byStatus.total).toBe(3);
    expect(byStatus.orders.map((o: { id: number }) => o.id)).toEqual([ids[4], ids[1], ids[0]]);
    expect(byStatus.counts.NEW).toBe(3);
    expect(byStatus.counts.READY).toBe(1);

    const days = (await all('?startDate=2026-03-02&endDate=2026-03-03')).json();
    expect(days.orders.map((o: { id: number }) => o.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(days.counts).toEqual({
      NEW: 1,
      PROCESSING: 1,
      READY: 0,
      DELIVERING: 0,
      COMPLETED: 1,
      CANCELLED: 0,
    });

    const both = (await all('?status=NEW&startDate=2026-03-02&endDate=2026-03-02&status=')).statusCode;
    expect(both).toBe(400); // a repeated parameter is not one status
    const newOnDay = (await all('?status=NEW&startDate=2026-03-02&endDate=2026-03-02')).json();
    expect(newOnDay.orders.map((o: { id: number }) => o.id)).toEqual([ids[1]]);
    expect(newOnDay.total).toBe(1);

    const instant = (await all(`?startDate=${encodeURIComponent('2026-03-05T00:00:00Z')}`)).json();
    expect(instant.total).toBe(2);
    const cleared = (await all('?status=&startDate=&endDate=')).json();
    expect(cleared.total).toBe(6);
    const empty = (await all('?startDate=2027-01-01')).json();
    expect(empty).toEqual({
      orders: [],
      total: 0,
      counts: { NEW: 0, PROCESSING: 0, READY: 0, DELIVERING: 0, COMPLETED: 0, CANCELLED: 0 },
    });
  });

  it.each([
    '?status=LOST',
    '?status=new',
    '?startDate=yesterday',
    '?endDate=2026-02-30',
    '?startDate=2026-13-01',
    '?limit=0',
    '?limit=101',
    '?offset=-1',
    '?unknown=1',
  ])('400 for %s', async (query) => {
    expectError(await all(query), 400, 'VALIDATION_FAILED');
  });

  it('sets any status, mails the customer, and refuses unknown statuses and orders', async () => {
    const customer = 'status-watch@example.ru';
    const placed = await postOrder(ctx, alice.headers, orderPayload([line(P.plain, 1)], { email: customer }));
    const id = placed.json().id as number;
    // the customer's mails about this order, at the account's e-mail
    const mailsAbout = () => mailsTo(alice.email).filter((m) => new RegExp(`№ ${id}(\\D|$)`).test(m.subject));
    await vi.waitFor(() => expect(mailsAbout()).toHaveLength(1), { timeout: 10_000 });

    const res = await call('PUT', `/orders/${id}/status`, admin.headers, { status: 'DELIVERING' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'DELIVERING',
      status_rus: 'В доставке',
      email: customer,
      User: { email: 'alice@example.ru' },
    });
    await vi.waitFor(() => expect(mailsAbout()).toHaveLength(2), { timeout: 10_000 });
    const mail = mailsAbout().at(-1)!;
    expect(mail.subject).toContain(`Заказ № ${id}: В доставке`);
    expect(mail.text).toContain('изменился: В доставке');

    // backwards is allowed too (spec §4); the customer sees it
    expect((await call('PUT', `/orders/${id}/status`, admin.headers, { status: 'NEW' })).statusCode).toBe(
      200,
    );
    const own = (await call('GET', '/orders', alice.headers)).json().find((o: { id: number }) => o.id === id);
    expect(own).toMatchObject({ status: 'NEW', status_rus: 'Новый' });
    await vi.waitFor(() => expect(mailsAbout()).toHaveLength(3), { timeout: 10_000 });

    // setting the same status again changes nothing and sends nothing
    expect((await call('PUT', `/orders/${id}/status`, admin.headers, { status: 'NEW' })).statusCode).toBe(
      200,
    );

    for (const status of ['LOST', 'completed', '', 3]) {
      const bad = await call('PUT', `/orders/${id}/status`, admin.headers, { status });
      expect(expectError(bad, 400, 'VALIDATION_FAILED').fields).toEqual({
        status: TEXTS.adminOrders.unknownStatus,
      });
    }
    expectError(
      await call('PUT', '/orders/987654/status', admin.headers, { status: 'READY' }),
      404,
      'ORDER_NOT_FOUND',
    );
    expectError(
      await call('PUT', '/orders/abc/status', admin.headers, { status: 'READY' }),
      400,
      'VALIDATION_FAILED',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsAbout()).toHaveLength(3);
  });

  it('keeps working when the mail server is down: the order is committed and answered', async () => {
    await smtp.close();
    try {
      const res = await postOrder(ctx, alice.headers, orderPayload([line(P.plain, 1)]));
      expect(res.statusCode).toBe(201);
      const status = await call('PUT', `/orders/${res.json().id}/status`, admin.headers, { status: 'READY' });
      expect(status.statusCode).toBe(200);
    } finally {
      smtp = await startSmtpCapture();
    }
  });
});

it('admin token for an account demoted to customer is refused on admin routes', async () => {
  const [demoted] = await createUsers(ctx, ['former-boss'], 'admin');
  await ctx.database.db.execute(sql`update users set role = 'customer' where id = ${demoted!.id}`);
  expectError(await call('GET', '/orders/all', demoted!.headers), 403, 'FORBIDDEN');
});
