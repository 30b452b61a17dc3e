import { buildCategoryTree, sortCategoriesByName } from '@shop/shared/catalog/category-tree';
import {
  CategoryBase,
  type CategoriesWithProductsQuery,
  type CategoryWithProducts,
  type Product,
} from '@shop/shared/catalog/schemas';
import { UNCATEGORIZED_CATEGORY_NAME } from '@shop/shared/constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { column, idList, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import { DISCOUNTS_OF, popularityOf, PRODUCT_COLUMNS, ProductRow, toProduct } from './product-sql.js';

const CATEGORY_COLUMNS = sql`c.id, c.name, c.parent_id, c.image, c.is_promotion_category, c.is_discount_category`;

const PreviewRow = ProductRow.extend({ owner_id: column.id });
const PopularRow = CategoryBase.extend({ view_count: column.int });

/**
 * Categories with a preview of their most popular products, each counted over the category and its
 * descendants (products sit in leaf categories; a department card still shows goods).
 */
export function createCategoryProductsService(db: Database) {
  /** Up to `max` products per category of `categoryIds`, over each category's subtree, in one query. */
  async function previews(
    categoryIds: number[],
    max: number,
    inStock: boolean,
  ): Promise<Map<number, Product[]>> {
    const byCategory = new Map<number, Product[]>(categoryIds.map((id) => [id, []]));
    if (categoryIds.length === 0 || max === 0) return byCategory;
    const rows = await queryRows(
      db,
      sql`with recursive subtree as (
          select id as owner_id, id as category_id from categories where id in (${idList(categoryIds)})
          union all select s.owner_id, c.id from subtree s join categories c on c.parent_id = s.category_id),
        ranked as (
          select s.owner_id, ${PRODUCT_COLUMNS},
            row_number() over (partition by s.owner_id order by ${popularityOf('p')} desc, p.id) as rank
          from subtree s join products p on p.category_id = s.category_id
          where p.published ${inStock ? sql`and p.stock_quantity > 0` : sql``})
        select ranked.*, ${DISCOUNTS_OF(sql`ranked.id`)} as discounts from ranked where rank <= ${max}
        order by owner_id, rank`,
      PreviewRow,
    );
    for (const row of rows) byCategory.get(row.owner_id)?.push(toProduct(row));
    return byCategory;
  }

  async function publishedCategories(where = sql`true`, limit: number): Promise<CategoryBase[]> {
    return queryRows(
      db,
      sql`select ${CATEGORY_COLUMNS} from categories c where c.published and ${where} order by c.name, c.id limit ${limit}`,
      CategoryBase,
    );
  }

  return {
    /** The tree of categories (up to `limit`), every node with its product preview. */
    async withProducts(query: CategoriesWithProductsQuery): Promise<CategoryWithProducts[]> {
      const list = await publishedCategories(sql`true`, query.limit);
      const products = await previews(
        list.map((c) => c.id),
        query.maxProducts,
        query.inStock ?? false,
      );
      const attach = (nodes: ReturnType<typeof buildCategoryTree>): CategoryWithProducts[] =>
        nodes.map((node) => ({
          ...node,
          products: products.get(node.id) ?? [],
          children: attach(node.children ?? []),
        }));
      return attach(buildCategoryTree(list));
    },

    /** Direct subcategories of a category with previews; the 1C catch-all 'Без категории' is left out. */
    async subcategoriesWithProducts(
      parentId: number,
      query: CategoriesWithProductsQuery,
    ): Promise<CategoryWithProducts[]> {
      const [parent] = await publishedCategories(sql`c.id = ${parentId}`, 1);
      if (!parent) throw new AppError('CATEGORY_NOT_FOUND');
      const list = (await publishedCategories(sql`c.parent_id = ${parentId}`, query.limit)).filter(
        (c) => c.name.trim() !== UNCATEGORIZED_CATEGORY_NAME,
      );
      const products = await previews(
        list.map((c) => c.id),
        query.maxProducts,
        query.inStock ?? false,
      );
      return sortCategoriesByName(list).map((c) => ({ ...c, products: products.get(c.id) ?? [] }));
    },

    /** Most viewed published categories, excluding promotion and discount groups. */
    async popular(limit: number) {
      return queryRows(
        db,
        sql`select ${CATEGORY_COLUMNS}, v.view_count from category_views v join categories c on c.id = v.category_id
          where c.published and not c.is_promotion_category and not c.is_discount_category
          order by v.view_count desc, c.id limit ${limit}`,
        PopularRow,
      );
    },
  };
}

export type CategoryProductsService = ReturnType<typeof createCategoryProductsService>;
