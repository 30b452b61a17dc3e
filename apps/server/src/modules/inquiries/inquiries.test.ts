/**
 * The contact form and the measurement request through HTTP: the §5 rules and the consent (400 with
 * `fields`), the stored inquiry with its consent, the honeypot, 5 per 10 minutes per address across
 * both forms, and the admin list (filters, pages, status) behind the admin guard.
 */
import { ADDRESS_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@shop/shared/constants';
import type { Inquiry, InquiryList } from '@shop/shared/inquiries/schemas';
import { PRIVACY_POLICY_VERSION } from '@shop/shared/shop/privacy-policy';
import { TEXTS } from '@shop/shared/texts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { buildTestApp, rawRows, testConfig, type TestContext } from '../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../test/orders-fixtures.js';

const V = TEXTS.validation;
const CONTACT = '/api/telegram/send-contact';
const MEASUREMENT = '/api/telegram/send-measurement';
/** The spec's path without /api (§7 Other). */
const MEASUREMENT_BARE = '/telegram/send-measurement';

const contact = {
  name: 'Иван Петров',
  phone: '+79991234567',
  message: 'Нужен утеплитель 50 мм',
  consent: true,
};
const measurement = {
  name: 'Мария',
  phone: '89001112233',
  address: 'с. Верхняя Хава, ул. Мира, 3',
  preferred_time: 'после 17:00',
  comment: 'Два проёма',
  consent: true,
};

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const published: Inquiry[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin] = (await createUsers(ctx, ['inq-boss'], 'admin')) as [TestUser];
  [customer] = (await createUsers(ctx, ['inq-customer'])) as [TestUser];
  ctx.app.events.on('inquiryCreated', (inquiry) => published.push(inquiry));
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const asAdmin = (url: string) => ctx.app.inject({ url, headers: admin.headers });
const setStatus = (id: number | string, payload: unknown, headers = admin.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/inquiries/${id}`, headers, payload: payload as object });

const counts = async () => {
  const [row] = await rawRows<{ inquiries: number; consents: number; outbox: number }>(
    ctx.database.db,
    sql`select (select count(*) from inquiries)::int as inquiries,
      (select count(*) from personal_data_consents)::int as consents,
      (select count(*) from notification_outbox)::int as outbox`,
  );
  return row!;
};

describe('sending', () => {
  it('stores a contact message with its consent (address, policy version) and answers at once', async () => {
    const res = await post(CONTACT, { ...contact, name: '  Иван Петров ' }, '10.20.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TEXTS.contact.sent });

    const [row] = await rawRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select i.id, i.type, i.status, i.name, i.phone, i.message, i.address, i.ip,
          c.purpose, c.ip as consent_ip, c.policy_version
        from inquiries i join personal_data_consents c on c.id = i.consent_id
        order by i.id desc limit 1`,
    );
    expect(row).toMatchObject({
      type: 'contact',
      status: 'new',
      name: 'Иван Петров',
      phone: '+79991234567',
      message: 'Нужен утеплитель 50 мм',
      address: null,
      ip: '10.20.0.1',
      purpose: 'contact',
      consent_ip: '10.20.0.1',
      policy_version: PRIVACY_POLICY_VERSION,
    });
    expect(published.at(-1)).toMatchObject({ id: row!.id, type: 'contact', status: 'new', delivery: [] });
  });

  it('stores a measurement request, also through the path without /api; empty optional fields are null', async () => {
    const full = await post(MEASUREMENT, measurement);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual({ message: TEXTS.measurement.sent });
    const bare = await post(MEASUREMENT_BARE, {
      name: 'Олег',
      phone: '+79990000000',
      address: ' ',
      consent: true,
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ message: TEXTS.measurement.sent });

    const rows = await rawRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select i.type, i.name, i.message, i.address, i.preferred_time, i.comment, c.purpose
        from inquiries i join personal_data_consents c on c.id = i.consent_id
        where i.type = 'measurement' order by i.id`,
    );
    expect(rows).toEqual([
      {
        type: 'measurement',
        name: 'Мария',
        message: null,
        address: 'с. Верхняя Хава, ул. Мира, 3',
        preferred_time: 'после 17:00',
        comment: 'Два проёма',
        purpose: 'measurement',
      },
      {
        type: 'measurement',
        name: 'Олег',
        message: null,
        address: null,
        preferred_time: null,
        comment: null,
        purpose: 'measurement',
      },
    ]);
  });

  it('answers a filled honeypot as usual and stores nothing, publishes nothing', async () => {
    const before = await counts();
    const seen = published.length;
    const bot = await post(CONTACT, { ...contact, website: 'http://spam.example' });
    expect(bot.statusCode).toBe(200);
    expect(bot.json()).toEqual({ message: TEXTS.contact.sent });
    const botMeasurement = await post(MEASUREMENT_BARE, { ...measurement, website: 'x' });
    expect(botMeasurement.json()).toEqual({ message: TEXTS.measurement.sent });
    expect(await counts()).toEqual(before);
    expect(published).toHaveLength(seen);

    // an empty hidden field is a person's form
    expect((await post(CONTACT, { ...contact, website: '' })).statusCode).toBe(200);
    expect((await counts()).inquiries).toBe(before.inquiries + 1);
  });
});

describe('validation: 400 with the field, nothing stored', () => {
  const contactCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['empty name', { name: ' ' }, 'name', V.nameRequired],
    ['long name', { name: 'а'.repeat(NAME_MAX_LENGTH + 1) }, 'name', V.tooLong(NAME_MAX_LENGTH)],
    ['no phone', { phone: '' }, 'phone', V.phoneRequired],
    ['short phone', { phone: '+7900123' }, 'phone', V.invalidPhone],
    ['letters in the phone', { phone: '+7999abc4567' }, 'phone', V.invalidPhone],
    ['no message', { message: '' }, 'message', V.messageRequired],
    [
      'long message',
      { message: 'а'.repeat(MESSAGE_MAX_LENGTH + 1) },
      'message',
      V.tooLong(MESSAGE_MAX_LENGTH),
    ],
    ['consent missing', { consent: undefined }, 'consent', V.consentRequired],
    ['consent refused', { consent: false }, 'consent', V.consentRequired],
    ['consent as text', { consent: 'true' }, 'consent', V.consentRequired],
    ['a number for the name', { name: 42 }, 'name', ''],
  ];

  it.each(contactCases)('contact: %s', async (_label, change, field, message) => {
    const before = await counts();
    const res = await post(CONTACT, { ...contact, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields)).toEqual([field]);
    if (message) expect(res.json()).toMatchObject({ error: message, fields: { [field]: message } });
    expect(await counts()).toEqual(before);
  });

  const measurementCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { name: '' }, 'name', V.nameRequired],
    ['bad phone', { phone: '8-900' }, 'phone', V.invalidPhone],
    [
      'long address',
      { address: 'а'.repeat(ADDRESS_MAX_LENGTH + 1) },
      'address',
      V.tooLong(ADDRESS_MAX_LENGTH),
    ],
    ['long time', { preferred_time: 'а'.repeat(101) }, 'preferred_time', V.tooLong(100)],
    [
      'long comment',
      { comment: 'а'.repeat(MESSAGE_MAX_LENGTH + 1) },
      'comment',
      V.tooLong(MESSAGE_MAX_LENGTH),
    ],
    ['consent missing', { consent: undefined }, 'consent', V.consentRequired],
  ];

  it.each(measurementCases)(
    'measurement: %s (with and without /api)',
    async (_label, change, field, message) => {
      const before = await counts();
      for (const url of [MEASUREMENT, MEASUREMENT_BARE]) {
        const res = await post(url, { ...measurement, ...change });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('names every missing field of an empty form, and refuses a body that is not JSON', async () => {
    const empty = await post(CONTACT, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields).sort()).toEqual(['consent', 'message', 'name', 'phone']);
    const text = await ctx.app.inject({ method: 'POST', url: CONTACT, payload: 'привет' });
    expect(text.statusCode).toBe(415);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: MEASUREMENT_BARE,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('rate limit: 5 per 10 minutes per address, both forms together', () => {
  let limited: TestContext;

  beforeAll(async () => {
    const config = testConfig();
    limited = await buildTestApp({
      config: { ...config, rateLimits: { ...config.rateLimits, inquiries: DEFAULT_RATE_LIMITS.inquiries } },
    });
  });
  afterAll(() => limited.close());

  const send = (url: string, payload: object, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers the 6th submission from one address 429 in Russian with Retry-After; others go on', async () => {
    const ip = '10.9.0.1';
    const statuses = [
      (await send(CONTACT, contact, ip)).statusCode,
      (await send(MEASUREMENT, measurement, ip)).statusCode,
      (await send(MEASUREMENT_BARE, measurement, ip)).statusCode,
      (await send(CONTACT, contact, ip)).statusCode,
      (await send(CONTACT, { ...contact, website: 'bot' }, ip)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const sixth = await send(MEASUREMENT_BARE, measurement, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: TEXTS.contact.tooManySent(10), code: 'RATE_LIMITED' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(500);
    expect((await send(CONTACT, contact, ip)).statusCode).toBe(429);

    expect((await send(CONTACT, contact, '10.9.0.2')).statusCode).toBe(200);
    const [stored] = await rawRows<{ n: number }>(
      limited.database.db,
      sql`select count(*)::int as n from inquiries where ip = ${ip}`,
    );
    expect(stored!.n).toBe(4);
  });

  it('does not count forms refused by validation', async () => {
    const ip = '10.9.0.3';
    for (let i = 0; i < 6; i++) {
      expect((await send(CONTACT, { ...contact, consent: false }, ip)).statusCode).toBe(400);
    }
    expect((await send(CONTACT, contact, ip)).statusCode).toBe(200);
  });
});

describe('the admin list and status', () => {
  const list = async (query = '') => {
    const res = await asAdmin(`/api/inquiries${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json<InquiryList>();
  };

  it('is for admins only: 401 for a guest, 403 for a customer', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [customer.headers, 403],
    ] as const) {
      const get = await ctx.app.inject({ url: '/api/inquiries', headers });
      expect(get.statusCode).toBe(status);
      const put = await setStatus(1, { status: 'done' }, headers as Record<string, string>);
      expect(put.statusCode).toBe(status);
    }
  });

  it('lists newest first, 10 a page, with the total and filters by type and status', async () => {
    for (let i = 1; i <= 8; i++)
      expect((await post(CONTACT, { ...contact, name: `Клиент ${i}` })).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) {
      expect((await post(MEASUREMENT, { ...measurement, name: `Замер ${i}` })).statusCode).toBe(200);
    }
    const [{ contacts, measurements }] = (await rawRows<{ contacts: number; measurements: number }>(
      ctx.database.db,
      sql`select count(*) filter (where type = 'contact')::int as contacts,
        count(*) filter (where type = 'measurement')::int as measurements from inquiries`,
    )) as [{ contacts: number; measurements: number }];

    const first = await list();
    expect(first.total).toBe(contacts + measurements);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.name).toBe('Замер 4');
    const ids = first.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first).toMatchObject({ telegramConfigured: false, emailConfigured: false });

    const second = await list('?offset=10&limit=10');
    expect(second.items[0]!.id).toBeLessThan(ids.at(-1)!);
    expect(second.items.length).toBe(Math.min(10, first.total - 10));

    const onlyMeasurements = await list('?type=measurement&limit=100');
    expect(onlyMeasurements.total).toBe(measurements);
    expect(onlyMeasurements.items.every((item) => item.type === 'measurement')).toBe(true);
    expect(onlyMeasurements.items[0]).toMatchObject({
      name: 'Замер 4',
      message: null,
      address: measurement.address,
      preferred_time: 'после 17:00',
      comment: 'Два проёма',
      status: 'new',
    });

    const small = await list('?type=contact&limit=3&offset=1');
    expect(small.total).toBe(contacts);
    expect(small.items.map((item) => item.name)).toEqual(['Клиент 7', 'Клиент 6', 'Клиент 5']);
  });

  it('moves an inquiry to in progress and done; the status filter follows', async () => {
    const [newest] = (await list('?limit=1')).items;
    const started = await setStatus(newest!.id, { status: 'in_progress' });
    expect(started.statusCode).toBe(200);
    expect(started.json<Inquiry>()).toMatchObject({ id: newest!.id, status: 'in_progress' });
    expect(Date.parse(started.json<Inquiry>().updated_at)).toBeGreaterThanOrEqual(
      Date.parse(newest!.updated_at),
    );

    const done = await setStatus(newest!.id, { status: 'done' });
    expect(done.json<Inquiry>().status).toBe('done');
    expect((await list('?status=done')).items.map((item) => item.id)).toEqual([newest!.id]);
    expect((await list('?status=in_progress')).total).toBe(0);
    const combined = await list(
      `?status=done&type=${newest!.type === 'contact' ? 'measurement' : 'contact'}`,
    );
    expect(combined.total).toBe(0);
  });

  it('answers 404 for an unknown inquiry and 400 for a bad id, status or query', async () => {
    const missing = await setStatus(999_999, { status: 'done' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: TEXTS.contact.inquiryNotFound, code: 'NOT_FOUND' });
    for (const [id, body] of [
      ['abc', { status: 'done' }],
      ['0', { status: 'done' }],
      ['1', { status: 'closed' }],
      ['1', {}],
    ] as const) {
      const res = await setStatus(id, body);
      expect(res.statusCode, `${id} ${JSON.stringify(body)}`).toBe(400);
    }
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?offset=-1',
      '?offset=99999999',
      '?type=call',
      '?status=old',
    ]) {
      expect((await asAdmin(`/api/inquiries${query}`)).statusCode, query).toBe(400);
    }
  });
});
