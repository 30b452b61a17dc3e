import { QUICK_ORDER_TEXTS } from '@shop/shared/orders/texts';
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
import { createUsers, seedProducts, type TestUser } from '../../../test/orders-fixtures.js';
import { startTelegramStandIn, type TelegramStandIn } from '../../../test/telegram-stand-in.js';
import { products } from '../catalog/catalog.tables.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let telegram: TelegramStandIn;
let alice: TestUser;
const SHOP_EMAIL = 'zakazy@stroydvor.test';
const PER_PHONE = 3;
const PER_ADDRESS = 5;

const P = {
  cement: 4001, // 450.00, own 10 % → 405.00
  sand: 4002, // 250.00
  few: 4003, // stock 2
  hidden: 4004, // unpublished
  rope: 4005, // 123.45 per metre, 10 m
} as const;
const STOCK: Record<number, number> = {
  [P.cement]: 100,
  [P.sand]: 50,
  [P.few]: 2,
  [P.hidden]: 10,
  [P.rope]: 10,
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  telegram = await startTelegramStandIn();
  const config = testConfig({
    SMTP_URL: smtp.url,
    SHOP_EMAIL,
    TELEGRAM_BOT_TOKEN: '7012345678:AAH-quick-order-test-token',
    TELEGRAM_CHAT_ID: '-1001234567890',
    TELEGRAM_API_URL: telegram.url,
  });
  ctx = await buildTestApp({
    config: {
      ...config,
      rateLimits: {
        ...config.rateLimits,
        quickOrderPerPhone: { max: PER_PHONE, windowMs: 60 * 60_000 },
        quickOrderPerAddress: { max: PER_ADDRESS, windowMs: 60 * 60_000 },
      },
    },
  });
  await seedProducts(ctx, 'Цемент и песок', [
    { id: P.cement, name: 'Цемент М500 50 кг', price: '450.00', discount: 10, stockQuantity: 100 },
    { id: P.sand, name: 'Песок строительный 40 кг', price: '250.00', stockQuantity: 50 },
    { id: P.few, name: 'Известь гашёная 10 кг', price: '300.00', stockQuantity: 2 },
    { id: P.hidden, name: 'Снятый с продажи цемент', published: false, stockQuantity: 10 },
    {
      id: P.rope,
      name: 'Трос стальной 4 мм',
      price: '123.45',
      unitCode: '006',
      unitName: 'м',
      stockQuantity: 10,
    },
  ]);
  [alice] = (await createUsers(ctx, ['quick-alice'])) as [TestUser];
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
      .set({ stockQuantity: stock })
      .where(eq(products.id, Number(id)));
  }
});

/** Each test orders from its own address and phone, so the limits of one never refuse another. */
let caller = 0;
function nextCaller() {
  caller += 1;
  return { address: `10.20.0.${caller}`, phone: `+7900555${String(caller).padStart(4, '0')}` };
}

function quickOrder(
  payload: Record<string, unknown>,
  { address, headers = {} }: { address: string; headers?: Record<string, string> },
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders/quick',
    headers,
    remoteAddress: address,
    payload,
  });
}

const payloadFor = (phone: string, items: unknown = [{ product_id: P.cement, quantity: 40 }]) => ({
  full_name: 'Иван Кузнецов',
  phone,
  consent: true,
  items,
});

async function count(table: 'orders' | 'users' | 'personal_data_consents' | 'notification_outbox') {
  const [row] = await rawRows<{ n: string }>(
    ctx.database.db,
    sql`select count(*) as n from ${sql.identifier(table)}`,
  );
  return Number(row!.n);
}

async function stockOf(id: number) {
  const [row] = await ctx.database.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

const outboxOf = (orderId: number) =>
  rawRows<{ channel: string; topic: string; recipient: string | null; body: string }>(
    ctx.database.db,
    sql`select channel, topic, recipient, body from notification_outbox where about = ${`order:${orderId}`}
      order by id`,
  );

describe('POST /api/orders/quick', () => {
  it('places a guest’s order by phone: priced by the server, stock taken, consent kept, shop told', async () => {
    const { address, phone } = nextCaller();
    const users = await count('users');
    const consents = await count('personal_data_consents');

    const res = await quickOrder(
      payloadFor(phone, [
        // a client's price and total are not the server's business: dropped
        { product_id: P.cement, quantity: 30, price: 1 },
        { product_id: P.sand, quantity: 2 },
        { product_id: P.cement, quantity: 10 },
      ]),
      { address },
    );

    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'NEW',
      channel: 'phone',
      full_name: 'Иван Кузнецов',
      phone,
      delivery_method: 'PICKUP',
      payment_method: 'CASH_ON_DELIVERY',
      delivery_cost: null,
      total_amount: 40 * 405 + 2 * 250,
    });
    expect(order.OrderItems.map((item: { product_id: number; quantity: number }) => item)).toMatchObject([
      { product_id: P.cement, quantity: 40, price_at_purchase: 405 },
      { product_id: P.sand, quantity: 2, price_at_purchase: 250 },
    ]);
    const [row] = await rawRows<{ user_id: number | null; email: string; channel: string; ip: string }>(
      ctx.database.db,
      sql`select o.user_id, o.email, o.channel, c.ip from orders o
        join personal_data_consents c on c.id = o.consent_id where o.id = ${order.id}`,
    );
    expect(row).toEqual({ user_id: null, email: '', channel: 'phone', ip: address });
    expect(await count('users')).toBe(users);
    expect(await count('personal_data_consents')).toBe(consents + 1);
    expect(await stockOf(P.cement)).toBe(STOCK[P.cement]! - 40);
    expect(await stockOf(P.sand)).toBe(STOCK[P.sand]! - 2);

    // the shop's chat and inbox, nothing to a customer (a guest has no e-mail)
    const outbox = await outboxOf(order.id);
    const callBack = '+7 900 555';
    const chat = outbox.find((message) => message.channel === 'telegram')!;
    expect(chat.topic).toBe('order_created');
    expect(chat.body).toContain('Заказ по телефону — перезвоните: +7 900 555');
    expect(chat.body).toContain('Иван Кузнецов');
    const mails = outbox.filter((message) => message.channel === 'email');
    expect(mails.map((mail) => mail.recipient)).toEqual([SHOP_EMAIL]);
    expect(mails[0]!.body).toContain(`Заказ по телефону — перезвоните: ${callBack}`);
    expect(mails[0]!.body).toContain('Покупатель не зарегистрирован на сайте.');
    await vi.waitFor(
      () =>
        expect(smtp.messages.some((m) => m.to === SHOP_EMAIL && m.subject.includes(`№ ${order.id}`))).toBe(
          true,
        ),
      { timeout: 10_000 },
    );
    await vi.waitFor(
      () => expect(telegram.calls.some((call) => call.text.includes(`№ ${order.id}`))).toBe(true),
      { timeout: 10_000 },
    );
  });

  it('gives a customer’s order by phone their account and e-mail, and leaves their cart alone', async () => {
    const { address, phone } = nextCaller();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: alice.headers,
      payload: { product_id: P.sand, quantity: 3 },
    });
    expect(added.statusCode).toBe(200);

    const res = await quickOrder(payloadFor(phone), { address, headers: alice.headers });

    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await rawRows<{ user_id: number; email: string }>(
      ctx.database.db,
      sql`select user_id, email from orders where id = ${id}`,
    );
    expect(row).toEqual({ user_id: alice.id, email: alice.email });
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: alice.headers });
    expect(JSON.stringify(cart.json())).toContain(`"quantity":3`);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: alice.headers });
    expect(own.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id, channel: 'phone' })]));
    const recipients = (await outboxOf(id)).filter((m) => m.channel === 'email').map((m) => m.recipient);
    expect(recipients.sort()).toEqual([alice.email, SHOP_EMAIL].sort());
  });

  it('refuses a form without consent, with a bad phone or without a name: 400 with the fields', async () => {
    const { address, phone } = nextCaller();
    const before = await count('orders');

    const noConsent = await quickOrder({ ...payloadFor(phone), consent: false }, { address });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().fields).toMatchObject({ consent: TEXTS.validation.consentRequired });

    const badPhone = await quickOrder({ ...payloadFor('звоните вечером'), full_name: ' ' }, { address });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields).toMatchObject({
      phone: TEXTS.validation.invalidFormat,
      full_name: TEXTS.validation.fullNameRequired,
    });

    const noItems = await quickOrder(payloadFor(phone, []), { address });
    expect(noItems.statusCode).toBe(400);
    expect(await count('orders')).toBe(before);
  });

  it('refuses a product not on sale and one short of stock, writing nothing', async () => {
    const { address, phone } = nextCaller();
    const before = {
      orders: await count('orders'),
      consents: await count('personal_data_consents'),
      outbox: await count('notification_outbox'),
    };

    const unknown = await quickOrder(payloadFor(phone, [{ product_id: 999_999, quantity: 1 }]), { address });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error).toBe(TEXTS.checkout.productsUnavailable([999_999]));
    const hidden = await quickOrder(payloadFor(phone, [{ product_id: P.hidden, quantity: 1 }]), { address });
    expect(hidden.statusCode).toBe(409);

    const short = await quickOrder(
      payloadFor(phone, [
        { product_id: P.sand, quantity: 1 },
        { product_id: P.few, quantity: 3 },
      ]),
      { address: `${address}9` },
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toContain('доступно 2\u00a0шт');
    expect(await stockOf(P.sand)).toBe(STOCK[P.sand]);
    expect(await stockOf(P.few)).toBe(2);
    expect({
      orders: await count('orders'),
      consents: await count('personal_data_consents'),
      outbox: await count('notification_outbox'),
    }).toEqual(before);
  });

  it('takes decimal quantities: lines of one product by the metre merge (1.2 m + 0.3 m = 1.5 m)', async () => {
    const { address, phone } = nextCaller();
    const res = await quickOrder(
      payloadFor(phone, [
        { product_id: P.rope, quantity: 1.2 },
        { product_id: P.rope, quantity: 0.3 },
      ]),
      { address },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      total_amount: 185.18, // 1.5 × 123.45 = 185.175, rounded once
      OrderItems: [{ product_id: P.rope, quantity: 1.5, unit_name: 'м' }],
    });
    const [rope] = await rawRows<{ stock_exact: string }>(
      ctx.database.db,
      sql`select stock_exact from products where id = ${P.rope}`,
    );
    expect(Number(rope!.stock_exact)).toBe(8.5);

    const offStep = await quickOrder(payloadFor(phone, [{ product_id: P.rope, quantity: 0.25 }]), {
      address: `${address}1`,
    });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().error).toContain('шагом 0,1\u00a0м');
    expect(offStep.json().fields).toEqual({ 'items.0.quantity': offStep.json().error });
  });

  it('never oversells: parallel orders by phone of the last units, one wins', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => {
        const { address, phone } = nextCaller();
        return quickOrder(payloadFor(phone, [{ product_id: P.few, quantity: 2 }]), { address });
      }),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await stockOf(P.few)).toBe(0);
  });

  it(`allows ${PER_PHONE} orders per phone in an hour, whatever its format: then 429 with Retry-After`, async () => {
    const { address } = nextCaller();
    const formats = ['+79005550777', '8 (900) 555-07-77', '9005550777'];
    for (const [i, phone] of formats.entries()) {
      const res = await quickOrder(
        payloadFor(phone.replace(/[ ()-]/g, ''), [{ product_id: P.sand, quantity: 1 }]),
        { address: `${address}${i}` },
      );
      expect(res.statusCode).toBe(201);
    }
    const refused = await quickOrder(payloadFor('+79005550777'), { address: `${address}9` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(QUICK_ORDER_TEXTS.tooManyOrders(60));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it(`allows ${PER_ADDRESS} orders per address in an hour, whatever the phones: then 429`, async () => {
    const { address } = nextCaller();
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const res = await quickOrder(payloadFor(nextCaller().phone, [{ product_id: P.sand, quantity: 1 }]), {
        address,
      });
      expect(res.statusCode).toBe(201);
    }
    const refused = await quickOrder(payloadFor(nextCaller().phone), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Попробуйте через \d+ минут/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
