import { buildCategoryTree, sortCategoriesByName } from '@shop/shared/catalog/category-tree';
import type { Category, CategoryBase } from '@shop/shared/catalog/schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { CacheStats } from '../../lib/cache-stats.js';
import { categories } from './catalog.tables.js';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  parent_id: categories.parentId,
  image: categories.image,
  is_promotion_category: categories.isPromotionCategory,
  is_discount_category: categories.isDiscountCategory,
  special_transport: categories.specialTransport,
  min_quantity: categories.minQuantity,
  quantity_step: categories.quantityStep,
};

/** A numeric column (text) as a number; null stays null. */
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The category list changes only when staff edit categories or run an import, yet every page asks for
 * it; it is kept in memory for a short while. Writes in this process call `invalidateCategories()`;
 * other processes (scale-out) see a change within the time below.
 */
const CATEGORY_CACHE_MS = 30_000;

/** `cacheStats`: where the category list's hits and misses are counted (/metrics). */
export function createCatalogService(db: Database, now: () => number = Date.now, cacheStats?: CacheStats) {
  let cached: { at: number; flat: CategoryBase[]; tree: Category[] } | undefined;

  async function listPublishedCategories(): Promise<CategoryBase[]> {
    const rows = await db
      .select(categoryColumns)
      .from(categories)
      .where(eq(categories.published, true))
      .orderBy(asc(categories.id));
    return sortCategoriesByName(
      rows.map((row) => ({
        ...row,
        min_quantity: numberOrNull(row.min_quantity),
        quantity_step: numberOrNull(row.quantity_step),
      })),
    );
  }

  return {
    /** Every published category, flat (sorted by name) or nested under parents. */
    async listCategories(options: { tree?: boolean } = {}): Promise<Category[]> {
      const fresh = cached && now() - cached.at <= CATEGORY_CACHE_MS;
      cacheStats?.[fresh ? 'hit' : 'miss']('categories');
      if (!cached || !fresh) {
        const flat = await listPublishedCategories();
        cached = { at: now(), flat, tree: buildCategoryTree(flat) };
      }
      return options.tree ? cached.tree : cached.flat;
    },

    /** A published category (from the cached list), or undefined. */
    async findCategory(categoryId: number): Promise<CategoryBase | undefined> {
      return (await this.listCategories()).find((c) => c.id === categoryId);
    },

    /** A published category and all its descendants (from the cached list), or undefined if unknown. */
    async subtreeIds(categoryId: number): Promise<number[] | undefined> {
      const flat = await this.listCategories();
      if (!flat.some((c) => c.id === categoryId)) return undefined;
      const ids = [categoryId];
      for (let i = 0; i < ids.length; i++) {
        for (const c of flat) if (c.parent_id === ids[i] && !ids.includes(c.id)) ids.push(c.id);
      }
      return ids;
    },

    /** The names of the categories among `ids` (published or not): for lists that link to categories. */
    async categoryNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    invalidateCategories(): void {
      cached = undefined;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
