/**
 * The shop's settings through the API: the demo defaults until an admin saves them, a save recorded in
 * the change history, every bad field refused in Russian with nothing written, and a second instance
 * on the same database showing a save after its cache time.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { DEMO_SHOP_SETTINGS, type ShopPublic, type ShopSettingsInput } from '@shop/shared/shop/settings';
import { SHOP_SETTINGS_TEXTS } from '@shop/shared/shop/texts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { buildTestApp, freshDatabase, rawRows, testConfig, type TestContext } from '../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../test/orders-fixtures.js';

const V = SHOP_SETTINGS_TEXTS.validation;

const { telegram: _telegram, ...demoFields } = DEMO_SHOP_SETTINGS;
/** What GET /api/shop answers before any save. */
const DEMO_PUBLIC: ShopPublic = { ...demoFields, updatedAt: null };
/** A valid PUT body: the demo settings as the admin form would send them. */
const demoBody = (): Omit<ShopSettingsInput, 'telegram'> => structuredClone(demoFields);

const NEW_PHONE = '+7 (473) 555-01-02';
const NEW_HOURS = [
  { open: '08:00', close: '20:00' },
  { open: '08:00', close: '20:00' },
  { open: '08:00', close: '20:00' },
  { open: '08:00', close: '20:00' },
  { open: '08:00', close: '20:00' },
  { open: '09:00', close: '17:00' },
  null,
] as const;

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin] = (await createUsers(ctx, ['shop-boss'], 'admin')) as [TestUser];
  [customer] = (await createUsers(ctx, ['shop-customer'])) as [TestUser];
});
afterAll(() => ctx.close());

const getShop = (app: FastifyInstance = ctx.app) => app.inject({ method: 'GET', url: '/api/shop' });
const putShop = (
  body: unknown,
  headers: Record<string, string> = admin.headers,
  app: FastifyInstance = ctx.app,
) => app.inject({ method: 'PUT', url: '/api/shop', headers, payload: body as object });
const shopHistory = () =>
  ctx.app.inject({ method: 'GET', url: '/api/history?entity=shop&id=1', headers: admin.headers });

describe('GET /api/shop', () => {
  it('answers the demo defaults with updatedAt null before any save, not to be kept by caches', async () => {
    const res = await getShop();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(DEMO_PUBLIC);
    // the Telegram chat is the server's, never public
    expect(res.json()).not.toHaveProperty('telegram');
  });
});

describe('PUT /api/shop', () => {
  it('401 without a token, 403 for a customer; nothing is saved', async () => {
    const anonymous = await putShop({ ...demoBody(), phones: [NEW_PHONE] }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    const byCustomer = await putShop({ ...demoBody(), phones: [NEW_PHONE] }, customer.headers);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().code).toBe('FORBIDDEN');
    expect((await getShop()).json()).toEqual(DEMO_PUBLIC);
    expect(await rawRows(ctx.database.db, sql`select id from shop_settings`)).toEqual([]);
  });

  it('saves a new phone and hours: the answer, GET and the change history show them', async () => {
    const saved = await putShop({ ...demoBody(), phones: [NEW_PHONE], hours: NEW_HOURS });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<ShopPublic>();
    expect(body).toMatchObject({ phones: [NEW_PHONE], hours: NEW_HOURS, name: DEMO_SHOP_SETTINGS.name });
    expect(body.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.now() - Date.parse(body.updatedAt!)).toBeLessThan(60_000);

    const read = await getShop();
    expect(read.json()).toEqual({
      ...DEMO_PUBLIC,
      phones: [NEW_PHONE],
      hours: NEW_HOURS,
      updatedAt: body.updatedAt,
    });

    const history = await shopHistory();
    expect(history.statusCode).toBe(200);
    const [entry, ...older] = history.json();
    expect(older).toEqual([]);
    expect(entry).toMatchObject({ action: 'update', actor: { id: admin.id, email: admin.email } });
    expect(entry.changes).toEqual({
      phones: [DEMO_SHOP_SETTINGS.phones, [NEW_PHONE]],
      hours: [DEMO_SHOP_SETTINGS.hours, NEW_HOURS],
    });
  });

  it('saving the same settings again records nothing more; the Telegram chat is kept', async () => {
    const [before] = await rawRows<{ settings: { telegram: unknown } }>(
      ctx.database.db,
      sql`select settings from shop_settings`,
    );
    // exceptions come back from jsonb with their keys reordered: still no change
    const exceptions = [{ from: '2026-01-01', to: '2026-01-08', hours: null, note: 'Новогодние праздники' }];
    expect(
      (await putShop({ ...demoBody(), phones: [NEW_PHONE], hours: NEW_HOURS, exceptions })).statusCode,
    ).toBe(200);
    const again = await putShop({
      ...demoBody(),
      phones: [NEW_PHONE],
      hours: NEW_HOURS,
      exceptions,
      // read-only fields of GET sent back are ignored
      updatedAt: '2000-01-01T00:00:00.000Z',
      telegram: { botToken: '123456789:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', chatId: '-100123' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const entries = (await shopHistory()).json();
    expect(entries).toHaveLength(2);
    expect(Object.keys(entries[0].changes)).toEqual(['exceptions']);
    const [after] = await rawRows<{ settings: { telegram: unknown } }>(
      ctx.database.db,
      sql`select settings from shop_settings`,
    );
    expect(after!.settings.telegram).toEqual(before!.settings.telegram);
  });

  describe('refuses a bad field with 400, its name and a Russian message, and saves nothing', () => {
    const week = () => [...DEMO_SHOP_SETTINGS.hours] as unknown[];
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a wrong ИНН checksum', { inn: '3604012341' }, 'inn', V.invalidInn],
      ['a wrong ОГРН', { ogrn: '1153668012344' }, 'ogrn', V.invalidOgrn],
      // '12' passes CHECKOUT_PHONE_PATTERN (2 to 15 digits); a leading 0 does not
      [
        'a phone the checkout pattern refuses',
        { phones: [NEW_PHONE, '0473 432'] },
        'phones.1',
        V.invalidPhone,
      ],
      ['latitude 91', { map: { lat: 91, lon: 39.9 } }, 'map.lat', V.invalidLatitude],
      ['an empty name', { name: '   ' }, 'name', V.nameRequired],
      [
        'a heavy-order limit of 0',
        { heavy_order_kg: 0 },
        'heavy_order_kg',
        V.invalidHeavyOrder((1_000_000).toLocaleString('ru-RU')),
      ],
      [
        'a negative heavy-order limit',
        { heavy_order_kg: '-5' },
        'heavy_order_kg',
        V.invalidHeavyOrder((1_000_000).toLocaleString('ru-RU')),
      ],
      [
        'a long-item limit with 4 decimals',
        { long_item_m: 3.1234 },
        'long_item_m',
        V.invalidLongItem((1000).toLocaleString('ru-RU')),
      ],
      [
        'a long-item limit of 1001 m',
        { long_item_m: '1001' },
        'long_item_m',
        V.invalidLongItem((1000).toLocaleString('ru-RU')),
      ],
      [
        'overlapping exceptions',
        {
          exceptions: [
            { from: '2026-05-01', to: '2026-05-03', hours: null, note: 'Майские' },
            { from: '2026-05-03', to: '2026-05-04', hours: { open: '10:00', close: '14:00' }, note: '' },
          ],
        },
        'exceptions.1.from',
        V.overlappingExceptions('03.05.2026–04.05.2026', '01.05.2026–03.05.2026'),
      ],
      [
        'a close time before the open time',
        { hours: Object.assign(week(), { 2: { open: '18:00', close: '09:00' } }) },
        'hours.2.close',
        V.closeBeforeOpen,
      ],
    ];

    it.each(cases)('%s', async (_case, change, field, message) => {
      const before = (await getShop()).json<ShopPublic>();
      const historyBefore = (await shopHistory()).json();
      const res = await putShop({ ...demoBody(), ...change });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields[field]).toBe(message);
      expect(body.fields[field]).toMatch(/[А-Яа-яЁё]/);
      expect(body.error).toMatch(/[А-Яа-яЁё]/);
      expect((await getShop()).json()).toEqual(before);
      expect((await shopHistory()).json()).toEqual(historyBefore);
    });
  });
});

describe('the special-transport limits (issue 27)', () => {
  it('default to 1500 kg and 3 m, take text from the form, and null turns a limit off', async () => {
    expect(DEMO_PUBLIC).toMatchObject({ heavy_order_kg: 1500, long_item_m: 3 });
    const saved = await putShop({ ...demoBody(), heavy_order_kg: '2 000,5', long_item_m: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ heavy_order_kg: 2000.5, long_item_m: null });
    expect((await getShop()).json()).toMatchObject({ heavy_order_kg: 2000.5, long_item_m: null });
    expect(await ctx.app.services.shop.transportLimits()).toEqual({
      heavy_order_kg: 2000.5,
      long_item_m: null,
    });
    const history = (await shopHistory()).json();
    expect(history[0].changes).toMatchObject({ heavy_order_kg: [1500, 2000.5], long_item_m: [3, null] });
  });

  it('settings saved before the limits existed read with the defaults', async () => {
    await ctx.database.db.execute(
      sql`update shop_settings set settings = settings - 'heavy_order_kg' - 'long_item_m' where id = 1`,
    );
    await ctx.database.db.execute(sql`select pg_notify('shop_catalog_changed', 'shop_settings')`);
    await vi.waitFor(async () =>
      expect((await getShop()).json()).toMatchObject({ heavy_order_kg: 1500, long_item_m: 3 }),
    );
    expect(await ctx.app.services.shop.transportLimits()).toEqual({ heavy_order_kg: 1500, long_item_m: 3 });
    // a form that sends neither (an older page) saves the defaults
    const saved = await putShop(demoBody());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ heavy_order_kg: 1500, long_item_m: 3 });
  });
});

it('saves a text with an unpaired surrogate with U+FFFD in its place (jsonb refuses one)', async () => {
  const res = await putShop({ ...demoBody(), deliveryText: 'Доставка\ud800 по району\udfff' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().deliveryText).toBe('Доставка\ufffd по району\ufffd');
  expect((await getShop()).json().deliveryText).toBe('Доставка\ufffd по району\ufffd');
});

it('the table holds one row, id 1', async () => {
  const refused = await ctx.database.db
    .execute(sql`insert into shop_settings (id, settings) values (2, '{}'::jsonb)`)
    .then(
      () => 'inserted',
      (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
    );
  expect(refused).toMatch(/shop_settings_single_row/);
});

describe('a second instance on the same database', () => {
  const CACHE_MS = 600;
  let shared: Awaited<ReturnType<typeof freshDatabase>>;
  let secondPool: DatabaseHandle | undefined;
  const apps: { app: FastifyInstance; dataDir: string }[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;
  let boss: TestUser;

  async function instance(database: DatabaseHandle, shopCacheMs?: number) {
    const config = testConfig();
    const app = await buildApp(config, { database, logger: false, shopCacheMs });
    await app.ready();
    apps.push({ app, dataDir: config.dataDir });
    return { app, config };
  }

  beforeAll(async () => {
    shared = await freshDatabase();
    // on PostgreSQL each instance has its own pool, as two processes would; PGlite has one connection
    secondPool = shared.url ? await openPostgres(shared.url) : undefined;
    const one = await instance(shared.database);
    first = one.app;
    second = (await instance(secondPool ?? shared.database, CACHE_MS)).app;
    [boss] = (await createUsers(
      { app: first, config: one.config, database: shared.database, close: async () => undefined },
      ['second-boss'],
      'admin',
    )) as [TestUser];
  });
  afterAll(async () => {
    for (const { app, dataDir } of apps) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await secondPool?.close();
    await shared?.drop();
  });

  const phoneOn = async (app: FastifyInstance) => (await getShop(app)).json<ShopPublic>().phones[0];

  it('shows a save made by the other at once: the database notifies it', async () => {
    expect(await phoneOn(second)).toBe(DEMO_SHOP_SETTINGS.phones[0]);
    const heard = new Promise<void>((resolve) => {
      const stop = second.services.catalogChanges.onChange(() => {
        stop();
        resolve();
      });
    });
    const saved = await putShop({ ...demoBody(), phones: ['+7 (473) 111-22-33'] }, boss.headers, first);
    expect(saved.statusCode, saved.body).toBe(200);
    await heard;
    // the notice dropped the second's copy: no waiting for its cache time
    expect(await phoneOn(second)).toBe('+7 (473) 111-22-33');
  });

  it('without the notice, shows it once its cache time has passed', async () => {
    // as if the notice were lost: the second instance stops following the database's notices
    await second.services.catalogChanges.stop();
    expect(await phoneOn(second)).toBe('+7 (473) 111-22-33');
    const cachedAt = Date.now();
    const saved = await putShop({ ...demoBody(), phones: ['+7 (473) 444-55-66'] }, boss.headers, first);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await phoneOn(first)).toBe('+7 (473) 444-55-66');
    const seen = await phoneOn(second);
    if (Date.now() - cachedAt < CACHE_MS) expect(seen).toBe('+7 (473) 111-22-33');
    await vi.waitFor(async () => expect(await phoneOn(second)).toBe('+7 (473) 444-55-66'), {
      timeout: CACHE_MS * 5,
      interval: 20,
    });
    expect(Date.now() - cachedAt).toBeLessThan(CACHE_MS * 5);
  });
});
