/**
 * The catalogue's writer for price lists (.xls/.xlsx): a row carries no 1C `Ид`, so each is matched to
 * a product of the shop by its article (when exactly one product has it), else by its name within the
 * row's category (case, spaces, ё and Latin look-alikes ignored: `product_search.name_normalized`), else it is
 * a new product. Categories are found or created by name under their parent.
 *
 * The import first plans the whole file (read only), then writes the plan's units in batches, each in
 * the caller's transaction. The plan simulates the writes as it goes (a product created by an earlier
 * row is found by a later one, an article written by a row is known to the next), so planning again
 * after some batches were committed (a resumed job) gives the same units in the same order, and the
 * same file imported twice changes nothing the second time. Only what a row carries is written.
 */
import type { StockUpdatedPayload } from '@shop/shared/realtime/events';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { column, queryRow, queryRows } from '../../../db/sql.js';

/**
 * One goods row of a price list, cleaned by the import (price in range). Stock is kept as the list gives
 * it (`stock_exact`, 145.984) and sold in whole units (`stock_quantity`, its floor).
 */
export interface SheetProduct {
  name: string;
  /** null = the row has none (an absent column or a blank cell): the stored article stays */
  article: string | null;
  /** category names from the root; [] = the row names none (an existing product keeps its own) */
  categoryPath: string[];
  priceKopecks: number | null;
  stock: number | null;
  /** 'есть', 'в наличии' without a count: the stock becomes at least 1 */
  inStockWithoutCount: boolean;
  unitName: string | null;
  description: string | null;
  /** null = the row has none: the stored barcode stays */
  barcode: string | null;
}

/** Why a row was matched the way it was, for the report (indexes are positions in the rows given). */
export type SheetNote =
  | { kind: 'matchedByName'; productId: number; category: string | null }
  | { kind: 'articleAmbiguous'; article: string; products: number }
  | { kind: 'articleRepeated'; article: string }
  | { kind: 'repeatedRow'; firstRow: number };

/** What one product gets: the values of its rows merged, the later row winning. */
export interface UnitWrite {
  name: string;
  article: string | null;
  priceKopecks: number | null;
  stock: number | null;
  inStockWithoutCount: boolean;
  unitName: string | null;
  description: string | null;
  barcode: string | null;
  categoryId: number | null;
}

/** One product's write: an existing product (`productId`) or a new one, from one or more rows. */
export interface SheetUnit {
  productId: number | null;
  rows: number[];
  write: UnitWrite;
  notes: { row: number; note: SheetNote }[];
}

export interface SheetCategories {
  created: number;
  /** the category of a path given to `ensureCategories` */
  idOf(path: readonly string[]): number | null;
}

export interface SheetBatchResult {
  created: number;
  updated: number;
  unchanged: number;
  stockChanges: StockUpdatedPayload[];
}

/** A product as the plan sees it: from the database, or one the plan will create (`id` ≥ PENDING). */
interface ProductRef {
  id: number;
  article: string;
  nameKey: string;
  categoryId: number | null;
  unit?: SheetUnit;
}

/** Ids of products the plan will create: above every existing id, in creation order. */
const PENDING = 2 ** 40;
const CHUNK = 5000;
const PATH_SEPARATOR = '\u001f';

const KeyRow = z.object({ name: column.text, key: column.text });
const CandidateRow = z.object({
  id: column.id,
  article: column.text,
  name_key: column.text,
  category_id: column.id.nullable(),
});
const CategoryRow = z.object({ id: column.id, parent_id: column.id.nullable(), key: column.text });
const MadeCategoryRow = z.object({ id: column.id, parent_id: column.id.nullable(), name: column.text });
const UpdateRow = z.object({
  updated: column.int,
  stock_changes: z.array(z.object({ productId: z.number().int(), newStock: z.number().int() })),
});
const CreatedRow = z.object({ created: column.int });

function chunks<T>(values: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let at = 0; at < values.length; at += CHUNK) result.push(values.slice(at, at + CHUNK));
  return result;
}

const jsonText = (values: readonly string[]) => sql`${JSON.stringify(values)}::jsonb`;

/** Names as the database compares them (`shop_search_normalize`, the rule of `product_search.name_normalized`). */
async function nameKeys(names: Iterable<string>, tx: Database): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const part of chunks([...new Set(names)])) {
    const rows = await queryRows(
      tx,
      sql`select value as name, coalesce(shop_search_normalize(value), '') as key
        from jsonb_array_elements_text(${jsonText(part)})`,
      KeyRow,
    );
    for (const row of rows) keys.set(row.name, row.key);
  }
  return keys;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function removeFrom<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  const at = list?.indexOf(value) ?? -1;
  if (at >= 0) list!.splice(at, 1);
}

/** Products of the shop that rows may match, indexed as the plan reads them. */
class ProductIndex {
  readonly byArticle = new Map<string, ProductRef[]>();
  readonly byName = new Map<string, ProductRef[]>();
  private pending = 0;

  add(ref: ProductRef): void {
    if (ref.article !== '') addTo(this.byArticle, ref.article, ref);
    addTo(this.byName, ref.nameKey, ref);
  }

  create(write: UnitWrite, nameKey: string): ProductRef {
    const ref = {
      id: PENDING + this.pending++,
      article: write.article ?? '',
      nameKey,
      categoryId: write.categoryId,
    };
    this.add(ref);
    return ref;
  }

  /** What the product looks like once `write` is applied: later rows must see it so. */
  written(ref: ProductRef, write: UnitWrite, nameKey: string): void {
    const article = write.article ?? ref.article;
    if (article !== ref.article) {
      if (ref.article !== '') removeFrom(this.byArticle, ref.article, ref);
      if (article !== '') addTo(this.byArticle, article, ref);
      ref.article = article;
    }
    if (nameKey !== ref.nameKey) {
      removeFrom(this.byName, ref.nameKey, ref);
      addTo(this.byName, nameKey, ref);
      ref.nameKey = nameKey;
    }
    ref.categoryId = write.categoryId ?? ref.categoryId;
  }
}

function rowWrite(row: SheetProduct, categoryId: number | null): UnitWrite {
  return {
    name: row.name,
    article: row.article,
    priceKopecks: row.priceKopecks,
    stock: row.stock,
    inStockWithoutCount: row.inStockWithoutCount,
    unitName: row.unitName,
    description: row.description,
    barcode: row.barcode,
    categoryId,
  };
}

/** A later row of the same product: what it carries replaces, what it lacks stays. */
function mergeWrite(into: UnitWrite, next: UnitWrite): void {
  into.name = next.name;
  into.article = next.article ?? into.article;
  into.priceKopecks = next.priceKopecks ?? into.priceKopecks;
  if (next.stock !== null) {
    into.stock = next.stock;
    into.inStockWithoutCount = false;
  } else if (next.inStockWithoutCount && into.stock === null) into.inStockWithoutCount = true;
  into.unitName = next.unitName ?? into.unitName;
  into.description = next.description ?? into.description;
  into.barcode = next.barcode ?? into.barcode;
  into.categoryId = next.categoryId ?? into.categoryId;
}

const lowestId = (refs: readonly ProductRef[]) =>
  refs.reduce<ProductRef | undefined>((best, ref) => (best && best.id < ref.id ? best : ref), undefined);

/** Articles the file gives to goods of different names: they identify nothing. */
function repeatedArticles(rows: readonly SheetProduct[], keys: Map<string, string>): Set<string> {
  const names = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.article === null) continue;
    const set = names.get(row.article) ?? new Set<string>();
    set.add(keys.get(row.name)!);
    names.set(row.article, set);
  }
  return new Set([...names].filter(([, set]) => set.size > 1).map(([article]) => article));
}

export function createSpreadsheetCatalog(db: Database) {
  /** Products whose article or normalised name a row has. */
  async function candidates(articles: string[], keys: string[], tx: Database): Promise<ProductIndex> {
    const index = new ProductIndex();
    const seen = new Set<number>();
    const take = async (column: SQL, values: string[]) => {
      for (const part of chunks(values)) {
        const rows = await queryRows(
          tx,
          sql`select p.id, p.article, s.name_normalized as name_key, p.category_id
            from products p join product_search s on s.product_id = p.id
            where ${column} in (select jsonb_array_elements_text(${jsonText(part)}))`,
          CandidateRow,
        );
        for (const row of rows) {
          if (seen.has(row.id)) continue;
          seen.add(row.id);
          index.add({ id: row.id, article: row.article, nameKey: row.name_key, categoryId: row.category_id });
        }
      }
    };
    await take(sql`p.article`, articles);
    await take(sql`s.name_normalized`, keys);
    return index;
  }

  /** Categories rows may be put in (not discount or promotion ones): parent + name key → lowest id. */
  async function existingCategories(tx: Database): Promise<Map<string, number>> {
    const rows = await queryRows(
      tx,
      sql`select id, parent_id, coalesce(shop_search_normalize(name), '') as key from categories
        where not is_discount_category and not is_promotion_category order by id`,
      CategoryRow,
    );
    const found = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.parent_id ?? ''}${PATH_SEPARATOR}${row.key}`;
      if (!found.has(key)) found.set(key, row.id);
    }
    return found;
  }

  /**
   * The categories of the paths, found by name under their parent (whatever made them, a 1C group
   * too) or created, a level of the tree per statement.
   */
  async function ensureCategories(paths: readonly string[][], tx: Database = db): Promise<SheetCategories> {
    const keys = await nameKeys(paths.flat(), tx);
    const keyOf = (path: readonly string[]) =>
      path.map((name) => keys.get(name) ?? name).join(PATH_SEPARATOR);
    // each category of the paths (their prefixes too) by depth: path key → its name and parent's key
    const levels: Map<string, { name: string; parentKey: string | null }>[] = [];
    for (const path of paths) {
      path.forEach((name, depth) => {
        const level = (levels[depth] ??= new Map());
        const key = keyOf(path.slice(0, depth + 1));
        if (!level.has(key))
          level.set(key, { name, parentKey: depth === 0 ? null : keyOf(path.slice(0, depth)) });
      });
    }
    const existing = await existingCategories(tx);
    const ids = new Map<string, number>();
    let created = 0;
    for (const level of levels) {
      const missing: { key: string; name: string; parent_id: number | null }[] = [];
      for (const [key, { name, parentKey }] of level) {
        const parentId = parentKey === null ? null : ids.get(parentKey)!;
        const found = existing.get(`${parentId ?? ''}${PATH_SEPARATOR}${keys.get(name) ?? name}`);
        if (found === undefined) missing.push({ key, name, parent_id: parentId });
        else ids.set(key, found);
      }
      if (missing.length === 0) continue;
      const made = await queryRows(
        tx,
        sql`insert into categories (name, parent_id)
          select name, parent_id from jsonb_to_recordset(${JSON.stringify(missing)}::jsonb)
            as x(name text, parent_id int)
          returning id, name, parent_id`,
        MadeCategoryRow,
      );
      const madeIds = new Map(
        made.map((row) => [`${row.parent_id ?? ''}${PATH_SEPARATOR}${row.name}`, row.id]),
      );
      for (const { key, name, parent_id } of missing)
        ids.set(key, madeIds.get(`${parent_id ?? ''}${PATH_SEPARATOR}${name}`)!);
      created += made.length;
    }
    return { created, idOf: (path) => (path.length === 0 ? null : (ids.get(keyOf(path)) ?? null)) };
  }

  /**
   * The units to write, in file order: each row matched by article, then by name within its category
   * (an article that differs from the product's own forbids that), else a new product. Reads only.
   */
  async function plan(
    rows: readonly SheetProduct[],
    categories: SheetCategories,
    tx: Database = db,
  ): Promise<SheetUnit[]> {
    const keys = await nameKeys(
      rows.map((row) => row.name),
      tx,
    );
    const articles = [...new Set(rows.flatMap((row) => (row.article === null ? [] : [row.article])))];
    const index = await candidates(articles, [...new Set(keys.values())], tx);
    const repeated = repeatedArticles(rows, keys);
    const units: SheetUnit[] = [];
    rows.forEach((row, at) => {
      const nameKey = keys.get(row.name)!;
      const categoryId = categories.idOf(row.categoryPath);
      const notes: SheetNote[] = [];
      let ref: ProductRef | undefined;
      if (row.article !== null) {
        const byArticle = index.byArticle.get(row.article) ?? [];
        if (repeated.has(row.article)) notes.push({ kind: 'articleRepeated', article: row.article });
        else if (byArticle.length === 1) ref = byArticle[0];
        else if (byArticle.length > 1)
          notes.push({ kind: 'articleAmbiguous', article: row.article, products: byArticle.length });
      }
      let byName = false;
      if (!ref) {
        ref = lowestId(
          (index.byName.get(nameKey) ?? []).filter(
            (candidate) =>
              (categoryId === null || candidate.categoryId === categoryId) &&
              (row.article === null || candidate.article === '' || candidate.article === row.article),
          ),
        );
        byName = ref !== undefined;
      }
      const write = rowWrite(row, categoryId);
      if (ref?.unit) {
        mergeWrite(ref.unit.write, write);
        ref.unit.rows.push(at);
        notes.push({ kind: 'repeatedRow', firstRow: ref.unit.rows[0]! });
      } else if (ref) {
        ref.unit = { productId: ref.id, rows: [at], write, notes: [] };
        units.push(ref.unit);
        if (byName) {
          const category = row.categoryPath.length > 0 ? row.categoryPath.join(' / ') : null;
          notes.push({ kind: 'matchedByName', productId: ref.id, category });
        }
      } else {
        ref = index.create(write, nameKey);
        ref.unit = { productId: null, rows: [at], write, notes: [] };
        units.push(ref.unit);
      }
      index.written(ref, write, nameKey);
      ref.unit.notes.push(...notes.map((note) => ({ row: at, note })));
    });
    return units;
  }

  const unitsJson = (units: readonly SheetUnit[], fallbackCategoryId: number | null) =>
    JSON.stringify(
      units.map(({ productId, write }, ord) => ({
        ord,
        id: productId,
        name: write.name,
        article: write.article,
        price_kopecks: write.priceKopecks,
        stock: write.stock,
        in_stock: write.inStockWithoutCount,
        unit_name: write.unitName,
        description: write.description,
        barcode: write.barcode,
        category_id: write.categoryId ?? (productId === null ? fallbackCategoryId : null),
      })),
    );

  const inputRecords = (json: string) => sql`jsonb_to_recordset(${json}::jsonb) as x(ord int, id int,
    name text, article text, price_kopecks bigint, stock numeric, in_stock boolean, unit_name text,
    description text, barcode text, category_id int)`;

  /**
   * Writes a batch of units: existing products updated where something changed (a never-priced one is
   * published by its first positive price, as the 1C offers do), new ones inserted, published when
   * they have a price.
   */
  async function applyUnits(
    units: readonly SheetUnit[],
    fallbackCategoryId: number | null,
    tx: Database = db,
  ): Promise<SheetBatchResult> {
    const existing = units.filter((unit) => unit.productId !== null);
    const fresh = units.filter((unit) => unit.productId === null);
    const updated =
      existing.length === 0
        ? { updated: 0, stock_changes: [] }
        : await queryRow(
            tx,
            sql`with input as (select * from ${inputRecords(unitsJson(existing, fallbackCategoryId))}),
              changes as (
                select p.id, p.stock_quantity as old_stock, i.name,
                  coalesce(i.article, p.article) as article,
                  coalesce(nullif(i.description, ''), p.description) as description,
                  coalesce(i.price_kopecks / 100.0, p.price)::numeric(12, 2) as price,
                  coalesce(floor(i.stock)::int, case when i.in_stock then greatest(p.stock_quantity, 1) end,
                    p.stock_quantity) as stock,
                  case when i.stock is null then p.stock_exact else i.stock::numeric(15, 3) end as stock_exact,
                  coalesce(i.unit_name, p.unit_name) as unit_name,
                  coalesce(i.barcode, p.barcode) as barcode,
                  coalesce(i.category_id, p.category_id) as category_id,
                  p.published or (coalesce(i.price_kopecks > 0, false) and p.price = 0) as published
                from input i join products p on p.id = i.id
              ), updated as (
                update products p set name = c.name, article = c.article, description = c.description,
                  price = c.price, stock_quantity = c.stock, stock_exact = c.stock_exact, unit_name = c.unit_name,
                  barcode = c.barcode, category_id = c.category_id, published = c.published, synced_at = now(),
                  updated_at = now()
                from changes c
                where p.id = c.id and (p.name, p.article, p.description, p.price, p.stock_quantity,
                    p.stock_exact, p.unit_name, p.barcode, p.category_id, p.published)
                  is distinct from (c.name, c.article, c.description, c.price, c.stock, c.stock_exact,
                    c.unit_name, c.barcode, c.category_id, c.published)
                returning p.id, p.stock_quantity, c.old_stock
              )
              select (select count(*) from updated)::int as updated,
                (select coalesce(jsonb_agg(jsonb_build_object('productId', id, 'newStock', stock_quantity)),
                  '[]'::jsonb) from updated where stock_quantity <> old_stock) as stock_changes`,
            UpdateRow,
          );
    const inserted =
      fresh.length === 0
        ? { created: 0 }
        : await queryRow(
            tx,
            sql`with inserted as (
                insert into products (name, article, description, price, stock_quantity, stock_exact,
                  unit_name, barcode, category_id, published, synced_at)
                select name, coalesce(article, ''), coalesce(description, ''),
                  coalesce(price_kopecks, 0) / 100.0,
                  coalesce(floor(stock)::int, case when in_stock then 1 else 0 end), stock::numeric(15, 3),
                  unit_name, barcode, category_id, coalesce(price_kopecks, 0) > 0, now()
                from ${inputRecords(unitsJson(fresh, fallbackCategoryId))} order by ord
                returning id
              ) select count(*)::int as created from inserted`,
            CreatedRow,
          );
    const changed = updated!.updated;
    return {
      created: inserted!.created,
      updated: changed,
      unchanged: existing.length - changed,
      stockChanges: updated!.stock_changes,
    };
  }

  return { ensureCategories, plan, applyUnits };
}

export type SpreadsheetCatalog = ReturnType<typeof createSpreadsheetCatalog>;
