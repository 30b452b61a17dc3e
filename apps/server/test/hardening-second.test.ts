/**
 * What the second outside attack found (issue 21), each kept fixed here: sessions that outlived a new
 * ADMIN_PASSWORD, sign-in timing that told registered e-mails, a completed order cancelled in two
 * steps, the orders exchange's internal error on a bad file, and the smaller ones.
 */
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import { TEXTS } from '@shop/shared/texts';
import type * as Argon2Module from 'argon2';
import { buildApp } from '../src/app.js';
import { upsertAdmin } from '../src/modules/auth/admin-bootstrap.js';
import { bearer, buildTestApp, multipartForm, rawRows, testConfig, type TestContext } from './helpers.js';
import { OneC } from './one-c-client.js';
import { createUsers, orderPayload, postOrder, seedProducts, type TestUser } from './orders-fixtures.js';
import { ordersFileFrom1C } from './sale-documents.js';

// counts the argon2 work the app asks for
const argon2Calls = vi.hoisted(() => ({ verify: 0, hash: 0 }));
vi.mock('argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2Module>();
  const argon2 = {
    ...real.default,
    hash: (...args: Parameters<typeof real.default.hash>) => {
      argon2Calls.hash += 1;
      return real.default.hash(...args);
    },
    verify: (...args: Parameters<typeof real.default.verify>) => {
      argon2Calls.verify += 1;
      return real.default.verify(...args);
    },
  };
  return { ...real, default: argon2 };
});

const BOSS = { email: 'boss@example.ru', password: 'Boss-password-1' };
const EXCHANGE = { login: 'shop-1c', password: 'exchange-secret-1' };
const PRODUCT = 7101;
const GUID = 'abababab-55bc-11d9-848a-00112f43529a';

let ctx: TestContext;
let customer: TestUser;

beforeAll(async () => {
  const config = testConfig({ SHOP_EMAIL: 'shop@example.ru' });
  ctx = await buildTestApp({
    config: {
      ...config,
      rateLimits: {
        ...config.rateLimits,
        exchangeLoginFailures: { max: 5, windowMs: 60_000 },
        inquiries: { max: 100, windowMs: 60_000 },
        inquiriesShopWide: { max: 3, windowMs: 60_000 },
      },
    },
  });
  await upsertAdmin(ctx.database.db, BOSS.email, BOSS.password);
  customer = (await createUsers(ctx, ['hardening-customer']))[0]!;
  await seedProducts(ctx, 'Кровля', [
    { id: PRODUCT, name: 'Профнастил С8', price: '640.00', stockQuantity: 100, externalId: GUID },
  ]);
});
afterAll(() => ctx.close());

async function signIn(password = BOSS.password) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: BOSS.email, password },
  });
  return res;
}

const bossHeaders = async () => bearer((await signIn()).json<{ token: string }>().token);

const stockOf = async (id: number) =>
  (
    await rawRows<{ stock_quantity: number }>(
      ctx.database.db,
      sql`select stock_quantity from products where id = ${id}`,
    )
  )[0]!.stock_quantity;

async function completedOrder(quantity: number): Promise<number> {
  const placed = await postOrder(
    ctx,
    customer.headers,
    orderPayload([{ product_id: PRODUCT, quantity, price: 640 }]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json<{ id: number }>().id;
  await ctx.app.services.orders.setStatus(id, 'COMPLETED', null);
  return id;
}

describe('1. a new ADMIN_PASSWORD ends the sessions signed in with the old one', () => {
  it('signs out the old token after a restart with a new password, and nobody after a plain restart', async () => {
    const token = (await signIn()).json<{ token: string }>().token;
    const ordersWith = (t: string) => ctx.app.inject({ url: '/api/orders/all', headers: bearer(t) });
    expect((await ordersWith(token)).statusCode).toBe(200);

    // a restart with the same ADMIN_PASSWORD
    await upsertAdmin(ctx.database.db, BOSS.email, BOSS.password);
    expect((await ordersWith(token)).statusCode).toBe(200);

    // a restart with a new one
    await upsertAdmin(ctx.database.db, BOSS.email, 'Boss-password-2');
    try {
      expect((await signIn()).statusCode).toBe(401);
      expect((await ordersWith(token)).statusCode).toBe(401);
      const fresh = (await signIn('Boss-password-2')).json<{ token: string }>().token;
      expect((await ordersWith(fresh)).statusCode).toBe(200);
    } finally {
      await upsertAdmin(ctx.database.db, BOSS.email, BOSS.password);
    }
  });
});

describe('2. a wrong password takes one argon2 check whether or not the e-mail is registered', () => {
  it('checks the dummy hash for an unknown e-mail', async () => {
    for (const email of [BOSS.email, 'nobody-here@example.ru']) {
      argon2Calls.verify = 0;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'not-the-password' },
        remoteAddress: '198.51.100.20',
      });
      expect(res.statusCode).toBe(401);
      expect(argon2Calls.verify, email).toBe(1);
    }
  });
});

describe('3. a COMPLETED order stays COMPLETED; goods that come back are a return', () => {
  it('refuses every status change of a completed order, in the shop and from 1C', async () => {
    const headers = await bossHeaders();
    const id = await completedOrder(3);
    const stockBefore = await stockOf(PRODUCT);
    for (const status of ['PROCESSING', 'CANCELLED', 'NEW']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/orders/${id}/status`,
        headers,
        payload: { status },
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe(TEXTS.adminOrders.completedIsFinal);
    }
    // 1C sends a status for it: recorded as refused, the order stays
    const file = Buffer.from(
      ordersFileFrom1C([{ number: String(id), requisites: [['Статус заказа', 'В работе']] }]),
    );
    const client = new OneC(ctx.app, EXCHANGE);
    await ctx.app.services.exchangeAdmin.updateSettings(EXCHANGE);
    await client.checkauth('sale');
    await client.init('sale');
    const [applied] = await client.sendFile('orders-1.xml', file, file.length, 'sale');
    expect(applied!.lines[0], applied!.response.body).toBe('success');
    const [row] = await rawRows<{ status: string }>(
      ctx.database.db,
      sql`select status from orders where id = ${id}`,
    );
    expect(row!.status).toBe('COMPLETED');
    expect(await stockOf(PRODUCT)).toBe(stockBefore);
  });

  it('records a return once: the order stays completed, its goods go back to the stock', async () => {
    const headers = await bossHeaders();
    const id = await completedOrder(2);
    const stockBefore = await stockOf(PRODUCT);
    const returnOf = (orderId: number, payload: { reason: string }) =>
      ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/return`, headers, payload });

    const empty = await returnOf(id, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.reason).toBe(TEXTS.adminOrders.returnReasonRequired);

    const done = await returnOf(id, { reason: 'Покупатель вернул, не подошёл цвет' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'COMPLETED',
      return_reason: 'Покупатель вернул, не подошёл цвет',
    });
    expect(done.json().returned_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await stockOf(PRODUCT)).toBe(stockBefore + 2);

    const again = await returnOf(id, { reason: 'ещё раз' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TEXTS.adminOrders.alreadyReturned);
    expect(await stockOf(PRODUCT)).toBe(stockBefore + 2);

    const history = await ctx.app.inject({ url: `/api/history?entity=order&id=${id}`, headers });
    expect(history.json().map((entry: { action: string }) => entry.action)).toContain('return');

    const open = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: PRODUCT, quantity: 1, price: 640 }]),
    );
    const notCompleted = await returnOf(open.json<{ id: number }>().id, { reason: 'ошибка' });
    expect(notCompleted.statusCode).toBe(409);
    expect(notCompleted.json().error).toBe(TEXTS.adminOrders.notReturnable);
    expect((await returnOf(99_999_999, { reason: 'ошибка' })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/orders/${id}/return`,
          headers: customer.headers,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('4. the orders exchange answers a bad file with its reason', () => {
  it.each([
    ['orders.zip', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300, 0x41)])],
    ['orders.xml', Buffer.from('это не XML, а текст')],
  ])('%s', async (name, data) => {
    await ctx.app.services.exchangeAdmin.updateSettings(EXCHANGE);
    const client = new OneC(ctx.app, EXCHANGE);
    await client.checkauth('sale');
    await client.init('sale');
    const [answer] = await client.sendFile(name, data, data.length, 'sale');
    expect(answer!.status).toBe(200);
    expect(answer!.lines[0]).toBe('failure');
    expect(answer!.lines[1]).toMatch(new RegExp(`^Файл заказов ${name.replace('.', '\\.')} не загружен: `));
    expect(answer!.lines.join(' ')).not.toContain(EXCHANGE_TEXTS.protocol.internal);
  });
});

describe('5. the smaller ones', () => {
  it('answers a customer who cancels a cancelled order that it is cancelled already', async () => {
    const placed = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: PRODUCT, quantity: 1, price: 640 }]),
    );
    const id = placed.json<{ id: number }>().id;
    const cancel = () =>
      ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: customer.headers });
    expect((await cancel()).statusCode).toBe(200);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      error: TEXTS.orders.alreadyCancelled,
    });
  });

  it('refuses a 20,000 × 20,000 picture as too large, not as broken', async () => {
    const form = multipartForm(
      { title: 'Акция', description: 'Описание' },
      { name: 'image', data: hugePng(20_000, 20_000), filename: 'huge.png', contentType: 'image/png' },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/promotions',
      payload: form.payload,
      headers: { ...form.headers, ...(await bossHeaders()) },
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error).toBe(TEXTS.images.tooManyPixels(20_000, 20_000));
  });

  it('takes staff forms as multipart only, as the OpenAPI document says', async () => {
    const headers = await bossHeaders();
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: { name: 'Товар', price: '10', category_id: '1', stock_quantity: '1' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', error: TEXTS.errors.formOnly });
    const openapi = await ctx.app.inject({ url: '/api/docs/json' });
    const operation = openapi.json().paths['/api/products'].post;
    expect(Object.keys(operation.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('takes X-Request-Id only from a proxy TRUST_PROXY names', async () => {
    const behindProxy = await buildApp(testConfig({ TRUST_PROXY: '10.0.0.1' }), {
      database: ctx.database,
      logger: false,
    });
    try {
      const idOf = async (remoteAddress: string) =>
        (
          await behindProxy.inject({
            url: '/api/health',
            headers: { 'x-request-id': 'forged-by-client' },
            remoteAddress,
          })
        ).headers['x-request-id'];
      expect(await idOf('203.0.113.7')).not.toBe('forged-by-client');
      expect(await idOf('10.0.0.1')).toBe('forged-by-client');
    } finally {
      await behindProxy.close();
    }
  });

  it('counts wrong 1C logins per login too, refusing before any hashing; 1C’s own address still gets in', async () => {
    await ctx.database.db.execute(sql`delete from exchange_logins`);
    await ctx.app.services.exchangeAdmin.updateSettings(EXCHANGE);
    // 1C logged in from its own address once
    const own = new OneC(ctx.app, EXCHANGE);
    expect((await own.checkauth()).lines[0]).toBe('success');
    const guess = (n: number) =>
      ctx.app.inject({
        url: '/api/1c/exchange?type=catalog&mode=checkauth',
        headers: { authorization: `Basic ${Buffer.from(`${EXCHANGE.login}:guess-${n}`).toString('base64')}` },
        remoteAddress: `198.51.100.${100 + n}`,
      });
    for (let n = 0; n < 5; n++) expect((await guess(n)).body).toContain(EXCHANGE_TEXTS.auth.wrongCredentials);
    argon2Calls.verify = 0;
    const refused = await guess(50);
    expect(refused.body).toMatch(/^failure\nСлишком много неудачных попыток входа/);
    expect(argon2Calls.verify).toBe(0);
    expect((await new OneC(ctx.app, EXCHANGE).checkauth()).lines[0]).toBe('success');
  });

  it('holds contact messages over the shop-wide ceiling for staff instead of sending them on', async () => {
    await ctx.database.db.execute(sql`delete from notification_outbox`);
    await ctx.database.db.execute(sql`delete from inquiries`);
    for (let n = 0; n < 5; n++) {
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/telegram/send-contact',
        payload: { name: `Гость ${n}`, phone: '+79001234567', message: 'Есть ли цемент?', consent: true },
        remoteAddress: `203.0.113.${10 + n}`,
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const rows = await rawRows<{ held: boolean; outbox: number }>(
      ctx.database.db,
      sql`select i.held, (select count(*)::int from notification_outbox o where o.about = 'inquiry:' || i.id) as outbox
        from inquiries i order by i.id`,
    );
    expect(rows).toEqual([
      { held: false, outbox: 1 },
      { held: false, outbox: 1 },
      { held: false, outbox: 1 },
      { held: true, outbox: 0 },
      { held: true, outbox: 0 },
    ]);
    const list = await ctx.app.inject({ url: '/api/inquiries', headers: await bossHeaders() });
    expect(list.json().items.map((item: { held: boolean }) => item.held)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['the import panel', '/api/import/images', 6 * 1024 ** 3, TEXTS.validation.fileTooLarge],
    ['a staff form', '/api/promotions', 200 * 1024 ** 2, TEXTS.images.tooLarge(10)],
  ])(
    'refuses a body declared too large by its Content-Length before reading it (%s)',
    async (_label, path, bytes, message) => {
      const headers = await bossHeaders();
      const app = await buildApp(ctx.config, { database: ctx.database, logger: false });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const request = httpRequest(`${address}${path}`, {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(bytes),
          },
        });
        request.on('error', () => undefined);
        request.flushHeaders();
        const [response] = (await once(request, 'response')) as [IncomingMessage];
        let body = '';
        for await (const chunk of response) body += String(chunk);
        request.destroy();
        expect(response.statusCode).toBe(413);
        expect(JSON.parse(body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: message });
      } finally {
        await app.close();
      }
    },
  );
});

/** A PNG whose header says width × height, with one tiny IDAT: decoding would need gigabytes. */
function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
