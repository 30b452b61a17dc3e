/**
 * The check before an import (issue 24) through HTTP: POST /api/import/previews keeps the file and
 * tells what the import would do, nothing written; apply runs today's job with staff's choices
 * (remembered for the next import), cancel removes the file, a preview expires after a day.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  ImportChoiceList,
  ImportPreview,
  ImportPreviewApplyInput,
  ImportResult,
  PricesResult,
} from '@shop/shared/import/schemas';
import {
  supplierWorkbook,
  UKRAINIAN_PRICE_LIST,
  xlsx as priceListXlsx,
  type Cells,
} from '../../../test/price-lists.js';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { buildTestApp, multipartForm, rawRows, testConfig, type TestContext } from '../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../test/orders-fixtures.js';

const FIXTURES = new URL('../../../test/fixtures/commerceml-2.08/', import.meta.url);
const catalogueXml = readFileSync(new URL('import.xml', FIXTURES));
const offersXml = readFileSync(new URL('offers.xml', FIXTURES));
const YAR = '7e209b81-7f4e-11ee-b962-0242ac120002';
const IV = '6d1f8a70-7f4e-11ee-b962-0242ac120002';
const WAREHOUSE_IV = '8f31ac92-7f4e-11ee-b962-0242ac120002';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await createUsers(ctx, ['preview-admin'], 'admin'))[0]!;
  customer = (await createUsers(ctx, ['preview-customer']))[0]!;
});
afterAll(() => ctx.close());

async function resetShop() {
  const { db } = ctx.database;
  await db.execute(sql`delete from import_previews`);
  await db.execute(sql`delete from import_jobs`);
  await db.execute(sql`delete from import_choices`);
  await db.execute(sql`delete from products`);
  await db.execute(sql`delete from categories`);
  rmSync(join(ctx.config.dataDir, 'imports'), { recursive: true, force: true });
}

const xlsx = (rows: Cells, name = 'Прайс') => priceListXlsx([{ name, rows }]);

function post(url: string, data: Buffer, filename: string, headers = admin.headers, isCategorized = false) {
  const form = multipartForm(
    { isCategorized: String(isCategorized) },
    { name: 'file', data, filename, contentType: 'application/octet-stream' },
  );
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

async function preview(data: Buffer, filename = 'price.xlsx', isCategorized = false): Promise<ImportPreview> {
  const res = await post('/api/import/previews', data, filename, admin.headers, isCategorized);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportPreview>();
}

const apply = (id: string, body: ImportPreviewApplyInput = {}, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/import/previews/${id}/apply`, payload: body, headers });
const getPreview = (id: string, headers = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/import/previews/${id}`, headers });

const products = () =>
  rawRows<{ name: string; article: string; price: string; stock_quantity: number; published: boolean }>(
    ctx.database.db,
    sql`select name, article, price::text as price, stock_quantity, published from products order by id`,
  );

const uploadsLeft = () => {
  try {
    return readdirSync(join(ctx.config.dataDir, 'imports')).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};

/** A result without what differs between two runs of the same import. */
const comparable = (result: ImportResult) => ({ ...result, jobId: undefined });

const recognised: Cells = [
  ['Наименование', 'Артикул', 'Цена', 'Остаток'],
  ['Кирпич красный М150', 'КР-150', 15.5, 1200],
  ['Цемент М500, 50 кг', 'ЦМ-500', 520, 40],
  ['Песок речной', 'П-1', null, 3],
];

/** A header whose price column the import does not recognise ('Відпускна'). */
const unrecognisedPrice: Cells = [
  ['Товар/послуга', 'Шифр', 'Відпускна', 'Склад Київ'],
  ['Фарба біла', 'Ф-1', 250, 4],
  ['Шпаклівка', 'Ш-2', 180, 9],
];

beforeEach(resetShop);

describe('a price list checked before its import', () => {
  it('tells the sheets, the columns, the first rows and the plan, and writes nothing', async () => {
    const body = await preview(xlsx(recognised));
    expect(body).toMatchObject({
      kind: 'spreadsheet',
      fileName: 'price.xlsx',
      mappingRemembered: false,
      commerceMl: null,
      plan: { created: 3, updated: 0, hidden: 0, unchanged: 0, withoutPrice: 1 },
    });
    expect(body.sheets).toEqual([
      expect.objectContaining({
        name: 'Прайс',
        skipReason: null,
        headerRow: 1,
        labels: ['Наименование', 'Артикул', 'Цена', 'Остаток'],
        goods: 3,
      }),
    ]);
    expect(body.sheets![0]!.sample[0]).toEqual({
      row: 2,
      name: 'Кирпич красный М150',
      article: 'КР-150',
      priceKopecks: 1550,
      stock: 1200,
      inStock: true,
    });
    expect(new Date(body.expiresAt).getTime() - new Date(body.createdAt).getTime()).toBe(24 * 3600 * 1000);
    expect(await products()).toEqual([]);
    expect(uploadsLeft()).toHaveLength(1);
    expect((await getPreview(body.id)).json()).toEqual(body);
  });

  it('applied, gives exactly what the one-call import gives', async () => {
    const file = xlsx(recognised);
    const checked = await preview(file);
    const res = await apply(checked.id);
    expect(res.statusCode, res.body).toBe(200);
    const viaPreview = res.json<ImportResult>();
    const shopViaPreview = await products();
    expect(uploadsLeft()).toEqual([]);
    expect((await getPreview(checked.id)).statusCode).toBe(404);

    await resetShop();
    const oneCall = await post('/api/import/import0_1', file, 'price.xlsx');
    expect(oneCall.statusCode, oneCall.body).toBe(200);
    expect(comparable(viaPreview)).toEqual(comparable(oneCall.json<ImportResult>()));
    expect(await products()).toEqual(shopViaPreview);
  });

  it('reads a Ukrainian price list: its columns, «> 10» in stock, every product with a price', async () => {
    const checked = await preview(xlsx(UKRAINIAN_PRICE_LIST));
    const [sheet] = checked.sheets!;
    expect(sheet).toMatchObject({ headerRow: 12, missing: [], goods: 4 });
    expect(sheet!.columns.map(({ kind, label }) => [kind, label])).toEqual([
      ['name', 'Номенклатура'],
      ['article', 'Артикул'],
      ['price', 'РР'],
      ['stock', 'Вільний залишок'],
    ]);
    expect(sheet!.sample[0]).toMatchObject({ name: 'Цемент ПЦ-400, 25 кг', priceKopecks: 12550, stock: 10 });
    expect(checked.plan).toEqual({ created: 4, updated: 0, hidden: 0, unchanged: 0, withoutPrice: 0 });

    expect((await apply(checked.id)).statusCode).toBe(200);
    expect((await products()).map((p) => [p.article, p.price, p.stock_quantity])).toEqual([
      ['БМ-001', '125.50', 10],
      ['БМ-002', '1234.50', 5],
      ['БМ-003', '99.90', 1],
      ['БМ-004', '450.00', 0],
    ]);
  });

  it('reads a supplier workbook: the menu sheet skipped with its reason, a category per data sheet', async () => {
    const checked = await preview(supplierWorkbook(), 'price.xls', true);
    expect(checked.sheets!.map((s) => [s.name, s.skipReason, s.headerRow, s.goods])).toEqual([
      ['Содержание', IMPORT_TEXTS.spreadsheet.sheetSkipped.menu, null, 0],
      ['Кирпич', null, 8, 2],
      ['Цемент', null, 8, 1],
      ['Сухие смеси', null, 8, 1],
    ]);
    expect(checked.plan).toMatchObject({ created: 4, withoutPrice: 0 });

    const res = await apply(checked.id);
    expect(res.json<ImportResult>()).toMatchObject({ count: 4, categories: 4 });
    const categories = await rawRows<{ name: string }>(
      ctx.database.db,
      sql`select name from categories order by name`,
    );
    expect(categories.map((c) => c.name)).toEqual(['Кирпич', 'Сухие смеси', 'Цемент', 'Штукатурки']);
  });

  it('counts updated and unchanged rows against the catalogue as it is', async () => {
    await post('/api/import/import0_1', xlsx(recognised), 'price.xlsx');
    const changed = recognised.map((row, i) => (i === 1 ? [row[0]!, row[1]!, 16, row[3]!] : row));
    const body = await preview(xlsx(changed));
    expect(body.plan).toEqual({ created: 0, updated: 1, hidden: 0, unchanged: 2, withoutPrice: 0 });
    expect((await products()).map((p) => p.price)).toEqual(['15.50', '520.00', '0.00']);
  });

  it('takes the price column staff chose, and the next one-call import of the header remembers it', async () => {
    const file = xlsx(unrecognisedPrice);
    const checked = await preview(file);
    expect(checked.sheets![0]).toMatchObject({ missing: ['price'], labels: unrecognisedPrice[0] });
    expect(checked.plan.withoutPrice).toBe(2);

    const res = await apply(checked.id, { mapping: { Прайс: { columns: { price: 2, article: 1 } } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await products()).toEqual([
      { name: 'Фарба біла', article: 'Ф-1', price: '250.00', stock_quantity: 4, published: true },
      { name: 'Шпаклівка', article: 'Ш-2', price: '180.00', stock_quantity: 9, published: true },
    ]);
    const choices = (
      await ctx.app.inject({ url: '/api/import/choices', headers: admin.headers })
    ).json<ImportChoiceList>();
    expect(choices.choices.map((choice) => choice.kind)).toEqual(['spreadsheet_mapping']);

    await ctx.database.db.execute(sql`delete from products`);
    const oneCall = await post('/api/import/import0_1', file, 'price.xlsx');
    expect(oneCall.statusCode, oneCall.body).toBe(200);
    expect((await products()).map((p) => [p.price, p.published])).toEqual([
      ['250.00', true],
      ['180.00', true],
    ]);
    const again = await preview(file);
    expect(again.mappingRemembered).toBe(true);
    expect(again.sheets![0]!.sample[0]!.priceKopecks).toBe(25000);
  });

  it('refuses a mapping without a name column (400, fields.mapping) and keeps the preview', async () => {
    const checked = await preview(xlsx(recognised));
    const res = await apply(checked.id, { mapping: { Прайс: { columns: { name: null } } } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields?.mapping).toBe(IMPORT_TEXTS.preview.noNameColumn);
    expect((await getPreview(checked.id)).statusCode).toBe(200);
    expect(await products()).toEqual([]);
  });

  it('is refused with 409 while an import of its lane runs, the preview kept', async () => {
    const checked = await preview(xlsx(recognised));
    await ctx.database.db.execute(
      sql`insert into import_jobs (id, kind, status) values (${randomUUID()}, 'commerceml', 'running')`,
    );
    const res = await apply(checked.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IMPORT_RUNNING' });
    expect((await getPreview(checked.id)).statusCode).toBe(200);
    expect(uploadsLeft()).toHaveLength(1);
  });

  it('cancelled, removes the file', async () => {
    const checked = await preview(xlsx(recognised));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/import/previews/${checked.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(uploadsLeft()).toEqual([]);
    expect((await getPreview(checked.id)).statusCode).toBe(404);
    expect((await apply(checked.id)).statusCode).toBe(404);
  });

  it('expires after a day: 404, and its file is removed by the next check', async () => {
    const old = await preview(xlsx(recognised));
    await ctx.database.db.execute(
      sql`update import_previews set expires_at = now() - interval '1 minute' where id = ${old.id}`,
    );
    const res = await getPreview(old.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(IMPORT_TEXTS.preview.notFound);
    expect((await apply(old.id)).statusCode).toBe(404);
    await preview(xlsx(recognised));
    expect(uploadsLeft()).toHaveLength(1);
  });

  it('answers 404 for an unknown preview and 415 for a file it does not take', async () => {
    expect((await getPreview(randomUUID())).statusCode).toBe(404);
    const res = await post('/api/import/previews', Buffer.from('a;b'), 'price.csv');
    expect(res.statusCode).toBe(415);
    expect(uploadsLeft()).toEqual([]);
  });

  it('is for admins only', async () => {
    const checked = await preview(xlsx(recognised));
    expect((await post('/api/import/previews', xlsx(recognised), 'price.xlsx', {})).statusCode).toBe(401);
    expect(
      (await post('/api/import/previews', xlsx(recognised), 'price.xlsx', customer.headers)).statusCode,
    ).toBe(403);
    expect((await getPreview(checked.id, customer.headers)).statusCode).toBe(403);
    expect((await apply(checked.id, {}, {})).statusCode).toBe(401);
    expect((await apply(checked.id, {}, customer.headers)).statusCode).toBe(403);
  });
});

describe('a 1C file checked before its import', () => {
  it('tells the catalogue counts, then the offers price types and warehouses; the chosen type is taken', async () => {
    const catalogue = await preview(catalogueXml, 'import.xml');
    expect(catalogue).toMatchObject({ kind: 'catalog', sheets: null });
    expect(catalogue.plan).toMatchObject({ created: 4, updated: 0, withoutPrice: 4 });
    expect(catalogue.commerceMl).toMatchObject({ products: 4 });
    const imported = await apply(catalogue.id);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await products()).toHaveLength(4);

    const offers = await preview(offersXml, 'offers.xml');
    expect(offers.kind).toBe('prices');
    expect(offers.plan).toMatchObject({ created: 0, updated: 4, withoutPrice: 0 });
    expect(offers.commerceMl).toMatchObject({
      offers: 4,
      chosenPriceTypeId: IV,
      priceTypeRemembered: false,
      chosenWarehouseIds: null,
    });
    expect(offers.commerceMl!.priceTypes.map((type) => [type.id, type.offers])).toEqual([
      [IV, 4],
      [YAR, 4],
    ]);
    expect(offers.commerceMl!.warehouses).toHaveLength(2);

    const res = await apply(offers.id, { priceTypeId: YAR });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PricesResult>().count).toBe(4);
    const prices = (await products()).map((product) => product.price).sort();
    expect(prices).toEqual(['1290.00', '399.00', '430.00', '545.00']);
    const kinds = (await ctx.app.inject({ url: '/api/import/choices', headers: admin.headers }))
      .json<ImportChoiceList>()
      .choices.map((choice) => choice.kind);
    expect(kinds).toEqual(['price_type']);
    const again = await preview(offersXml, 'offers.xml');
    expect(again.commerceMl).toMatchObject({ chosenPriceTypeId: YAR, priceTypeRemembered: true });

    // the warehouses chosen for the file's set are remembered too, and a price list's columns are refused
    const wrong = await apply(again.id, { mapping: { Прайс: { columns: { price: 1 } } } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields?.mapping).toBe(IMPORT_TEXTS.preview.notSpreadsheet);
    const stockBefore = (await products()).reduce((sum, product) => sum + product.stock_quantity, 0);
    const byWarehouse = await apply(again.id, { warehouseIds: [WAREHOUSE_IV] });
    expect(byWarehouse.statusCode, byWarehouse.body).toBe(200);
    const stockAfter = (await products()).reduce((sum, product) => sum + product.stock_quantity, 0);
    expect(stockAfter).toBeLessThan(stockBefore);
    const kindsAfter = (await ctx.app.inject({ url: '/api/import/choices', headers: admin.headers }))
      .json<ImportChoiceList>()
      .choices.map((choice) => choice.kind)
      .sort();
    expect(kindsAfter).toEqual(['price_type', 'warehouses']);
    const third = await preview(offersXml, 'offers.xml');
    expect(third.commerceMl!.chosenWarehouseIds).toEqual([WAREHOUSE_IV]);
  });
});

describe('a big 1C file checked before its import (IMPORT_WORKER_FROM_MB=0: every file in a worker thread)', () => {
  /** A preview's answer without what differs between two shops. */
  const previewIn = async (
    app: TestContext,
    headers: Record<string, string>,
    data: Buffer,
    filename: string,
  ) => {
    const form = multipartForm(
      { isCategorized: 'false' },
      { name: 'file', data, filename, contentType: 'application/octet-stream' },
    );
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/import/previews',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    const body = res.json<Record<string, unknown>>();
    const comparable: Record<string, unknown> = {
      ...body,
      id: undefined,
      createdAt: undefined,
      expiresAt: undefined,
    };
    return { status: res.statusCode, body: comparable };
  };

  it('tells what a check in the shop’s own thread tells, and refuses a cut-off file alike', async () => {
    await resetShop();
    const other = await buildTestApp({ config: testConfig({ IMPORT_WORKER_FROM_MB: '0' }) });
    try {
      const staff = (await createUsers(other, ['preview-worker-admin'], 'admin'))[0]!;
      const cut = catalogueXml.subarray(0, Math.floor(catalogueXml.length / 2));
      for (const [data, filename] of [
        [catalogueXml, 'import.xml'],
        [offersXml, 'offers.xml'],
        [cut, 'import.xml'],
      ] as const) {
        const here = await previewIn(ctx, admin.headers, data, filename);
        const inWorker = await previewIn(other, staff.headers, data, filename);
        expect(inWorker).toEqual(here);
      }
      const failed = await previewIn(other, staff.headers, cut, 'import.xml');
      expect(failed.status).toBe(422);
      expect(failed.body['error']).toContain('обрывается');
      const catalogue = await previewIn(other, staff.headers, catalogueXml, 'import.xml');
      expect(catalogue.body).toMatchObject({ kind: 'catalog', plan: { created: 4 } });
    } finally {
      await other.close();
    }
  });
});
