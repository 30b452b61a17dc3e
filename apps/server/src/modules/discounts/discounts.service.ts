import type {
  Discount,
  DiscountCreate,
  DiscountProduct,
  DiscountProductsInput,
  DiscountUpdateInput,
} from '@shop/shared/discounts/schemas';
import { TEXTS } from '@shop/shared/texts';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRow, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import type { ImageStore } from '../../lib/images.js';
import type { CatalogService } from '../catalog/index.js';
import type { CategoryAdmin } from '../catalog/index.js';
import { DISCOUNTS_OF, PRODUCT_COLUMNS, ProductRow, toProduct } from '../catalog/index.js';
import type { Actor, HistoryService } from '../history/index.js';
import { diff } from '../../lib/changes.js';
import { discountProducts, discounts } from './discounts.tables.js';

const columns = {
  id: discounts.id,
  title: discounts.title,
  image: discounts.image,
  category_id: discounts.categoryId,
};
type DiscountRow = { id: number; title: string; image: string | null; category_id: number | null };

const recorded = (row: DiscountRow) => ({ title: row.title, image: row.image, category_id: row.category_id });

const MemberRow = ProductRow.extend({ discount_percent: column.int });

export interface DiscountsServiceDeps {
  db: Database;
  images: ImageStore;
  history: Pick<HistoryService, 'record' | 'recordUpdate'>;
  catalog: Pick<CatalogService, 'categoryNames'>;
  categories: Pick<
    CategoryAdmin,
    'createDiscountCategory' | 'isPlainCategory' | 'removeEmptyDiscountCategory'
  >;
}

/**
 * Discounts (spec §2 Admin discounts): a banner linked to a category, and the products in it each
 * with a percent. The catalogue prices follow at once: triggers keep products.sale_price and notify
 * the catalogue's answer memory (migrations 0003, 0005), and every product answer carries
 * `DiscountCategoriesDirect` from these tables.
 */
export function createDiscountsService({ db, images, history, catalog, categories }: DiscountsServiceDeps) {
  const find = async (tx: Database, id: number): Promise<DiscountRow | undefined> =>
    (await tx.select(columns).from(discounts).where(eq(discounts.id, id)))[0];

  async function requireDiscount(tx: Database, id: number): Promise<DiscountRow> {
    const row = await find(tx, id);
    if (!row) throw new AppError('DISCOUNT_NOT_FOUND');
    return row;
  }

  /** The category a new discount links to: an existing plain one, or a new discount category. */
  async function categoryFor(form: DiscountCreate, actor: Actor, tx: Database): Promise<number> {
    if (form.category_name && form.category_mode !== 'existing') {
      return categories.createDiscountCategory(form.category_name, actor, tx);
    }
    const plain = await categories.isPlainCategory(form.category_id!, tx);
    if (plain === undefined) {
      throw new AppError('CATEGORY_NOT_FOUND', undefined, { category_id: TEXTS.catalog.categoryNotFound });
    }
    if (!plain) {
      const message = TEXTS.discounts.categoryIsDiscount;
      throw new AppError('VALIDATION_FAILED', message, { category_id: message });
    }
    return form.category_id!;
  }

  return {
    /** Discount banners, newest first; with `withCategory` each carries its linked category or null. */
    async list(options: { withCategory: boolean }): Promise<Discount[]> {
      const rows = await db
        .select(columns)
        .from(discounts)
        .orderBy(desc(discounts.createdAt), desc(discounts.id));
      if (!options.withCategory) return rows;
      const names = await catalog.categoryNames(rows.flatMap((row) => row.category_id ?? []));
      return rows.map((discount) => {
        const name = discount.category_id === null ? undefined : names.get(discount.category_id);
        return { ...discount, Category: name === undefined ? null : { id: discount.category_id!, name } };
      });
    },

    async create(form: DiscountCreate, actor: Actor): Promise<Discount> {
      const created = await images.withSaved(form.image, 'discounts', (image) =>
        db.transaction(async (tx) => {
          const categoryId = await categoryFor(form, actor, tx);
          const [row] = await tx
            .insert(discounts)
            .values({ title: form.title, image: image!.path, categoryId })
            .returning(columns);
          await history.record(
            {
              entity: 'discount',
              entityId: row!.id,
              action: 'create',
              actor,
              changes: diff(null, recorded(row!)),
            },
            tx,
          );
          return row!;
        }),
      );
      return this.withCategory(created);
    },

    async update(
      id: number,
      form: DiscountUpdateInput & { image?: Uint8Array },
      actor: Actor,
    ): Promise<Discount> {
      const { before, after } = await images.withSaved(form.image, 'discounts', (image) =>
        db.transaction(async (tx) => {
          const previous = await requireDiscount(tx, id);
          const [updated] = await tx
            .update(discounts)
            .set({ title: form.title, image: image?.path ?? previous.image, updatedAt: new Date() })
            .where(eq(discounts.id, id))
            .returning(columns);
          await history.recordUpdate('discount', id, actor, recorded(previous), recorded(updated!), tx);
          return { before: previous, after: updated! };
        }),
      );
      if (after.image !== before.image) await images.remove(before.image);
      return this.withCategory(after);
    },

    /** The discount and its product percents go; a discount category left empty goes too. */
    async remove(id: number, actor: Actor): Promise<{ message: string }> {
      const removed = await db.transaction(async (tx) => {
        const previous = await requireDiscount(tx, id);
        await tx.delete(discounts).where(eq(discounts.id, id));
        await history.record(
          {
            entity: 'discount',
            entityId: id,
            action: 'delete',
            actor,
            changes: diff(recorded(previous), null),
          },
          tx,
        );
        if (previous.category_id !== null)
          await categories.removeEmptyDiscountCategory(previous.category_id, actor, tx);
        return previous;
      });
      await images.remove(removed.image);
      return { message: TEXTS.discounts.deleted };
    },

    /**
     * Every discount and its product percents, in the caller's transaction (delete-all removes the
     * categories they point to); the pictures to remove once it committed.
     */
    async removeAll(tx: Database): Promise<(string | null)[]> {
      await tx.delete(discountProducts);
      const rows = await tx.delete(discounts).returning({ image: discounts.image });
      return rows.map((row) => row.image);
    },

    /** The products in a discount, with their percent, by name. */
    async products(id: number): Promise<DiscountProduct[]> {
      await requireDiscount(db, id);
      const rows = await queryRows(
        db,
        sql`select ${PRODUCT_COLUMNS}, dp.discount_percent, ${DISCOUNTS_OF(sql`p.id`)} as discounts
          from discount_products dp join products p on p.id = dp.product_id
          where dp.discount_id = ${id} order by p.name, p.id`,
        MemberRow,
      );
      return rows.map((row) => ({ ...toProduct(row), discount_percent: row.discount_percent }));
    },

    /**
     * Adds products at one percent; a product already in the discount takes the new percent. Unknown
     * product ids are refused (404) and nothing is written.
     */
    async addProducts(id: number, input: DiscountProductsInput, actor: Actor) {
      const ids = [...new Set(input.product_ids)];
      return db.transaction(async (tx) => {
        await requireDiscount(tx, id);
        const known = await queryRows(
          tx,
          sql`select p.id, dp.discount_percent as percent from products p
            left join discount_products dp on dp.product_id = p.id and dp.discount_id = ${id}
            where p.id = any(${intArray(ids)})`,
          z.object({ id: column.id, percent: column.int.nullable() }),
        );
        if (known.length !== ids.length) throw new AppError('PRODUCT_NOT_FOUND');
        await tx
          .insert(discountProducts)
          .values(
            ids.map((productId) => ({ discountId: id, productId, discountPercent: input.discount_percent })),
          )
          .onConflictDoUpdate({
            target: [discountProducts.discountId, discountProducts.productId],
            set: { discountPercent: input.discount_percent },
          });
        const updated = known.filter((row) => row.percent !== null).length;
        const changes = Object.fromEntries(
          known
            .filter((row) => row.percent !== input.discount_percent)
            .map((row): [string, [unknown, unknown]] => [
              `product ${row.id}`,
              [row.percent, input.discount_percent],
            ]),
        );
        await history.record({ entity: 'discount', entityId: id, action: 'update', actor, changes }, tx);
        const added = ids.length - updated;
        return { added, updated, message: TEXTS.discounts.productsAdded(added, updated) };
      });
    },

    async removeProduct(id: number, productId: number, actor: Actor): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        await requireDiscount(tx, id);
        const removed = await queryRow(
          tx,
          sql`delete from discount_products where discount_id = ${id} and product_id = ${productId}
            returning discount_percent`,
          z.object({ discount_percent: column.int }),
        );
        if (!removed) throw new AppError('NOT_FOUND', TEXTS.discounts.productNotInDiscount);
        await history.record(
          {
            entity: 'discount',
            entityId: id,
            action: 'update',
            actor,
            changes: { [`product ${productId}`]: [removed.discount_percent, null] },
          },
          tx,
        );
      });
      return { message: TEXTS.discounts.productRemoved };
    },

    /** A discount with its linked category's name. */
    async withCategory(row: DiscountRow): Promise<Discount> {
      const names = await catalog.categoryNames(row.category_id === null ? [] : [row.category_id]);
      const name = row.category_id === null ? undefined : names.get(row.category_id);
      return { ...row, Category: name === undefined ? null : { id: row.category_id!, name } };
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
