import type { Discount } from '@shop/shared/discounts/schemas';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { discounts } from './discounts.tables.js';

export function createDiscountsService(db: Database, catalog: Pick<CatalogService, 'categoryNames'>) {
  return {
    /** Discount banners, newest first; with `withCategory` each carries its linked category or null. */
    async list(options: { withCategory: boolean }): Promise<Discount[]> {
      const rows = await db
        .select({
          id: discounts.id,
          title: discounts.title,
          image: discounts.image,
          category_id: discounts.categoryId,
        })
        .from(discounts)
        .orderBy(desc(discounts.createdAt), desc(discounts.id));
      if (!options.withCategory) return rows;
      const names = await catalog.categoryNames(rows.flatMap((row) => row.category_id ?? []));
      return rows.map((discount) => {
        const name = discount.category_id === null ? undefined : names.get(discount.category_id);
        return { ...discount, Category: name === undefined ? null : { id: discount.category_id!, name } };
      });
    },
  };
}
