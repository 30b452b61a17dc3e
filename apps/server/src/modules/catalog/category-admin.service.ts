import type { AdminCategory, CategoryForm } from '@shop/shared/catalog/admin-schemas';
import { isOnStep } from '@shop/shared/catalog/quantity';
import { TEXTS } from '@shop/shared/texts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, queryRow } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import type { ImageStore } from '../../lib/images.js';
import type { Actor, HistoryService } from '../history/index.js';
import { diff } from '../../lib/changes.js';

function numberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

const CategoryRow = z.object({
  id: column.id,
  name: column.text,
  parent_id: column.id.nullable(),
  image: column.text.nullable(),
  is_promotion_category: column.bool,
  is_discount_category: column.bool,
  published: column.bool,
  special_transport: column.bool,
  min_quantity: column.numeric.nullable().transform(numberOrNull),
  quantity_step: column.numeric.nullable().transform(numberOrNull),
});
type CategoryRow = z.infer<typeof CategoryRow>;

const COLUMNS = sql`id, name, parent_id, image, is_promotion_category, is_discount_category, published,
  special_transport, min_quantity, quantity_step`;

const recorded = (row: CategoryRow) => ({
  name: row.name,
  parent_id: row.parent_id,
  image: row.image,
  special_transport: row.special_transport,
  min_quantity: row.min_quantity,
  quantity_step: row.quantity_step,
});

/** A number for a numeric column, as text (no float noise). */
const numericText = (value: number | null) => (value === null ? null : String(value));

/** A category's own minimum must be a whole number of its own step when it sets both. */
function requireMinimumOnStep(row: CategoryRow) {
  if (row.min_quantity === null || row.quantity_step === null) return;
  if (!isOnStep(row.min_quantity, row.quantity_step)) {
    throw new AppError('VALIDATION_FAILED', TEXTS.products.minQuantityOffStep, {
      min_quantity: TEXTS.products.minQuantityOffStep,
    });
  }
}

export interface CategoryAdminDeps {
  db: Database;
  images: ImageStore;
  history: Pick<HistoryService, 'record' | 'recordUpdate'>;
}

/**
 * Staff's side of the categories (spec §2 Admin categories): create, rename, move, picture, delete.
 * A category never becomes its own ancestor; one with products, subcategories or a discount is not
 * deleted (the answer says how many and what to do). The category list the storefront keeps in memory
 * is dropped by the catalogue-change notification of every write (migration 0005).
 */
export function createCategoryAdmin({ db, images, history }: CategoryAdminDeps) {
  const find = (tx: Database, id: number) =>
    queryRow(tx, sql`select ${COLUMNS} from categories where id = ${id}`, CategoryRow);

  async function requireParent(tx: Database, parentId: number | null, movingId?: number) {
    if (parentId === null) return;
    if (!(await find(tx, parentId))) {
      throw new AppError('CATEGORY_NOT_FOUND', TEXTS.categories.parentNotFound, {
        parent_id: TEXTS.categories.parentNotFound,
      });
    }
    if (movingId === undefined) return;
    // the new parent must not be the category itself or one of its descendants
    const cycle = await queryRow(
      tx,
      sql`with recursive tree as (
          select id from categories where id = ${movingId}
          union all select c.id from categories c join tree on c.parent_id = tree.id)
        select exists (select 1 from tree where id = ${parentId}) as cycle`,
      z.object({ cycle: column.bool }),
    );
    if (cycle?.cycle) {
      throw new AppError('VALIDATION_FAILED', TEXTS.categories.cycle, { parent_id: TEXTS.categories.cycle });
    }
  }

  return {
    async create(form: CategoryForm, actor: Actor): Promise<AdminCategory> {
      return images.withSaved(form.image, 'categories', (image) =>
        db.transaction(async (tx) => {
          await requireParent(tx, form.parent_id);
          const row = (await queryRow(
            tx,
            sql`insert into categories (name, parent_id, image, special_transport, min_quantity, quantity_step)
              values (${form.name}, ${form.parent_id}, ${image?.path ?? null}, ${form.special_transport ?? false},
                ${numericText(form.min_quantity ?? null)}::numeric,
                ${numericText(form.quantity_step ?? null)}::numeric) returning ${COLUMNS}`,
            CategoryRow,
          ))!;
          requireMinimumOnStep(row);
          await history.record(
            {
              entity: 'category',
              entityId: row.id,
              action: 'create',
              actor,
              changes: diff(null, recorded(row)),
            },
            tx,
          );
          return row;
        }),
      );
    },

    async update(id: number, form: CategoryForm, actor: Actor): Promise<AdminCategory> {
      const { before, after } = await images.withSaved(form.image, 'categories', (image) =>
        db.transaction(async (tx) => {
          const previous = await find(tx, id);
          if (!previous) throw new AppError('CATEGORY_NOT_FOUND');
          await requireParent(tx, form.parent_id, id);
          const updated = (await queryRow(
            tx,
            sql`update categories set name = ${form.name}, parent_id = ${form.parent_id},
                image = ${image?.path ?? previous.image},
                special_transport = ${form.special_transport ?? previous.special_transport},
                min_quantity = ${numericText(form.min_quantity === undefined ? previous.min_quantity : form.min_quantity)}::numeric,
                quantity_step = ${numericText(form.quantity_step === undefined ? previous.quantity_step : form.quantity_step)}::numeric,
                updated_at = now()
              where id = ${id} returning ${COLUMNS}`,
            CategoryRow,
          ))!;
          requireMinimumOnStep(updated);
          await history.recordUpdate('category', id, actor, recorded(previous), recorded(updated), tx);
          return { before: previous, after: updated };
        }),
      );
      if (after.image !== before.image) await images.remove(before.image);
      return after;
    },

    /** Refused (409, saying how many and what to do) while products, subcategories or a discount use it. */
    async remove(id: number, actor: Actor): Promise<{ message: string }> {
      const image = await db.transaction(async (tx) => {
        const row = await find(tx, id);
        if (!row) throw new AppError('CATEGORY_NOT_FOUND');
        // discounts is the discounts module's table: read to refuse leaving a discount without its category
        const usage = (await queryRow(
          tx,
          sql`select (select count(*) from products where category_id = ${id}) as products,
              (select count(*) from categories where parent_id = ${id}) as children,
              exists (select 1 from discounts where category_id = ${id}) as discount`,
          z.object({ products: column.int, children: column.int, discount: column.bool }),
        ))!;
        if (usage.products > 0 || usage.children > 0) {
          throw new AppError('CATEGORY_NOT_EMPTY', TEXTS.categories.notEmpty(usage.products, usage.children));
        }
        if (usage.discount) throw new AppError('CATEGORY_NOT_EMPTY', TEXTS.categories.usedByDiscount);
        await tx.execute(sql`delete from categories where id = ${id}`);
        await history.record(
          { entity: 'category', entityId: id, action: 'delete', actor, changes: diff(recorded(row), null) },
          tx,
        );
        return row.image;
      });
      await images.remove(image);
      return { message: TEXTS.categories.deleted };
    },

    /** A category for a new discount (spec §7 POST /discounts with `category_name`), in the caller's transaction. */
    async createDiscountCategory(name: string, actor: Actor, tx: Database): Promise<number> {
      const row = (await queryRow(
        tx,
        sql`insert into categories (name, is_discount_category) values (${name}, true) returning ${COLUMNS}`,
        CategoryRow,
      ))!;
      await history.record(
        { entity: 'category', entityId: row.id, action: 'create', actor, changes: diff(null, recorded(row)) },
        tx,
      );
      return row.id;
    },

    /** Whether a category can carry a discount banner: it exists and is not already a discount category. */
    async isPlainCategory(id: number, tx: Database = db): Promise<boolean | undefined> {
      const row = await find(tx, id);
      return row ? !row.is_discount_category : undefined;
    },

    /**
     * After its discount is gone, a discount category with nothing in it is removed, so the 'Акции' menu
     * never leads to an empty page.
     */
    async removeEmptyDiscountCategory(id: number, actor: Actor, tx: Database): Promise<void> {
      const row = await find(tx, id);
      if (!row?.is_discount_category) return;
      const removed = await queryRow(
        tx,
        sql`delete from categories c where c.id = ${id}
          and not exists (select 1 from products where category_id = c.id)
          and not exists (select 1 from categories where parent_id = c.id)
          and not exists (select 1 from discounts where category_id = c.id)
          returning id`,
        z.object({ id: column.id }),
      );
      if (removed) {
        await history.record(
          { entity: 'category', entityId: id, action: 'delete', actor, changes: diff(recorded(row), null) },
          tx,
        );
      }
    },
  };
}

export type CategoryAdmin = ReturnType<typeof createCategoryAdmin>;
