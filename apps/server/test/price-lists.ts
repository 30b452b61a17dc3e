/**
 * Price lists as other companies write them, built in memory for the import's tests: sheets with
 * letterheads, menus, merged cells and outline levels, written as .xlsx or old binary .xls (BIFF8).
 */
import * as XLSX from '@e965/xlsx';

export type Cells = (string | number | null)[][];

export interface SheetSpec {
  name?: string;
  rows: Cells;
  merges?: string[];
  levels?: Record<number, number>;
  hidden?: boolean;
}

export function workbook(sheets: SheetSpec[]): XLSX.WorkBook {
  const book = XLSX.utils.book_new();
  sheets.forEach((spec, index) => {
    const sheet = XLSX.utils.aoa_to_sheet(spec.rows);
    if (spec.merges) sheet['!merges'] = spec.merges.map((range) => XLSX.utils.decode_range(range));
    if (spec.levels) {
      sheet['!rows'] = [];
      for (const [row, level] of Object.entries(spec.levels)) sheet['!rows'][Number(row) - 1] = { level };
    }
    XLSX.utils.book_append_sheet(book, sheet, spec.name ?? `Лист${index + 1}`);
  });
  if (sheets.some((s) => s.hidden)) {
    book.Workbook = { Sheets: sheets.map((s) => ({ Hidden: s.hidden ? 1 : 0 })) };
  }
  return book;
}

export function xlsx(sheets: SheetSpec[]): Buffer {
  return XLSX.write(workbook(sheets), { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A supplier's sheet: letterhead, the header at row 8, goods (some prices as text). */
export function supplierSheet(name: string, goods: Cells): SheetSpec {
  return {
    name,
    rows: [
      ['ООО «ПромСнаб»'],
      ['Тел. 8 (800) 000-00-00, info@promsnab.example'],
      [`Прайс-лист: ${name}`],
      [],
      ['Вернуться к содержанию'],
      [],
      [],
      ['№', 'Номенклатура', 'Ед. изм.', 'Цена за ед. руб.'],
      ...goods,
    ],
  };
}

/** The menu sheet of a supplier's workbook: links to the other sheets, by their names. */
export const menuSheet = (names: string[]): SheetSpec => ({
  name: 'Содержание',
  rows: [['Прайс-лист ООО «ПромСнаб»'], [], ...names.map((name) => [name])],
});

export const biff8 = (sheets: SheetSpec[]) =>
  XLSX.write(workbook(sheets), { type: 'buffer', bookType: 'biff8' }) as Buffer;

/** A Ukrainian price list: letterhead, the header at row 12, «РР» the retail price, «Вільний залишок» as '> 10'. */
export const UKRAINIAN_PRICE_LIST: Cells = [
  ['ТОВ «Будмайстер»'],
  ['м. Київ, вул. Хрещатик, 1'],
  ['тел. +380 44 000 00 00'],
  [],
  ['Прайс-лист на 01.03.2026'],
  ['Ціни вказані з ПДВ'],
  [],
  [],
  [],
  [],
  [],
  ['Артикул', 'Номенклатура', 'Вільний залишок', 'РР'],
  ['БМ-001', 'Цемент ПЦ-400, 25 кг', '> 10', 125.5],
  ['БМ-002', 'Клей для плитки, 25 кг', 5, '1 234,50 грн'],
  ['БМ-003', 'Шпаклівка фінішна', 'є', '99,90'],
  ['БМ-004', 'Ґрунтовка, 10 л', 'немає', 450],
];

/** A supplier's workbook as the import met it: a menu sheet, then data sheets with headers at row 8. */
export const supplierWorkbook = () =>
  biff8([
    menuSheet(['Кирпич', 'Цемент', 'Сухие смеси']),
    supplierSheet('Кирпич', [
      [1, 'Кирпич красный М150', 'шт', 15.5],
      [2, 'Кирпич облицовочный', 'шт', '32,00'],
    ]),
    supplierSheet('Цемент', [[1, 'Цемент М500, 50 кг', 'мешок', '520 руб.']]),
    supplierSheet('Сухие смеси', [['Штукатурки'], [1, 'Штукатурка гипсовая, 30 кг', 'мешок', '1 250,00']]),
  ]);
