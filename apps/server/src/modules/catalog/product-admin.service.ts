import {
  StoredCalculatorSchema,
  type AdminProduct,
  type ProductDeletion,
  type ProductForm,
} from '@shop/shared/catalog/admin-schemas';
import { productCalculator } from '@shop/shared/catalog/calculator-data';
import { defaultSaleRule, isOnStep } from '@shop/shared/catalog/quantity';
import type { ProductsQuery } from '@shop/shared/catalog/schemas';
import { kopecksToDecimalText } from '@shop/shared/money';
import { normaliseSearchText } from '@shop/shared/search/query';
import { TEXTS } from '@shop/shared/texts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRow, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import type { EventPublisher } from '../../lib/events.js';
import type { ImageStore } from '../../lib/images.js';
import type { Actor, HistoryService } from '../history/index.js';
import { diff } from '../../lib/changes.js';
import { DISCOUNTS_OF, PRODUCT_COLUMNS, ProductRow, StoredProperties, toProduct } from './product-sql.js';

const AdminProductRow = ProductRow.extend({
  published: column.bool,
  external_id: column.text.nullable(),
  special_transport: column.bool,
  unit_code: column.text.nullable(),
  properties: column.json(StoredProperties),
  length_m: column.numeric.nullable(),
  calculator: column.json(z.unknown()).nullable(),
});
type AdminProductRow = z.infer<typeof AdminProductRow>;

const ADMIN_COLUMNS = sql`${PRODUCT_COLUMNS}, p.published, p.external_id, p.special_transport,
  p.unit_code, p.properties, p.length_m, p.calculator, ${DISCOUNTS_OF(sql`p.id`)} as discounts`;

/** A stored numeric as a number; null stays null. */
const numberOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

/** The calculator staff stored, when it is one (the column may hold anything an older writer left). */
const storedCalculator = (row: AdminProductRow) => {
  const parsed = StoredCalculatorSchema.safeParse(row.calculator);
  return parsed.success ? parsed.data : null;
};

const toAdminProduct = (row: AdminProductRow): AdminProduct => ({
  ...toProduct(row),
  published: row.published,
  external_id: row.external_id,
  special_transport: row.special_transport,
  unit_code: row.unit_code,
  properties: row.properties,
  own_min_quantity: numberOrNull(row.min_quantity),
  own_quantity_step: numberOrNull(row.quantity_step),
  length_m: numberOrNull(row.length_m),
  calculator: productCalculator(row.calculator, row.properties, row.unit_code),
  calculator_setting: storedCalculator(row),
});

/**
 * The product's own minimum must be a whole number of the step it is sold by (its own, its category's
 * or its unit's): refused, with the transaction, when it is not.
 */
function requireMinimumOnStep(row: AdminProductRow) {
  const minimum = numberOrNull(row.min_quantity);
  if (minimum === null) return;
  const step =
    numberOrNull(row.quantity_step) ??
    numberOrNull(row.category_sale_rule.quantity_step) ??
    defaultSaleRule(row.unit_code).quantity_step;
  if (!isOnStep(minimum, step)) {
    throw new AppError('VALIDATION_FAILED', TEXTS.products.minQuantityOffStep, {
      min_quantity: TEXTS.products.minQuantityOffStep,
    });
  }
}

/** A number for a numeric column, as text (no float noise): 145.984 → '145.984'. */
const numericText = (value: number | null) => (value === null ? null : String(value));

/** The fields staff edit, as history records them. */
const recorded = (row: AdminProductRow) => ({
  name: row.name,
  price: Number(row.price),
  description: row.description,
  category_id: row.category_id,
  stock_quantity: row.stock_quantity,
  stock_exact: row.stock_exact === null ? row.stock_quantity : Number(row.stock_exact),
  min_quantity: numberOrNull(row.min_quantity),
  quantity_step: numberOrNull(row.quantity_step),
  weight_kg: numberOrNull(row.weight_kg),
  length_m: numberOrNull(row.length_m),
  calculator: storedCalculator(row),
  article: row.article,
  discount: row.discount,
  image: row.image,
  published: row.published,
  special_transport: row.special_transport,
  unit_name: row.unit_name,
  properties: row.properties,
});

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The staff list counts matches up to this many: twenty pages of ten. Past that, staff narrow the text
 * or pick a category; counting every match of a broad word is what made the list slow.
 */
const STAFF_LIST_COUNT_CAP = 200;

/** An article fragment this long is matched anywhere in the article; a shorter one from its start. */
const ARTICLE_CONTAINS_MIN = 5;

/** A word this long is looked for anywhere in the name through the trigram index; a shorter one as a word beginning. */
const NAME_FRAGMENT_MIN = 3;

/**
 * What staff type in the products filter, as a condition on the product's search row (`product_search s`):
 * fragments of the name, anywhere in it as 1C's own lists search ('двер' finds «Дверь», 'картон' finds
 * «Гипсокартон»), through the trigram index of the normalised name; a text with a word shorter than
 * NAME_FRAGMENT_MIN (which trigrams cannot narrow) matches word beginnings through the name part of the
 * full-text index instead. Or the article, from its start, or anywhere in it for ARTICLE_CONTAINS_MIN
 * characters and more (a short fragment such as 'ст-' is in thousands of articles).
 */
function staffTextFilter(text: string): SQL {
  const words = normaliseSearchText(text)
    .split(/[^a-zа-я0-9]+/)
    .filter(Boolean);
  const article = escapeLike(text.trim());
  const articleMatch = sql`s.article_lower like ${article.length >= ARTICLE_CONTAINS_MIN ? `%${article}%` : `${article}%`}`;
  if (words.length === 0) return articleMatch;
  return sql`(${nameMatch(words)} or ${articleMatch})`;
}

function nameMatch(words: string[]): SQL {
  if (words.every((word) => word.length >= NAME_FRAGMENT_MIN)) {
    const fragments = words.map((word) => sql`s.name_normalized like ${`%${escapeLike(word)}%`}`);
    return sql`(${sql.join(fragments, sql` and `)})`;
  }
  const beginnings = words.map((word) => `'${word}':*A`).join(' & ');
  return sql`s.search_vector @@ to_tsquery('russian', ${beginnings})`;
}

const articleTaken = () =>
  new AppError('ARTICLE_TAKEN', TEXTS.validation.articleExists, { article: TEXTS.validation.articleExists });

export interface ProductAdminDeps {
  db: Database;
  images: ImageStore;
  history: Pick<HistoryService, 'record' | 'recordUpdate'>;
  events: EventPublisher;
}

/**
 * Staff's side of the products (spec §2 Admin products): the list with hidden products, create, edit,
 * delete. Pictures are checked and written before the transaction and removed again when it fails;
 * replaced pictures are removed after it commits. Every write is recorded in the change history; a
 * stock change publishes `stockUpdated`.
 */
export function createProductAdmin({ db, images, history, events }: ProductAdminDeps) {
  async function findRow(tx: Database, id: number, lock = false): Promise<AdminProductRow | undefined> {
    return queryRow(
      tx,
      sql`select ${ADMIN_COLUMNS} from products p where p.id = ${id} ${lock ? sql`for update of p` : sql``}`,
      AdminProductRow,
    );
  }

  async function requireCategory(tx: Database, categoryId: number) {
    const found = await queryRow(
      tx,
      sql`select id from categories where id = ${categoryId}`,
      z.object({ id: column.id }),
    );
    if (!found) {
      throw new AppError('CATEGORY_NOT_FOUND', undefined, { category_id: TEXTS.catalog.categoryNotFound });
    }
  }

  /**
   * Staff-made articles are unique (spec §5); imported products may share one (real 1C data does), so
   * only an article being set or changed is checked. A lock on the article keeps two saves apart.
   */
  async function requireFreeArticle(tx: Database, article: string, productId?: number) {
    if (!article) return;
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('shop:article'), hashtext(lower(${article})))`,
    );
    const clash = await queryRow(
      tx,
      sql`select id from products where lower(trim(article)) = lower(${article})
        ${productId ? sql`and id <> ${productId}` : sql``} limit 1`,
      z.object({ id: column.id }),
    );
    if (clash) throw articleTaken();
  }

  const values = (
    form: ProductForm,
  ) => sql`${form.name}, ${kopecksToDecimalText(form.price)}, ${form.description},
    ${form.category_id}, ${numericText(form.stock_quantity)}::numeric, ${form.article}, ${form.discount}`;

  /** The sale rule, weight, length and calculator a form sets; a field not sent keeps `previous`'s. */
  const saleValues = (form: ProductForm, previous?: AdminProductRow) => {
    const kept = <T>(sent: T | undefined, before: T | null) => (sent === undefined ? before : sent);
    const calculator = kept(form.calculator, previous ? storedCalculator(previous) : null);
    return sql`${numericText(kept(form.min_quantity, numberOrNull(previous?.min_quantity ?? null)))}::numeric,
      ${numericText(kept(form.quantity_step, numberOrNull(previous?.quantity_step ?? null)))}::numeric,
      ${numericText(kept(form.weight_kg, numberOrNull(previous?.weight_kg ?? null)))}::numeric,
      ${numericText(kept(form.length_m, numberOrNull(previous?.length_m ?? null)))}::numeric,
      ${calculator === null ? null : JSON.stringify(calculator)}::jsonb`;
  };

  return {
    /**
     * The staff list: hidden products too, newest first; `q` matches words of the name or the
     * article. The page walks the newest products; the total counts up to STAFF_LIST_COUNT_CAP.
     */
    async list(query: Pick<ProductsQuery, 'q' | 'category_id' | 'limit' | 'offset'>) {
      const filters: SQL[] = [sql`true`];
      if (query.category_id !== undefined) {
        filters.push(sql`p.category_id in (with recursive tree as (
            select id from categories where id = ${query.category_id}
            union all select c.id from categories c join tree on c.parent_id = tree.id)
          select id from tree)`);
      }
      // A text joins the search rows, so the planner can walk both primary keys newest first and test
      // each row, or read the few matches from the trigram index: whichever the text's matches favour.
      const text = query.q?.trim() ? staffTextFilter(query.q) : undefined;
      if (text) filters.push(text);
      const from = text ? sql`products p join product_search s on s.product_id = p.id` : sql`products p`;
      const where = sql.join(filters, sql` and `);
      const matches = await queryRows(
        db,
        sql`select p.id from ${from} where ${where} limit ${STAFF_LIST_COUNT_CAP}`,
        z.object({ id: column.id }),
      );
      // Few matches: they are all here, the page is cut from them. Many: walking the newest products
      // finds the page at once (a walk would pass every product to find a few).
      const few = matches.length < STAFF_LIST_COUNT_CAP;
      const pageIds = matches
        .map((row) => row.id)
        .sort((a, b) => b - a)
        .slice(query.offset, query.offset + query.limit);
      if (few && pageIds.length === 0) return { products: [], total: matches.length };
      const rows = await queryRows(
        db,
        few
          ? sql`select ${ADMIN_COLUMNS} from products p where p.id = any(${intArray(pageIds)}) order by p.id desc`
          : sql`select ${ADMIN_COLUMNS} from ${from} where ${where}
              order by p.id desc limit ${query.limit} offset ${query.offset}`,
        AdminProductRow,
      );
      return { products: rows.map(toAdminProduct), total: matches.length };
    },

    async create(form: ProductForm, actor: Actor): Promise<AdminProduct> {
      const id = await images.withSaved(form.image, 'products', (image) =>
        db.transaction(async (tx) => {
          await requireCategory(tx, form.category_id);
          await requireFreeArticle(tx, form.article);
          const created = await queryRow(
            tx,
            sql`insert into products (name, price, description, category_id, stock_exact, article, discount, image,
                special_transport, unit_code, unit_name, properties, min_quantity, quantity_step, weight_kg,
                length_m, calculator)
              values (${values(form)}, ${image?.path ?? null}, ${form.special_transport ?? false},
                ${form.unit_code?.code ?? null}, ${form.unit_code?.name ?? null},
                ${JSON.stringify(form.properties ?? [])}::jsonb, ${saleValues(form)}) returning id`,
            z.object({ id: column.id }),
          );
          const row = (await findRow(tx, created!.id))!;
          requireMinimumOnStep(row);
          await history.record(
            {
              entity: 'product',
              entityId: row.id,
              action: 'create',
              actor,
              changes: diff(null, recorded(row)),
            },
            tx,
          );
          return row.id;
        }),
      );
      return toAdminProduct((await findRow(db, id))!);
    },

    async update(id: number, form: ProductForm, actor: Actor): Promise<AdminProduct> {
      const { before, after } = await images.withSaved(form.image, 'products', (image) =>
        db.transaction(async (tx) => {
          const previous = await findRow(tx, id, true);
          if (!previous) throw new AppError('PRODUCT_NOT_FOUND');
          await requireCategory(tx, form.category_id);
          if (form.article.toLowerCase() !== previous.article.trim().toLowerCase()) {
            await requireFreeArticle(tx, form.article, id);
          }
          // a unit or characteristics not sent stay as they are (an imported unit OKEI lacks, say)
          const unit =
            form.unit_code === undefined
              ? { code: previous.unit_code, name: previous.unit_name }
              : (form.unit_code ?? { code: null, name: null });
          await tx.execute(sql`update products set (name, price, description, category_id, stock_exact,
              article, discount, image, special_transport, unit_code, unit_name, properties, min_quantity,
              quantity_step, weight_kg, length_m, calculator, updated_at) =
              (${values(form)}, ${image?.path ?? previous.image},
              ${form.special_transport ?? previous.special_transport}, ${unit.code}, ${unit.name},
              ${JSON.stringify(form.properties ?? previous.properties)}::jsonb, ${saleValues(form, previous)},
              now())
            where id = ${id}`);
          const updated = (await findRow(tx, id))!;
          requireMinimumOnStep(updated);
          await history.recordUpdate('product', id, actor, recorded(previous), recorded(updated), tx);
          return { before: previous, after: updated };
        }),
      );
      if (after.image !== before.image) await images.remove(before.image);
      const stockChanged =
        after.stock_quantity !== before.stock_quantity ||
        Number(after.stock_exact) !== Number(before.stock_exact);
      if (stockChanged && after.published) {
        events.emit('stockUpdated', { productId: id, newStock: Math.max(after.stock_quantity, 0) });
      }
      return toAdminProduct(after);
    },

    /**
     * A product that orders refer to is hidden from the storefront and kept for order history; one
     * without orders is deleted with its pictures.
     */
    async remove(id: number, actor: Actor): Promise<ProductDeletion> {
      const outcome = await db.transaction(async (tx) => {
        const row = await findRow(tx, id, true);
        if (!row) throw new AppError('PRODUCT_NOT_FOUND');
        // order_items is the orders module's table: read here only to know whether history needs the row
        const ordered = await queryRow(
          tx,
          sql`select exists (select 1 from order_items where product_id = ${id}) as ordered`,
          z.object({ ordered: column.bool }),
        );
        if (ordered?.ordered) {
          await tx.execute(sql`update products set published = false, updated_at = now() where id = ${id}`);
          await history.record(
            {
              entity: 'product',
              entityId: id,
              action: 'unpublish',
              actor,
              changes: { published: [row.published, false] },
            },
            tx,
          );
          return { deleted: false, image: null };
        }
        await tx.execute(sql`delete from products where id = ${id}`);
        await history.record(
          { entity: 'product', entityId: id, action: 'delete', actor, changes: diff(recorded(row), null) },
          tx,
        );
        return { deleted: true, image: row.image };
      });
      if (outcome.image) await images.remove(outcome.image);
      return {
        deleted: outcome.deleted,
        message: outcome.deleted ? TEXTS.products.deleted : TEXTS.products.unpublished,
      };
    },
  };
}

export type ProductAdmin = ReturnType<typeof createProductAdmin>;
