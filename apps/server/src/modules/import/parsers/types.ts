/**
 * The output contract of the DB-free import parsers (CommerceML and spreadsheets). The apply step reads
 * these records and decides what to write; the parsers never touch the database.
 */
import type { ColumnKind } from './spreadsheet-header.js';

/**
 * A located problem for the import report; `message` is Russian, for shop staff. For spreadsheets `line`
 * is the row number as Excel shows it, with `sheet`.
 */
export interface ImportIssue {
  file: string;
  line?: number;
  sheet?: string;
  id?: string;
  message: string;
  level: 'warning' | 'error';
}

export interface ParsedGroup {
  externalId: string;
  name: string;
  parentExternalId: string | null;
  deleted: boolean;
  line: number;
}

/** `name` is the short Russian name: 'шт', 'кг', 'м', 'м²', 'м³', 'л', 'упак', 'пара', 'компл', 'мешок', 'рул', 'лист', 'т' … */
export interface ParsedUnit {
  code: string | null;
  name: string;
}

/** Resolved and display-ready: a dictionary GUID is replaced by its text. */
export interface ParsedProperty {
  name: string;
  value: string;
}

export interface ParsedProduct {
  /** Товар/Ид, always a string ('007821' keeps its zeros); may contain '#'. */
  externalId: string;
  line: number;
  /** Cleaned: trimmed, inner whitespace collapsed, CSV-doubled quotes undone. */
  name: string;
  /** Requisite 'Полное наименование' / 'Повне найменування' (or element ПолноеНаименование). */
  fullName: string | null;
  /** Cleaned; null when the element is absent OR empty. */
  article: string | null;
  barcode: string | null;
  /** Plain safe text; null when absent, '' when present but empty (see `present`). */
  description: string | null;
  groupExternalIds: string[];
  unit: ParsedUnit | null;
  /** Картинка paths with '/' separators, relative ('import_files/cb/abc.jpg'). */
  images: string[];
  properties: ParsedProperty[];
  /** ЗначенияРеквизитов, trimmed; a name repeated (ОписаниеФайла) joins its values with '\n'. */
  requisites: Record<string, string>;
  /** The product's `Вес` element (CommerceML 2.08+), kg per base unit; null when absent or not a number. */
  weightKg: number | null;
  /** ТипНоменклатуры = Услуга. */
  isService: boolean;
  /** Статус="Удален" or ПометкаУдаления=true. */
  deleted: boolean;
  /** Whether the element was in the file at all: an absent element must not wipe a stored value. */
  present: {
    article: boolean;
    description: boolean;
    barcode: boolean;
    groups: boolean;
    unit: boolean;
    images: boolean;
    properties: boolean;
  };
}

export interface ParsedPriceType {
  externalId: string;
  name: string;
  currency: string | null;
}

export interface ParsedWarehouse {
  externalId: string;
  name: string;
}

export interface ParsedPrice {
  priceTypeId: string;
  kopecks: number;
}

export interface ParsedOffer {
  /** The full offer Ид ('guid' or 'guid#characteristic'); an empty characteristic ('guid#') becomes 'guid'. */
  externalId: string;
  /** The part before '#'. */
  productExternalId: string;
  line: number;
  name: string | null;
  article: string | null;
  unit: ParsedUnit | null;
  /** null when the offer has no Цены element at all (rests-only files); [] when Цены is empty or unparsable. */
  prices: ParsedPrice[] | null;
  /** Total stock as a decimal (145.984, 30.5); negatives become 0 (with a warning); null when no stock information. */
  quantity: number | null;
  warehouses: { warehouseId: string; quantity: number }[];
  /** ХарактеристикиТовара, the bracketed suffix of the label stripped. */
  characteristics: { name: string; value: string }[];
  deleted: boolean;
}

/** What a CommerceML file holds, judged from its content (never from its name). */
export interface CommerceMlContents {
  classifier: boolean;
  groups: boolean;
  properties: boolean;
  catalog: boolean;
  products: boolean;
  offersPackage: boolean;
  /** An offer carries a Цены element. */
  offersWithPrices: boolean;
  /** An offer carries stock: Количество, Склад or Остатки. */
  offersWithRests: boolean;
  priceTypes: boolean;
  warehouses: boolean;
}

export type CommerceMlRecord =
  | {
      kind: 'document';
      schemaVersion: string | null;
      namespace: string | null;
      generatedAt: string | null;
      encoding: string;
    }
  /** <Каталог СодержитТолькоИзменения> (missing attribute → true). */
  | { kind: 'catalog'; onlyChanges: boolean; line: number }
  /** <ПакетПредложений …> or <ИзмененияПакетаПредложений …>. */
  | { kind: 'offersPackage'; onlyChanges: boolean; line: number }
  | { kind: 'group'; group: ParsedGroup }
  | { kind: 'product'; product: ParsedProduct }
  | { kind: 'priceTypes'; priceTypes: ParsedPriceType[] }
  | { kind: 'warehouses'; warehouses: ParsedWarehouse[] }
  | { kind: 'offer'; offer: ParsedOffer }
  | { kind: 'issue'; issue: ImportIssue };

// XML limits and the parse error belong to the generic XML stream; re-exported for the parsers.
export { DEFAULT_XML_LIMITS, ImportParseError, type XmlLimits } from '../../../lib/xml-stream.js';

export interface SpreadsheetRow {
  sheet: string;
  /** 1-based row number as Excel shows it. */
  row: number;
  name: string;
  article: string | null;
  priceKopecks: number | null;
  /**
   * A count when the cell holds one ('10+' and '> 10' give 10; 'нет', '—', 'под заказ' give 0); null when
   * the cell is blank, unreadable, or a word that says "in stock" without a count ('есть', 'в наличии').
   */
  stock: number | null;
  /**
   * Availability whatever the count: true for a positive count or an "in stock" word, false for 0 or an
   * "out of stock" word, null when unknown (blank or unreadable). `stock: null, inStock: true` is the
   * documented sentinel for "in stock, count unknown".
   */
  inStock: boolean | null;
  unit: string | null;
  description: string | null;
  /** As written ('4601234567890' from a number cell too); the shop keeps it as the product's barcode. */
  barcode: string | null;
  /**
   * From a category column, or (isCategorized) the section-title rows above, under the sheet's name
   * when several sheets hold goods; [] when none.
   */
  categoryPath: string[];
}

/**
 * Why nothing was read from a sheet: hidden; empty; a menu of links to the other sheets; no header row
 * in the first 30 rows; no name column in the header chosen by the staff; no goods under the header.
 */
export type SheetSkipReason = 'hidden' | 'empty' | 'menu' | 'noHeader' | 'noNameColumn' | 'noGoods';

/** A recognised column of a sheet's header: 0-based index and the label as written. */
export interface SheetColumn {
  kind: ColumnKind;
  column: number;
  label: string;
}

/** How one sheet was read: what the import report and the preview tell the staff. */
export interface SpreadsheetSheet {
  name: string;
  skipped: SheetSkipReason | null;
  /** The header's first row as Excel shows it; null when none was found. */
  headerRow: number | null;
  /** The header's text per column (only when asked for: `withLabels`, the preview and the import's key). */
  labels?: string[];
  /** The columns of the header (after the staff's choice), in kind order. */
  columns: SheetColumn[];
  /** Kinds every price list should have ('price', 'stock') that the header of a read sheet lacks. */
  missing: ColumnKind[];
  /** Goods rows read. */
  goods: number;
  /** Rows below the header with data that gave no goods (no name), and the first few of them. */
  unread: number;
  unreadExamples: { row: number; text: string }[];
  /** Section-title rows not made categories (the file was not declared categorised). */
  sectionsSkipped: number;
}

export interface SpreadsheetResult {
  rows: SpreadsheetRow[];
  issues: ImportIssue[];
  /** Every sheet name of the workbook, in order (including skipped ones). */
  sheets: string[];
  /** Each sheet in order: how it was read or why it was skipped. */
  sheetReports: SpreadsheetSheet[];
}
