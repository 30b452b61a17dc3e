import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_TEXTS, importProductLabel } from '@shop/shared/import/texts';
import type { ImportResult, PricesResult } from '@shop/shared/import/schemas';
import type { ProductDetail } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import {
  buildTestApp,
  multipartForm,
  rawRows,
  testConfig,
  type TestContext,
} from '../../../../test/helpers.js';
import { createUsers, orderPayload, postOrder, type TestUser } from '../../../../test/orders-fixtures.js';
import { TIDY_AFTER_ROWS } from '../../catalog/index.js';

const FIXTURES = new URL('../../../../test/fixtures/commerceml/', import.meta.url);
const catalogueXml = readFileSync(new URL('import0_1.xml', FIXTURES));
const offersXml = readFileSync(new URL('offers0_1.xml', FIXTURES));

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await createUsers(ctx, ['prices-admin'], 'admin'))[0]!;
  customer = (await createUsers(ctx, ['prices-customer']))[0]!;
});
afterAll(() => ctx.close());

async function resetCatalogue(app: TestContext = ctx) {
  await app.database.db.execute(sql`delete from import_jobs`);
  await app.database.db.execute(sql`delete from products`);
  await app.database.db.execute(sql`delete from categories`);
}

function post(
  url: string,
  data: Buffer,
  { filename = 'offers0_1.xml', headers = admin.headers, app = ctx } = {},
) {
  const form = multipartForm({}, { name: 'file', data, filename, contentType: 'text/xml' });
  return app.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

const importCatalogue = (data: Buffer, app: TestContext = ctx, headers = admin.headers) =>
  post('/api/import/import0_1', data, { filename: 'import.xml', app, headers });
const updatePrices = (data: Buffer, options: Parameters<typeof post>[2] = {}) =>
  post('/api/import/update-prices', data, options);

const count = async (query: ReturnType<typeof sql>, app: TestContext = ctx) =>
  (await rawRows<{ n: number }>(app.database.db, query))[0]!.n;

interface ProductState {
  price: string;
  stock_quantity: number;
  published: boolean;
}
const product = async (externalId: string, app: TestContext = ctx) =>
  (
    await rawRows<ProductState>(
      app.database.db,
      sql`select price::text as price, stock_quantity, published from products where external_id = ${externalId}`,
    )
  )[0];

/** A small catalogue (import.xml) of products with these Ид. */
const catalogueOf = (ids: string[]) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.07">
  <Каталог СодержитТолькоИзменения="false"><Ид>c</Ид><Наименование>Каталог</Наименование><Товары>
    ${ids.map((id) => `<Товар><Ид>${id}</Ид><Наименование>Товар ${id}</Наименование></Товар>`).join('\n')}
  </Товары></Каталог>
</КоммерческаяИнформация>`);

/** An offers file: price types (omitted when `types` is null) and offers as raw XML. */
const offersOf = (offers: string[], types: [string, string][] | null = [['rt', 'Розничная']]) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.07">
  <ПакетПредложений СодержитТолькоИзменения="false"><Ид>p</Ид><Наименование>Пакет</Наименование>
    ${types ? `<ТипыЦен>${types.map(([id, name]) => `<ТипЦены><Ид>${id}</Ид><Наименование>${name}</Наименование><Валюта>RUB</Валюта></ТипЦены>`).join('')}</ТипыЦен>` : ''}
    <Предложения>${offers.join('\n')}</Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>`);

const price = (typeId: string, value: string) =>
  `<Цена><ИдТипаЦены>${typeId}</ИдТипаЦены><ЦенаЗаЕдиницу>${value}</ЦенаЗаЕдиницу></Цена>`;
const offer = (id: string, body: string) => `<Предложение><Ид>${id}</Ид>${body}</Предложение>`;

/** The `stockUpdated` events published while `run` runs (and the turns after it). */
async function stockEvents(run: () => Promise<unknown>) {
  const seen: { productId: number; newStock: number }[] = [];
  const off = ctx.app.events.on('stockUpdated', (payload) => seen.push(payload));
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    off();
  }
  return seen;
}

describe('POST /api/import/update-prices (offers from 1C)', () => {
  beforeEach(() => resetCatalogue());

  it('applies the fixture pair: 201 offers priced and published, 62 at zero stock, 27 without an offer stay hidden', async () => {
    expect((await importCatalogue(catalogueXml)).json<ImportResult>().count).toBe(228);
    let res!: Awaited<ReturnType<typeof updatePrices>>;
    const events = await stockEvents(async () => (res = await updatePrices(offersXml)));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PricesResult>();
    expect(body).toMatchObject({ count: 201, status: 'completed' });
    expect(body.report).toMatchObject({ processed: 201, updated: 201, skipped: 0, created: 0 });
    // fractional stock (30.5, 31.5, 32.5) is kept as 1C gives it, whole units are sold
    const fractional = await rawRows<{ stock_exact: string; stock_quantity: number }>(
      ctx.database.db,
      sql`select stock_exact::text, stock_quantity from products where stock_exact <> floor(stock_exact)
        order by stock_exact`,
    );
    expect(fractional).toEqual([
      { stock_exact: '30.500', stock_quantity: 30 },
      { stock_exact: '31.500', stock_quantity: 31 },
      { stock_exact: '32.500', stock_quantity: 32 },
    ]);

    expect(await count(sql`select count(*)::int as n from products where published`)).toBe(201);
    expect(
      await count(sql`select count(*)::int as n from products where published and stock_quantity = 0`),
    ).toBe(62);
    expect(await count(sql`select count(*)::int as n from products where not published and price = 0`)).toBe(
      27,
    );
    expect(await product('cbcf4968-55bc-11d9-848a-00112f43529a')).toEqual({
      price: '81.00',
      stock_quantity: 20,
      published: true,
    });
    expect(events).toHaveLength(139);
    expect(events).toContainEqual(expect.objectContaining({ newStock: 20 }));
  });

  it('names products in its warnings by name and short Ид, and counts the goods the storefront hides', async () => {
    const [door, window, shelf] = ['d0000001', 'e0000002', 'f0000003'].map(
      (head) => `${head}-55bc-11d9-848a-00112f43529a`,
    ) as [string, string, string];
    const stranger = 'abcdef12-0000-11d9-848a-00112f43529a';
    const catalogue = (await importCatalogue(catalogueOf([door, window, shelf]))).json<ImportResult>();
    // nothing is priced yet: all three hidden, none for another reason
    expect(catalogue.report!.hidden).toEqual({ noPrice: 3, withdrawn: 0, noCategory: 0 });

    const res = await updatePrices(
      offersOf([
        offer(door, `<Цены>${price('rt', '1250.50')}</Цены><Количество>4</Количество>`),
        offer(window, `<Цены>${price('other', '10')}</Цены><Количество>2</Количество>`),
        offer(stranger, `<Цены>${price('rt', '99')}</Цены>`),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<PricesResult>().report!;
    // the file names no groups: the priced door shows in search only
    expect(report.hidden).toEqual({ noPrice: 2, withdrawn: 0, noCategory: 1 });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: window, name: `Товар ${window}` }),
        expect.objectContaining({ id: stranger, name: null, message: IMPORT_TEXTS.prices.unknownProduct }),
      ]),
    );
    expect(importProductLabel(`Товар ${window}`, window)).toBe(`Товар ${window} (Ид e0000002…)`);
    expect(importProductLabel(null, stranger)).toBe('товар с Ид abcdef12…');
    expect(IMPORT_TEXTS.hidden.summary([IMPORT_TEXTS.hidden.noPrice(2)])).toBe(
      'Скрыты с витрины: без цены — 2 товара.',
    );

    // staff hide the priced one: it counts as taken off sale, not as unpriced
    await ctx.database.db.execute(sql`update products set published = false where external_id = ${door}`);
    const again = (
      await updatePrices(offersOf([offer(door, `<Количество>3</Количество>`)]))
    ).json<PricesResult>();
    expect(again.report!.hidden).toEqual({ noPrice: 2, withdrawn: 1, noCategory: 0 });
  });

  it('is idempotent: the same offers twice update nothing the second time and publish nothing', async () => {
    await importCatalogue(catalogueXml);
    expect((await updatePrices(offersXml)).statusCode).toBe(200);
    const before = await rawRows(
      ctx.database.db,
      sql`select id, price, stock_quantity, published, updated_at from products order by id`,
    );
    let again!: Awaited<ReturnType<typeof updatePrices>>;
    const events = await stockEvents(async () => (again = await updatePrices(offersXml)));
    expect(again.json<PricesResult>()).toMatchObject({
      count: 0,
      report: { processed: 201, updated: 0, skipped: 201 },
    });
    expect(events).toEqual([]);
    expect(
      await rawRows(
        ctx.database.db,
        sql`select id, price, stock_quantity, published, updated_at from products order by id`,
      ),
    ).toEqual(before);
  });

  it('reads stock in every form: attribute warehouses summed, negative as 0, fractional kept as given; an empty price keeps the price', async () => {
    await importCatalogue(catalogueOf(['a', 'b', 'c', 'd', '007821']));
    const res = await updatePrices(
      offersOf([
        offer(
          'a',
          `<Цены>${price('rt', '120.50')}</Цены><Склад ИдСклада="w1" КоличествоНаСкладе="3"/><Склад ИдСклада="w2" КоличествоНаСкладе="4"/>`,
        ),
        offer('b', `<Цены>${price('rt', '10')}</Цены><Количество>-5</Количество>`),
        offer('c', `<Цены>${price('rt', '99')}</Цены><Количество>145.984</Количество>`),
        offer(
          'd',
          `<Цены><Цена><ИдТипаЦены>rt</ИдТипаЦены><ЦенаЗаЕдиницу/></Цена></Цены><Количество>7</Количество>`,
        ),
        offer('007821', `<Цены>${price('rt', '5')}</Цены><Количество>1</Количество>`),
        offer('missing-product', `<Цены>${price('rt', '5')}</Цены><Количество>1</Количество>`),
      ]),
      { filename: 'offers.xml' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PricesResult>();
    expect(body.count).toBe(5);
    expect(await product('a')).toEqual({ price: '120.50', stock_quantity: 7, published: true });
    expect(await product('b')).toEqual({ price: '10.00', stock_quantity: 0, published: true });
    expect(await product('c')).toEqual({ price: '99.00', stock_quantity: 145, published: true });
    // no price: the price stays (0) and the product keeps waiting for one, hidden
    expect(await product('d')).toEqual({ price: '0.00', stock_quantity: 7, published: false });
    expect(await product('007821')).toMatchObject({ price: '5.00' });
    const messages = body.report!.errors.map((e) => [e.id, e.message]);
    expect(messages).toContainEqual(['b', IMPORT_TEXTS.commerceml.negativeStock('-5')]);
    expect(messages.filter(([id]) => id === 'c')).toEqual([]);
    expect(messages).toContainEqual(['d', IMPORT_TEXTS.commerceml.emptyPrice('rt')]);
    expect(messages).toContainEqual(['missing-product', IMPORT_TEXTS.prices.unknownProduct]);
    expect(body.report).toMatchObject({ processed: 6, updated: 5, skipped: 1 });
  });

  it("states 1C's fractional stock on the product page and moves both with a sale; staff's stock replaces it", async () => {
    await importCatalogue(catalogueOf(['cable']));
    await updatePrices(
      offersOf([offer('cable', `<Цены>${price('rt', '42')}</Цены><Количество>145.984</Количество>`)]),
    );
    const { id } = (
      await rawRows<{ id: number }>(ctx.database.db, sql`select id from products where external_id = 'cable'`)
    )[0]!;
    const page = async () => (await ctx.app.inject({ url: `/api/products/${id}` })).json<ProductDetail>();
    expect(await page()).toMatchObject({ stock_quantity: 145, stock_exact: 145.984 });

    const order = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: id, quantity: 2, price: 42 }]),
    );
    expect(order.statusCode, order.body).toBe(201);
    expect(await page()).toMatchObject({ stock_quantity: 143, stock_exact: 143.984 });

    const { id: categoryId } = (
      await rawRows<{ id: number }>(
        ctx.database.db,
        sql`insert into categories (name) values ('Кабель') returning id`,
      )
    )[0]!;
    const edit = multipartForm({
      name: 'Кабель ВВГнг 3×2,5',
      price: '42',
      description: '',
      category_id: String(categoryId),
      stock_quantity: '100',
      article: '',
      discount: '0',
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...admin.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // the exact stock is never null now (migration 0028): staff's stock is the exact one
    expect(await page()).toMatchObject({ stock_quantity: 100, stock_exact: 100 });
  });

  it('keeps a price staff or 1C hid: an unpublished product that had a price is not published again', async () => {
    await importCatalogue(catalogueOf(['hidden']));
    await ctx.database.db.execute(sql`update products set price = 50 where external_id = 'hidden'`);
    await updatePrices(offersOf([offer('hidden', `<Цены>${price('rt', '60')}</Цены>`)]));
    expect(await product('hidden')).toEqual({ price: '60.00', stock_quantity: 0, published: false });
  });

  it('merges variant offers (guid#characteristic) into their product: stock summed, lowest price, reported', async () => {
    await importCatalogue(catalogueOf(['boots', 'plain']));
    const res = await updatePrices(
      offersOf([
        offer('boots#38', `<Цены>${price('rt', '1719')}</Цены><Количество>2</Количество>`),
        offer('plain', `<Цены>${price('rt', '10')}</Цены><Количество>1</Количество>`),
        offer('boots#39', `<Цены>${price('rt', '1496')}</Цены><Количество>3</Количество>`),
        offer('boots#40', `<Цены>${price('rt', '1496')}</Цены><Количество>0</Количество>`),
      ]),
    );
    const body = res.json<PricesResult>();
    expect(body).toMatchObject({ count: 2, report: { processed: 4, updated: 2 } });
    expect(await product('boots')).toEqual({ price: '1496.00', stock_quantity: 5, published: true });
    expect(body.report!.errors).toContainEqual(
      expect.objectContaining({ id: 'boots', message: IMPORT_TEXTS.prices.variantsMerged(3) }),
    );
  });

  it('reads the split rests*.xml (Остатки, no prices) and prices*.xml without ТипыЦен (§6)', async () => {
    await importCatalogue(catalogueOf(['r1']));
    const prices = await updatePrices(
      offersOf([offer('r1', `<Цены>${price('only-type', '42')}</Цены>`)], null),
      {
        filename: 'prices___1.xml',
      },
    );
    expect(prices.statusCode, prices.body).toBe(200);
    expect(prices.json<PricesResult>().report!.errors).toContainEqual(
      expect.objectContaining({ message: IMPORT_TEXTS.prices.priceTypeByUse('only-type') }),
    );
    const rests = await updatePrices(
      offersOf(
        [
          offer(
            'r1',
            '<Остатки><Остаток><Склад><Ид>w</Ид><Количество>9</Количество></Склад></Остаток></Остатки>',
          ),
        ],
        null,
      ),
      { filename: 'rests___1.xml' },
    );
    expect(rests.json<PricesResult>().count).toBe(1);
    expect(await product('r1')).toEqual({ price: '42.00', stock_quantity: 9, published: true });
  });

  it('reads the stock of a non-standard Остаток in a rests file, and reports one without an amount', async () => {
    await importCatalogue(catalogueOf(['n1', 'n2', 'n3', 'n4']));
    await updatePrices(
      offersOf(['n1', 'n2', 'n3', 'n4'].map((id) => offer(id, `<Цены>${price('rt', '10')}</Цены>`))),
    );
    const rests = await updatePrices(
      offersOf(
        [
          offer('n1', '<Остаток>15</Остаток>'),
          offer('n2', '<Остаток><Количество>7</Количество></Остаток>'),
          offer('n3', '<Остатки><Остаток>3</Остаток></Остатки>'),
          offer('n4', '<Остатки><Остаток/></Остатки>'),
        ],
        null,
      ),
      { filename: 'rests___2.xml' },
    );

    expect(rests.statusCode, rests.body).toBe(200);
    expect(
      [await product('n1'), await product('n2'), await product('n3')].map((p) => p?.stock_quantity),
    ).toEqual([15, 7, 3]);
    expect(rests.json<PricesResult>().report!.errors).toEqual([
      expect.objectContaining({
        file: 'rests___2.xml',
        id: 'n4',
        message: IMPORT_TEXTS.commerceml.restsWithoutAmount,
      }),
    ]);
  });

  it('fails a catalogue file sent as offers, and changes nothing', async () => {
    const res = await updatePrices(catalogueXml, { filename: 'import0_1.xml' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(IMPORT_TEXTS.prices.notOffers('import0_1.xml'));
  });

  it('refuses a second prices import while one is queued or running (409), but not for a catalogue import', async () => {
    await ctx.database.db.execute(
      sql`insert into import_jobs (id, kind, status) values (${randomUUID()}, 'prices', 'running')`,
    );
    const res = await updatePrices(offersXml);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IMPORT_RUNNING', error: TEXTS.errors.importRunning });
    await ctx.database.db.execute(sql`delete from import_jobs`);
    await ctx.database.db.execute(
      sql`insert into import_jobs (id, kind, status) values (${randomUUID()}, 'commerceml', 'running')`,
    );
    expect((await updatePrices(offersOf([]))).statusCode).toBe(200);
  });

  it('lets admins only: 401 without a token, 403 for a customer', async () => {
    expect((await updatePrices(offersXml, { headers: {} })).statusCode).toBe(401);
    expect((await updatePrices(offersXml, { headers: customer.headers })).statusCode).toBe(403);
    expect(await count(sql`select count(*)::int as n from import_jobs`)).toBe(0);
  });
});

describe('twelve price types', () => {
  const types: [string, string][] = [
    ['t1', '3%'],
    ['t2', '5%'],
    ['t3', 'Оптовая'],
    ['t4', 'Закупочная'],
    ['t5', 'Дилерская'],
    ['t6', 'Мелкий опт'],
    ['t7', 'VIP'],
    ['t8', 'Интернет'],
    ['t9', 'Акционная'],
    ['t10', 'Минимальная'],
    ['t11', 'Роздрібні ціни магазину'],
    ['t12', '10%'],
  ];
  const file = offersOf(
    [offer('x', `<Цены>${types.map(([id], i) => price(id, String(100 + i))).join('')}</Цены>`)],
    types,
  );

  it('takes the retail-looking one by default', async () => {
    await resetCatalogue();
    await importCatalogue(catalogueOf(['x']));
    expect((await updatePrices(file)).statusCode).toBe(200);
    expect(await product('x')).toMatchObject({ price: '110.00' });
  });

  it('takes the one IMPORT_PRICE_TYPE names (by name or Ид), and fails naming the types when it is not in the file', async () => {
    const cases: [string, string | null][] = [
      ['5%', '101.00'],
      ['t3', '102.00'],
      ['Розничная', null],
    ];
    for (const [setting, expected] of cases) {
      const other = await buildTestApp({ config: testConfig({ IMPORT_PRICE_TYPE: setting }) });
      try {
        const staff = (await createUsers(other, ['prices-type-admin'], 'admin'))[0]!;
        await importCatalogue(catalogueOf(['x']), other, staff.headers);
        const res = await updatePrices(file, { app: other, headers: staff.headers });
        if (expected === null) {
          expect(res.statusCode).toBe(422);
          expect(res.json().error).toContain('Тип цен «Розничная», указанный в настройках импорта');
          expect(await product('x', other)).toMatchObject({ price: '0.00' });
        } else {
          expect(res.statusCode, res.body).toBe(200);
          expect(await product('x', other)).toMatchObject({ price: expected });
        }
      } finally {
        await other.close();
      }
    }
  });
});

describe('after an import that wrote many products', () => {
  beforeEach(() => resetCatalogue());

  const estimatedRows = (table: string) =>
    count(sql`select reltuples::int as n from pg_class where oid = ${table}::regclass`);

  it('vacuums and analyses the products and their search rows within the job on PostgreSQL', async () => {
    await ctx.database.db.execute(sql`analyze products, product_search`);
    expect(await estimatedRows('products')).toBe(0);
    const ids = Array.from({ length: TIDY_AFTER_ROWS + 50 }, (_, i) => `bulk-${i}`);
    expect((await importCatalogue(catalogueOf(ids))).statusCode).toBe(200);
    // PGlite runs on the shop's own thread: no vacuum there, the estimate stays as it was
    const expected = ctx.database.kind === 'postgres' ? ids.length : 0;
    expect(await estimatedRows('products')).toBe(expected);
    expect(await estimatedRows('product_search')).toBe(expected);
    const offers = ids.map((id) => offer(id, `<Цены>${price('rt', '10')}</Цены><Количество>3</Количество>`));
    const reprice = (await updatePrices(offersOf(offers))).json<PricesResult>();
    expect(reprice.report).toMatchObject({ processed: ids.length, updated: ids.length });
    expect(await count(sql`select count(*)::int as n from products where published`)).toBe(ids.length);
  });
});

describe('with every 1C file checked in a worker thread (IMPORT_WORKER_FROM_MB=0)', () => {
  const catalogueOfShop = (app: TestContext) =>
    rawRows(
      app.database.db,
      sql`select p.external_id, p.name, p.description, p.properties, p.price::text, p.stock_exact::text,
          p.published, c.external_id as category
        from products p left join categories c on c.id = p.category_id order by p.external_id`,
    );

  it('imports the fixture pair as the shop’s own thread does, and fails broken files alike', async () => {
    await resetCatalogue();
    expect((await importCatalogue(catalogueXml)).statusCode).toBe(200);
    expect((await updatePrices(offersXml)).statusCode).toBe(200);
    const other = await buildTestApp({ config: testConfig({ IMPORT_WORKER_FROM_MB: '0' }) });
    try {
      const staff = (await createUsers(other, ['worker-check-admin'], 'admin'))[0]!;
      const catalogue = await importCatalogue(catalogueXml, other, staff.headers);
      expect(catalogue.json<ImportResult>()).toMatchObject({ status: 'completed', count: 228 });
      const offers = await updatePrices(offersXml, { app: other, headers: staff.headers });
      expect(offers.json<PricesResult>()).toMatchObject({ status: 'completed', count: 201 });
      expect(await catalogueOfShop(other)).toEqual(await catalogueOfShop(ctx));

      const cut = catalogueXml.subarray(0, Math.floor(catalogueXml.length / 2));
      const broken = await importCatalogue(cut, other, staff.headers);
      expect(broken.statusCode).toBe(422);
      expect(broken.json().error).toContain('обрывается');
      const wrongKind = await updatePrices(catalogueXml, {
        filename: 'import0_1.xml',
        app: other,
        headers: staff.headers,
      });
      expect(wrongKind.statusCode).toBe(422);
      expect(wrongKind.json().error).toBe(IMPORT_TEXTS.prices.notOffers('import0_1.xml'));
      expect(await catalogueOfShop(other)).toEqual(await catalogueOfShop(ctx));
    } finally {
      await other.close();
    }
  });
});
