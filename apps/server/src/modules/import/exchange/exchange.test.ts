/**
 * The 1C exchange's catalogue half played as 1C plays it (commerceml.md §8.1, §10), through HTTP.
 */
import { existsSync, readFileSync, writeFileSync, rmSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import type { ExchangeSessionList } from '@shop/shared/exchange/schemas';
import { buildTestApp, rawRows, testConfig, type TestContext } from '../../../../test/helpers.js';
import { OneC, basicAuth } from '../../../../test/one-c-client.js';
import { createUsers, type TestUser } from '../../../../test/orders-fixtures.js';
import { buildZip } from '../../../../test/zip-writer.js';

const FIXTURES = new URL('../../../../test/fixtures/commerceml/', import.meta.url);
const catalogueXml = readFileSync(new URL('import0_1.xml', FIXTURES));
const offersXml = readFileSync(new URL('offers0_1.xml', FIXTURES));
const ACCOUNT = { login: 'shop-1c', password: 'exchange-secret-1' };
const SWEET = 'cbcf4968-55bc-11d9-848a-00112f43529a';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  const config = testConfig({ EXCHANGE_LOGIN: ACCOUNT.login, EXCHANGE_PASSWORD: ACCOUNT.password });
  ctx = await buildTestApp({
    config: {
      ...config,
      exchange: { ...config.exchange },
      rateLimits: { ...config.rateLimits, exchangeLoginFailures: { max: 5, windowMs: 60_000 } },
    },
  });
  admin = (await createUsers(ctx, ['exchange-admin'], 'admin'))[0]!;
});
afterAll(() => ctx.close());

/** How long one import call waits for its job (1C gets `progress` sooner with a shorter wait). */
const setWait = (ms: number) => {
  ctx.config.exchange.waitMs = ms;
};

async function resetShop() {
  setWait(15_000);
  const { db } = ctx.database;
  await db.execute(sql`delete from exchange_sessions`);
  await db.execute(sql`delete from exchange_requests`);
  await db.execute(sql`delete from import_jobs`);
  await db.execute(sql`delete from products`);
  await db.execute(sql`delete from categories`);
  rmSync(join(ctx.config.dataDir, 'exchange'), { recursive: true, force: true });
  await ctx.app.services.limiter.clear('exchange-login:127.0.0.1');
}

const count = async (query: ReturnType<typeof sql>) =>
  (await rawRows<{ n: number }>(ctx.database.db, query))[0]!.n;

const oneC = () => new OneC(ctx.app, ACCOUNT);

const sessionsList = async () =>
  (
    await ctx.app.inject({ url: '/api/exchange/sessions', headers: admin.headers })
  ).json<ExchangeSessionList>().sessions;

/** checkauth + init, as 1C starts every exchange. */
async function started(client = oneC()) {
  expect((await client.checkauth()).lines[0]).toBe('success');
  const init = await client.init();
  expect(init.lines, init.response.body).toEqual(['zip=yes', `file_limit=${ctx.config.exchange.fileLimit}`]);
  return client;
}

describe('the §10 sequence with the fixture pair', () => {
  beforeEach(resetShop);

  it('imports the catalogue and the offers: 15 categories, 228 products, 201 priced (62 at zero stock), 27 hidden, 3 clashes', async () => {
    const began = performance.now();
    const client = oneC();
    const auth = await client.checkauth();
    expect(auth.status).toBe(200);
    expect(auth.contentType).toBe('text/plain; charset=utf-8');
    expect(auth.lines[0]).toBe('success');
    expect(auth.lines[1]).toBe('cml_sid');
    expect(auth.lines[2]).toMatch(/^[0-9a-f]{64}$/);
    expect(String(auth.response.headers['set-cookie'])).toContain(`cml_sid=${auth.lines[2]}`);
    await client.init();
    for (const [name, data] of [
      ['import0_1.xml', catalogueXml],
      ['offers0_1.xml', offersXml],
    ] as const) {
      const [file] = await client.sendFile(name, data);
      expect(file!.lines[0], file!.response.body).toBe('success');
      const answers = await client.importUntilDone(name);
      const last = answers.at(-1)!;
      expect(last.lines[0], last.response.body).toBe('success');
      expect(answers.slice(0, -1).every((a) => a.lines[0] === 'progress' && a.lines.length === 2)).toBe(true);
    }
    expect((await client.call({ type: 'catalog', mode: 'complete' })).lines[0]).toBe('success');
    console.info(
      `1C exchange of the fixture pair (228 products, 201 offers), checkauth to complete: ${Math.round(performance.now() - began)} ms`,
    );

    expect(await count(sql`select count(*)::int as n from categories where external_id is not null`)).toBe(
      15,
    );
    expect(await count(sql`select count(*)::int as n from products`)).toBe(228);
    expect(await count(sql`select count(*)::int as n from products where published`)).toBe(201);
    expect(
      await count(sql`select count(*)::int as n from products where published and stock_quantity = 0`),
    ).toBe(62);
    expect(await count(sql`select count(*)::int as n from products where not published and price = 0`)).toBe(
      27,
    );

    const [session] = await sessionsList();
    expect(session).toMatchObject({ type: 'catalog', state: 'completed', error: null, replayable: true });
    expect(session!.files).toEqual([
      { name: 'import0_1.xml', bytes: catalogueXml.length },
      { name: 'offers0_1.xml', bytes: offersXml.length },
    ]);
    expect(session!.imports.map((i) => [i.fileName, i.status])).toEqual([
      ['import0_1.xml', 'completed'],
      ['offers0_1.xml', 'completed'],
    ]);
    const clashes = session!.imports[0]!.report!.errors.filter((e) => e.message.startsWith('Артикул'));
    expect(clashes).toHaveLength(3);
    expect(session!.requests.map((r) => r.mode)).toContain('checkauth');
    expect(session!.requests.find((r) => r.mode === 'file')).toMatchObject({
      fileName: 'import0_1.xml',
      bytes: catalogueXml.length,
      answer: 'success',
    });
    // the session's files are kept (for a replay), the jobs' own copies are gone
    expect(readdirSync(join(ctx.config.dataDir, 'exchange', session!.id)).sort()).toEqual([
      'import0_1.xml',
      'offers0_1.xml',
    ]);
    expect(readdirSync(join(ctx.config.dataDir, 'imports'))).toEqual([]);
  });
});

/** The fixture with `edit` applied to the sweet's <Товар> element. */
function withSweet(edit: (product: string) => string): Buffer {
  const xml = catalogueXml.toString('utf8');
  const start = xml.lastIndexOf('<Товар>', xml.indexOf(`<Ид>${SWEET}</Ид>`, xml.indexOf('<Товары>')));
  const end = xml.indexOf('</Товар>', start) + '</Товар>'.length;
  return Buffer.from(xml.slice(0, start) + edit(xml.slice(start, end)) + xml.slice(end));
}

/** A ZIP grown by an archive comment to an exact multiple of `unit` (1C's pieces then have no short last one). */
function padToMultiple(zip: Buffer, unit: number): Buffer {
  const pad = (unit - (zip.length % unit)) % unit;
  expect(pad).toBeLessThan(0x10000);
  const padded = Buffer.concat([zip, Buffer.alloc(pad, 0x20)]);
  padded.writeUInt16LE(pad, zip.length - 2);
  return padded;
}

async function tinyPng(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

const sweetRow = async () =>
  (
    await rawRows<{ image: string | null; image_hash: string | null; published: boolean }>(
      ctx.database.db,
      sql`select image, image_hash, published from products where external_id = ${SWEET}`,
    )
  )[0]!;

describe('the zipped exchange', () => {
  beforeEach(resetShop);

  it.each([
    ['waiting for each job', 15_000],
    ['answering progress at once', 0],
  ])(
    'takes one archive in pieces of exactly file_limit, unpacks it at the first import, and gives the products their pictures (%s)',
    async (_label, waitMs) => {
      setWait(waitMs);
      const limit = 8192;
      ctx.config.exchange.fileLimit = limit;
      try {
        const withPicture = withSweet((product) =>
          product.replace('<Описание/>', '<Описание/><Картинка>import_files/cb/sweet.png</Картинка>'),
        );
        const archive = padToMultiple(
          buildZip([
            { name: 'import0_1.xml', data: withPicture },
            { name: 'offers0_1.xml', data: offersXml },
            { name: 'import_files/cb/sweet.png', data: await tinyPng(), method: 'store' },
          ]),
          limit,
        );
        expect(archive.length % limit).toBe(0);
        expect(archive.length / limit).toBeGreaterThan(2);
        const client = await started();
        const pieces = await client.sendFile('import.zip', archive, limit);
        expect(pieces.map((a) => a.lines[0])).toEqual(pieces.map(() => 'success'));
        const catalogue = (await client.importUntilDone('import0_1.xml')).at(-1)!;
        expect(catalogue.lines[0], catalogue.response.body).toBe('success');
        expect(catalogue.lines.join('\n')).toContain(EXCHANGE_TEXTS.import.picturesDone(1));
        const offers = (await client.importUntilDone('offers0_1.xml')).at(-1)!;
        expect(offers.lines[0], offers.response.body).toBe('success');
        expect((await client.call({ type: 'catalog', mode: 'complete' })).lines[0]).toBe('success');

        expect(await count(sql`select count(*)::int as n from products`)).toBe(228);
        expect(await count(sql`select count(*)::int as n from products where published`)).toBe(201);
        const sweet = await sweetRow();
        expect(sweet.image).toMatch(/\.webp$/);
        expect(sweet.image_hash).toMatch(/^[0-9a-f]{64}$/);
        const [session] = await sessionsList();
        expect(session!.files).toEqual([{ name: 'import.zip', bytes: archive.length }]);
        expect(session!.imports.map((i) => [i.fileName, i.status])).toEqual([
          ['import0_1.xml', 'completed'],
          ['import0_1.xml#import_files', 'completed'],
          ['offers0_1.xml', 'completed'],
        ]);
      } finally {
        ctx.config.exchange.fileLimit = 10 * 1024 * 1024;
      }
    },
  );

  it('refuses a piece over file_limit and keeps what came before; refuses an archive with a path leaving its folder', async () => {
    ctx.config.exchange.fileLimit = 1000;
    try {
      const client = await started();
      expect((await client.sendFile('import0_1.xml', Buffer.alloc(900, 0x41)))[0]!.lines[0]).toBe('success');
      const tooBig = (await client.sendFile('import0_1.xml', Buffer.alloc(1001, 0x42)))[0]!;
      expect(tooBig.lines).toEqual(['failure', EXCHANGE_TEXTS.files.tooLarge(1000)]);
      const [session] = await sessionsList();
      expect(session!.files).toEqual([{ name: 'import0_1.xml', bytes: 900 }]);
      expect(readFileSync(join(ctx.config.dataDir, 'exchange', session!.id, 'import0_1.xml'))).toEqual(
        Buffer.alloc(900, 0x41),
      );

      const slip = buildZip([{ name: '../../escaped.xml', data: Buffer.from('<a/>') }]);
      expect((await client.sendFile('evil.zip', slip))[0]!.lines[0]).toBe('success');
      const refused = await client.call({ type: 'catalog', mode: 'import', filename: 'import0_1.xml' });
      expect(refused.lines[0]).toBe('failure');
      expect(refused.lines[1]).toContain('Архив обмена не распакован');
      expect(existsSync(join(ctx.config.dataDir, 'escaped.xml'))).toBe(false);
      expect(existsSync(join(ctx.config.dataDir, 'exchange', 'escaped.xml'))).toBe(false);
    } finally {
      ctx.config.exchange.fileLimit = 10 * 1024 * 1024;
    }
  });
});

describe('a long import', () => {
  beforeEach(resetShop);

  it('answers progress while the job runs, reports the same job to a repeated call, and resumes after the process died', async () => {
    setWait(100);
    const client = await started();
    await client.sendFile('import0_1.xml', catalogueXml);
    await ctx.app.services.imports.stop();
    try {
      const queued = await client.call({ type: 'catalog', mode: 'import', filename: 'import0_1.xml' });
      expect(queued.lines).toEqual(['progress', EXCHANGE_TEXTS.import.queued('import0_1.xml')]);
      const again = await client.call({ type: 'catalog', mode: 'import', filename: 'import0_1.xml' });
      expect(again.lines[0]).toBe('progress');
      expect(await count(sql`select count(*)::int as n from import_jobs`)).toBe(1);
      // the process that claimed the job dies: its lease runs out with the job still 'running'
      await ctx.database.db.execute(
        sql`update import_jobs set status = 'running', phase = 'applying', attempts = 1, locked_by = 'dead-process',
            locked_until = now() - interval '1 minute', started_at = now()`,
      );
      const meanwhile = await client.call({ type: 'catalog', mode: 'import', filename: 'import0_1.xml' });
      expect(meanwhile.lines[0]).toBe('progress');
      expect(meanwhile.lines[1]).toMatch(/^Товары: 0/);
    } finally {
      ctx.app.services.imports.start();
    }
    const answers = await client.importUntilDone('import0_1.xml');
    expect(answers.at(-1)!.lines[0], answers.at(-1)!.response.body).toBe('success');
    const jobs = await rawRows<{ attempts: number; status: string }>(
      ctx.database.db,
      sql`select attempts, status from import_jobs`,
    );
    expect(jobs).toEqual([{ attempts: 2, status: 'completed' }]);
    expect(await count(sql`select count(*)::int as n from products`)).toBe(228);
    // a repeated call after the end reports the same finished job, and enqueues nothing
    const repeated = await client.call({ type: 'catalog', mode: 'import', filename: 'import0_1.xml' });
    expect(repeated.lines[0]).toBe('success');
    expect(await count(sql`select count(*)::int as n from import_jobs`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from exchange_session_imports`)).toBe(1);
  });

  it('fails the import of a broken file with the parser reason, and of a file never sent', async () => {
    const client = await started();
    await client.sendFile('import0_1.xml', catalogueXml.subarray(0, catalogueXml.length / 2));
    const broken = (await client.importUntilDone('import0_1.xml')).at(-1)!;
    expect(broken.lines[0]).toBe('failure');
    expect(broken.lines[1]).toContain('обрывается');
    const missing = await client.call({ type: 'catalog', mode: 'import', filename: 'offers0_1.xml' });
    expect(missing.lines).toEqual(['failure', EXCHANGE_TEXTS.files.notReceived('offers0_1.xml')]);
    expect((await client.call({ type: 'catalog', mode: 'complete' })).lines[0]).toBe('success');
    const [session] = await sessionsList();
    expect(session).toMatchObject({ state: 'failed' });
    expect(await count(sql`select count(*)::int as n from products`)).toBe(0);
  });
});

describe('sessions', () => {
  beforeEach(resetShop);

  it('continues the exchange when 1C logs in again mid-way, with its cookie or without', async () => {
    const client = await started();
    const half = Math.floor(catalogueXml.length / 2);
    expect((await client.sendFile('import0_1.xml', catalogueXml.subarray(0, half)))[0]!.lines[0]).toBe(
      'success',
    );
    const firstCookie = client.cookie;
    // a new login without the cookie: a new token, which continues the started exchange
    expect((await client.checkauth()).lines[0]).toBe('success');
    expect(client.cookie).not.toBe(firstCookie);
    expect((await client.sendFile('import0_1.xml', catalogueXml.subarray(half)))[0]!.lines[0]).toBe(
      'success',
    );
    // a login that brings the cookie keeps it
    const relogin = await client.call({ type: 'catalog', mode: 'checkauth' }, { auth: true });
    expect(`${relogin.lines[1]}=${relogin.lines[2]}`).toBe(client.cookie);
    // 1C may repeat the Basic header with every request
    const answers = await client.importUntilDone('import0_1.xml');
    expect(answers.at(-1)!.lines[0], answers.at(-1)!.response.body).toBe('success');
    expect(await count(sql`select count(*)::int as n from products`)).toBe(228);
    const sessions = await sessionsList();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.files).toEqual([{ name: 'import0_1.xml', bytes: catalogueXml.length }]);
    // the first login reaches the same exchange: the same job's report, no second session
    const first = await client.call(
      { type: 'catalog', mode: 'import', filename: 'import0_1.xml' },
      { cookie: firstCookie },
    );
    expect(first.lines).toEqual(answers.at(-1)!.lines);
    expect(await sessionsList()).toHaveLength(1);
  });

  it('keeps the files of the last EXCHANGE_KEEP_SESSIONS sessions only', async () => {
    const keep = ctx.config.exchange.keepSessions;
    ctx.config.exchange.keepSessions = 2;
    try {
      const ids: string[] = [];
      for (let n = 0; n < 3; n++) {
        const client = await started();
        await client.sendFile('offers0_1.xml', offersXml);
        ids.push((await sessionsList())[0]!.id);
        expect((await client.call({ type: 'catalog', mode: 'complete' })).lines[0]).toBe('success');
      }
      const folders = ids.map((id) => existsSync(join(ctx.config.dataDir, 'exchange', id)));
      expect(folders).toEqual([false, true, true]);
    } finally {
      ctx.config.exchange.keepSessions = keep;
    }
  });
});

describe('deactivate', () => {
  beforeEach(resetShop);

  const seedShop = async () => {
    const { seedProducts } = await import('../../../../test/orders-fixtures.js');
    await seedProducts(ctx, 'Сделано на сайте', [
      { id: 900_001, name: 'Товар сайта' },
      { id: 900_002, name: 'Пропал из 1С', externalId: 'gone-from-1c' },
    ]);
  };
  const published = async (id: number) =>
    (
      await rawRows<{ published: boolean }>(
        ctx.database.db,
        sql`select published from products where id = ${id}`,
      )
    )[0]!.published;

  async function exchange(catalogue: Buffer) {
    const client = await started();
    await client.sendFile('import0_1.xml', catalogue);
    await client.sendFile('offers0_1.xml', offersXml);
    const imported = [
      (await client.importUntilDone('import0_1.xml')).at(-1)!,
      (await client.importUntilDone('offers0_1.xml')).at(-1)!,
    ];
    const deactivated = await client.call({ type: 'catalog', mode: 'deactivate' });
    expect((await client.call({ type: 'catalog', mode: 'complete' })).lines[0]).toBe('success');
    return { imported, deactivated };
  }

  it('hides, after a full export, the 1C products it did not contain; leaves the site-made ones', async () => {
    await seedShop();
    const { deactivated } = await exchange(catalogueXml);
    expect(deactivated.lines).toEqual(['success', EXCHANGE_TEXTS.deactivate.hidden(1)]);
    expect(await published(900_002)).toBe(false);
    expect(await published(900_001)).toBe(true);
    expect(await count(sql`select count(*)::int as n from products where published`)).toBe(202);
    expect((await sessionsList())[0]).toMatchObject({ state: 'completed' });
    const [row] = await rawRows<{ full_export: boolean }>(
      ctx.database.db,
      sql`select full_export from exchange_sessions`,
    );
    expect(row!.full_export).toBe(true);
  });

  it('hides nothing after a delta (СодержитТолькоИзменения="true")', async () => {
    await seedShop();
    const delta = Buffer.from(
      catalogueXml
        .toString('utf8')
        .replace('СодержитТолькоИзменения="false"', 'СодержитТолькоИзменения="true"'),
    );
    const { deactivated } = await exchange(delta);
    expect(deactivated.lines).toEqual(['success', EXCHANGE_TEXTS.deactivate.delta]);
    expect(await published(900_002)).toBe(true);
  });

  it('hides nothing when an import of the session failed', async () => {
    await seedShop();
    const client = await started();
    await client.sendFile('import0_1.xml', catalogueXml);
    await client.sendFile('offers0_1.xml', offersXml.subarray(0, 5000));
    expect((await client.importUntilDone('import0_1.xml')).at(-1)!.lines[0]).toBe('success');
    expect((await client.importUntilDone('offers0_1.xml')).at(-1)!.lines[0]).toBe('failure');
    const deactivated = await client.call({ type: 'catalog', mode: 'deactivate' });
    expect(deactivated.lines).toEqual(['success', EXCHANGE_TEXTS.deactivate.notClean]);
    expect(await published(900_002)).toBe(true);
  });
});

describe('authentication and robustness', () => {
  beforeEach(resetShop);

  it('asks for credentials with 401 and WWW-Authenticate when none are sent', async () => {
    const res = await oneC().call({ type: 'catalog', mode: 'checkauth' });
    expect(res.status).toBe(401);
    expect(res.response.headers['www-authenticate']).toMatch(/^Basic realm="1c"/);
    expect(res.contentType).toBe('text/plain; charset=utf-8');
  });

  it('answers a wrong password with failure (HTTP 200), and stops an address after too many', async () => {
    const wrong = new OneC(ctx.app, { login: ACCOUNT.login, password: 'not-the-password' });
    const res = await wrong.checkauth();
    expect(res.status).toBe(200);
    expect(res.lines).toEqual(['failure', EXCHANGE_TEXTS.auth.wrongCredentials]);
    expect(res.response.headers['set-cookie']).toBeUndefined();
    const otherLogin = await new OneC(ctx.app, { login: 'admin', password: ACCOUNT.password }).checkauth();
    expect(otherLogin.lines[1]).toBe(EXCHANGE_TEXTS.auth.wrongCredentials);
    for (let n = 0; n < 3; n++) await wrong.checkauth();
    const blocked = await oneC().checkauth();
    expect(blocked.lines[0]).toBe('failure');
    expect(blocked.lines[1]).toMatch(/^Слишком много неудачных попыток входа/);
    expect(await count(sql`select count(*)::int as n from exchange_sessions`)).toBe(0);
  });

  it('refuses file names that leave the session folder or carry control characters', async () => {
    const client = await started();
    const names = [
      '../escape.xml',
      'a/../../escape.xml',
      'a\\..\\..\\escape.xml',
      'C:\\1c\\import_files\\..\\..\\escape.xml',
      'a\u0000b.xml',
      'a\nb.xml',
      `${'я'.repeat(200)}.xml`,
      '..',
      '/',
      '',
    ];
    for (const filename of names) {
      const res = await client.call({ type: 'catalog', mode: 'file', filename }, { body: '<a/>' });
      expect(res.status).toBe(200);
      expect(res.lines[0], filename).toBe('failure');
    }
    const fine = await client.call(
      { type: 'catalog', mode: 'file', filename: 'webdata\\Товары/import0_1.xml' },
      { body: '<a/>' },
    );
    expect(fine.lines[0]).toBe('success');
    const [session] = await sessionsList();
    expect(session!.files).toEqual([{ name: 'webdata/Товары/import0_1.xml', bytes: 4 }]);
    expect(existsSync(join(ctx.config.dataDir, 'escape.xml'))).toBe(false);
  });

  it('reads the body whatever Content-Type 1C sends, and answers unknown modes and types with failure', async () => {
    const client = await started();
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'application/json',
      'text/xml; charset=windows-1251',
    ]) {
      const res = await client.call(
        { type: 'catalog', mode: 'file', filename: 'offers0_1.xml' },
        { body: '{"a":1}&b=2', contentType },
      );
      expect(res.lines[0], contentType).toBe('success');
    }
    const [session] = await sessionsList();
    expect(session!.files).toEqual([{ name: 'offers0_1.xml', bytes: 33 }]);
    expect((await client.call({ type: 'catalog', mode: 'explode' })).lines[0]).toBe('failure');
    expect((await client.call({ type: 'goods', mode: 'init' })).lines[0]).toBe('failure');
    expect((await client.call({ type: 'catalog', mode: 'import' })).lines).toEqual([
      'failure',
      EXCHANGE_TEXTS.files.nameMissing,
    ]);
  });

  it('answers a piece over file_limit on a real connection with failure, not a dropped connection', async () => {
    const client = await started();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.config.exchange.fileLimit = 64 * 1024;
    try {
      const res = await fetch(`${address}/api/1c/exchange?type=catalog&mode=file&filename=import0_1.xml`, {
        method: 'POST',
        headers: { cookie: client.cookie!, 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(300 * 1024, 0x41),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`failure\n${EXCHANGE_TEXTS.files.tooLarge(64 * 1024)}\n`);
      const fits = await fetch(`${address}/api/1c/exchange?type=catalog&mode=file&filename=import0_1.xml`, {
        method: 'POST',
        headers: { cookie: client.cookie! },
        body: catalogueXml.subarray(0, 1000),
      });
      expect((await fits.text()).split('\n')[0]).toBe('success');
      const [session] = await sessionsList();
      expect(session!.files).toEqual([{ name: 'import0_1.xml', bytes: 1000 }]);
    } finally {
      ctx.config.exchange.fileLimit = 10 * 1024 * 1024;
    }
  });

  it('never answers a 5xx: a failure inside the shop is a failure line, logged', async () => {
    const client = oneC();
    await client.checkauth();
    mkdirSync(ctx.config.dataDir, { recursive: true });
    writeFileSync(join(ctx.config.dataDir, 'exchange'), 'not a folder');
    try {
      const res = await client.init();
      expect(res.status).toBe(200);
      expect(res.contentType).toBe('text/plain; charset=utf-8');
      expect(res.lines).toEqual(['failure', EXCHANGE_TEXTS.protocol.internal]);
    } finally {
      rmSync(join(ctx.config.dataDir, 'exchange'), { force: true });
    }
    const logged = await rawRows<{ answer: string; mode: string }>(
      ctx.database.db,
      sql`select answer, mode from exchange_requests order by id desc limit 1`,
    );
    expect(logged).toEqual([{ answer: 'failure', mode: 'init' }]);
    ctx.app.state.databaseReady = false;
    try {
      const starting = await client.call({ type: 'catalog', mode: 'init' });
      expect(starting.status).toBe(200);
      expect(starting.lines).toEqual(['failure', EXCHANGE_TEXTS.protocol.starting]);
    } finally {
      ctx.app.state.databaseReady = true;
    }
  });
});

describe('the admin API', () => {
  beforeEach(resetShop);

  it('shows the settings; refuses to change credentials set on the server', async () => {
    const res = await ctx.app.inject({ url: '/api/exchange/settings', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      path: '/api/1c/exchange',
      login: ACCOUNT.login,
      passwordSet: true,
      credentialsFrom: 'env',
      fileLimit: ctx.config.exchange.fileLimit,
    });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/exchange/settings',
      headers: admin.headers,
      payload: { login: 'other' },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().error).toBe(EXCHANGE_TEXTS.admin.credentialsFromEnv);
    const encoding = await ctx.app.inject({
      method: 'PUT',
      url: '/api/exchange/settings',
      headers: admin.headers,
      payload: { ordersEncoding: 'windows-1251' },
    });
    expect(encoding.json()).toMatchObject({ ordersEncoding: 'windows-1251' });
    const [customer] = await createUsers(ctx, [`exchange-customer-${Date.now()}`]);
    expect(
      (await ctx.app.inject({ url: '/api/exchange/settings', headers: customer!.headers })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/exchange/sessions' })).statusCode).toBe(401);
  });

  it('replays a kept catalogue session as a new session; 404 unknown, 409 when its files are gone', async () => {
    const client = await started();
    await client.sendFile('import0_1.xml', catalogueXml);
    await client.sendFile('offers0_1.xml', offersXml);
    await client.importUntilDone('import0_1.xml');
    await client.importUntilDone('offers0_1.xml');
    await client.call({ type: 'catalog', mode: 'complete' });
    const [original] = await sessionsList();
    await ctx.database.db.execute(
      sql`update products set name = 'Переименован на сайте' where external_id = ${SWEET}`,
    );

    const replay = await ctx.app.inject({
      method: 'POST',
      url: `/api/exchange/sessions/${original!.id}/replay`,
      headers: admin.headers,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    const replayed = replay.json<{ id: string; type: string }>();
    expect(replayed.id).not.toBe(original!.id);
    let session = (await sessionsList()).find((s) => s.id === replayed.id)!;
    for (let n = 0; n < 200 && session.state !== 'completed' && session.state !== 'failed'; n++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      session = (await sessionsList()).find((s) => s.id === replayed.id)!;
    }
    expect(session.state).toBe('completed');
    expect(session.imports.map((i) => [i.fileName, i.status])).toEqual([
      ['import0_1.xml', 'completed'],
      ['offers0_1.xml', 'completed'],
    ]);
    expect(session.imports[0]!.report).toMatchObject({ created: 0, updated: 1 });
    const [sweet] = await rawRows<{ name: string }>(
      ctx.database.db,
      sql`select name from products where external_id = ${SWEET}`,
    );
    expect(sweet!.name).toBe('Барбарис (конфеты)');

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/exchange/sessions/6b0f6f55-4b8c-4d5e-9a55-0c8d2f1d7a11/replay',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(EXCHANGE_TEXTS.admin.sessionNotFound);
    rmSync(join(ctx.config.dataDir, 'exchange', original!.id), { recursive: true });
    const gone = await ctx.app.inject({
      method: 'POST',
      url: `/api/exchange/sessions/${original!.id}/replay`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(EXCHANGE_TEXTS.admin.filesGone);
    expect((await sessionsList()).find((s) => s.id === original!.id)!.replayable).toBe(false);
  });

  it('edits the status map: add, change, refuse a duplicate, delete', async () => {
    const list = await ctx.app.inject({ url: '/api/exchange/status-map', headers: admin.headers });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ requisite: 'Статус заказа', value: '[F] Доставлен', status: 'COMPLETED' }),
    );
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/exchange/status-map',
      headers: admin.headers,
      payload: { requisite: 'Статус заказа', value: 'Ждёт оплаты', status: 'NEW' },
    });
    expect(added.statusCode).toBe(200);
    const id = added.json<{ id: number }>().id;
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/api/exchange/status-map',
      headers: admin.headers,
      payload: { requisite: 'статус заказа', value: 'ждёт оплаты', status: 'PROCESSING' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(EXCHANGE_TEXTS.admin.mappingTaken);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/exchange/status-map/${id}`,
      headers: admin.headers,
      payload: { requisite: 'Статус заказа', value: 'Ждёт оплаты', status: 'PROCESSING' },
    });
    expect(changed.json()).toMatchObject({ id, status: 'PROCESSING' });
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: `/api/exchange/status-map/${id}`,
      headers: admin.headers,
      payload: { requisite: '', value: 'x', status: 'SHIPPED' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/exchange/status-map/${id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/exchange/status-map/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(EXCHANGE_TEXTS.admin.mappingNotFound);
  });
});

describe('an exchange account set in the admin area', () => {
  let own: TestContext;
  let ownAdmin: TestUser;
  beforeAll(async () => {
    own = await buildTestApp();
    ownAdmin = (await createUsers(own, ['exchange-own-admin'], 'admin'))[0]!;
  });
  afterAll(() => own.close());

  it('is refused until set; then opens the exchange with its password only', async () => {
    const client = new OneC(own.app, ACCOUNT);
    expect((await client.checkauth()).lines).toEqual(['failure', EXCHANGE_TEXTS.auth.notConfigured]);
    const before = await own.app.inject({ url: '/api/exchange/settings', headers: ownAdmin.headers });
    expect(before.json()).toMatchObject({ login: null, passwordSet: false, credentialsFrom: null });
    const weak = await own.app.inject({
      method: 'PUT',
      url: '/api/exchange/settings',
      headers: ownAdmin.headers,
      payload: { login: 'shop 1c', password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const set = await own.app.inject({
      method: 'PUT',
      url: '/api/exchange/settings',
      headers: ownAdmin.headers,
      payload: ACCOUNT,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ login: ACCOUNT.login, passwordSet: true, credentialsFrom: 'admin' });
    expect(JSON.stringify(set.json())).not.toContain(ACCOUNT.password);
    expect((await client.checkauth()).lines[0]).toBe('success');
    // Basic instead of the cookie works too
    const basicOnly = await own.app.inject({
      url: '/api/1c/exchange?type=catalog&mode=init',
      headers: { authorization: basicAuth(ACCOUNT.login, ACCOUNT.password) },
    });
    expect(basicOnly.body.split('\n')[0]).toBe('zip=yes');
    const wrong = await new OneC(own.app, { ...ACCOUNT, password: 'exchange-secret-2' }).checkauth();
    expect(wrong.lines).toEqual(['failure', EXCHANGE_TEXTS.auth.wrongCredentials]);
  });
});
