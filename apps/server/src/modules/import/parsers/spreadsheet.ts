/**
 * Price lists in .xls (BIFF5/BIFF8, also files strict readers call corrupt), .xlsx, and the HTML/CSV
 * files that sites save with an .xls name, read with SheetJS. Each sheet gets its own header; goods rows
 * below it become SpreadsheetRow; section-title rows become the category path when the file is declared
 * categorised.
 */
import * as XLSX from '@e965/xlsx';
import * as cptable from '@e965/xlsx/dist/cpexcel.full.mjs';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import iconv from 'iconv-lite';
import {
  numberToDecimal,
  decimalToKopecks,
  decimalToQuantity,
  parseMoneyKopecks,
} from '../../../lib/numbers.js';
import { parseStock } from './stock.js';
import {
  COLUMN_KINDS,
  findHeader,
  headerAt,
  kindCount,
  mapColumns,
  repeatedHeaderAt,
  type ColumnKind,
  type ColumnMap,
  type HeaderGrid,
  type HeaderRows,
} from './spreadsheet-header.js';
import { cleanLine, htmlToText, normaliseLabel } from '../../../lib/text.js';
import { cleanName } from './text.js';
import type {
  ImportIssue,
  SheetColumn,
  SheetSkipReason,
  SpreadsheetResult,
  SpreadsheetRow,
  SpreadsheetSheet,
} from './types.js';
import { normaliseUnitName } from './units.js';

// BIFF5 and older store text in the workbook's code page (windows-1251 for Russian files).
XLSX.set_cptable(cptable);

export interface SpreadsheetOptions {
  fileName: string;
  /** The staff say section-title rows between goods are categories (and sheets, when several hold goods). */
  isCategorized: boolean;
  /** The header row and columns the staff chose, per sheet name; the rest are found as usual. */
  mapping?: SpreadsheetMapping;
  /** Each read sheet's header texts in `labels` (the preview's drop-downs, the remembered mapping's key). */
  withLabels?: boolean;
}

type Cell = XLSX.CellObject;

const PRICE_ON_REQUEST =
  /^(по запросу|договорная|звоните|уточняйте|под заказ|за запитом|договірна|телефонуйте|уточнюйте|під замовлення|-|—|–)$/;
const TOTAL_ROWS = new Set(['итого', 'итог', 'всего', 'разом', 'усього', 'всього']);
const CATEGORY_SEPARATORS = /\s*(?:>|\||\\|\s\/\s|\/\/)\s*/;

// ---------------------------------------------------------------------------------------------------
// Reading the workbook

function isProbablyText(buffer: Buffer): boolean {
  return !buffer.subarray(0, 4096).includes(0);
}

/** Workbook formats SheetJS reads from bytes; text files (CSV, HTML tables) are decoded first. */
function readWorkbook(buffer: Buffer): XLSX.WorkBook | null {
  const options: XLSX.ParsingOptions = { dense: true, cellStyles: true, cellDates: false, cellHTML: false };
  const zip = buffer[0] === 0x50 && buffer[1] === 0x4b;
  const ole = buffer.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
  const biff = buffer[0] === 0x09 && [0x00, 0x02, 0x04, 0x08].includes(buffer[1] ?? -1);
  try {
    if (zip || ole || biff) return XLSX.read(buffer, { ...options, type: 'buffer' });
    if (buffer.length === 0 || !isProbablyText(buffer)) return null;
    const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
    const text = utf8.includes('\ufffd') ? iconv.decode(buffer, 'windows-1251') : utf8;
    // raw: SheetJS would read '15,50' in a CSV as 1550 (US thousands); our number rule reads the text.
    return XLSX.read(text.replace(/^\ufeff/, ''), { ...options, type: 'string', raw: true });
  } catch {
    return null;
  }
}

function isHidden(workbook: XLSX.WorkBook, index: number): boolean {
  return Boolean(workbook.Workbook?.Sheets?.[index]?.Hidden);
}

// ---------------------------------------------------------------------------------------------------
// A sheet as a grid

class SheetGrid implements HeaderGrid {
  readonly rowCount: number;
  private readonly data: (Cell | undefined)[][];
  private readonly merges: XLSX.Range[];
  /** Start column → end column of the merges that start in a row, by row. */
  private readonly mergesByRow = new Map<number, Map<number, number>>();
  private readonly rows: XLSX.RowInfo[];

  constructor(sheet: XLSX.WorkSheet) {
    this.data = (sheet['!data'] as (Cell | undefined)[][] | undefined) ?? [];
    this.merges = sheet['!merges'] ?? [];
    for (const merge of this.merges) {
      const starts = this.mergesByRow.get(merge.s.r) ?? new Map<number, number>();
      starts.set(merge.s.c, merge.e.c);
      this.mergesByRow.set(merge.s.r, starts);
    }
    this.rows = sheet['!rows'] ?? [];
    const ref = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
    this.rowCount = Math.max(this.data.length, ref ? ref.e.r + 1 : 0);
  }

  cells(row: number): (Cell | undefined)[] {
    return this.data[row] ?? [];
  }

  texts(row: number): string[] {
    return Array.from(this.cells(row), (cell) => cellText(cell));
  }

  mergeStart(row: number, column: number): number {
    const merge = this.merges.find((m) => m.s.r <= row && row <= m.e.r && m.s.c <= column && column <= m.e.c);
    return merge ? merge.s.c : column;
  }

  /** A merge that starts at this cell and spans several columns. */
  isWideMerge(row: number, column: number): boolean {
    return (this.mergesByRow.get(row)?.get(column) ?? column) > column;
  }

  outlineLevel(row: number): number {
    return this.rows[row]?.level ?? 0;
  }
}

/** The text a person sees in the cell, trimmed to one line; '' for blanks and formula errors. */
function cellText(cell: Cell | undefined): string {
  if (!cell || cell.t === 'z' || cell.t === 'e' || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n') return cleanLine(cell.w ?? numberToDecimal(cell.v as number) ?? '');
  if (cell.t === 'b') return cell.v ? 'true' : 'false';
  return cleanLine(String(cell.w ?? cell.v));
}

function rawText(cell: Cell | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'e') return '';
  return String(cell.t === 'n' ? cell.v : (cell.w ?? cell.v));
}

function isNumeric(cell: Cell | undefined): boolean {
  return cell?.t === 'n' || /^[-+]?\d[\d\s.,\u00a0]*$/.test(cellText(cell));
}

/** An article as written: '007821' from a number cell formatted with zeros, no '1.23E+12' scientific text. */
function articleText(cell: Cell | undefined): string | null {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'e') return null;
  if (cell.t === 'n') {
    const shown = cleanLine(cell.w);
    return /^\d+$/.test(shown) ? shown : numberToDecimal(cell.v as number);
  }
  const text = cleanLine(String(cell.v));
  return text === '' ? null : text;
}

// ---------------------------------------------------------------------------------------------------
// Reading rows

interface SheetScope {
  fileName: string;
  sheet: string;
  issues: ImportIssue[];
}

function warn(scope: SheetScope, row: number, message: string): void {
  scope.issues.push({ file: scope.fileName, sheet: scope.sheet, line: row + 1, message, level: 'warning' });
}

function columnCell(cells: (Cell | undefined)[], map: ColumnMap, kind: ColumnKind): Cell | undefined {
  const column = map.columns[kind];
  return column === undefined ? undefined : cells[column];
}

function readPrice(cell: Cell | undefined, scope: SheetScope, row: number, map: ColumnMap): number | null {
  if (!cell) return null;
  if (cell.t === 'e') {
    warn(scope, row, IMPORT_TEXTS.spreadsheet.cellError(map.labels.price ?? ''));
    return null;
  }
  const text = cellText(cell);
  if (text === '' || PRICE_ON_REQUEST.test(text.toLowerCase())) return null;
  const decimal = cell.t === 'n' ? numberToDecimal(cell.v as number) : null;
  const kopecks = decimal !== null ? decimalToKopecks(decimal) : parseMoneyKopecks(text);
  if (kopecks === null) warn(scope, row, IMPORT_TEXTS.spreadsheet.badPrice(text));
  else if (kopecks < 0) warn(scope, row, IMPORT_TEXTS.spreadsheet.negativePrice(text));
  return kopecks !== null && kopecks >= 0 ? kopecks : null;
}

function readStock(
  cell: Cell | undefined,
  scope: SheetScope,
  row: number,
  map: ColumnMap,
): { stock: number | null; inStock: boolean | null } {
  if (!cell) return { stock: null, inStock: null };
  if (cell.t === 'e') {
    warn(scope, row, IMPORT_TEXTS.spreadsheet.cellError(map.labels.stock ?? ''));
    return { stock: null, inStock: null };
  }
  const text = cellText(cell);
  const decimal = cell.t === 'n' ? numberToDecimal(cell.v as number) : null;
  const reading =
    decimal !== null
      ? { quantity: decimalToQuantity(decimal), inStock: null, recognised: true }
      : parseStock(text);
  if (!reading.recognised) {
    warn(scope, row, IMPORT_TEXTS.spreadsheet.badStock(text));
    return { stock: null, inStock: null };
  }
  if (reading.quantity !== null && reading.quantity < 0) {
    warn(scope, row, IMPORT_TEXTS.spreadsheet.negativeStock(text));
    return { stock: 0, inStock: false };
  }
  const inStock = reading.quantity === null ? reading.inStock : reading.quantity > 0;
  return { stock: reading.quantity, inStock };
}

function splitCategoryPath(text: string): string[] {
  return text
    .split(CATEGORY_SEPARATORS)
    .map((part) => cleanName(part))
    .filter((part) => part !== '');
}

/** A section title: one text cell in the row (often merged across it), not a number. */
function sectionTitle(
  grid: SheetGrid,
  row: number,
  map: ColumnMap,
): { title: string; column: number } | null {
  const cells = grid.cells(row);
  let found: { title: string; column: number } | null = null;
  for (let column = 0; column < cells.length; column++) {
    if (cellText(cells[column]) === '') continue;
    if (found) return null;
    found = { title: cleanName(cellText(cells[column])), column };
  }
  if (!found || isNumeric(cells[found.column])) return null;
  // On a sheet that has only a name column, a lone name is a product, unless merged across the row.
  const onlyNames = kindCount(map) === 1;
  if (onlyNames && found.column === map.columns.name && !grid.isWideMerge(row, found.column)) return null;
  return found;
}

/** Section rows as a path: a deeper one (outline level, then indentation) nests, others replace. */
class SectionPath {
  private readonly stack: { level: number; title: string }[] = [];

  enter(title: string, level: number): void {
    while (this.stack.length > 0 && this.stack[this.stack.length - 1]!.level >= level) this.stack.pop();
    this.stack.push({ level, title });
  }

  get path(): string[] {
    return this.stack.map((entry) => entry.title);
  }
}

function sectionLevel(grid: SheetGrid, row: number, column: number): number {
  const indent = /^[ \u00a0]*/.exec(rawText(grid.cells(row)[column]))![0].length;
  return grid.outlineLevel(row) * 1000 + column * 100 + Math.min(indent, 99);
}

// ---------------------------------------------------------------------------------------------------
// Reading a sheet

/** Kinds a price list is expected to have: a sheet read without one of them loses it (the report says). */
const EXPECTED_KINDS: readonly ColumnKind[] = ['price', 'stock'];
/** Examples of unread rows kept per sheet. */
const UNREAD_EXAMPLES = 3;
/** Sheet names Excel and 1C give by default: no category is made of them. */
const DEFAULT_SHEET_NAME = /^(лист|sheet|tdsheet|аркуш)\s*\d*$/iu;

/** The header row and columns the staff chose for a sheet (the preview); null column = not loaded. */
export interface SheetMappingOverride {
  /** The header's row as Excel shows it (1-based). */
  headerRow?: number;
  /** 0-based column index per kind; null: the kind is not loaded even when the header names it. */
  columns?: Partial<Record<ColumnKind, number | null>>;
}

/** Per sheet name. */
export type SpreadsheetMapping = Record<string, SheetMappingOverride>;

/** The header's columns with the staff's choice applied; a chosen column is labelled by the header's text. */
function withOverride(map: ColumnMap, labels: readonly string[], override: SheetMappingOverride | undefined) {
  if (!override?.columns) return map;
  const result: ColumnMap = { columns: { ...map.columns }, labels: { ...map.labels } };
  for (const [kind, column] of Object.entries(override.columns) as [ColumnKind, number | null][]) {
    if (column === null || column === undefined || column < 0) {
      delete result.columns[kind];
      delete result.labels[kind];
    } else {
      result.columns[kind] = column;
      result.labels[kind] = labels[column] ?? '';
    }
  }
  return result;
}

function headerFor(grid: SheetGrid, override: SheetMappingOverride | undefined): HeaderRows | null {
  if (override?.headerRow === undefined) return findHeader(grid);
  const row = override.headerRow - 1;
  if (!Number.isInteger(row) || row < 0 || row >= grid.rowCount) return null;
  return headerAt(grid, row) ?? { row, height: 1, map: mapColumns(grid.texts(row)) };
}

/**
 * A menu of the workbook: most rows with text hold a link to another sheet or another sheet's name
 * ('Кирпич', 'Цемент' on a first sheet «Содержание»).
 */
function isMenu(grid: SheetGrid, otherSheets: ReadonlySet<string>): boolean {
  let rowsWithText = 0;
  let menuRows = 0;
  for (let row = 0; row < Math.min(grid.rowCount, 500); row++) {
    const cells = grid.cells(row);
    let text = false;
    let link = false;
    for (const cell of cells) {
      const value = cellText(cell);
      if (value === '') continue;
      text = true;
      const target = cell?.l?.Target ?? '';
      if (target.startsWith('#') || otherSheets.has(normaliseLabel(value))) link = true;
    }
    if (text) rowsWithText++;
    if (link) menuRows++;
  }
  return menuRows >= 2 && menuRows * 2 >= rowsWithText;
}

function columnList(map: ColumnMap): SheetColumn[] {
  return COLUMN_KINDS.flatMap((kind) => {
    const column = map.columns[kind];
    return column === undefined ? [] : [{ kind, column, label: map.labels[kind] ?? '' }];
  });
}

function emptySheet(name: string, skipped: SheetSkipReason | null): SpreadsheetSheet {
  return {
    name,
    skipped,
    headerRow: null,
    columns: [],
    missing: [],
    goods: 0,
    unread: 0,
    unreadExamples: [],
    sectionsSkipped: 0,
  };
}

interface SheetRead {
  sheet: SpreadsheetSheet;
  rows: SpreadsheetRow[];
  /** Rows whose category path came from a category column (the sheet's name is not put above it). */
  fromColumn: Set<SpreadsheetRow>;
  /** The sheet's header has a category column: its rows name their categories, the sheet is none. */
  categoryColumn?: boolean;
}

interface SheetContext {
  isCategorized: boolean;
  override: SheetMappingOverride | undefined;
  withLabels?: boolean;
  /** Normalised names of the workbook's other sheets (a menu names them). */
  otherSheets: ReadonlySet<string>;
}

function readSheet(grid: SheetGrid, scope: SheetScope, context: SheetContext): SheetRead {
  const { isCategorized, override } = context;
  const summary = emptySheet(scope.sheet, null);
  const fromColumn = new Set<SpreadsheetRow>();
  const header = headerFor(grid, override);
  const chosen = override?.headerRow !== undefined || override?.columns !== undefined;
  if (!chosen && (!header || kindCount(header.map) < 2) && isMenu(grid, context.otherSheets)) {
    return { sheet: { ...summary, skipped: 'menu' }, rows: [], fromColumn };
  }
  if (!header) return { sheet: { ...summary, skipped: 'noHeader' }, rows: [], fromColumn };
  const headerLabels = (at: HeaderRows) => mapLabels(grid, at);
  let map = withOverride(header.map, headerLabels(header), override);
  summary.headerRow = header.row + 1;
  summary.columns = columnList(map);
  if (context.withLabels) summary.labels = headerLabels(header);
  if (map.columns.name === undefined)
    return { sheet: { ...summary, skipped: 'noNameColumn' }, rows: [], fromColumn };
  summary.missing = EXPECTED_KINDS.filter((kind) => map.columns[kind] === undefined);
  const sections = new SectionPath();
  const rows: SpreadsheetRow[] = [];
  for (let row = header.row + header.height; row < grid.rowCount; row++) {
    const texts = grid.texts(row);
    if (texts.every((text) => text === '')) continue;
    const repeated = repeatedHeaderAt(grid, row);
    if (repeated) {
      map = withOverride(repeated.map, headerLabels(repeated), override);
      row += repeated.height - 1;
      continue;
    }
    const section = sectionTitle(grid, row, map);
    if (section) {
      if (isCategorized) sections.enter(section.title, sectionLevel(grid, row, section.column));
      else {
        warn(scope, row, IMPORT_TEXTS.spreadsheet.sectionSkipped(section.title));
        summary.sectionsSkipped++;
      }
      continue;
    }
    const product = readProductRow(grid, row, map, scope);
    if (product === 'unread') {
      summary.unread++;
      if (summary.unreadExamples.length < UNREAD_EXAMPLES)
        summary.unreadExamples.push({ row: row + 1, text: texts.filter(Boolean).join(' | ').slice(0, 80) });
      continue;
    }
    if (!product) continue;
    const categoryText = cellText(columnCell(grid.cells(row), map, 'category'));
    if (categoryText) {
      product.categoryPath = splitCategoryPath(categoryText);
      fromColumn.add(product);
    } else product.categoryPath = isCategorized ? sections.path : [];
    rows.push(product);
  }
  summary.goods = rows.length;
  if (rows.length === 0) summary.skipped = 'noGoods';
  return {
    sheet: summary,
    rows,
    fromColumn,
    categoryColumn: summary.columns.some((c) => c.kind === 'category'),
  };
}

/** The labels of a header as written, per column (two rows joined as the header reads them). */
function mapLabels(grid: SheetGrid, header: HeaderRows): string[] {
  const top = grid.texts(header.row);
  if (header.height === 1) return top;
  const bottom = grid.texts(header.row + 1);
  const width = Math.max(top.length, bottom.length);
  return Array.from({ length: width }, (_, column) => `${top[column] ?? ''} ${bottom[column] ?? ''}`.trim());
}

/** A goods row; 'unread' for a row with data but no name (warned); null for a total row. */
function readProductRow(
  grid: SheetGrid,
  row: number,
  map: ColumnMap,
  scope: SheetScope,
): SpreadsheetRow | 'unread' | null {
  const cells = grid.cells(row);
  const name = cleanName(cellText(columnCell(cells, map, 'name')));
  if (name === '') {
    warn(scope, row, IMPORT_TEXTS.spreadsheet.noName);
    return 'unread';
  }
  if (TOTAL_ROWS.has(normaliseLabel(name))) return null;
  const description = htmlToText(rawText(columnCell(cells, map, 'description')));
  const { stock, inStock } = readStock(columnCell(cells, map, 'stock'), scope, row, map);
  return {
    sheet: scope.sheet,
    row: row + 1,
    name,
    article: articleText(columnCell(cells, map, 'article')),
    priceKopecks: readPrice(columnCell(cells, map, 'price'), scope, row, map),
    stock,
    inStock,
    unit: normaliseUnitName(cellText(columnCell(cells, map, 'unit'))),
    description: description === '' ? null : description,
    barcode: articleText(columnCell(cells, map, 'barcode')),
    categoryPath: [],
  };
}

// ---------------------------------------------------------------------------------------------------
// Reading the workbook's sheets

/**
 * With isCategorized and goods on several sheets, each sheet is a category named after it, above the
 * sections of its rows. A sheet with a category column (its rows name their categories) and a sheet
 * named by default ('Лист1', 'TDSheet') make none.
 */
function putUnderSheets(reads: readonly SheetRead[]): void {
  const withGoods = reads.filter((read) => read.rows.length > 0);
  if (withGoods.length < 2) return;
  for (const read of withGoods) {
    const category = cleanName(read.sheet.name);
    if (read.categoryColumn || category === '' || DEFAULT_SHEET_NAME.test(category)) continue;
    for (const row of read.rows)
      if (!read.fromColumn.has(row)) row.categoryPath = [category, ...row.categoryPath];
  }
}

/**
 * Reads every visible sheet that has a header (found in its first 30 rows, or chosen by the staff in
 * `mapping`); sheets without one (covers, menus, notes) are skipped, each with its reason in
 * `sheetReports`. A file SheetJS cannot read, or one without goods, gives no rows and an error issue
 * (never a throw); the latter names each sheet and why it was not read.
 */
export function readSpreadsheet(buffer: Buffer, options: SpreadsheetOptions): SpreadsheetResult {
  const { fileName } = options;
  const issues: ImportIssue[] = [];
  const workbook = readWorkbook(buffer);
  if (!workbook) {
    issues.push({ file: fileName, message: IMPORT_TEXTS.spreadsheet.unreadable(fileName), level: 'error' });
    return { rows: [], issues, sheets: [], sheetReports: [] };
  }
  const names = workbook.SheetNames;
  const readOne = (sheet: string, index: number, readHidden: boolean): SheetRead => {
    const worksheet = workbook.Sheets[sheet];
    const override = options.mapping?.[sheet];
    const grid = worksheet ? new SheetGrid(worksheet) : null;
    if (!grid || grid.rowCount === 0 || !hasAnyText(grid))
      return { sheet: emptySheet(sheet, 'empty'), rows: [], fromColumn: new Set() };
    if (!readHidden && isHidden(workbook, index) && !override) {
      const header = findHeader(grid);
      const summary = emptySheet(sheet, 'hidden');
      if (header) summary.headerRow = header.row + 1;
      return { sheet: summary, rows: [], fromColumn: new Set() };
    }
    const otherSheets = new Set(names.filter((name) => name !== sheet).map((name) => normaliseLabel(name)));
    const context = {
      isCategorized: options.isCategorized,
      override,
      otherSheets,
      withLabels: options.withLabels,
    };
    return readSheet(grid, { fileName, sheet, issues }, context);
  };
  let reads = names.map((sheet, index) => readOne(sheet, index, false));
  // Goods only on hidden sheets (a menu whose macros show them, or hidden flags a generator set wrongly):
  // they are the price list.
  if (
    reads.every((read) => read.rows.length === 0) &&
    reads.some((read) => read.sheet.skipped === 'hidden')
  ) {
    issues.length = 0;
    reads = names.map((sheet, index) => readOne(sheet, index, true));
  }
  if (options.isCategorized) putUnderSheets(reads);
  const rows = reads.flatMap((read) => read.rows);
  const sheetReports = reads.map((read) => read.sheet);
  if (rows.length === 0) {
    const reasons = sheetReports.map((sheet) => ({
      name: sheet.name,
      reason: IMPORT_TEXTS.spreadsheet.sheetSkipped[sheet.skipped ?? 'noGoods'],
    }));
    const message =
      reasons.length === 0
        ? IMPORT_TEXTS.spreadsheet.noRows(fileName)
        : IMPORT_TEXTS.spreadsheet.noGoods(fileName, reasons);
    issues.push({ file: fileName, message, level: 'error' });
  }
  return { rows, issues, sheets: [...names], sheetReports };
}

function hasAnyText(grid: SheetGrid): boolean {
  for (let row = 0; row < grid.rowCount; row++) if (grid.texts(row).some((text) => text !== '')) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------
// The check before an import (the preview)

/** A row as it will be read, for the staff to check the columns. */
export type SampleRow = Pick<
  SpreadsheetRow,
  'row' | 'name' | 'article' | 'priceKopecks' | 'stock' | 'inStock'
>;

export interface SheetCheck extends SpreadsheetSheet {
  /** The first SAMPLE_ROWS goods rows of the sheet as the import will read them. */
  sample: SampleRow[];
}

export const SAMPLE_ROWS = 5;

/**
 * What an import of the file would read, per sheet: the header row found (or chosen), the columns per
 * kind, why a sheet is skipped, and its first rows as read (and every row, for the preview's plan).
 * Reads only the buffer.
 */
export function checkSpreadsheet(
  buffer: Buffer,
  options: SpreadsheetOptions,
): { sheets: SheetCheck[]; issues: ImportIssue[]; rows: SpreadsheetRow[] } {
  const result = readSpreadsheet(buffer, { ...options, withLabels: true });
  const samples = new Map<string, SampleRow[]>();
  for (const row of result.rows) {
    const sample = samples.get(row.sheet) ?? [];
    if (sample.length >= SAMPLE_ROWS) continue;
    const { name, article, priceKopecks, stock, inStock } = row;
    sample.push({ row: row.row, name, article, priceKopecks, stock, inStock });
    samples.set(row.sheet, sample);
  }
  const sheets = result.sheetReports.map((sheet) => ({ ...sheet, sample: samples.get(sheet.name) ?? [] }));
  return { sheets, issues: result.issues, rows: result.rows };
}

// ---------------------------------------------------------------------------------------------------
// The template for the admin panel

/** An .xlsx with the recognised headers and two example rows ("download template"). */
export function buildSpreadsheetTemplate(): Buffer {
  const { headers, examples, sheetName } = IMPORT_TEXTS.template;
  const order = ['category', 'name', 'article', 'price', 'stock', 'unit', 'description'] as const;
  const rows: (string | number)[][] = [order.map((key) => headers[key])];
  for (const example of examples) {
    rows.push(
      order.map((key) => {
        if (key === 'price') return (parseMoneyKopecks(example.price) ?? 0) / 100;
        if (key === 'stock' && /^\d+$/.test(example.stock)) return Number(example.stock);
        return example[key];
      }),
    );
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = [
    { wch: 24 },
    { wch: 40 },
    { wch: 14 },
    { wch: 12 },
    { wch: 10 },
    { wch: 10 },
    { wch: 60 },
  ];
  for (let row = 1; row < rows.length; row++) {
    const price = sheet[XLSX.utils.encode_cell({ r: row, c: 3 })] as Cell | undefined;
    if (price) price.z = '#,##0.00';
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
