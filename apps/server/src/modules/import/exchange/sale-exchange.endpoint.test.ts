/**
 * 1C's orders exchange through the endpoint, as 1C plays it (commerceml.md §8.2): checkauth, init,
 * query, success, then an orders file with the statuses 1C changed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  rawRows,
  startSmtpCapture,
  testConfig,
  type TestContext,
} from '../../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../../test/orders-fixtures.js';
import {
  childOf,
  ordersFileFrom1C,
  parseTree,
  textOf,
  type TreeNode,
} from '../../../../test/sale-documents.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let alice: TestUser;

const LOGIN = 'onec-exchange';
const PASSWORD = 'exchange-password-1';
const BASIC = `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}`;
const GUID = 'dddddddd-55bc-11d9-848a-00112f43529a';
const PRODUCT = 5201;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({
    config: testConfig({ SMTP_URL: smtp.url, EXCHANGE_LOGIN: LOGIN, EXCHANGE_PASSWORD: PASSWORD }),
  });
  await seedProducts(ctx, 'Кровля', [
    { id: PRODUCT, name: 'Профнастил С8', price: '640.00', externalId: GUID },
  ]);
  [alice] = (await createUsers(ctx, ['alice'])) as [TestUser];
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

async function placeOrder(quantity: number): Promise<number> {
  const res = await postOrder(
    ctx,
    alice.headers,
    orderPayload([{ product_id: PRODUCT, quantity, price: 640 }]),
  );
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** One request as 1C sends it: GET, or POST with a raw body; the session cookie once it has one. */
function exchange(params: string, options: { cookie?: string; body?: Buffer; basic?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.basic) headers.authorization = BASIC;
  if (options.body) headers['content-type'] = 'application/octet-stream';
  return ctx.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: `/api/1c/exchange?${params}`,
    headers,
    ...(options.body ? { payload: options.body } : {}),
  });
}

async function login(): Promise<string> {
  const res = await exchange('type=sale&mode=checkauth', { basic: true });
  expect(res.statusCode).toBe(200);
  const [first, name, value] = res.body.split('\n');
  expect(first).toBe('success');
  return `${name}=${value}`;
}

const numbersIn = (xml: string) =>
  parseTree(xml)
    .children.filter((c: TreeNode) => c.name === 'Документ')
    .map((d: TreeNode) => Number(textOf(d, 'Номер')));

async function profileStatus(id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: alice.headers });
  return (res.json() as { id: number; status: string }[]).find((o) => o.id === id)?.status;
}

async function isExported(id: number) {
  const [row] = await rawRows<{ exported: boolean }>(
    ctx.database.db,
    sql`select exported_at is not null as exported from orders where id = ${id}`,
  );
  return row!.exported;
}

describe('type=sale through /api/1c/exchange', () => {
  it('sends the orders, marks them on success, and takes the statuses 1C changed back to the customer', async () => {
    const first = await placeOrder(2);
    const cookie = await login();

    const init = await exchange('type=sale&mode=init', { cookie });
    expect(init.body).toMatch(/^zip=no\nfile_limit=\d+/);

    const query = await exchange('type=sale&mode=query', { cookie });
    expect(query.statusCode).toBe(200);
    expect(query.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(numbersIn(query.body)).toEqual([first]);
    const document = parseTree(query.body).children[0]!;
    expect(textOf(childOf(document, 'Товары').children[0]!, 'Ид')).toBe(GUID);

    const late = await placeOrder(1);
    const success = await exchange('type=sale&mode=success', { cookie });
    expect(success.body.split('\n')[0]).toBe('success');
    expect([await isExported(first), await isExported(late)]).toEqual([true, false]);

    const file = Buffer.from(
      ordersFileFrom1C([
        {
          number: String(first),
          id: `shop-order-${first}`,
          requisites: [
            ['Проведен', 'true'],
            ['Статус заказа', '[F] Доставлен'],
          ],
          lines: [{ id: GUID, name: 'Профнастил С8', quantity: '2', price: '640.00' }],
        },
      ]),
    );
    const upload = await exchange('type=sale&mode=file&filename=orders-1.xml', { cookie, body: file });
    expect(upload.statusCode).toBe(200);
    expect(upload.body.split('\n')[0]).toBe('success');
    expect(await profileStatus(first)).toBe('COMPLETED');
    await vi.waitFor(() =>
      expect(
        smtp.messages.filter((m) => m.to === alice.email && m.subject.includes(`№ ${first}: Завершён`)),
      ).toHaveLength(1),
    );

    // some 1C versions follow the file with mode=import: nothing is applied twice
    const again = await exchange('type=sale&mode=import&filename=orders-1.xml', { cookie });
    expect(again.body.split('\n')[0]).toBe('success');
    const [events] = await rawRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from exchange_order_events where order_id = ${first}`,
    );
    expect(events!.n).toBe(1);

    const complete = await exchange('type=sale&mode=complete', { cookie });
    expect(complete.body.split('\n')[0]).toBe('success');

    // the next exchange gets only the order placed after the query
    const next = await login();
    await exchange('type=sale&mode=init', { cookie: next });
    const nextQuery = await exchange('type=sale&mode=query', { cookie: next });
    expect(numbersIn(nextQuery.body)).toEqual([late]);
  });

  it('answers failure with a Russian reason, never a 5xx, for an orders file it cannot read', async () => {
    const cookie = await login();
    await exchange('type=sale&mode=init', { cookie });
    const broken = Buffer.from('<?xml version="1.0"?><КоммерческаяИнформация><Документ>');
    const res = await exchange('type=sale&mode=file&filename=orders-broken.xml', { cookie, body: broken });
    expect(res.statusCode).toBe(200);
    const [first, ...reason] = res.body.split('\n');
    expect(first).toBe('failure');
    expect(reason.join(' ')).toMatch(/[А-Яа-я]/);
  });
});
