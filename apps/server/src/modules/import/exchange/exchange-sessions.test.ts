/**
 * Where one exchange ends and the next begins, played through HTTP as the exchange clients of other
 * people drive it: 1C that never sends `complete`, a tester that opens a new exchange per file, the
 * orders exchange split over two sessions, clients that send Basic credentials only or Bitrix's
 * `sessid`, and a new exchange refused while another one's import runs.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeSessionList } from '@shop/shared/exchange/schemas';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import { buildTestApp, rawRows, testConfig, type TestContext } from '../../../../test/helpers.js';
import { OneC, type OneCStyle } from '../../../../test/one-c-client.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../../test/orders-fixtures.js';
import { ordersFileFrom1C } from '../../../../test/sale-documents.js';

const FIXTURES = new URL('../../../../test/fixtures/commerceml/', import.meta.url);
const catalogueXml = readFileSync(new URL('import0_1.xml', FIXTURES));
const offersXml = readFileSync(new URL('offers0_1.xml', FIXTURES));
const ACCOUNT = { login: 'shop-1c', password: 'exchange-secret-1' };
const SWEET = 'cbcf4968-55bc-11d9-848a-00112f43529a';
const ROOF = 'eeeeeeee-55bc-11d9-848a-00112f43529a';
const ROOF_ID = 5301;

/** The fixture's offers with the sweet at another price: a second exchange's own file. */
const offersAt = (price: string) =>
  Buffer.from(
    offersXml
      .toString('utf8')
      .replace('<ЦенаЗаЕдиницу>81</ЦенаЗаЕдиницу>', `<ЦенаЗаЕдиницу>${price}</ЦенаЗаЕдиницу>`),
  );

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({
    config: testConfig({ EXCHANGE_LOGIN: ACCOUNT.login, EXCHANGE_PASSWORD: ACCOUNT.password }),
  });
  admin = (await createUsers(ctx, ['sessions-admin'], 'admin'))[0]!;
  customer = (await createUsers(ctx, ['sessions-customer']))[0]!;
});
afterAll(() => ctx.close());

beforeEach(async () => {
  const { db } = ctx.database;
  ctx.config.exchange.waitMs = 15_000;
  ctx.config.exchange.sessionTtlMs = 2 * 60 * 60_000;
  ctx.app.services.imports.start();
  await db.execute(sql`delete from exchange_logins`);
  await db.execute(sql`delete from exchange_sessions`);
  await db.execute(sql`delete from exchange_requests`);
  await db.execute(sql`delete from exchange_settings`);
  await db.execute(sql`delete from import_jobs`);
  await db.execute(sql`delete from order_items`);
  await db.execute(sql`delete from orders`);
  await db.execute(sql`delete from products`);
  await db.execute(sql`delete from categories`);
  rmSync(join(ctx.config.dataDir, 'exchange'), { recursive: true, force: true });
});

const oneC = (style: OneCStyle = 'cookie') => new OneC(ctx.app, ACCOUNT, style);

const sessionsList = async () =>
  (
    await ctx.app.inject({ url: '/api/exchange/sessions', headers: admin.headers })
  ).json<ExchangeSessionList>().sessions;

const folderOf = (sessionId: string) => join(ctx.config.dataDir, 'exchange', sessionId);

const sweetPrice = async () =>
  (
    await rawRows<{ price: string }>(
      ctx.database.db,
      sql`select price::text as price from products where external_id = ${SWEET}`,
    )
  )[0]?.price;

/** checkauth + init, as 1C begins every exchange; the init answer. */
async function begin(client: OneC, type: 'catalog' | 'sale' = 'catalog') {
  expect((await client.checkauth(type)).lines[0]).toBe('success');
  return client.init(type);
}

async function importFile(client: OneC, name: string, data: Buffer) {
  const [received] = await client.sendFile(name, data);
  expect(received!.lines, received!.response.body).toEqual([
    'success',
    EXCHANGE_TEXTS.files.received(name, data.length),
  ]);
  const answers = await client.importUntilDone(name);
  return answers.at(-1)!;
}

describe('a new exchange after one that never sent complete', () => {
  it('closes the old one as interrupted and imports the new one’s own file, answering its own report', async () => {
    const a = oneC();
    await begin(a);
    expect((await importFile(a, 'import0_1.xml', catalogueXml)).lines[0]).toBe('success');
    expect((await importFile(a, 'offers0_1.xml', offersXml)).lines[0]).toBe('success');
    expect(await sweetPrice()).toBe('81.00');

    // exchange B at once: no `complete` from A
    const b = oneC();
    expect((await begin(b)).lines).toEqual(['zip=yes', `file_limit=${ctx.config.exchange.fileLimit}`]);
    const bOffers = offersAt('99.5');
    const done = await importFile(b, 'offers0_1.xml', bOffers);
    expect(done.lines[0], done.response.body).toBe('success');
    expect(done.lines[1]).toBe(EXCHANGE_TEXTS.import.done('offers0_1.xml', 201, 0, 1));
    expect(await sweetPrice()).toBe('99.50');

    const [bSession, aSession] = await sessionsList();
    expect(aSession).toMatchObject({ state: 'interrupted', error: null });
    expect(aSession!.endedAt).not.toBeNull();
    expect(bSession).toMatchObject({ state: 'importing', endedAt: null });
    expect(bSession!.files).toEqual([{ name: 'offers0_1.xml', bytes: bOffers.length }]);
    // A's files are kept (no deactivation ran), B's file is its own
    expect(readdirSync(folderOf(aSession!.id)).sort()).toEqual(['import0_1.xml', 'offers0_1.xml']);
    expect(readFileSync(join(folderOf(bSession!.id), 'offers0_1.xml'))).toEqual(bOffers);

    // A's later requests never reach B's exchange
    const late = await a.call({ type: 'catalog', mode: 'file', filename: 'offers0_1.xml' }, { body: 'x' });
    expect(late.lines).toEqual(['failure', EXCHANGE_TEXTS.protocol.interrupted]);
    expect(readFileSync(join(folderOf(bSession!.id), 'offers0_1.xml'))).toEqual(bOffers);
  });

  it('serves a tester that opens a new checkauth + init for every file, then sends complete', async () => {
    for (const [name, data] of [
      ['import0_1.xml', catalogueXml],
      ['offers0_1.xml', offersXml],
    ] as const) {
      const client = oneC();
      await begin(client);
      expect((await importFile(client, name, data)).lines[0]).toBe('success');
      if (name === 'offers0_1.xml') {
        expect((await client.call({ type: 'catalog', mode: 'complete' })).lines[0]).toBe('success');
      }
    }
    const [products] = await rawRows<{ all: number; priced: number }>(
      ctx.database.db,
      sql`select count(*)::int as all, count(*) filter (where published)::int as priced from products`,
    );
    expect(products).toEqual({ all: 228, priced: 201 });
    expect((await sessionsList()).map((s) => s.state)).toEqual(['completed', 'interrupted']);
  });

  it('begins the same way for a client that sends Basic credentials only, and for a new init of one login', async () => {
    const client = oneC('basic');
    expect((await client.init()).lines[0]).toBe('zip=yes');
    expect((await importFile(client, 'offers0_1.xml', offersXml)).lines[0]).toBe('success');
    expect((await client.init()).lines[0]).toBe('zip=yes');
    expect((await importFile(client, 'offers0_1.xml', offersAt('70'))).lines[0]).toBe('success');
    const sessions = await sessionsList();
    expect(sessions.map((s) => s.state)).toEqual(['importing', 'interrupted']);
    expect(sessions[0]!.imports.map((i) => i.status)).toEqual(['completed']);
  });
});

describe('a new exchange while the import of another one runs', () => {
  it.each<[string, OneCStyle]>([
    ['with a cookie', 'cookie'],
    ['with Basic credentials only', 'basic'],
    ['with sessid', 'sessid'],
  ])(
    'is refused with what runs, and every later request of it fails without touching the other (%s)',
    async (_label, style) => {
      const a = oneC();
      await begin(a);
      await a.sendFile('import0_1.xml', catalogueXml);
      ctx.config.exchange.waitMs = 0;
      await ctx.app.services.imports.stop();
      try {
        expect((await a.call({ type: 'catalog', mode: 'import', filename: 'import0_1.xml' })).lines[0]).toBe(
          'progress',
        );
        const b = oneC(style);
        const refused = style === 'basic' ? await b.init() : await begin(b);
        expect(refused.lines).toEqual([
          'failure',
          EXCHANGE_TEXTS.protocol.busyImporting('import0_1.xml', null),
        ]);
        for (const [params, body] of [
          [{ type: 'catalog', mode: 'file', filename: 'import0_1.xml' }, offersXml],
          [{ type: 'catalog', mode: 'import', filename: 'import0_1.xml' }, undefined],
          [{ type: 'catalog', mode: 'deactivate' }, undefined],
        ] as const) {
          const answer = await b.call(params, body ? { body } : {});
          expect(answer.lines, JSON.stringify(params)).toEqual([
            'failure',
            EXCHANGE_TEXTS.protocol.refusedSession,
          ]);
        }
        const [refusedSession, running] = await sessionsList();
        expect(refusedSession).toMatchObject({ state: 'refused', files: [] });
        expect(refusedSession!.requests.map((r) => r.answer)).toContain('failure');
        expect(running).toMatchObject({ state: 'importing' });
        expect(running!.files).toEqual([{ name: 'import0_1.xml', bytes: catalogueXml.length }]);
        expect(readdirSync(folderOf(running!.id))).toEqual(['import0_1.xml']);
        expect(existsSync(folderOf(refusedSession!.id))).toBe(false);
        // the orders exchange is another type: never refused for the catalogue's import
        expect((await begin(oneC(), 'sale')).lines[0]).toBe('zip=no');
      } finally {
        ctx.config.exchange.waitMs = 15_000;
        ctx.app.services.imports.start();
      }
      expect((await a.importUntilDone('import0_1.xml')).at(-1)!.lines[0]).toBe('success');
      // once the import ended, a new exchange begins
      const c = oneC(style);
      expect((style === 'basic' ? await c.init() : await begin(c)).lines[0]).toBe('zip=yes');
    },
  );
});

describe('every request keeps its exchange alive', () => {
  it.each<[string, OneCStyle]>([
    ['Basic credentials only', 'basic'],
    ['a cookie', 'cookie'],
  ])(
    'keeps the pieces of a file in one file over pauses longer than the lifetime (%s)',
    async (_label, style) => {
      // every pause is shorter than the lifetime, all of them together longer: only a request that
      // moves the lifetime on keeps the exchange alive (generous margins for a busy machine)
      ctx.config.exchange.sessionTtlMs = 2_000;
      const client = oneC(style);
      if (style === 'basic') expect((await client.init()).lines[0]).toBe('zip=yes');
      else await begin(client);
      const pieces = 5;
      const size = Math.ceil(offersXml.length / pieces);
      for (let at = 0; at < offersXml.length; at += size) {
        const [piece] = await client.sendFile('offers0_1.xml', offersXml.subarray(at, at + size));
        expect(piece!.lines[0]).toBe('success');
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
      // 3.5 s of pauses against a 2 s lifetime: alive because every request moved it on
      const last = (await client.importUntilDone('offers0_1.xml')).at(-1)!;
      expect(last.lines[0], last.response.body).toBe('success');
      const [session, ...others] = await sessionsList();
      expect(others).toEqual([]);
      expect(session!.files).toEqual([{ name: 'offers0_1.xml', bytes: offersXml.length }]);
    },
  );
});

describe('a file sent again in the same exchange', () => {
  it('begins anew and gets its own import, never the old report', async () => {
    const client = oneC();
    await begin(client);
    expect((await importFile(client, 'import0_1.xml', catalogueXml)).lines[0]).toBe('success');
    expect((await importFile(client, 'offers0_1.xml', offersXml)).lines[0]).toBe('success');
    const again = offersAt('55');
    const last = await importFile(client, 'offers0_1.xml', again);
    expect(last.lines[0]).toBe('success');
    expect(await sweetPrice()).toBe('55.00');
    const [session] = await sessionsList();
    expect(session!.files).toContainEqual({ name: 'offers0_1.xml', bytes: again.length });
    // the first offers import stays in the list as it was; the second is a job of its own
    expect(session!.imports.map((i) => [i.fileName, i.status])).toEqual([
      ['import0_1.xml', 'completed'],
      ['offers0_1.xml', 'completed'],
      ['offers0_1.xml', 'completed'],
    ]);
    expect(new Set(session!.imports.map((i) => i.jobId)).size).toBe(3);
  });
});

describe('file names as 1C sends them', () => {
  it('takes the base name of a path of 1C’s own machine and keeps pictures from import_files/ on', async () => {
    const client = oneC();
    await begin(client);
    const names: [sent: string, stored: string][] = [
      ['/tmp/1c_exchange/import0_1.xml', 'import0_1.xml'],
      ['C:\\Users\\1C\\AppData\\Local\\Temp\\offers0_1.xml', 'offers0_1.xml'],
      ['import_files/ab/Дверь «Оптима»_na parad.jpg', 'import_files/ab/Дверь «Оптима»_na parad.jpg'],
      ['C:\\1c\\webdata\\import_files\\cd\\ламинат дуб.png', 'import_files/cd/ламинат дуб.png'],
      ['webdata/./Товары/../rests0_1.xml', 'webdata/rests0_1.xml'],
    ];
    for (const [sent] of names) {
      const answer = await client.call({ type: 'catalog', mode: 'file', filename: sent }, { body: '<a/>' });
      expect(answer.lines[0], sent).toBe('success');
    }
    const [session] = await sessionsList();
    expect(session!.files.map((f) => f.name).sort()).toEqual(names.map(([, stored]) => stored).sort());
    for (const [, stored] of names)
      expect(existsSync(join(folderOf(session!.id), stored)), stored).toBe(true);
    // in the next exchange, the import names a file by 1C's path too
    expect((await client.init()).lines[0]).toBe('zip=yes');
    await client.sendFile('C:\\1c\\import0_1.xml', catalogueXml);
    const imported = await client.importUntilDone('/tmp/1c_exchange/import0_1.xml');
    expect(imported.at(-1)!.lines[0], imported.at(-1)!.response.body).toBe('success');
  });
});

describe('Bitrix-style clients', () => {
  it('answers checkauth with the cookie, sessid= and timestamp=, and accepts sessid without a cookie', async () => {
    const client = oneC('sessid');
    const auth = await client.checkauth();
    expect(auth.lines).toHaveLength(5);
    const [first, name, token, sessid, timestamp] = auth.lines;
    expect([first, name]).toEqual(['success', 'cml_sid']);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(sessid).toBe(`sessid=${token}`);
    expect(Number(timestamp!.split('=')[1])).toBeCloseTo(Date.now() / 1000, -2);
    const init = await client.call({ type: 'catalog', mode: 'init', version: '3.1' });
    expect(init.lines).toEqual(['zip=yes', `file_limit=${ctx.config.exchange.fileLimit}`, `sessid=${token}`]);
    expect((await importFile(client, 'offers0_1.xml', offersXml)).lines[0]).toBe('success');
    const [session] = await sessionsList();
    expect(session!.requests.map((r) => r.mode).slice(0, 3)).toEqual(['checkauth', 'init', 'file']);
    // the token is never written to the request log
    expect(JSON.stringify(session!.requests)).not.toContain(token);
    // an unknown sessid opens nothing
    const stranger = await ctx.app.inject({
      url: `/api/1c/exchange?type=catalog&mode=init&sessid=${'0'.repeat(64)}`,
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('lets one login serve both types: a cookie from type=sale opens the catalogue exchange', async () => {
    const client = oneC();
    expect((await client.checkauth('sale')).lines[0]).toBe('success');
    expect((await client.init('sale')).lines[0]).toBe('zip=no');
    expect((await client.init('catalog')).lines[0]).toBe('zip=yes');
    expect((await importFile(client, 'offers0_1.xml', offersXml)).lines[0]).toBe('success');
    expect((await sessionsList()).map((s) => [s.type, s.state])).toEqual([
      ['catalog', 'importing'],
      ['sale', 'open'],
    ]);
  });

  it('answers in windows-1251 when the settings ask for it', async () => {
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/exchange/settings',
      headers: admin.headers,
      payload: { answersEncoding: 'windows-1251' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ answersEncoding: 'windows-1251', ordersEncoding: 'utf-8' });
    const client = oneC();
    await begin(client);
    const [answer] = await client.sendFile('offers0_1.xml', offersXml);
    expect(answer!.contentType).toBe('text/plain; charset=windows-1251');
    expect(iconv.decode(answer!.response.rawPayload, 'win1251')).toBe(
      `success\n${EXCHANGE_TEXTS.files.received('offers0_1.xml', offersXml.length)}\n`,
    );
  });
});

describe('the orders exchange over two sessions', () => {
  it('takes the statuses in a second session right after query/success in the first', async () => {
    await seedProducts(ctx, 'Кровля', [
      { id: ROOF_ID, name: 'Профнастил С8', price: '640.00', externalId: ROOF },
    ]);
    const placed = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: ROOF_ID, quantity: 2, price: 640 }]),
    );
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<{ id: number }>().id;

    const first = oneC();
    expect((await begin(first, 'sale')).lines[0]).toBe('zip=no');
    const query = await first.call({ type: 'sale', mode: 'query' });
    expect(query.response.body).toContain(`<Номер>${orderId}</Номер>`);
    expect((await first.call({ type: 'sale', mode: 'success' })).lines[0]).toBe('success');

    const second = oneC();
    expect((await begin(second, 'sale')).lines[0]).toBe('zip=no');
    const file = Buffer.from(
      ordersFileFrom1C([
        { number: String(orderId), id: `shop-order-${orderId}`, requisites: [['Статус заказа', 'В работе']] },
      ]),
    );
    const [applied] = await second.sendFile('/tmp/orders-x.xml', file, file.length, 'sale');
    expect(applied!.lines[0], applied!.response.body).toBe('success');
    const [order] = await rawRows<{ status: string }>(
      ctx.database.db,
      sql`select status from orders where id = ${orderId}`,
    );
    expect(order!.status).toBe('PROCESSING');
    expect((await sessionsList()).map((s) => s.state)).toEqual(['open', 'interrupted']);
  });
});

describe('an admin’s replay beside an exchange 1C never completed', () => {
  const replay = (id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/exchange/sessions/${id}/replay`, headers: admin.headers });

  it('waits while 1C is in it, then closes the quiet one as 1C’s next exchange would', async () => {
    const client = oneC();
    await begin(client);
    expect((await importFile(client, 'offers0_1.xml', offersXml)).lines[0]).toBe('success');
    const [session] = await sessionsList();
    // 1C called a moment ago: the replay does not cut in
    const busy = await replay(session!.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe(EXCHANGE_TEXTS.admin.replayBusy);
    // a minute of silence with nothing running: the exchange is done with what 1C asked
    await ctx.database.db.execute(
      sql`update exchange_sessions set last_seen_at = now() - interval '2 minutes' where id = ${session!.id}`,
    );
    const started = await replay(session!.id);
    expect(started.statusCode, started.body).toBe(200);
    const states = Object.fromEntries((await sessionsList()).map((s) => [s.id, s.state]));
    expect(states[session!.id]).toBe('interrupted');
    expect(states[started.json<{ id: string }>().id]).toMatch(/^(open|importing|completed)$/);
  });
});
