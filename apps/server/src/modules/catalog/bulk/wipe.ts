/**
 * Delete-all (spec §6, POST /api/import/delete-all): every product and category in one transaction.
 * A product that orders refer to is hidden and kept (order history shows its name and picture); the
 * others go, and with them their cart lines, ratings and discount percents (foreign keys). What other
 * modules keep about categories (the discounts) is removed by their `beforeWipe` hooks in the same
 * transaction; promotions stay. Pictures are removed after the commit; the database triggers tell the
 * cached catalogue pages.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { column, queryRows } from '../../../db/sql.js';
import type { ImageStore } from '../../../lib/images.js';

/**
 * Runs inside the wipe's transaction before the catalogue rows go (app.ts passes the discounts'
 * removal): it deletes what refers to categories or products and returns the stored pictures of what
 * it deleted, removed with the catalogue's after the commit.
 */
export type BeforeWipe = (tx: Database) => Promise<readonly (string | null)[] | void>;

export interface CatalogWipeDeps {
  db: Database;
  images: ImageStore;
  beforeWipe?: readonly BeforeWipe[];
}

export interface WipeOutcome {
  deleted: number;
  unpublished: number;
  categories: number;
}

const ImageRow = z.object({ image: column.text.nullable() });

export function createCatalogWipe({ db, images, beforeWipe = [] }: CatalogWipeDeps) {
  return {
    /** `guard` runs first inside the wipe's transaction: it may lock and refuse (throw) atomically with it. */
    async wipeAll(guard?: (tx: Database) => Promise<void>): Promise<WipeOutcome> {
      const { outcome, pictures } = await db.transaction(async (tx) => {
        await guard?.(tx);
        // order_items is the orders module's table: read only to know which products order history
        // needs; the lock makes a checkout that is committing now wait, so its product is kept
        await tx.execute(sql`lock table order_items in share mode`);
        const hookPictures: (string | null)[] = [];
        for (const hook of beforeWipe) hookPictures.push(...((await hook(tx)) ?? []));
        const hidden = await queryRows(
          tx,
          sql`update products p set published = false, updated_at = now()
            where exists (select 1 from order_items oi where oi.product_id = p.id) returning p.id`,
          z.object({ id: column.id }),
        );
        const products = await queryRows(
          tx,
          sql`delete from products p
            where not exists (select 1 from order_items oi where oi.product_id = p.id) returning p.image`,
          ImageRow,
        );
        const categories = await queryRows(tx, sql`delete from categories returning image`, ImageRow);
        return {
          outcome: { deleted: products.length, unpublished: hidden.length, categories: categories.length },
          pictures: [...products, ...categories].map((row) => row.image).concat(hookPictures),
        };
      });
      await images.removeMany(pictures);
      return outcome;
    },
  };
}

export type CatalogWipe = ReturnType<typeof createCatalogWipe>;
