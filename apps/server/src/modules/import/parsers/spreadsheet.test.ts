/** Price lists as people make them, built here with SheetJS (xlsx, BIFF8, BIFF5, damaged files, CSV). */
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { buildSpreadsheetTemplate, checkSpreadsheet, readSpreadsheet } from './spreadsheet.js';
import { classifyLabel } from './spreadsheet-header.js';
import type { SpreadsheetResult } from './types.js';
import { excel95PriceList } from '../../../../test/excel95.js';
import {
  biff8,
  menuSheet,
  supplierSheet,
  supplierWorkbook,
  UKRAINIAN_PRICE_LIST,
  workbook,
  xlsx,
  type Cells,
  type SheetSpec,
} from '../../../../test/price-lists.js';

function read(buffer: Buffer, isCategorized = false): SpreadsheetResult {
  return readSpreadsheet(buffer, { fileName: 'прайс.xlsx', isCategorized });
}

function one(rows: Cells, isCategorized = false): SpreadsheetResult {
  return read(xlsx([{ name: 'Прайс', rows }]), isCategorized);
}

describe('header row', () => {
  it('finds the header below a letterhead and reports Excel row numbers', () => {
    const result = one([
      ['ООО «Стройснаб»'],
      ['г. Москва, ул. Ленина, 1, тел. +7 495 000-00-00'],
      [],
      ['Прайс-лист на 01.03.2024'],
      ['№', 'Наименование товара', 'Артикул', 'Ед. изм.', 'Цена, руб.', 'Остаток'],
      [1, 'Кирпич красный М150', 'КР-150', 'шт.', 15.5, 1200],
      [2, 'Цемент М500, 50 кг', 'ЦМ-500', 'мешок', '520,00', 'есть'],
    ]);
    expect(result.issues).toEqual([]);
    expect(result.sheets).toEqual(['Прайс']);
    expect(result.rows).toEqual([
      {
        sheet: 'Прайс',
        row: 6,
        name: 'Кирпич красный М150',
        article: 'КР-150',
        priceKopecks: 1550,
        stock: 1200,
        inStock: true,
        unit: 'шт',
        description: null,
        barcode: null,
        categoryPath: [],
      },
      {
        sheet: 'Прайс',
        row: 7,
        name: 'Цемент М500, 50 кг',
        article: 'ЦМ-500',
        priceKopecks: 52000,
        stock: null,
        inStock: true,
        unit: 'мешок',
        description: null,
        barcode: null,
        categoryPath: [],
      },
    ]);
  });

  it('looks for the header in the first 30 rows only', () => {
    const letterhead = (count: number): Cells =>
      Array.from({ length: count }, (_, i) => [`Строка шапки ${i + 1}`]);
    const at30 = one([...letterhead(29), ['Наименование', 'Цена'], ['Кирпич', 10]]);
    expect(at30.rows).toMatchObject([{ row: 31, name: 'Кирпич' }]);
    const at31 = one([...letterhead(30), ['Наименование', 'Цена'], ['Кирпич', 10]]);
    expect(at31.rows).toEqual([]);
    expect(at31.issues[0]?.message).toContain('в первых 30 строках нет строки заголовков');
  });

  it('matches column names case-insensitively, ignoring punctuation, ё and extra spaces', () => {
    const result = one([
      ['  НАЗВАНИЕ  ', 'код товара', 'Кол-во', 'ЕДИНИЦА', 'Розничная цена', 'Описание', 'Группа'],
      ['Дюбель 6×40', '00123', '50', 'упак', '99', 'Для бетона', 'Крепёж'],
    ]);
    expect(result.rows[0]).toMatchObject({
      name: 'Дюбель 6×40',
      article: '00123',
      stock: 50,
      unit: 'упак',
      priceKopecks: 9900,
      description: 'Для бетона',
      categoryPath: ['Крепёж'],
    });
    expect(classifyLabel('Кол-во на складе')).toMatchObject({ kind: 'stock' });
    expect(classifyLabel('Номенклатура')).toMatchObject({ kind: 'name' });
    expect(classifyLabel('Товар')).toMatchObject({ kind: 'name' });
    expect(classifyLabel('Наличие')).toMatchObject({ kind: 'stock' });
    expect(classifyLabel('Ед.')).toMatchObject({ kind: 'unit' });
    expect(classifyLabel('Штрихкод')).toMatchObject({ kind: 'barcode' });
  });

  it('reads a header spread over two rows, choosing the retail price under a merged "Цена"', () => {
    const result = one(
      [
        ['Прайс-лист'],
        ['Наименование', 'Цена', null, 'Остаток'],
        [null, 'опт.', 'розн.', null],
        ['Гвозди 100 мм, 1 кг', 150, 180, 12],
      ],
      false,
    );
    expect(result.issues).toEqual([]);
    expect(result.rows).toMatchObject([
      { row: 4, name: 'Гвозди 100 мм, 1 кг', priceKopecks: 18000, stock: 12 },
    ]);
  });

  it('uses merges to label the second header row', () => {
    const rows: Cells = [
      ['Наименование', 'Артикул', 'Цена, руб.', null],
      [null, null, 'оптовая', 'розничная'],
      ['Гипс 5 кг', 'Г-5', 200, 250],
    ];
    const result = read(xlsx([{ rows, merges: ['A1:A2', 'B1:B2', 'C1:D1'] }]));
    expect(result.rows).toMatchObject([{ name: 'Гипс 5 кг', article: 'Г-5', priceKopecks: 25000 }]);
  });

  it('prefers a retail price column over a wholesale one in one header row', () => {
    const result = one([
      ['Товар', 'Цена опт.', 'Цена розн.', 'Цена'],
      ['Доска 50×150', 100, 130, 999],
    ]);
    expect(result.rows[0]?.priceKopecks).toBe(13000);
    expect(
      one([
        ['Товар', 'Опт', 'Цена'],
        ['Доска', 100, 130],
      ]).rows[0]?.priceKopecks,
    ).toBe(13000);
  });

  it('follows a header repeated per section', () => {
    const result = one([
      ['Наименование', 'Цена'],
      ['Кирпич', 10],
      [],
      ['Артикул', 'Наименование', 'Цена'],
      ['А-1', 'Цемент', 500],
    ]);
    expect(result.rows.map((r) => [r.name, r.article, r.priceKopecks])).toEqual([
      ['Кирпич', null, 1000],
      ['Цемент', 'А-1', 50000],
    ]);
  });
});

describe('section rows', () => {
  const rows: Cells = [
    ['Наименование', 'Артикул', 'Цена'],
    ['Стеновые материалы'],
    ['Кирпич М150', 'К1', 15],
    ['Газобетон D500', 'Г1', 120],
    ['Сухие смеси'],
    ['Цемент М500', 'Ц1', 520],
  ];

  it('become the category path of the goods below them when the file is categorised', () => {
    const result = one(rows, true);
    expect(result.issues).toEqual([]);
    expect(result.rows.map((r) => [r.name, r.categoryPath])).toEqual([
      ['Кирпич М150', ['Стеновые материалы']],
      ['Газобетон D500', ['Стеновые материалы']],
      ['Цемент М500', ['Сухие смеси']],
    ]);
  });

  it('are skipped with a warning naming the sheet and row otherwise', () => {
    const result = one(rows, false);
    expect(result.rows.map((r) => r.categoryPath)).toEqual([[], [], []]);
    expect(result.issues).toEqual([
      {
        file: 'прайс.xlsx',
        sheet: 'Прайс',
        line: 2,
        level: 'warning',
        message:
          'Строка «Стеновые материалы» похожа на заголовок раздела и пропущена. Если разделы — это категории товаров, отметьте «Импорт с категориями».',
      },
      expect.objectContaining({ line: 5 }),
    ]);
  });

  it('may be merged across the row', () => {
    const merged: Cells = [
      ['Наименование', 'Цена'],
      ['Кровля', null],
      ['Ондулин', 450],
    ];
    const result = read(xlsx([{ rows: merged, merges: ['A2:B2'] }]), true);
    expect(result.rows).toMatchObject([{ name: 'Ондулин', categoryPath: ['Кровля'] }]);
  });

  it('nest by outline level: a deeper section appends, a shallower one replaces', () => {
    const nested: Cells = [
      ['Наименование', 'Цена'],
      ['Инструмент'],
      ['Электроинструмент'],
      ['Дрель', 3000],
      ['Ручной инструмент'],
      ['Молоток', 500],
      ['Крепёж'],
      ['Саморез', 1],
    ];
    const levels = { 2: 0, 3: 1, 4: 2, 5: 1, 6: 2, 7: 0, 8: 1 };
    const result = read(xlsx([{ rows: nested, levels }]), true);
    expect(result.rows.map((r) => [r.name, r.categoryPath])).toEqual([
      ['Дрель', ['Инструмент', 'Электроинструмент']],
      ['Молоток', ['Инструмент', 'Ручной инструмент']],
      ['Саморез', ['Крепёж']],
    ]);
  });

  it('nest by indentation when there is no outline', () => {
    const indented: Cells = [
      ['Наименование', 'Цена'],
      ['Инструмент'],
      ['   Электроинструмент'],
      ['Дрель', 3000],
      ['Крепёж'],
      ['Саморез', 1],
    ];
    const result = one(indented, true);
    expect(result.rows.map((r) => r.categoryPath)).toEqual([['Инструмент', 'Электроинструмент'], ['Крепёж']]);
  });

  it('give way to a category column, split into a path', () => {
    const result = one(
      [
        ['Категория', 'Наименование', 'Цена'],
        [null, 'Раздел'],
        ['Сухие смеси / Цемент', 'Цемент М500', 520],
        ['Крепёж > Саморезы', 'Саморез', 1],
        [null, 'Без категории', 5],
      ],
      true,
    );
    expect(result.rows.map((r) => r.categoryPath)).toEqual([
      ['Сухие смеси', 'Цемент'],
      ['Крепёж', 'Саморезы'],
      ['Раздел'],
    ]);
  });

  it('on a sheet with only a name column, a lone name is a product', () => {
    const result = one([['Наименование'], ['Кирпич'], ['Цемент']]);
    expect(result.rows.map((r) => r.name)).toEqual(['Кирпич', 'Цемент']);
  });
});

describe('cell values', () => {
  it.each([
    ['66,620.60', 6662060],
    ['1 234,50 ₽', 123450],
    ['1.234,50', 123450],
    ['1\u00a0719', 171900],
    ['1719 руб.', 171900],
    [1719.5, 171950],
    [12.345000000000001, 1235],
  ])('price %j → %d kopecks', (price, kopecks) => {
    expect(
      one([
        ['Наименование', 'Цена'],
        ['Товар', price],
      ]).rows[0]?.priceKopecks,
    ).toBe(kopecks);
  });

  it('leaves "по запросу" without a price silently and warns about other text', () => {
    const result = one([
      ['Наименование', 'Цена'],
      ['А', 'по запросу'],
      ['Б', 'дорого'],
      ['В', -5],
    ]);
    expect(result.rows.map((r) => r.priceKopecks)).toEqual([null, null, null]);
    expect(result.issues.map((i) => [i.line, i.sheet, i.message])).toEqual([
      [3, 'Прайс', 'Цена «дорого» не распознана как число; цена не загружена.'],
      [4, 'Прайс', 'Отрицательная цена «-5»; цена не загружена.'],
    ]);
  });

  it.each([
    ['10+', 10, true],
    ['> 10', 10, true],
    ['есть', null, true],
    ['в наличии', null, true],
    ['нет', 0, false],
    ['—', 0, false],
    ['под заказ', 0, false],
    [25.5, 25.5, true],
    [0, 0, false],
    ['', null, null],
  ])('stock %j → %j (in stock: %j)', (cell, stock, inStock) => {
    const result = one([
      ['Наименование', 'Цена', 'Остаток'],
      ['Кирпич', 15, cell === '' ? null : cell],
    ]);
    expect(result.rows[0]).toMatchObject({ stock, inStock });
    expect(result.issues).toEqual([]);
  });

  it('turns negative stock into 0 and warns about unreadable stock', () => {
    const result = one([
      ['Наименование', 'Наличие'],
      ['А', -3],
      ['Б', 'спросите'],
    ]);
    expect(result.rows.map((r) => [r.stock, r.inStock])).toEqual([
      [0, false],
      [null, null],
    ]);
    expect(result.issues.map((i) => i.message)).toEqual([
      'Отрицательный остаток «-3» загружен как 0.',
      'Остаток «спросите» не распознан; остаток не загружен.',
    ]);
  });

  it('keeps articles as written: leading zeros, no scientific notation', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Наименование', 'Артикул'],
      ['А', '007821'],
      ['Б', 7821],
      ['В', 4600000000001],
    ]);
    sheet['B3']!.z = '000000';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Лист1');
    const result = read(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(result.rows.map((r) => r.article)).toEqual(['007821', '007821', '4600000000001']);
  });

  it('skips blank rows silently, reports rows with data but no name, and skips totals', () => {
    const result = one([
      ['Наименование', 'Цена'],
      ['Кирпич', 10],
      [null, null],
      [null, 99],
      ['Итого', 109],
    ]);
    expect(result.rows.map((r) => r.name)).toEqual(['Кирпич']);
    expect(result.issues).toMatchObject([
      { line: 4, sheet: 'Прайс', message: 'Строка без наименования, но с другими данными пропущена.' },
    ]);
  });

  it('cleans names and keeps description line breaks', () => {
    const result = one([
      ['Наименование', 'Описание'],
      ['  Сок ""Яблочный""\t', 'Строка 1\nСтрока 2\n\n\n\nСтрока 3'],
    ]);
    expect(result.rows[0]).toMatchObject({
      name: 'Сок "Яблочный"',
      description: 'Строка 1\nСтрока 2\n\nСтрока 3',
    });
  });
});

describe('sheets and formats', () => {
  it('reads every sheet with its own header and reports each skipped sheet with its reason', () => {
    const result = read(
      xlsx([
        { name: 'Кирпич', rows: [['Шапка'], ['Наименование', 'Цена'], ['Кирпич', 10]] },
        { name: 'Условия', rows: [['Доставка по Москве бесплатно'], ['Скидки от 10 000 ₽']] },
        { name: 'Пустой', rows: [] },
        { name: 'Скрытый', rows: [['Наименование'], ['Служебное']], hidden: true },
        {
          name: 'Цемент',
          rows: [
            ['Цена', 'Товар', 'Артикул'],
            [520, 'Цемент', 'Ц-1'],
          ],
        },
      ]),
    );
    expect(result.sheets).toEqual(['Кирпич', 'Условия', 'Пустой', 'Скрытый', 'Цемент']);
    expect(result.rows.map((r) => [r.sheet, r.row, r.name, r.priceKopecks])).toEqual([
      ['Кирпич', 3, 'Кирпич', 1000],
      ['Цемент', 2, 'Цемент', 52000],
    ]);
    expect(result.issues).toEqual([]);
    expect(result.sheetReports.map((sheet) => [sheet.name, sheet.skipped, sheet.goods])).toEqual([
      ['Кирпич', null, 1],
      ['Условия', 'noHeader', 0],
      ['Пустой', 'empty', 0],
      ['Скрытый', 'hidden', 0],
      ['Цемент', null, 1],
    ]);
  });

  const priceList: SheetSpec = {
    name: 'Прайс',
    rows: [
      ['Наименование', 'Цена', 'Остаток'],
      ['Кирпич', 15.5, 100],
      ['Цемент', 520, 'нет'],
    ],
  };
  const expected = [
    ['Кирпич', 1550, 100],
    ['Цемент', 52000, 0],
  ];
  const summary = (result: SpreadsheetResult) => result.rows.map((r) => [r.name, r.priceKopecks, r.stock]);

  it('reads an old binary .xls (BIFF8)', () => {
    const biff8 = XLSX.write(workbook([priceList]), { type: 'buffer', bookType: 'xls' }) as Buffer;
    expect(biff8.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    expect(summary(read(biff8))).toEqual(expected);
  });

  it('reads a BIFF8 file with trailing garbage, a stream size too large and a wrong DIMENSIONS record', () => {
    const biff8 = XLSX.write(workbook([priceList]), { type: 'buffer', bookType: 'xls' }) as Buffer;
    expect(summary(read(Buffer.concat([biff8, Buffer.alloc(777, 0x5a)])))).toEqual(expected);
    const damaged = Buffer.from(biff8);
    const entry = damaged.indexOf(Buffer.from('Workbook', 'utf16le'));
    damaged.writeUInt32LE(damaged.readUInt32LE(entry + 120) + 1000, entry + 120); // directory: stream size
    const dimensions = damaged.indexOf(Buffer.from([0x00, 0x02, 0x0e, 0x00]));
    damaged.writeUInt32LE(1, dimensions + 8); // says one row where there are three
    expect(summary(read(damaged))).toEqual(expected);
  });

  it('reads a BIFF5 file in windows-1251', () => {
    expect(read(excel95PriceList()).rows).toMatchObject([{ name: 'Кирпич', priceKopecks: 1000 }]);
  });

  it('reads a CSV or HTML table saved with an .xls name, in UTF-8 or windows-1251', () => {
    const csv = 'Наименование;Цена;Остаток\r\nКирпич;15,50;100\r\n';
    expect(summary(read(iconv.encode(csv, 'win1251')))).toEqual([['Кирпич', 1550, 100]]);
    expect(summary(read(Buffer.from(`\ufeff${csv}`)))).toEqual([['Кирпич', 1550, 100]]);
    const html =
      '<table><tr><td>Наименование</td><td>Цена</td></tr><tr><td>Кирпич</td><td>15,50</td></tr></table>';
    expect(read(Buffer.from(html)).rows).toMatchObject([{ name: 'Кирпич', priceKopecks: 1550 }]);
  });

  it('reports an unreadable file as an error, without throwing', () => {
    for (const garbage of [
      Buffer.from('%PDF-1.4\x00\x01\x02'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      Buffer.alloc(0),
    ]) {
      const result = read(garbage);
      expect(result.rows).toEqual([]);
      expect(result.issues).toEqual([
        {
          file: 'прайс.xlsx',
          level: 'error',
          message:
            'Файл «прайс.xlsx» не удалось прочитать как таблицу Excel (.xls или .xlsx). Сохраните его в Excel заново и повторите загрузку.',
        },
      ]);
    }
  });

  it('reports a readable workbook without any goods as an error', () => {
    const result = read(xlsx([{ rows: [['Просто текст']] }]));
    expect(result.issues.at(-1)).toMatchObject({
      level: 'error',
      message: expect.stringContaining('не найдено ни одного товара'),
    });
  });
});

describe('price lists from other suppliers', () => {
  it('reads a Ukrainian price list: header at row 12, «РР» price, «Вільний залишок» stock, «> 10»', () => {
    const result = one(UKRAINIAN_PRICE_LIST);
    expect(result.issues).toEqual([]);
    expect(result.rows.map((r) => [r.row, r.article, r.name, r.priceKopecks, r.stock, r.inStock])).toEqual([
      [13, 'БМ-001', 'Цемент ПЦ-400, 25 кг', 12550, 10, true],
      [14, 'БМ-002', 'Клей для плитки, 25 кг', 123450, 5, true],
      [15, 'БМ-003', 'Шпаклівка фінішна', 9990, null, true],
      [16, 'БМ-004', 'Ґрунтовка, 10 л', 45000, 0, false],
    ]);
    expect(result.sheetReports).toEqual([
      {
        name: 'Прайс',
        skipped: null,
        headerRow: 12,
        columns: [
          { kind: 'name', column: 1, label: 'Номенклатура' },
          { kind: 'article', column: 0, label: 'Артикул' },
          { kind: 'price', column: 3, label: 'РР' },
          { kind: 'stock', column: 2, label: 'Вільний залишок' },
        ],
        missing: [],
        goods: 4,
        unread: 0,
        unreadExamples: [],
        sectionsSkipped: 0,
      },
    ]);
  });

  it('reads a barcode column apart from the article and the price', () => {
    const result = one([
      ['Код', 'Штрихкод', 'Назва', 'Ціна', 'Кількість', 'Од.'],
      ['001', 4601234567890, 'Фарба біла, 3 л', 100, 7, 'шт.'],
    ]);
    expect(result.rows[0]).toMatchObject({
      article: '001',
      barcode: '4601234567890',
      name: 'Фарба біла, 3 л',
      priceKopecks: 10000,
      stock: 7,
      unit: 'шт',
    });
  });

  it('reads a supplier workbook (BIFF8): a menu sheet skipped, one category per data sheet', () => {
    const file = supplierWorkbook();
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    const result = read(file, true);
    expect(result.issues).toEqual([]);
    expect(result.rows.map((r) => [r.sheet, r.row, r.name, r.priceKopecks, r.categoryPath])).toEqual([
      ['Кирпич', 9, 'Кирпич красный М150', 1550, ['Кирпич']],
      ['Кирпич', 10, 'Кирпич облицовочный', 3200, ['Кирпич']],
      ['Цемент', 9, 'Цемент М500, 50 кг', 52000, ['Цемент']],
      ['Сухие смеси', 10, 'Штукатурка гипсовая, 30 кг', 125000, ['Сухие смеси', 'Штукатурки']],
    ]);
    expect(result.sheetReports.map((s) => [s.name, s.skipped, s.headerRow, s.goods, s.missing])).toEqual([
      ['Содержание', 'menu', null, 0, []],
      ['Кирпич', null, 8, 2, ['stock']],
      ['Цемент', null, 8, 1, ['stock']],
      ['Сухие смеси', null, 8, 1, ['stock']],
    ]);
    // not categorised: no category from the sheets
    expect(read(file).rows.map((r) => r.categoryPath)).toEqual([[], [], [], []]);
  });

  it('makes no category of one data sheet, of sheets named by default, or of a sheet with a category column', () => {
    const single = read(
      biff8([menuSheet(['Цемент']), supplierSheet('Цемент', [[1, 'Цемент', 'мешок', 520]])]),
      true,
    );
    expect(single.rows.map((r) => r.categoryPath)).toEqual([[]]);
    const defaults = read(
      xlsx([
        supplierSheet('Лист1', [[1, 'Кирпич', 'шт', 15]]),
        supplierSheet('Лист2', [[1, 'Цемент', 'шт', 5]]),
      ]),
      true,
    );
    expect(defaults.rows.map((r) => r.categoryPath)).toEqual([[], []]);
    const byColumn = read(
      xlsx([
        {
          name: 'Прайс',
          rows: [
            ['Группа', 'Наименование', 'Цена'],
            ['Крепёж', 'Саморез', 2],
            [null, 'Гвозди', 90],
          ],
        },
        supplierSheet('Кирпич', [[1, 'Кирпич', 'шт', 15]]),
      ]),
      true,
    );
    expect(byColumn.rows.map((r) => r.categoryPath)).toEqual([['Крепёж'], [], ['Кирпич']]);
  });

  it('reads hidden sheets only when no visible sheet holds goods (a menu whose macros show them)', () => {
    const hidden = (spec: SheetSpec): SheetSpec => ({ ...spec, hidden: true });
    const onlyHidden = read(
      xlsx([
        menuSheet(['Кирпич', 'Цемент']),
        hidden(supplierSheet('Кирпич', [[1, 'Кирпич красный', 'шт', 15]])),
        hidden(supplierSheet('Цемент', [[1, 'Цемент М500', 'мешок', 520]])),
      ]),
      true,
    );
    expect(onlyHidden.rows.map((r) => [r.name, r.categoryPath])).toEqual([
      ['Кирпич красный', ['Кирпич']],
      ['Цемент М500', ['Цемент']],
    ]);
    expect(onlyHidden.sheetReports.map((s) => s.skipped)).toEqual(['menu', null, null]);
    const besideVisible = read(
      xlsx([
        supplierSheet('Кирпич', [[1, 'Кирпич красный', 'шт', 15]]),
        hidden(supplierSheet('Архив', [[1, 'Старый кирпич', 'шт', 9]])),
      ]),
    );
    expect(besideVisible.rows.map((r) => r.name)).toEqual(['Кирпич красный']);
    expect(besideVisible.sheetReports[1]).toMatchObject({ name: 'Архив', skipped: 'hidden', headerRow: 8 });
  });

  it('says which expected columns a sheet lacks and which rows it could not read', () => {
    const result = one([
      ['Наименование', 'Артикул', 'Остаток'],
      ['Кирпич', 'К-1', 10],
      [null, 'К-2', 5],
    ]);
    expect(result.rows).toHaveLength(1);
    expect(result.sheetReports[0]).toMatchObject({
      missing: ['price'],
      goods: 1,
      unread: 1,
      unreadExamples: [{ row: 3, text: 'К-2 | 5' }],
    });
  });

  it('refuses a workbook without a header on any sheet, naming each sheet and why', () => {
    const result = read(
      xlsx([
        { name: 'Обложка', rows: [['ООО «ПромСнаб»'], ['Прайс-лист на март']] },
        { name: 'Меню', rows: [['Содержание'], ['Обложка'], ['Пусто']] },
        { name: 'Пусто', rows: [] },
      ]),
    );
    expect(result.rows).toEqual([]);
    const reasons = IMPORT_TEXTS.spreadsheet.sheetSkipped;
    expect(result.issues).toEqual([
      {
        file: 'прайс.xlsx',
        level: 'error',
        message: IMPORT_TEXTS.spreadsheet.noGoods('прайс.xlsx', [
          { name: 'Обложка', reason: reasons.noHeader },
          { name: 'Меню', reason: reasons.menu },
          { name: 'Пусто', reason: reasons.empty },
        ]),
      },
    ]);
    expect(result.issues[0]!.message).toContain('лист «Обложка» — в первых 30 строках нет строки заголовков');
  });
});

describe('checkSpreadsheet (the preview)', () => {
  const goods: Cells = Array.from({ length: 6 }, (_, i) => [
    `Товар ${i + 1}`,
    `Ш-${i + 1}`,
    `${i + 1}0,50`,
    i,
  ]);
  const file = xlsx([
    {
      name: 'Прайс',
      rows: [['ТОВ «Будмайстер»'], [], ['Товар/послуга', 'Шифр', 'Відпускна', 'Склад Київ'], ...goods],
    },
    {
      name: 'Інше',
      rows: [
        ['Позначення', 'Ціна'],
        ['Фарба', 5],
      ],
    },
  ]);

  it('tells per sheet the header row, the columns, why a sheet is skipped and the first five rows', () => {
    const { sheets, issues } = checkSpreadsheet(file, { fileName: 'прайс.xlsx', isCategorized: false });
    expect(issues).toEqual([]);
    expect(sheets).toEqual([
      {
        name: 'Прайс',
        skipped: null,
        headerRow: 3,
        labels: ['Товар/послуга', 'Шифр', 'Відпускна', 'Склад Київ'],
        columns: [
          { kind: 'name', column: 0, label: 'Товар/послуга' },
          { kind: 'stock', column: 3, label: 'Склад Київ' },
        ],
        missing: ['price'],
        goods: 6,
        unread: 0,
        unreadExamples: [],
        sectionsSkipped: 0,
        sample: [0, 1, 2, 3, 4].map((i) => ({
          row: 4 + i,
          name: `Товар ${i + 1}`,
          article: null,
          priceKopecks: null,
          stock: i,
          inStock: i > 0,
        })),
      },
      expect.objectContaining({
        name: 'Інше',
        skipped: 'noHeader',
        headerRow: null,
        columns: [],
        sample: [],
      }),
    ]);
  });

  it('reads the header row and columns the staff chose; null leaves a column out', () => {
    const mapping = {
      Прайс: { columns: { article: 1, price: 2, stock: null } },
      Інше: { headerRow: 1, columns: { name: 0 } },
    };
    const { sheets } = checkSpreadsheet(file, { fileName: 'прайс.xlsx', isCategorized: false, mapping });
    expect(sheets[0]).toMatchObject({
      headerRow: 3,
      columns: [
        { kind: 'name', column: 0, label: 'Товар/послуга' },
        { kind: 'article', column: 1, label: 'Шифр' },
        { kind: 'price', column: 2, label: 'Відпускна' },
      ],
      missing: ['stock'],
    });
    expect(sheets[0]!.sample[1]).toEqual({
      row: 5,
      name: 'Товар 2',
      article: 'Ш-2',
      priceKopecks: 2050,
      stock: null,
      inStock: null,
    });
    expect(sheets[1]).toMatchObject({
      skipped: null,
      headerRow: 1,
      columns: [
        { kind: 'name', column: 0, label: 'Позначення' },
        { kind: 'price', column: 1, label: 'Ціна' },
      ],
      sample: [{ row: 2, name: 'Фарба', priceKopecks: 500 }],
    });
    const noName = checkSpreadsheet(file, {
      fileName: 'прайс.xlsx',
      isCategorized: false,
      mapping: { Прайс: { columns: { name: null } } },
    });
    expect(noName.sheets[0]).toMatchObject({ skipped: 'noNameColumn', sample: [] });
  });
});

describe('buildSpreadsheetTemplate', () => {
  it('has the recognised headers and two example rows that import cleanly', () => {
    const template = buildSpreadsheetTemplate();
    const book = XLSX.read(template, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual([
      'Категория',
      'Наименование',
      'Артикул',
      'Цена',
      'Остаток',
      'Ед. изм.',
      'Описание',
    ]);
    const result = readSpreadsheet(template, { fileName: 'шаблон.xlsx', isCategorized: false });
    expect(result.issues).toEqual([]);
    expect(result.rows).toEqual([
      {
        sheet: 'Товары',
        row: 2,
        name: 'Цемент М500 Д0, 50 кг',
        article: 'ЦМ-500-50',
        priceKopecks: 52000,
        stock: 120,
        inStock: true,
        unit: 'мешок',
        description: 'Портландцемент без добавок. Для фундаментов и бетона высоких марок.',
        barcode: null,
        categoryPath: ['Сухие смеси', 'Цемент'],
      },
      {
        sheet: 'Товары',
        row: 3,
        name: 'Саморез по дереву 3,5×35, 200 шт.',
        article: 'СД-3535',
        priceKopecks: 18990,
        stock: null,
        inStock: true,
        unit: 'упак',
        description: 'Чёрный фосфатированный, потайная головка.',
        barcode: null,
        categoryPath: ['Крепёж'],
      },
    ]);
  });
});
