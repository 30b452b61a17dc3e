import { buildCategoryTree, sortCategoriesByName } from '@shop/shared/catalog/category-tree';
import type { Category, CategoryBase } from '@shop/shared/catalog/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories } from './catalog.tables.js';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  parent_id: categories.parentId,
  image: categories.image,
  is_promotion_category: categories.isPromotionCategory,
  is_discount_category: categories.isDiscountCategory,
};

export function createCatalogService(db: Database) {
  async function listPublishedCategories(): Promise<CategoryBase[]> {
    const rows = await db
      .select(categoryColumns)
      .from(categories)
      .where(eq(categories.published, true))
      .orderBy(asc(categories.id));
    return sortCategoriesByName(rows);
  }

  return {
    /** Every published category, flat (sorted by name) or nested under parents. */
    async listCategories(options: { tree?: boolean } = {}): Promise<Category[]> {
      const flat = await listPublishedCategories();
      return options.tree ? buildCategoryTree(flat) : flat;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
