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
  findHeader,
  kindCount,
  repeatedHeaderAt,
  type ColumnKind,
  type ColumnMap,
  type HeaderGrid,
} from './spreadsheet-header.js';
import { cleanLine, htmlToText, normaliseLabel } from '../../../lib/text.js';
import { cleanName } from './text.js';
import type { ImportIssue, SpreadsheetResult, SpreadsheetRow } from './types.js';
import { normaliseUnitName } from './units.js';

// BIFF5 and older store text in the workbook's code page (windows-1251 for Russian files).
XLSX.set_cptable(cptable);

export interface SpreadsheetOptions {
  fileName: string;
  /** The staff say section-title rows between goods are categories. */
  isCategorized: boolean;
}

type Cell = XLSX.CellObject;

const PRICE_ON_REQUEST = /^(по запросу|договорная|звоните|уточняйте|под заказ|-|—|–)$/;
const TOTAL_ROWS = new Set(['итого', 'итог', 'всего']);
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

function readSheet(grid: SheetGrid, scope: SheetScope, isCategorized: boolean): SpreadsheetRow[] {
  const header = findHeader(grid);
  if (!header) {
    const message = IMPORT_TEXTS.spreadsheet.noHeader(scope.sheet);
    scope.issues.push({ file: scope.fileName, sheet: scope.sheet, message, level: 'warning' });
    return [];
  }
  let map = header.map;
  const sections = new SectionPath();
  const rows: SpreadsheetRow[] = [];
  for (let row = header.row + header.height; row < grid.rowCount; row++) {
    const texts = grid.texts(row);
    if (texts.every((text) => text === '')) continue;
    const repeated = repeatedHeaderAt(grid, row);
    if (repeated) {
      map = repeated.map;
      row += repeated.height - 1;
      continue;
    }
    const section = sectionTitle(grid, row, map);
    if (section) {
      if (isCategorized) sections.enter(section.title, sectionLevel(grid, row, section.column));
      else warn(scope, row, IMPORT_TEXTS.spreadsheet.sectionSkipped(section.title));
      continue;
    }
    const product = readProductRow(grid, row, map, scope);
    if (!product) continue;
    const categoryText = cellText(columnCell(grid.cells(row), map, 'category'));
    product.categoryPath = categoryText
      ? splitCategoryPath(categoryText)
      : isCategorized
        ? sections.path
        : [];
    rows.push(product);
  }
  return rows;
}

function readProductRow(
  grid: SheetGrid,
  row: number,
  map: ColumnMap,
  scope: SheetScope,
): SpreadsheetRow | null {
  const cells = grid.cells(row);
  const name = cleanName(cellText(columnCell(cells, map, 'name')));
  if (name === '') {
    warn(scope, row, IMPORT_TEXTS.spreadsheet.noName);
    return null;
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
    categoryPath: [],
  };
}

/**
 * Reads every visible sheet with a recognisable header. A file SheetJS cannot read gives no rows and an
 * error issue (never a throw); a sheet without a header is skipped with a warning.
 */
export function readSpreadsheet(buffer: Buffer, options: SpreadsheetOptions): SpreadsheetResult {
  const { fileName } = options;
  const issues: ImportIssue[] = [];
  const workbook = readWorkbook(buffer);
  if (!workbook) {
    issues.push({ file: fileName, message: IMPORT_TEXTS.spreadsheet.unreadable(fileName), level: 'error' });
    return { rows: [], issues, sheets: [] };
  }
  const rows: SpreadsheetRow[] = [];
  workbook.SheetNames.forEach((sheet, index) => {
    const worksheet = workbook.Sheets[sheet];
    if (!worksheet || isHidden(workbook, index)) return;
    const grid = new SheetGrid(worksheet);
    if (grid.rowCount === 0 || !hasAnyText(grid)) return;
    rows.push(...readSheet(grid, { fileName, sheet, issues }, options.isCategorized));
  });
  if (rows.length === 0) {
    issues.push({ file: fileName, message: IMPORT_TEXTS.spreadsheet.noRows(fileName), level: 'error' });
  }
  return { rows, issues, sheets: [...workbook.SheetNames] };
}

function hasAnyText(grid: SheetGrid): boolean {
  for (let row = 0; row < grid.rowCount; row++) if (grid.texts(row).some((text) => text !== '')) return true;
  return false;
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
