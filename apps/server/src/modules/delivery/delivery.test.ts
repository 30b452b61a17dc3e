/**
 * Delivery zones through the API: staff create, change and remove them (each write in the change
 * history), the storefront lists the active ones in Russian order, every bad input is refused in
 * Russian with nothing written, and the checkout's `zoneTerms` answers kopecks for an active zone only.
 */
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, rawRows, type TestContext } from '../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../test/orders-fixtures.js';
import { AppError } from '../../lib/errors.js';

const V = DELIVERY_TEXTS.validation;
const E = DELIVERY_TEXTS.errors;

/** 'с. Верхняя Хава': 300 ₽, free from 5,000 ₽, tomorrow. */
const HAVA = { name: 'с. Верхняя Хава', price: 300, free_from: 5000, min_order: null, lead_time: 'завтра' };

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin] = (await createUsers(ctx, ['delivery-boss'], 'admin')) as [TestUser];
  [customer] = (await createUsers(ctx, ['delivery-customer'])) as [TestUser];
});
afterAll(() => ctx.close());

const publicZones = () => ctx.app.inject({ method: 'GET', url: '/api/delivery/zones' });
const allZones = (headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/delivery/zones/all', headers });
const createZone = (body: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/delivery/zones', headers, payload: body as object });
const updateZone = (id: number | string, body: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/delivery/zones/${id}`, headers, payload: body as object });
const removeZone = (id: number | string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/delivery/zones/${id}`, headers });
const zoneHistory = (id: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/history?entity=delivery_zone&id=${id}`,
    headers: admin.headers,
  });
const storedZones = () =>
  rawRows(ctx.database.db, sql`select id, name, price, free_from, active from delivery_zones order by id`);

/** A created zone (201), for the tests that need one. */
async function created(body: object): Promise<DeliveryZone> {
  const res = await createZone(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DeliveryZone>();
}

let hava: DeliveryZone;

describe('the admin routes refuse callers who are not admins', () => {
  it.each([
    ['GET /all', (headers: Record<string, string>) => allZones(headers)],
    ['POST', (headers: Record<string, string>) => createZone(HAVA, headers)],
    ['PUT', (headers: Record<string, string>) => updateZone(1, HAVA, headers)],
    ['DELETE', (headers: Record<string, string>) => removeZone(1, headers)],
  ])('%s: 401 without a token, 403 for a customer; nothing is written', async (_route, call) => {
    const anonymous = await call({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    const byCustomer = await call(customer.headers);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().code).toBe('FORBIDDEN');
    expect(await storedZones()).toEqual([]);
  });
});

describe('creating and listing', () => {
  it('the admin creates с. Верхняя Хава at 300 ₽, free from 5,000 ₽, tomorrow', async () => {
    const res = await createZone(HAVA);
    expect(res.statusCode, res.body).toBe(201);
    hava = res.json<DeliveryZone>();
    expect(hava).toEqual({ id: expect.any(Number), ...HAVA, active: true });
    expect(await storedZones()).toEqual([
      { id: hava.id, name: HAVA.name, price: '300.00', free_from: '5000.00', active: true },
    ]);
  });

  it('the public list shows it, without a token', async () => {
    const res = await publicZones();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([hava]);
  });

  it('keeps kopecks and a minimum order; an absent threshold and minimum are null', async () => {
    const zone = await created({
      name: '  п. Рамонь ',
      price: 450.5,
      min_order: 1500.05,
      lead_time: '2–3 дня',
    });
    expect(zone).toEqual({
      id: expect.any(Number),
      name: 'п. Рамонь',
      price: 450.5,
      free_from: null,
      min_order: 1500.05,
      lead_time: '2–3 дня',
      active: true,
    });
  });

  it('an inactive zone is in /all but not in the public list; both in Russian order', async () => {
    const inactive = await created({ ...HAVA, name: 'Ёлкино', active: false });
    await created({ ...HAVA, name: 'Жилино' });
    await created({ ...HAVA, name: 'Абрамовка' });

    const shown = (await publicZones()).json<DeliveryZone[]>();
    // 'Ё' among the 'Е's, not before 'А' as its code point would put it; lower case by its letter
    expect(shown.map((zone) => zone.name)).toEqual(['Абрамовка', 'Жилино', 'п. Рамонь', 'с. Верхняя Хава']);

    const all = await allZones();
    expect(all.statusCode).toBe(200);
    const every = all.json<DeliveryZone[]>();
    expect(every.map((zone) => zone.name)).toEqual([
      'Абрамовка',
      'Ёлкино',
      'Жилино',
      'п. Рамонь',
      'с. Верхняя Хава',
    ]);
    expect(every.find((zone) => zone.id === inactive.id)).toEqual(inactive);
  });
});

describe('refuses bad input with 400, the field and its Russian message, writing nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '   ' }, 'name', V.nameRequired],
    ['a negative price', { price: -1 }, 'price', V.invalidAmount],
    ['a negative threshold', { free_from: -5 }, 'free_from', V.invalidAmount],
    ['a price with fractions of a kopeck', { price: 300.555 }, 'price', V.invalidAmount],
    ['no lead time', { lead_time: '' }, 'lead_time', V.leadTimeRequired],
  ];

  it.each(cases)('POST: %s', async (_case, change, field, message) => {
    const before = await storedZones();
    const res = await createZone({ ...HAVA, name: 'д. Новая', ...change });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toBe(message);
    expect(body.error).toMatch(/[А-Яа-яЁё]/);
    expect(await storedZones()).toEqual(before);
  });

  it.each(cases)('PUT: %s', async (_case, change, field, message) => {
    const before = await storedZones();
    const res = await updateZone(hava.id, { ...HAVA, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await storedZones()).toEqual(before);
  });

  it('an id that is not a row id', async () => {
    const res = await updateZone('abc', HAVA);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('id');
    expect((await removeZone(0)).statusCode).toBe(400);
  });
});

describe('a name is taken once, whatever its case', () => {
  it.each([HAVA.name, 'С. ВЕРХНЯЯ ХАВА'])('a second %s is refused with 409', async (name) => {
    const before = await storedZones();
    const res = await createZone({ ...HAVA, name, price: 100 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      error: E.nameTaken(name),
      code: 'CONFLICT',
      fields: { name: E.nameTaken(name) },
    });
    expect(await storedZones()).toEqual(before);
  });

  it('renaming another zone to it is refused with 409 too', async () => {
    const other = (await allZones()).json<DeliveryZone[]>().find((zone) => zone.name === 'Жилино')!;
    const res = await updateZone(other.id, { ...HAVA, name: 'с. верхняя хава' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });
});

describe('changing and removing', () => {
  it('updates a zone: 200 with it, and the lists show the change', async () => {
    const res = await updateZone(hava.id, { ...HAVA, price: 350, min_order: 1000, lead_time: '1–2 дня' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<DeliveryZone>();
    expect(updated).toEqual({ ...hava, price: 350, min_order: 1000, lead_time: '1–2 дня' });
    expect((await publicZones()).json()).toContainEqual(updated);
    // changing the letters' case of its own name is no conflict
    const renamed = await updateZone(hava.id, { ...HAVA, name: 'С. Верхняя Хава', price: 350 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    hava = (await updateZone(hava.id, { ...HAVA, price: 350 })).json<DeliveryZone>();
  });

  it('deactivating a zone takes it off the public list', async () => {
    const off = await updateZone(hava.id, { ...HAVA, price: 350, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicZones()).json<DeliveryZone[]>().map((zone) => zone.id)).not.toContain(hava.id);
    hava = (await updateZone(hava.id, { ...HAVA, price: 350 })).json<DeliveryZone>();
    expect((await publicZones()).json()).toContainEqual(hava);
  });

  it('404 with a Russian message for an unknown id', async () => {
    for (const res of [await updateZone(999_999, HAVA), await removeZone(999_999)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error: 'Зона доставки не найдена', code: 'NOT_FOUND' });
    }
  });

  it('deletes a zone: 200 with a message; it is gone, and a second delete is a 404', async () => {
    const zone = await created({ ...HAVA, name: 'д. Удаляемая' });
    const res = await removeZone(zone.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: DELIVERY_TEXTS.deleted });
    expect((await allZones()).json<DeliveryZone[]>().map((z) => z.id)).not.toContain(zone.id);
    expect((await removeZone(zone.id)).statusCode).toBe(404);

    const history = (await zoneHistory(zone.id)).json();
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
    expect(history[0]).toMatchObject({ actor: { id: admin.id, email: admin.email } });
    expect(history[0].changes).toMatchObject({ name: ['д. Удаляемая', null], price: [300, null] });
  });
});

describe('the change history', () => {
  it('records the creation and each update with the changed fields and who made them', async () => {
    const res = await zoneHistory(hava.id);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<{ action: string; actor: unknown; changes: Record<string, unknown> }[]>();
    expect(entries.map((entry) => entry.action)).toEqual([
      'update', // active again
      'update', // inactive
      'update', // its name back
      'update', // 'С.' capitalised, min_order and lead time back
      'update', // 350 ₽, min order, lead time
      'create',
    ]);
    for (const entry of entries) expect(entry.actor).toEqual({ id: admin.id, email: admin.email });
    expect(entries.at(-1)!.changes).toEqual({
      name: [null, HAVA.name],
      price: [null, 300],
      free_from: [null, 5000],
      lead_time: [null, 'завтра'],
      active: [null, true],
    });
    expect(entries.at(-2)!.changes).toEqual({
      price: [300, 350],
      min_order: [null, 1000],
      lead_time: ['завтра', '1–2 дня'],
    });
    expect(entries[1]!.changes).toEqual({ active: [true, false] });
  });

  it('a refused write records nothing', async () => {
    const before = (await zoneHistory(hava.id)).json();
    expect((await updateZone(hava.id, { ...HAVA, price: -1 })).statusCode).toBe(400);
    expect((await updateZone(hava.id, { ...HAVA, name: 'Жилино' })).statusCode).toBe(409);
    expect((await zoneHistory(hava.id)).json()).toEqual(before);
  });
});

describe('zoneTerms (the checkout)', () => {
  it('answers an active zone’s terms in kopecks', async () => {
    const { delivery } = ctx.app.services;
    expect(await delivery.zoneTerms(hava.id)).toEqual({
      name: 'с. Верхняя Хава',
      priceKopecks: 35_000,
      freeFromKopecks: 500_000,
      minOrderKopecks: null,
    });
    const ramon = (await allZones()).json<DeliveryZone[]>().find((zone) => zone.name === 'п. Рамонь')!;
    expect(await delivery.zoneTerms(ramon.id)).toEqual({
      name: 'п. Рамонь',
      priceKopecks: 45_050,
      freeFromKopecks: null,
      minOrderKopecks: 150_005,
    });
  });

  it('refuses an inactive or unknown zone with 400 naming delivery_zone_id', async () => {
    const inactive = (await allZones()).json<DeliveryZone[]>().find((zone) => !zone.active)!;
    for (const id of [inactive.id, 999_999, 0, 2 ** 31]) {
      const refusal = await ctx.app.services.delivery.zoneTerms(id).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal, String(id)).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Доставка в эту зону недоступна',
        fields: { delivery_zone_id: 'Доставка в эту зону недоступна' },
      });
    }
  });
});

it('the table refuses a negative amount by itself', async () => {
  const refused = await ctx.database.db
    .execute(sql`insert into delivery_zones (name, price, lead_time) values ('x', -1, 'завтра')`)
    .then(
      () => 'inserted',
      (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
    );
  expect(refused).toMatch(/delivery_zones_price_nonnegative/);
});
