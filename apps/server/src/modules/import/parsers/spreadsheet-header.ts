/**
 * Finding the header row of a price list made by people: column names in Russian or Ukrainian matched
 * case-insensitively, ignoring punctuation, abbreviation dots, ё = е and extra spaces; letterhead above; a
 * header spread over two rows ('Цена' above 'розн.' / 'опт.'); a retail price column preferred over a
 * wholesale one.
 */
import { normaliseLabel } from '../../../lib/text.js';

export type ColumnKind =
  'name' | 'article' | 'barcode' | 'price' | 'stock' | 'category' | 'unit' | 'description';

export const COLUMN_KINDS: readonly ColumnKind[] = ['name', 'article', 'barcode', 'price', 'stock', 'category', 'unit', 'description']; // prettier-ignore

export interface ColumnMatch {
  kind: ColumnKind;
  /** Higher wins when several columns match one kind (retail price over wholesale, Артикул over Код). */
  rank: number;
}

/** Column index per recognised kind, and the header labels as written (for messages). */
export interface ColumnMap {
  columns: Partial<Record<ColumnKind, number>>;
  labels: Partial<Record<ColumnKind, string>>;
}

// Words (after normaliseLabel) that name a column, Russian and Ukrainian. A label is classified by its
// first word found in these lists, so 'Цена за ед.' is a price and 'Вільний залишок' a stock column.
const NAME_WORDS = new Set(['наименование', 'наименования', 'название', 'наим', 'товар', 'товары', 'номенклатура', 'продукция', 'позиция', 'найменування', 'найменув', 'назва', 'назви', 'продукція', 'позиція']); // prettier-ignore
const ARTICLE_WORDS = new Map([['артикул', 3], ['арт', 3], ['sku', 3], ['партномер', 2], ['код', 1]]); // prettier-ignore
const BARCODE_WORDS = new Set(['штрихкод', 'штрихкоды', 'штрих', 'шк', 'ean', 'ean13', 'barcode', 'gtin']); // prettier-ignore
const STOCK_WORDS = new Set(['остаток', 'остатки', 'остатков', 'количество', 'кол', 'колво', 'наличие', 'наличии', 'склад', 'свободно', 'доступно', 'залишок', 'залишки', 'залишків', 'кількість', 'ксть', 'наявність', 'наявності', 'наявн']); // prettier-ignore
const UNIT_WORDS = new Set(['ед', 'единица', 'единицы', 'едизм', 'изм', 'од', 'одиниця', 'одиниці', 'одвим', 'вим']); // prettier-ignore
const CATEGORY_WORDS = new Set(['категория', 'категории', 'группа', 'группы', 'раздел', 'подгруппа', 'подкатегория', 'категорія', 'категорії', 'група', 'групи', 'розділ', 'підгрупа', 'підкатегорія']); // prettier-ignore
const PRICE_WORDS = new Set(['цена', 'цены', 'стоимость', 'прайс', 'ціна', 'ціни', 'вартість']);
/** Words that make a price column on their own: 'Розн.', 'Роздрібна', 'Опт', 'РРЦ', 'РР'. */
const PRICE_ALONE = /^(розн|розниц|роздр|опт|рц$|ррц$|рр$|мрц$)/;
const RETAIL = /^(розн|розниц|роздр|рц$|ррц$|рр$|мрц$)/;
const WHOLESALE = /^(опт|мелкоопт|крупноопт|дрібноопт|закуп|вход|вхід|дилер|дистр|партн)/;
/** 'Полное наименование', 'Повна назва': a name column named by its second word. */
const NAME_QUALIFIERS = new Set(['полное', 'краткое', 'повне', 'повна', 'коротке', 'коротка']);
const IGNORED = new Set(['', 'n', 'no', 'nn', 'п п', 'нпп', 'з п', 'нзп']);
/** Longer cells are letterhead or notes, not column names. */
const MAX_LABEL_WORDS = 6;

function priceRank(tokens: string[]): number {
  if (tokens.some((t) => WHOLESALE.test(t))) return 1;
  if (tokens.some((t) => RETAIL.test(t))) return 3;
  return 2;
}

/** The kind one word names, or null. */
function wordKind(word: string, tokens: string[], at: number): ColumnMatch | null {
  if (word.startsWith('опис')) return { kind: 'description', rank: 1 };
  if (CATEGORY_WORDS.has(word)) return { kind: 'category', rank: 1 };
  if (BARCODE_WORDS.has(word)) return { kind: 'barcode', rank: 1 };
  const articleRank = ARTICLE_WORDS.get(word);
  if (articleRank !== undefined) return { kind: 'article', rank: articleRank };
  if (PRICE_WORDS.has(word) || PRICE_ALONE.test(word)) return { kind: 'price', rank: priceRank(tokens) };
  if (STOCK_WORDS.has(word)) return { kind: 'stock', rank: 1 };
  if (UNIT_WORDS.has(word)) return { kind: 'unit', rank: 1 };
  // a name column is named by its first word ('Наименование товара'), never by a later one
  const named = at === 0 || (at === 1 && NAME_QUALIFIERS.has(tokens[0]!));
  if (named && NAME_WORDS.has(word)) return { kind: 'name', rank: 1 };
  return null;
}

/** The column kind a header label names, or null. */
export function classifyLabel(text: string): ColumnMatch | null {
  const label = normaliseLabel(text);
  if (IGNORED.has(label)) return null;
  const tokens = label.split(' ');
  if (tokens.length > MAX_LABEL_WORDS) return null;
  // 'Кол-во', 'Ед.изм.', 'Штрих-код', 'К-сть', 'Од.вим.' written as one word
  const compact = tokens.join('');
  if (tokens.length > 1) {
    const whole = wordKind(compact, [compact], 0);
    if (whole && whole.kind !== 'name') return whole;
  }
  for (let at = 0; at < tokens.length; at++) {
    const match = wordKind(tokens[at]!, tokens, at);
    if (match) return match;
  }
  return null;
}

/** The best column per kind among the labels of a header (leftmost on a tie). */
export function mapColumns(labels: readonly string[]): ColumnMap {
  const best: Partial<Record<ColumnKind, { column: number; rank: number }>> = {};
  const map: ColumnMap = { columns: {}, labels: {} };
  labels.forEach((label, column) => {
    const match = label ? classifyLabel(label) : null;
    if (!match) return;
    const current = best[match.kind];
    if (current && current.rank >= match.rank) return;
    best[match.kind] = { column, rank: match.rank };
    map.columns[match.kind] = column;
    map.labels[match.kind] = label.trim();
  });
  return map;
}

export function kindCount(map: ColumnMap): number {
  return Object.keys(map.columns).length;
}

export interface HeaderRows {
  /** 0-based index of the first header row. */
  row: number;
  /** 1 or 2: a second row of sub-labels ('розн.', 'опт.') under the first. */
  height: number;
  map: ColumnMap;
}

export interface HeaderGrid {
  rowCount: number;
  /** Cell texts of a row (index = column), '' for blanks. */
  texts(row: number): string[];
  /** For a horizontally merged cell, the column where its merge starts; else the column itself. */
  mergeStart(row: number, column: number): number;
}

/**
 * The label of the upper header row that covers `column`: its own, a merged cell's, or the nearest one to
 * the left when the cells between carry sub-labels too ('Цена' centred over 'опт.' and 'розн.').
 */
function upperLabel(grid: HeaderGrid, row: number, column: number, bottom: readonly string[]): string {
  const top = grid.texts(row);
  const own = top[column] || top[grid.mergeStart(row, column)];
  if (own) return own;
  for (let left = column - 1; left >= 0 && (bottom[left] ?? '') !== ''; left--) {
    if (top[left]) return top[left]!;
  }
  return '';
}

/**
 * Row `row` is a header's second line: nothing under the name column, only short text sub-labels, each
 * under a recognised label of the row above. A section title under a '№' column is not.
 */
function isSubLabelRow(grid: HeaderGrid, row: number, nameColumn: number): boolean {
  if (row >= grid.rowCount) return false;
  const texts = grid.texts(row);
  if ((texts[nameColumn] ?? '') !== '') return false;
  let filled = 0;
  for (let column = 0; column < texts.length; column++) {
    const text = texts[column]!;
    if (text === '') continue;
    filled++;
    if (text.length > 30 || !/\p{L}/u.test(text)) return false;
    if (!classifyLabel(upperLabel(grid, row - 1, column, texts))) return false;
  }
  return filled > 0;
}

/** Labels of two header rows joined per column. */
function combinedLabels(grid: HeaderGrid, row: number): string[] {
  const top = grid.texts(row);
  const bottom = grid.texts(row + 1);
  const width = Math.max(top.length, bottom.length);
  const labels: string[] = [];
  for (let column = 0; column < width; column++) {
    labels.push(`${upperLabel(grid, row, column, bottom)} ${bottom[column] ?? ''}`.trim());
  }
  return labels;
}

export const HEADER_SEARCH_ROWS = 30;

/**
 * The header within the first 30 rows: the first row (or pair of rows) that names a name column and at
 * least one other kind; else the first that names a name column alone. Null when none does.
 */
export function findHeader(grid: HeaderGrid, firstRow = 0): HeaderRows | null {
  let nameOnly: HeaderRows | null = null;
  const last = Math.min(grid.rowCount, firstRow + HEADER_SEARCH_ROWS);
  for (let row = firstRow; row < last; row++) {
    const candidate = headerAt(grid, row);
    if (!candidate) continue;
    if (kindCount(candidate.map) >= 2) return candidate;
    nameOnly ??= candidate;
  }
  return nameOnly;
}

/**
 * A header repeated below the first (per section): at least two kinds, and every filled cell a known
 * label or a '№', never a number.
 */
export function repeatedHeaderAt(grid: HeaderGrid, row: number): HeaderRows | null {
  const texts = grid.texts(row).filter((text) => text !== '');
  if (texts.some((text) => !classifyLabel(text) && !IGNORED.has(normaliseLabel(text)))) return null;
  const header = headerAt(grid, row);
  return header && kindCount(header.map) >= 2 ? header : null;
}

/** The header starting at `row`, or null when the row names no name column. */
export function headerAt(grid: HeaderGrid, row: number): HeaderRows | null {
  const single = mapColumns(grid.texts(row));
  const nameColumn = single.columns.name;
  if (nameColumn === undefined) return null;
  if (isSubLabelRow(grid, row + 1, nameColumn)) {
    const combined = mapColumns(combinedLabels(grid, row));
    if (combined.columns.name !== undefined && kindCount(combined) >= kindCount(single)) {
      return { row, height: 2, map: combined };
    }
  }
  return { row, height: 1, map: single };
}
