/**
 * A 1C export with a retail price type and a warehouse per city (the hand-made 2.08 pair of
 * test/fixtures/commerceml-2.08): imported, never refused, through the one-call API and the 1C
 * exchange; staff's remembered choices of the price type and the warehouses (the import settings API).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportChoice, ImportChoiceList, PricesResult } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { buildTestApp, multipartForm, rawRows, testConfig, type TestContext } from '../../../test/helpers.js';
import { OneC } from '../../../test/one-c-client.js';
import { createUsers, type TestUser } from '../../../test/orders-fixtures.js';
import { choiceKey } from './planner/choice-keys.js';

const FIXTURES = new URL('../../../test/fixtures/commerceml-2.08/', import.meta.url);
const catalogueXml = readFileSync(new URL('import.xml', FIXTURES));
const offersXml = readFileSync(new URL('offers.xml', FIXTURES));

const IV = '6d1f8a70-7f4e-11ee-b962-0242ac120002';
const YAR = '7e209b81-7f4e-11ee-b962-0242ac120002';
const WAREHOUSE_IV = '8f31ac92-7f4e-11ee-b962-0242ac120002';
const WAREHOUSE_YAR = '9042bda3-7f4e-11ee-b962-0242ac120002';
const PRICE_TYPES = [
  { id: IV, name: 'Ив. Розничная' },
  { id: YAR, name: 'Яр. Розница' },
];
const WAREHOUSES = [
  { id: WAREHOUSE_IV, name: 'Склад Иваново' },
  { id: WAREHOUSE_YAR, name: 'Склад Ярославль' },
];
/** The fixture's products in its order: cement, plaster, roofing sheet, screws (kg). */
const PRODUCTS = [
  '0f6a2d10-7f4e-11ee-b962-0242ac120002',
  '1a7b3e21-7f4e-11ee-b962-0242ac120002',
  '2b8c4f32-7f4e-11ee-b962-0242ac120002',
  '3c9d5043-7f4e-11ee-b962-0242ac120002',
];
const IV_PRICES = ['520.00', '410.00', '1250.50', '389.00'];
const YAR_PRICES = ['545.00', '430.00', '1290.00', '399.00'];
const ALL_STOCK = [30, 7, 5, 0];
const ACCOUNT = { login: 'choices-1c', password: 'exchange-secret-2' };

const firstOfSeveral = IMPORT_TEXTS.priceType.firstOfSeveralRetail(
  `«Ив. Розничная» (Ид ${IV})`,
  `«Яр. Розница» (Ид ${YAR})`,
);

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({
    config: testConfig({ EXCHANGE_LOGIN: ACCOUNT.login, EXCHANGE_PASSWORD: ACCOUNT.password }),
  });
  admin = (await createUsers(ctx, ['choices-admin'], 'admin'))[0]!;
  customer = (await createUsers(ctx, ['choices-customer']))[0]!;
});
afterAll(() => ctx.close());

async function resetShop(app: TestContext = ctx) {
  const { db } = app.database;
  await db.execute(sql`delete from exchange_sessions`);
  await db.execute(sql`delete from exchange_requests`);
  await db.execute(sql`delete from import_jobs`);
  await db.execute(sql`delete from import_choices`);
  await db.execute(sql`delete from products`);
  await db.execute(sql`delete from categories`);
  rmSync(join(app.config.dataDir, 'exchange'), { recursive: true, force: true });
}

function upload(url: string, data: Buffer, filename: string, headers = admin.headers, app = ctx) {
  const form = multipartForm({}, { name: 'file', data, filename, contentType: 'text/xml' });
  return app.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}
const importCatalogue = (app = ctx, headers = admin.headers) =>
  upload('/api/import/import0_1', catalogueXml, 'import.xml', headers, app);
const updatePrices = (data = offersXml, filename = 'offers.xml', app = ctx, headers = admin.headers) =>
  upload('/api/import/update-prices', data, filename, headers, app);

function send(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin.headers) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
const choosePriceType = (chosenId: string, priceTypes: object[] = PRICE_TYPES, headers = admin.headers) =>
  send('PUT', '/api/import/choices/price-type', { priceTypes, chosenId }, headers);
const chooseWarehouses = (chosenIds: string[], warehouses: object[] = WAREHOUSES) =>
  send('PUT', '/api/import/choices/warehouses', { warehouses, chosenIds });
const listChoices = async () => (await send('GET', '/api/import/choices')).json<ImportChoiceList>().choices;

/** Price and stock of the fixture's products, in its order. */
async function shop(app = ctx) {
  const rows = await rawRows<{ external_id: string; price: string; stock_quantity: number }>(
    app.database.db,
    sql`select external_id, price::text as price, stock_quantity from products where external_id like '%-0242ac120002'`,
  );
  const of = (id: string) => rows.find((row) => row.external_id === id);
  return {
    prices: PRODUCTS.map((id) => of(id)?.price),
    stock: PRODUCTS.map((id) => of(id)?.stock_quantity),
  };
}

const messagesOf = (body: PricesResult) => body.report!.errors.map((error) => error.message);

/** An offers file of the fixture's products: these price types, each offer priced 100 + its type's index. */
function offersWith(types: [string, string][] | null, used = types?.map(([id]) => id) ?? []) {
  const list = types
    ? `<ТипыЦен>${types.map(([id, name]) => `<ТипЦены><Ид>${id}</Ид><Наименование>${name}</Наименование></ТипЦены>`).join('')}</ТипыЦен>`
    : '';
  const prices = used
    .map((id, i) => `<Цена><ИдТипаЦены>${id}</ИдТипаЦены><ЦенаЗаЕдиницу>${100 + i}</ЦенаЗаЕдиницу></Цена>`)
    .join('');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_210" ВерсияСхемы="2.08">
  <ПакетПредложений СодержитТолькоИзменения="true"><Ид>p#</Ид><Наименование>Пакет</Наименование>${list}
    <Предложения><Предложение><Ид>${PRODUCTS[0]}</Ид><Цены>${prices}</Цены></Предложение></Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>`);
}

describe('the one-call API with a retail price type per city', () => {
  beforeEach(() => resetShop());

  it('imports with the first retail type (document order) and warns naming the other and where to choose', async () => {
    expect((await importCatalogue()).statusCode).toBe(200);
    const res = await updatePrices();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PricesResult>();
    expect(body).toMatchObject({ count: 4, status: 'completed' });
    expect(messagesOf(body)).toContain(firstOfSeveral);
    expect(firstOfSeveral).toContain('настройках импорта');
    expect(await shop()).toEqual({ prices: IV_PRICES, stock: ALL_STOCK });
    expect(await listChoices()).toEqual([]);
  });

  it('takes the type staff chose for the next imports, changed and kept by the set of types', async () => {
    await importCatalogue();
    await updatePrices();

    const chosen = await choosePriceType(YAR);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const choice = chosen.json<ImportChoice>();
    expect(choice).toMatchObject({
      kind: 'price_type',
      key: choiceKey([YAR, IV]),
      value: { chosenId: YAR, priceTypes: PRICE_TYPES },
      updatedBy: admin.id,
    });
    expect(choice.description).toBe(
      IMPORT_TEXTS.choices.priceType(
        `«Яр. Розница» (Ид ${YAR})`,
        `«Ив. Розничная» (Ид ${IV}), «Яр. Розница» (Ид ${YAR})`,
      ),
    );

    const again = await updatePrices();
    expect(again.statusCode, again.body).toBe(200);
    expect(messagesOf(again.json<PricesResult>())).not.toContain(firstOfSeveral);
    expect(await shop()).toEqual({ prices: YAR_PRICES, stock: ALL_STOCK });

    // choosing again for the same set changes the one choice (the order of the list does not matter)
    const back = await choosePriceType(IV, [...PRICE_TYPES].reverse());
    expect(back.json<ImportChoice>()).toMatchObject({ id: choice.id, value: { chosenId: IV } });
    expect(await listChoices()).toHaveLength(1);
    await updatePrices();
    expect((await shop()).prices).toEqual(IV_PRICES);
  });

  it('keeps the choice when 1C adds a price type, and for a prices file that lists no types', async () => {
    await importCatalogue();
    await choosePriceType(YAR);
    const three: [string, string][] = [
      [IV, 'Ив. Розничная'],
      ['kos', 'Кострома Розница'],
      [YAR, 'Яр. Розница'],
    ];
    expect((await updatePrices(offersWith(three))).statusCode).toBe(200);
    expect((await shop()).prices[0]).toBe('102.00');

    // a split prices___ file names the types by Ид only: the choice made among them holds
    const unlisted = await updatePrices(offersWith(null, [IV, YAR]), 'prices___1.xml');
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect((await shop()).prices[0]).toBe('101.00');
    await ctx.database.db.execute(sql`delete from import_choices`);
    const refused = await updatePrices(offersWith(null, [IV, YAR]), 'prices___1.xml');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(IMPORT_TEXTS.prices.priceTypeUnknown([IV, YAR]));
    // the preview names such types by Ид only: staff choose among them
    const named = await choosePriceType(IV, [
      { id: IV, name: null },
      { id: YAR, name: null },
    ]);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<ImportChoice>().description).toContain(`Ид ${IV}`);
    expect((await updatePrices(offersWith(null, [IV, YAR]), 'prices___1.xml')).statusCode).toBe(200);
    expect((await shop()).prices[0]).toBe('100.00');
  });

  it('still refuses types none of which looks retail (never by position) — until staff choose one', async () => {
    await importCatalogue();
    const types: [string, string][] = [
      ['t3', '3%'],
      ['t5', '5%'],
    ];
    const refused = await updatePrices(offersWith(types));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toContain('непонятно, какой из них розничный');
    expect((await shop()).prices[0]).toBe('0.00');

    const chosen = await choosePriceType('t5', [
      { id: 't3', name: '3%' },
      { id: 't5', name: '5%' },
    ]);
    expect(chosen.statusCode).toBe(200);
    expect((await updatePrices(offersWith(types))).statusCode).toBe(200);
    expect((await shop()).prices[0]).toBe('101.00');
  });

  it('lets IMPORT_PRICE_TYPE win over the remembered choice', async () => {
    const other = await buildTestApp({ config: testConfig({ IMPORT_PRICE_TYPE: 'Ив. Розничная' }) });
    try {
      const staff = (await createUsers(other, ['choices-env-admin'], 'admin'))[0]!;
      await importCatalogue(other, staff.headers);
      const chosen = await other.app.inject({
        method: 'PUT',
        url: '/api/import/choices/price-type',
        headers: staff.headers,
        payload: { priceTypes: PRICE_TYPES, chosenId: YAR },
      });
      expect(chosen.statusCode).toBe(200);
      const res = await updatePrices(offersXml, 'offers.xml', other, staff.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(messagesOf(res.json<PricesResult>())).not.toContain(firstOfSeveral);
      expect((await shop(other)).prices).toEqual(IV_PRICES);
    } finally {
      await other.close();
    }
  });

  it('counts the stock of the chosen warehouses only, and the whole stock again once the choice is reset', async () => {
    await importCatalogue();
    const chosen = await chooseWarehouses([WAREHOUSE_IV]);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const choice = chosen.json<ImportChoice>();
    expect(choice).toMatchObject({
      kind: 'warehouses',
      key: choiceKey([WAREHOUSE_IV, WAREHOUSE_YAR]),
      value: { chosenIds: [WAREHOUSE_IV], warehouses: WAREHOUSES },
    });
    expect(choice.description).toContain('«Склад Иваново»');

    const res = await updatePrices();
    expect(res.statusCode, res.body).toBe(200);
    expect(messagesOf(res.json<PricesResult>())).toContain(
      IMPORT_TEXTS.choices.stockByWarehouses(`«Склад Иваново» (Ид ${WAREHOUSE_IV})`),
    );
    // 12 of 30 in Ivanovo, the plaster only in Yaroslavl, the screws at 0 name no warehouse
    expect((await shop()).stock).toEqual([12, 0, 5, 0]);

    await chooseWarehouses([WAREHOUSE_YAR, WAREHOUSE_IV]);
    await updatePrices();
    expect((await shop()).stock).toEqual(ALL_STOCK);
    await chooseWarehouses([WAREHOUSE_YAR]);
    await updatePrices();
    expect((await shop()).stock).toEqual([18, 7, 0, 0]);

    const reset = await send('DELETE', `/api/import/choices/${choice.id}`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: IMPORT_TEXTS.choices.resetDone });
    expect(await listChoices()).toEqual([]);
    await updatePrices();
    expect((await shop()).stock).toEqual(ALL_STOCK);

    const gone = await send('DELETE', `/api/import/choices/${choice.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', error: IMPORT_TEXTS.choices.notFound });
  });

  it('lists every choice, the newest first, with its description', async () => {
    await choosePriceType(YAR);
    await chooseWarehouses([WAREHOUSE_YAR]);
    const choices = await listChoices();
    expect(choices.map((choice) => choice.kind)).toEqual(['warehouses', 'price_type']);
    expect(choices[0]!.description).toBe(
      IMPORT_TEXTS.choices.warehouses(
        `«Склад Ярославль» (Ид ${WAREHOUSE_YAR})`,
        `«Склад Иваново» (Ид ${WAREHOUSE_IV}), «Склад Ярославль» (Ид ${WAREHOUSE_YAR})`,
      ),
    );
    expect(choices[1]!.description).toContain('«Яр. Розница»');
  });

  it('refuses a choice that is not among the listed ones, or an empty or repeated list, with 400 in Russian', async () => {
    const cases: [ReturnType<typeof send>, string, string][] = [
      [choosePriceType('nope'), 'chosenId', IMPORT_TEXTS.choices.priceTypeNotAmong('nope')],
      [choosePriceType(IV, []), 'priceTypes', IMPORT_TEXTS.choices.listRequired],
      [
        choosePriceType(IV, [PRICE_TYPES[0]!, { id: IV, name: 'ещё раз' }]),
        'priceTypes',
        IMPORT_TEXTS.choices.repeatedIds([IV]),
      ],
      [choosePriceType(''), 'chosenId', IMPORT_TEXTS.choices.idRequired],
      [chooseWarehouses([]), 'chosenIds', IMPORT_TEXTS.choices.warehousesRequired],
      [
        chooseWarehouses([WAREHOUSE_IV, 'w-x']),
        'chosenIds',
        IMPORT_TEXTS.choices.warehousesNotAmong(['w-x']),
      ],
    ];
    for (const [request, field, message] of cases) {
      const res = await request;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().fields?.[field] ?? res.json().error, res.body).toBe(message);
    }
    const extra = await send('PUT', '/api/import/choices/price-type', {
      priceTypes: PRICE_TYPES,
      chosenId: IV,
      key: 'x',
    });
    expect(extra.statusCode).toBe(400);
    // PostgreSQL refuses NUL in jsonb text: a control character is a 400, never a 500
    for (const body of [
      { priceTypes: [{ id: 'a\u0000b', name: null }], chosenId: 'a\u0000b' },
      { priceTypes: [{ id: IV, name: 'Ив.\u0000' }], chosenId: IV },
    ]) {
      const control = await send('PUT', '/api/import/choices/price-type', body);
      expect(control.statusCode, control.body).toBe(400);
      expect(control.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const badId = await send('DELETE', '/api/import/choices/abc');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain(IMPORT_TEXTS.choices.idInvalid);
    const unknown = await send('DELETE', '/api/import/choices/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(IMPORT_TEXTS.choices.notFound);
    expect(await listChoices()).toEqual([]);
  });

  it('lets admins only: 401 without a token, 403 for a customer', async () => {
    const calls = (headers: Record<string, string>) => [
      send('GET', '/api/import/choices', undefined, headers),
      choosePriceType(YAR, PRICE_TYPES, headers),
      send(
        'PUT',
        '/api/import/choices/warehouses',
        { warehouses: WAREHOUSES, chosenIds: [WAREHOUSE_IV] },
        headers,
      ),
      send('DELETE', '/api/import/choices/1', undefined, headers),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(customer.headers))) expect(res.statusCode).toBe(403);
    expect(await rawRows(ctx.database.db, sql`select id from import_choices`)).toEqual([]);
  });
});

describe('the 1C exchange with a retail price type per city', () => {
  beforeEach(() => resetShop());

  /** checkauth → init → file → import for each file, then complete; the last answer of each import. */
  async function exchange(): Promise<string[]> {
    const client = new OneC(ctx.app, ACCOUNT);
    expect((await client.checkauth()).lines[0]).toBe('success');
    await client.init();
    const answers: string[] = [];
    for (const [name, data] of [
      ['import.xml', catalogueXml],
      ['offers.xml', offersXml],
    ] as const) {
      const [file] = await client.sendFile(name, data);
      expect(file!.lines[0], file!.response.body).toBe('success');
      const last = (await client.importUntilDone(name)).at(-1)!;
      answers.push(last.response.body);
    }
    expect((await client.call({ type: 'catalog', mode: 'complete' })).lines[0]).toBe('success');
    return answers;
  }

  const offersReport = async () =>
    (
      await rawRows<{ report: PricesResult['report'] }>(
        ctx.database.db,
        sql`select report from import_jobs where file_name = 'offers.xml' order by created_at desc limit 1`,
      )
    )[0]!.report!;

  it('imports the pair without a choice (the first retail type, a warning), then with the stored choices', async () => {
    const first = await exchange();
    expect(first.map((answer) => answer.split('\n')[0])).toEqual(['success', 'success']);
    expect(await shop()).toEqual({ prices: IV_PRICES, stock: ALL_STOCK });
    expect((await offersReport()).errors.map((error) => error.message)).toContain(firstOfSeveral);

    expect((await choosePriceType(YAR)).statusCode).toBe(200);
    expect((await chooseWarehouses([WAREHOUSE_YAR])).statusCode).toBe(200);
    const second = await exchange();
    expect(second.map((answer) => answer.split('\n')[0])).toEqual(['success', 'success']);
    expect(await shop()).toEqual({ prices: YAR_PRICES, stock: [18, 7, 0, 0] });
    expect((await offersReport()).errors.map((error) => error.message)).not.toContain(firstOfSeveral);
  });
});
