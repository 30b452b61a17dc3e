import type { Discount } from '@shop/shared/discounts/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories } from '../catalog/catalog.tables.js';
import { discounts } from './discounts.tables.js';

export function createDiscountsService(db: Database) {
  return {
    /** Discount banners, newest first; with `withCategory` each carries its linked category or null. */
    async list(options: { withCategory: boolean }): Promise<Discount[]> {
      const rows = await db
        .select({
          id: discounts.id,
          title: discounts.title,
          image: discounts.image,
          category_id: discounts.categoryId,
          categoryName: categories.name,
        })
        .from(discounts)
        .leftJoin(categories, eq(categories.id, discounts.categoryId))
        .orderBy(desc(discounts.createdAt), desc(discounts.id));
      return rows.map(({ categoryName, ...discount }) => {
        if (!options.withCategory) return discount;
        const linked = discount.category_id !== null && categoryName !== null;
        return { ...discount, Category: linked ? { id: discount.category_id!, name: categoryName! } : null };
      });
    },
  };
}
