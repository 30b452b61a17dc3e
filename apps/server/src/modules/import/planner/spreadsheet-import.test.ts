/** Price lists (.xls, .xlsx) through POST /api/import/import0_1, built here as people make them. */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { ImportJob, ImportReport, ImportResult } from '@shop/shared/import/schemas';
import { TEXTS } from '@shop/shared/texts';
import { buildTestApp, multipartForm, rawRows, type TestContext } from '../../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../../test/orders-fixtures.js';
import { excel95PriceList } from '../../../../test/excel95.js';
import {
  supplierWorkbook,
  UKRAINIAN_PRICE_LIST,
  workbook,
  type Cells,
  type SheetSpec,
} from '../../../../test/price-lists.js';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await createUsers(ctx, ['sheet-admin'], 'admin'))[0]!;
  customer = (await createUsers(ctx, ['sheet-customer']))[0]!;
});
afterAll(() => ctx.close());

async function resetCatalogue() {
  await ctx.database.db.execute(sql`delete from import_jobs`);
  await ctx.database.db.execute(sql`delete from products`);
  await ctx.database.db.execute(sql`delete from categories`);
}

const write = (sheets: SheetSpec[], bookType: XLSX.BookType) =>
  XLSX.write(workbook(sheets), { type: 'buffer', bookType }) as Buffer;
const xlsx = (rows: Cells, name = 'Прайс') => write([{ name, rows }], 'xlsx');

function upload(
  data: Buffer,
  { filename = 'price.xlsx', isCategorized = false, headers = admin.headers } = {},
) {
  const form = multipartForm(
    { isCategorized: String(isCategorized) },
    { name: 'file', data, filename, contentType: 'application/octet-stream' },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/import/import0_1',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

/** Imports and expects a completed job; answers its report. */
async function imported(data: Buffer, options: Parameters<typeof upload>[1] = {}): Promise<ImportReport> {
  const res = await upload(data, options);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ImportResult>();
  expect(body.status).toBe('completed');
  expect(body.count).toBe(body.report!.processed);
  return body.report!;
}

interface ProductRow {
  name: string;
  article: string;
  price: string;
  stock_quantity: number;
  unit_name: string | null;
  description: string;
  published: boolean;
  category: string | null;
}

/** The catalogue as the shop keeps it, with each product's category path ('A / B'). */
const products = () =>
  rawRows<ProductRow>(
    ctx.database.db,
    sql`select p.name, p.article, p.price::text as price, p.stock_quantity, p.unit_name, p.description,
        p.published, case when c.id is null then null
          when parent.id is null then c.name else parent.name || ' / ' || c.name end as category
      from products p left join categories c on c.id = p.category_id
        left join categories parent on parent.id = c.parent_id
      order by p.id`,
  );

const count = async (query: ReturnType<typeof sql>) =>
  (await rawRows<{ n: number }>(ctx.database.db, query))[0]!.n;

const productCount = () => count(sql`select count(*)::int as n from products`);

const uploadsLeft = () => {
  try {
    return readdirSync(join(ctx.config.dataDir, 'imports'));
  } catch {
    return [];
  }
};

/** The `stockUpdated` events published while `run` runs (they go out after the job's last batch). */
async function stockEvents(run: () => Promise<unknown>) {
  const seen: { productId: number; newStock: number }[] = [];
  const off = ctx.app.events.on('stockUpdated', (payload) => seen.push(payload));
  try {
    await run();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    off();
  }
  return seen;
}

async function insertCategory(name: string, parentId: number | null = null): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    ctx.database.db,
    sql`insert into categories (name, parent_id) values (${name}, ${parentId}) returning id`,
  );
  return row!.id;
}

async function insertProduct(fields: {
  name: string;
  article?: string;
  categoryId?: number | null;
  price?: string;
  stock?: number;
  description?: string;
}): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    ctx.database.db,
    sql`insert into products (name, article, category_id, price, stock_quantity, description, published)
      values (${fields.name}, ${fields.article ?? ''}, ${fields.categoryId ?? null}, ${fields.price ?? '0'},
        ${fields.stock ?? 0}, ${fields.description ?? ''}, true)
      returning id`,
  );
  return row!.id;
}

const messages = (report: ImportReport) => report.errors.map((error) => error.message);

describe('price lists as people make them', () => {
  beforeEach(resetCatalogue);

  it('finds the header below the company letterhead', async () => {
    const report = await imported(
      xlsx([
        ['ООО «Стройснаб»'],
        ['г. Москва, ул. Ленина, 1, тел. +7 495 000-00-00'],
        [],
        ['Прайс-лист на 01.03.2024'],
        ['№', 'Наименование товара', 'Артикул', 'Ед. изм.', 'Цена, руб.', 'Остаток'],
        [1, 'Кирпич красный М150', 'КР-150', 'шт.', 15.5, 1200],
        [2, 'Цемент М500, 50 кг', 'ЦМ-500', 'мешок', 520, 40],
      ]),
    );
    expect(report).toMatchObject({ processed: 2, created: 2, updated: 0, skipped: 0, errors: [] });
    expect(await products()).toEqual([
      {
        name: 'Кирпич красный М150',
        article: 'КР-150',
        price: '15.50',
        stock_quantity: 1200,
        unit_name: 'шт',
        description: '',
        published: true,
        category: null,
      },
      {
        name: 'Цемент М500, 50 кг',
        article: 'ЦМ-500',
        price: '520.00',
        stock_quantity: 40,
        unit_name: 'мешок',
        description: '',
        published: true,
        category: null,
      },
    ]);
    expect(uploadsLeft()).toEqual([]);
  });

  it('reads a header spread over two rows, taking the retail price under a merged «Цена»', async () => {
    await imported(
      write(
        [
          {
            rows: [
              ['Прайс-лист'],
              ['Наименование', 'Цена', null, 'Остаток'],
              [null, 'опт.', 'розн.', null],
              ['Гвозди 100 мм, 1 кг', 150, 180, 12],
            ],
            merges: ['B2:C2'],
          },
        ],
        'xlsx',
      ),
    );
    expect(await products()).toMatchObject([
      { name: 'Гвозди 100 мм, 1 кг', price: '180.00', stock_quantity: 12 },
    ]);
  });

  it('follows a header repeated per section, even with its columns moved', async () => {
    const report = await imported(
      xlsx([
        ['Наименование', 'Цена'],
        ['Кирпич', 10],
        [],
        ['Артикул', 'Наименование', 'Цена'],
        ['А-1', 'Цемент', 500],
      ]),
    );
    expect(report).toMatchObject({ created: 2, errors: [] });
    expect((await products()).map((p) => [p.name, p.article, p.price])).toEqual([
      ['Кирпич', '', '10.00'],
      ['Цемент', 'А-1', '500.00'],
    ]);
  });

  const sectioned: Cells = [
    ['Наименование', 'Артикул', 'Цена'],
    ['Стеновые материалы'],
    ['Кирпич М150', 'К1', 15],
    ['Газобетон D500', 'Г1', 120],
    ['Сухие смеси'],
    ['Цемент М500', 'Ц1', 520],
  ];

  it('makes section-title rows categories when the file is categorised', async () => {
    const res = await upload(xlsx(sectioned), { isCategorized: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toMatchObject({ count: 3, categories: 2 });
    expect((await products()).map((p) => [p.name, p.category])).toEqual([
      ['Кирпич М150', 'Стеновые материалы'],
      ['Газобетон D500', 'Стеновые материалы'],
      ['Цемент М500', 'Сухие смеси'],
    ]);
    // a category of the same name under the same parent is reused, not repeated
    const again = await upload(xlsx(sectioned), { isCategorized: true });
    expect(again.json<ImportResult>()).toMatchObject({ categories: 0, report: { created: 0, updated: 0 } });
    expect(await count(sql`select count(*)::int as n from categories`)).toBe(2);
  });

  it('skips section-title rows without isCategorized, reporting each with its sheet and row', async () => {
    const report = await imported(xlsx(sectioned));
    expect(report.created).toBe(3);
    expect(report.errors).toEqual([
      {
        file: 'price.xlsx',
        sheet: 'Прайс',
        line: 2,
        message: IMPORT_TEXTS.spreadsheet.sectionSkipped('Стеновые материалы'),
      },
      {
        file: 'price.xlsx',
        sheet: 'Прайс',
        line: 5,
        message: IMPORT_TEXTS.spreadsheet.sectionSkipped('Сухие смеси'),
      },
    ]);
    expect(await count(sql`select count(*)::int as n from categories`)).toBe(0);
    expect((await products()).every((p) => p.category === null)).toBe(true);
  });

  it('reads prices written as text with thousands separators and currency signs', async () => {
    await imported(
      xlsx([
        ['Наименование', 'Цена'],
        ['Ванна акриловая 170', '66,620.60'],
        ['Смеситель', '1 234,50 ₽'],
        ['Раковина', '1\u00a0719 руб.'],
      ]),
    );
    expect((await products()).map((p) => p.price)).toEqual(['66620.60', '1234.50', '1719.00']);
  });

  it('refuses a price the product form would refuse too, naming it; the product still comes in', async () => {
    const report = await imported(
      xlsx([
        ['Наименование', 'Цена'],
        ['Станок', 999_999_999],
        ['Опечатка', 1_000_000_000],
      ]),
    );
    expect((await products()).map((p) => [p.name, p.price])).toEqual([
      ['Станок', '999999999.00'],
      ['Опечатка', '0.00'],
    ]);
    expect(report.errors).toContainEqual(
      expect.objectContaining({ message: IMPORT_TEXTS.spreadsheet.priceTooLarge('1000000000.00') }),
    );
  });

  it("reads stock written as text: '10+', '> 10', 'есть' (at least one), 'нет'", async () => {
    const report = await imported(
      xlsx([
        ['Наименование', 'Цена', 'Остаток'],
        ['Кирпич', 15, '10+'],
        ['Цемент', 520, '> 10'],
        ['Гипс', 300, 'есть'],
        ['Известь', 200, 'нет'],
      ]),
    );
    expect((await products()).map((p) => [p.name, p.stock_quantity])).toEqual([
      ['Кирпич', 10],
      ['Цемент', 10],
      ['Гипс', 1],
      ['Известь', 0],
    ]);
    expect(report.errors).toEqual([
      { file: 'price.xlsx', message: IMPORT_TEXTS.spreadsheet.stockWithoutCount(1) },
    ]);
  });

  it('keeps fractional stock as the list gives it and sells whole units; the same list again changes nothing', async () => {
    const list = xlsx([
      ['Наименование', 'Ед.', 'Остаток'],
      ['Кабель ВВГ 3×2,5', 'м', 145.984],
    ]);
    const report = await imported(list);
    expect(await products()).toMatchObject([{ stock_quantity: 145, unit_name: 'м' }]);
    expect(report.errors).toEqual([]);
    const exact = () =>
      rawRows<{ stock_exact: string }>(ctx.database.db, sql`select stock_exact::text from products`);
    expect(await exact()).toEqual([{ stock_exact: '145.984' }]);
    expect(await imported(list)).toMatchObject({ created: 0, updated: 0 });
    expect(await exact()).toEqual([{ stock_exact: '145.984' }]);
  });

  it('reads every sheet with its own header; errors name the sheet and the row', async () => {
    const report = await imported(
      write(
        [
          { name: 'Кирпич', rows: [['Шапка'], ['Наименование', 'Цена'], ['Кирпич', 10]] },
          { name: 'Условия', rows: [['Доставка по Москве бесплатно']] },
          {
            name: 'Цемент',
            rows: [
              ['Цена', 'Товар', 'Остаток'],
              [520, 'Цемент', 5],
              ['дорого', 'Гипс', 'спросите'],
            ],
          },
        ],
        'xlsx',
      ),
    );
    expect(report).toMatchObject({ processed: 3, created: 3 });
    expect((await products()).map((p) => [p.name, p.price])).toEqual([
      ['Кирпич', '10.00'],
      ['Цемент', '520.00'],
      ['Гипс', '0.00'],
    ]);
    expect(report.errors).toEqual([
      {
        file: 'price.xlsx',
        sheet: 'Цемент',
        line: 3,
        message: IMPORT_TEXTS.spreadsheet.badStock('спросите'),
      },
      { file: 'price.xlsx', sheet: 'Цемент', line: 3, message: IMPORT_TEXTS.spreadsheet.badPrice('дорого') },
    ]);
    // a new product without a price is not shown in the shop, and the report says so first
    expect((await products()).map((p) => p.published)).toEqual([true, true, false]);
    const { losses, sheetSkipped } = IMPORT_TEXTS.spreadsheet;
    expect(report.losses?.map((loss) => loss.message)).toEqual([
      losses.noStockColumn(['Кирпич']),
      losses.sheetsSkipped([{ name: 'Условия', reason: sheetSkipped.noHeader }]),
      losses.createdWithoutPrice(1),
    ]);
  });
});

describe('any real price list goes in, and the report never hides a loss', () => {
  beforeEach(resetCatalogue);

  it('imports a Ukrainian price list: header at row 12, «РР», «Вільний залишок», «> 10»', async () => {
    const report = await imported(xlsx(UKRAINIAN_PRICE_LIST));
    // «є» (there is) without a number: said in the report, stock 1 for a new product
    expect(report).toMatchObject({
      processed: 4,
      created: 4,
      errors: [{ message: expect.stringContaining('наличие указано без количества') }],
    });
    expect(report.losses).toBeUndefined();
    expect((await products()).map((p) => [p.article, p.price, p.stock_quantity, p.published])).toEqual([
      ['БМ-001', '125.50', 10, true],
      ['БМ-002', '1234.50', 5, true],
      ['БМ-003', '99.90', 1, true],
      ['БМ-004', '450.00', 0, true],
    ]);
  });

  it('imports a supplier workbook (BIFF8) with a menu sheet: one category per data sheet, the menu listed as skipped', async () => {
    const file = supplierWorkbook();
    const res = await upload(file, { filename: 'price.xls', isCategorized: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ImportResult>();
    expect(body).toMatchObject({ status: 'completed', count: 4, categories: 4 });
    expect((await products()).map((p) => [p.name, p.price, p.published, p.category])).toEqual([
      ['Кирпич красный М150', '15.50', true, 'Кирпич'],
      ['Кирпич облицовочный', '32.00', true, 'Кирпич'],
      ['Цемент М500, 50 кг', '520.00', true, 'Цемент'],
      ['Штукатурка гипсовая, 30 кг', '1250.00', true, 'Сухие смеси / Штукатурки'],
    ]);
    const { losses, sheetSkipped } = IMPORT_TEXTS.spreadsheet;
    expect(body.report!.losses?.map((loss) => loss.message)).toEqual([
      losses.noStockColumn(['Кирпич', 'Цемент', 'Сухие смеси']),
      losses.sheetsSkipped([{ name: 'Содержание', reason: sheetSkipped.menu }]),
    ]);
  });

  it('says first that the price column was not found and how many products came in without a price', async () => {
    const report = await imported(
      xlsx([
        ['Наименование', 'Артикул', 'Остаток'],
        ['Кирпич', 'К-1', 10],
        ['Цемент', 'Ц-1', 5],
        [null, 'Г-1', 3],
      ]),
    );
    expect(report).toMatchObject({ processed: 2, created: 2, createdWithoutPrice: 2 });
    const { losses } = IMPORT_TEXTS.spreadsheet;
    expect(report.losses).toEqual([
      { file: 'price.xlsx', message: losses.noPriceColumn(['Прайс']) },
      {
        file: 'price.xlsx',
        message: losses.rowsUnread(1, [{ sheet: 'Прайс', row: 4, text: 'Г-1 | 3' }]),
      },
      { file: 'price.xlsx', message: losses.createdWithoutPrice(2) },
    ]);
    expect(report.losses![0]!.message).toContain('Не найдена колонка с ценой');
    expect(report.losses![2]!.message).toBe(
      '2 товара создано без цены: в магазине они не показываются и не продаются, пока у них нет цены.',
    );
    expect((await products()).map((p) => p.published)).toEqual([false, false]);
    // the list of past imports keeps the losses (only the long list of problems is left out)
    const jobs = await ctx.app.inject({ url: '/api/import/jobs', headers: admin.headers });
    expect(jobs.json<{ jobs: ImportJob[] }>().jobs[0]!.report!.losses).toHaveLength(3);
  });

  it('stores a barcode column as the products’ barcode', async () => {
    await imported(
      xlsx([
        ['Код', 'Штрихкод', 'Назва', 'Ціна', 'Кількість'],
        ['001', 4601234567890, 'Фарба біла, 3 л', 100, 7],
      ]),
    );
    const rows = await rawRows<{ article: string; barcode: string | null }>(
      ctx.database.db,
      sql`select article, barcode from products`,
    );
    expect(rows).toEqual([{ article: '001', barcode: '4601234567890' }]);
  });

  it('refuses (422) a workbook where no sheet has a header, naming each sheet and why', async () => {
    const res = await upload(
      write(
        [
          { name: 'Обложка', rows: [['ООО «ПромСнаб»'], ['Прайс-лист на март']] },
          { name: 'Меню', rows: [['Содержание'], ['Обложка'], ['Условия']] },
          { name: 'Условия', rows: [['Доставка бесплатно'], ['Оплата при получении']] },
        ],
        'biff8',
      ),
      { filename: 'price.xls' },
    );
    expect(res.statusCode).toBe(422);
    const reasons = IMPORT_TEXTS.spreadsheet.sheetSkipped;
    const error = res.json<{ error: string }>().error;
    expect(error).toBe(
      IMPORT_TEXTS.spreadsheet.noGoods('price.xls', [
        { name: 'Обложка', reason: reasons.noHeader },
        { name: 'Меню', reason: reasons.menu },
        { name: 'Условия', reason: reasons.noHeader },
      ]),
    );
    expect(error).toContain('листы «Обложка», «Условия» — в первых 30 строках нет строки заголовков');
    expect(error).toContain('лист «Меню» — оглавление');
    expect(await productCount()).toBe(0);
  });
});

describe('old and odd file formats', () => {
  beforeEach(resetCatalogue);

  const priceList: SheetSpec = {
    name: 'Прайс',
    rows: [
      ['Наименование', 'Цена', 'Остаток'],
      ['Кирпич', 15.5, 100],
      ['Цемент', 520, 'нет'],
    ],
  };
  const summary = async () => (await products()).map((p) => [p.name, p.price, p.stock_quantity]);
  const expected = [
    ['Кирпич', '15.50', 100],
    ['Цемент', '520.00', 0],
  ];

  it('imports an old binary .xls (BIFF8)', async () => {
    const biff8 = write([priceList], 'biff8');
    expect(biff8.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    expect(await imported(biff8, { filename: 'price.xls' })).toMatchObject({ created: 2 });
    expect(await summary()).toEqual(expected);
  });

  it('imports a BIFF8 .xls that strict readers call corrupt (trailing bytes, wrong stream size)', async () => {
    const damaged = Buffer.concat([write([priceList], 'biff8'), Buffer.alloc(777, 0x5a)]);
    const entry = damaged.indexOf(Buffer.from('Workbook', 'utf16le'));
    damaged.writeUInt32LE(damaged.readUInt32LE(entry + 120) + 1000, entry + 120);
    await imported(damaged, { filename: 'price.xls' });
    expect(await summary()).toEqual(expected);
  });

  it('imports an Excel 95 .xls (BIFF5) in windows-1251', async () => {
    await imported(excel95PriceList(), { filename: 'price.xls' });
    expect(await products()).toMatchObject([{ name: 'Кирпич', price: '10.00' }]);
  });

  it('imports an HTML table a website saved as .xls', async () => {
    const html = iconv.encode(
      '<html><body><table><tr><td>Наименование</td><td>Цена</td></tr>' +
        '<tr><td>Кирпич</td><td>15,50</td></tr></table></body></html>',
      'win1251',
    );
    await imported(html, { filename: 'price.xls' });
    expect(await products()).toMatchObject([{ name: 'Кирпич', price: '15.50' }]);
  });

  it('fails a workbook without a header row (422) with a clear message, the catalogue untouched', async () => {
    await insertProduct({ name: 'Уже есть' });
    const res = await upload(xlsx([['Просто текст'], ['Ещё текст', 5]]));
    expect(res.statusCode).toBe(422);
    const noGoods = IMPORT_TEXTS.spreadsheet.noGoods('price.xlsx', [
      { name: 'Прайс', reason: IMPORT_TEXTS.spreadsheet.sheetSkipped.noHeader },
    ]);
    expect(res.json()).toMatchObject({ code: 'IMPORT_FAILED', error: noGoods });
    expect(await productCount()).toBe(1);
    const jobs = await ctx.app.inject({ url: '/api/import/jobs', headers: admin.headers });
    expect(jobs.json<{ jobs: ImportJob[] }>().jobs[0]).toMatchObject({
      kind: 'spreadsheet',
      status: 'failed',
      error: noGoods,
    });
    expect(uploadsLeft()).toEqual([]);
  });

  it('fails a damaged .xlsx with the unreadable message; refuses a file that is not a table by its bytes', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(600, 7)]);
    const res = await upload(broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(IMPORT_TEXTS.spreadsheet.unreadable('price.xlsx'));
    const pdf = await upload(Buffer.from('%PDF-1.4\n'.repeat(100)), { filename: 'price.xlsx' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toBe(IMPORT_TEXTS.jobs.notSpreadsheet('price.xlsx'));
    expect(await productCount()).toBe(0);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a spreadsheet above the size it can read in memory (413)', async () => {
    const huge = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(31 * 1024 * 1024)]);
    const res = await upload(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(IMPORT_TEXTS.spreadsheet.tooLarge(30));
    expect(await count(sql`select count(*)::int as n from import_jobs`)).toBe(0);
    expect(uploadsLeft()).toEqual([]);
  });

  it('keeps prices and stock XML-only: a spreadsheet to update-prices is refused (415)', async () => {
    const form = multipartForm({}, { name: 'file', data: xlsx(priceList.rows), filename: 'price.xlsx' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/import/update-prices',
      payload: form.payload,
      headers: { ...form.headers, ...admin.headers },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(TEXTS.validation.xmlFileType);
    expect(uploadsLeft()).toEqual([]);
  });
});

describe('matching rows to the products of the shop', () => {
  beforeEach(resetCatalogue);

  it('is idempotent: the same file twice creates and updates nothing the second time', async () => {
    const file = write(
      [
        {
          name: 'Прайс',
          rows: [
            ['Категория', 'Наименование', 'Артикул', 'Цена', 'Остаток', 'Ед.', 'Описание'],
            ['Сухие смеси / Цемент', 'Цемент М500', 'Ц-500', '520,00', 10, 'мешок', 'Портландцемент'],
            ['Крепёж', 'Саморез 3,5×35', null, 1.5, '10+', 'шт', null],
            [null, 'Гвозди', null, 90, 'есть', 'кг', null],
            ['Крепёж', 'Саморез 3,5×35', null, 1.5, '10+', 'шт', null],
          ],
        },
        {
          name: 'Ещё',
          rows: [
            ['Товар', 'Цена'],
            ['Кирпич', 15],
          ],
        },
      ],
      'xlsx',
    );
    const first = await imported(file, { isCategorized: true });
    // Сухие смеси, Цемент, Крепёж; «Ещё» (a second sheet of goods); «Без категории» (Гвозди)
    expect(first).toMatchObject({ processed: 5, created: 4, updated: 0, skipped: 1, categoriesCreated: 5 });
    const before = await products();
    const state = await rawRows(ctx.database.db, sql`select id, updated_at from products order by id`);
    let second!: ImportReport;
    const events = await stockEvents(async () => (second = await imported(file, { isCategorized: true })));
    expect(second).toMatchObject({ processed: 5, created: 0, updated: 0, skipped: 5, categoriesCreated: 0 });
    expect(events).toEqual([]);
    expect(await products()).toEqual(before);
    expect(await rawRows(ctx.database.db, sql`select id, updated_at from products order by id`)).toEqual(
      state,
    );
    expect(await count(sql`select count(*)::int as n from categories`)).toBe(5);
  });

  it('matches an existing product by its article: name, price and stock updated, stock_updated published', async () => {
    const id = await insertProduct({
      name: 'Цемент (старое название)',
      article: 'Ц-500',
      price: '500',
      stock: 3,
    });
    let report!: ImportReport;
    const events = await stockEvents(
      async () =>
        (report = await imported(
          xlsx([
            ['Наименование', 'Артикул', 'Цена', 'Остаток'],
            ['Цемент М500 Д0, 50 кг', 'Ц-500', 530, 12],
          ]),
        )),
    );
    expect(report).toMatchObject({ processed: 1, created: 0, updated: 1, errors: [] });
    expect(await products()).toMatchObject([
      { name: 'Цемент М500 Д0, 50 кг', article: 'Ц-500', price: '530.00', stock_quantity: 12 },
    ]);
    expect(events).toEqual([{ productId: id, newStock: 12 }]);
  });

  it('matches by name within the row category (case and spaces ignored) and reports it', async () => {
    const fasteners = await insertCategory('Крепёж');
    const tools = await insertCategory('Инструмент');
    const screw = await insertProduct({ name: 'Саморез 3,5×35', categoryId: fasteners, price: '1.20' });
    await insertProduct({ name: 'Саморез 3,5×35', categoryId: tools, price: '9.99' });
    const report = await imported(
      xlsx([
        ['Группа', 'Наименование', 'Цена'],
        ['крепёж', '  САМОРЕЗ   3,5×35 ', 1.5],
      ]),
    );
    expect(report).toMatchObject({ created: 0, updated: 1 });
    expect(report.errors).toEqual([
      {
        file: 'price.xlsx',
        sheet: 'Прайс',
        line: 2,
        message: IMPORT_TEXTS.spreadsheet.matchedByName(screw, 'крепёж'),
      },
    ]);
    expect((await products()).map((p) => [p.name, p.price, p.category])).toEqual([
      ['САМОРЕЗ 3,5×35', '1.50', 'Крепёж'],
      ['Саморез 3,5×35', '9.99', 'Инструмент'],
    ]);
    expect(await count(sql`select count(*)::int as n from categories`)).toBe(2);
  });

  it('reports an article several products share and then looks for the name', async () => {
    await insertProduct({ name: 'Кирпич красный', article: 'К-1' });
    const white = await insertProduct({ name: 'Кирпич белый', article: 'К-1' });
    const byName = await imported(
      xlsx([
        ['Наименование', 'Артикул', 'Цена'],
        ['Кирпич белый', 'К-1', 20],
      ]),
    );
    expect(byName).toMatchObject({ created: 0, updated: 1 });
    expect(messages(byName)).toEqual([
      IMPORT_TEXTS.spreadsheet.articleAmbiguous('К-1', 2),
      IMPORT_TEXTS.spreadsheet.matchedByName(white, null),
    ]);
    const yellow = xlsx([
      ['Наименование', 'Артикул', 'Цена'],
      ['Кирпич жёлтый', 'К-1', 25],
    ]);
    const created = await imported(yellow);
    expect(created).toMatchObject({ created: 1, updated: 0 });
    expect(messages(created)).toEqual([IMPORT_TEXTS.spreadsheet.articleAmbiguous('К-1', 2)]);
    expect(await imported(yellow)).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect((await products()).map((p) => [p.name, p.price])).toEqual([
      ['Кирпич красный', '0.00'],
      ['Кирпич белый', '20.00'],
      ['Кирпич жёлтый', '25.00'],
    ]);
  });

  it('does not match by an article the file gives to goods of different names', async () => {
    const file = xlsx([
      ['Наименование', 'Артикул', 'Цена'],
      ['Плитка синяя', 'П-1', 900],
      ['Плитка зелёная', 'П-1', 950],
    ]);
    const first = await imported(file);
    expect(first).toMatchObject({ created: 2 });
    expect(first.errors).toEqual([
      {
        file: 'price.xlsx',
        sheet: 'Прайс',
        line: 2,
        message: IMPORT_TEXTS.spreadsheet.articleRepeated('П-1'),
      },
      {
        file: 'price.xlsx',
        sheet: 'Прайс',
        line: 3,
        message: IMPORT_TEXTS.spreadsheet.articleRepeated('П-1'),
      },
    ]);
    expect(await imported(file)).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    expect((await products()).map((p) => [p.name, p.article, p.price])).toEqual([
      ['Плитка синяя', 'П-1', '900.00'],
      ['Плитка зелёная', 'П-1', '950.00'],
    ]);
  });

  it('never wipes what a row does not carry; a product without a category keeps its own', async () => {
    const category = await insertCategory('Кровля');
    await insertProduct({
      name: 'Ондулин',
      article: 'О-1',
      categoryId: category,
      price: '450',
      stock: 7,
      description: 'Написано сотрудником',
    });
    const report = await imported(
      xlsx([
        ['Артикул', 'Наименование', 'Остаток'],
        ['О-1', 'Ондулин', 9],
      ]),
      { isCategorized: true },
    );
    expect(report).toMatchObject({ updated: 1, categoriesCreated: 0 });
    expect(await products()).toEqual([
      {
        name: 'Ондулин',
        article: 'О-1',
        price: '450.00',
        stock_quantity: 9,
        unit_name: null,
        description: 'Написано сотрудником',
        published: true,
        category: 'Кровля',
      },
    ]);
  });

  it('puts a new product without a category into «Без категории» only when isCategorized', async () => {
    const file = xlsx([
      ['Наименование', 'Цена'],
      ['Лопата', 700],
    ]);
    await imported(file);
    expect(await products()).toMatchObject([{ name: 'Лопата', category: null }]);
    await resetCatalogue();
    const res = await upload(file, { isCategorized: true });
    expect(res.json<ImportResult>()).toMatchObject({ categories: 1 });
    expect(await products()).toMatchObject([{ name: 'Лопата', category: 'Без категории' }]);
  });
});

describe('access, template and restarts', () => {
  beforeEach(resetCatalogue);

  it('lets admins only: 401 without a token, 403 for a customer (upload and template)', async () => {
    const file = xlsx([['Наименование'], ['Кирпич']]);
    expect((await upload(file, { headers: {} })).statusCode).toBe(401);
    expect((await upload(file, { headers: customer.headers })).statusCode).toBe(403);
    const template = await ctx.app.inject({ url: '/api/import/template.xlsx', headers: customer.headers });
    expect(template.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/import/template.xlsx' })).statusCode).toBe(401);
    expect(await count(sql`select count(*)::int as n from import_jobs`)).toBe(0);
  });

  it('serves the template as an .xlsx download; importing it creates its two products', async () => {
    const res = await ctx.app.inject({ url: '/api/import/template.xlsx', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="shablon-importa.xlsx"; filename*=UTF-8''${encodeURIComponent('Шаблон импорта.xlsx')}`,
    );
    const template = res.rawPayload;
    expect(template.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const report = await imported(template, { filename: 'shablon-importa.xlsx', isCategorized: true });
    expect(report).toMatchObject({
      processed: 2,
      created: 2,
      categoriesCreated: 3,
      errors: [{ message: IMPORT_TEXTS.spreadsheet.stockWithoutCount(1) }],
    });
    const cement = IMPORT_TEXTS.template.examples[0]!;
    const screws = IMPORT_TEXTS.template.examples[1]!;
    expect(await products()).toEqual([
      {
        name: cement.name,
        article: cement.article,
        price: '520.00',
        stock_quantity: 120,
        unit_name: cement.unit,
        description: cement.description,
        published: true,
        category: cement.category,
      },
      {
        name: screws.name,
        article: screws.article,
        price: '189.90',
        stock_quantity: 1,
        unit_name: screws.unit,
        description: screws.description,
        published: true,
        category: screws.category,
      },
    ]);
  });

  it('resumes a job whose process died after its first batch, ending as one run would', async () => {
    const file = xlsx([
      ['Наименование', 'Артикул', 'Цена'],
      ['Кирпич', null, 15],
      ['Цемент', 'Ц-1', 520],
      ['Кирпич', null, 16],
      ['Гипс', null, 300],
    ]);
    const single = await imported(file);
    const expected = await products();
    // the state the dead process committed: its first unit (Кирпич, from rows 2 and 4) and the checkpoint
    await ctx.database.db.execute(sql`delete from import_jobs`);
    await ctx.database.db.execute(sql`delete from products where name <> 'Кирпич'`);
    const dir = join(ctx.config.dataDir, 'imports');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${randomUUID()}.xlsx`);
    writeFileSync(path, file);
    const checkpoint = { ...single, processed: 2, created: 1, skipped: 1, errors: single.errors.slice(0, 1) };
    const id = randomUUID();
    await ctx.database.db.execute(
      sql`insert into import_jobs (id, kind, status, phase, file_name, file_path, options, attempts,
          applied_count, report, locked_by, locked_until, started_at)
        values (${id}, 'spreadsheet', 'running', 'applying', 'price.xlsx', ${path},
          '{"isCategorized":false}'::jsonb, 1, 1, ${JSON.stringify(checkpoint)}::jsonb,
          'dead-process', now() - interval '1 minute', now())`,
    );
    await ctx.app.services.imports.runNextJob();
    const job = (
      await ctx.app.inject({ url: `/api/import/jobs/${id}`, headers: admin.headers })
    ).json<ImportJob>();
    expect(job).toMatchObject({ status: 'completed', percent: 100 });
    expect(job.report).toEqual(single);
    expect(await products()).toEqual(expected);
    expect(uploadsLeft()).toEqual([]);
  });
});
