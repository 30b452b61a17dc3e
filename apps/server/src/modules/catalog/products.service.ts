import type {
  Breadcrumbs,
  Product,
  ProductDetail,
  ProductList,
  ProductsQuery,
} from '@shop/shared/catalog/schemas';
import { isAdminRole } from '@shop/shared/auth/roles';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, idList, intArray, queryRow, queryRows } from '../../db/sql.js';
import { answerMemory, createCatalogChanges, type CatalogChanges } from '../../lib/catalog-changes.js';
import type { CacheStats } from '../../lib/cache-stats.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogService } from './catalog.service.js';
import {
  DISCOUNTS_OF,
  popularityOf,
  PRODUCT_COLUMNS,
  PRODUCT_DETAIL_COLUMNS,
  ProductDetailRow,
  ProductPageRow,
  ProductRow,
  searchRowMatches,
  toProduct,
  toProductDetail,
} from './product-sql.js';
import type { ProductAdmin } from './product-admin.service.js';
import type { ViewCounts } from './view-counts.js';

const ORDER_BY: Record<ProductsQuery['sort'], SQL> = {
  popularity: sql`${popularityOf('p')} desc, p.id`,
  price_asc: sql`p.sale_price asc, p.id`,
  price_desc: sql`p.sale_price desc, p.id desc`,
};

/** The same orders over the `matches` rows of a category page (id last: pages never overlap). */
const RANK_BY: Record<ProductsQuery['sort'], SQL> = {
  popularity: sql`popularity desc, id`,
  price_asc: sql`sale_price asc, id`,
  price_desc: sql`sale_price desc, id desc`,
};

/**
 * Without the in-stock filter, goods in stock come first in every sort. Each part is read in the sort's
 * index order on its own (`inStockParts`), so no sort key the indexes lack is needed.
 */
const stockFirst = (query: ProductsQuery) => !query.inStock && !query.hasStockAndPrice;

const rankOf = (sort: ProductsQuery['sort'], query: ProductsQuery) =>
  stockFirst(query) ? sql`in_stock desc, ${RANK_BY[sort]}` : RANK_BY[sort];

/**
 * The narrow rows (id, sale_price, popularity, in_stock) of `where`, at most `limit` of them in the
 * sort's order: in stock and out of stock read apart (each walks the ordered index and stops) when
 * the query puts stock first.
 */
function inStockParts(where: SQL, sort: ProductsQuery['sort'], query: ProductsQuery, limit: number): SQL {
  const part = (stock: SQL) => sql`(select p.id, p.sale_price, ${popularityOf('p')} as popularity,
      p.stock_quantity > 0 as in_stock
    from products p where ${where}${stock} order by ${ORDER_BY[sort]} limit ${limit})`;
  if (!stockFirst(query)) return part(sql``);
  return sql`${part(sql` and p.stock_quantity > 0`)} union all ${part(sql` and p.stock_quantity <= 0`)}`;
}

const CountRow = z.object({ n: column.int });

/**
 * The 'Акции' group of the menu (spec §2): a discount category shows the products of its discounts,
 * a promotion category every product on sale; neither holds products of its own.
 */
function specialCategoryFilter(category: {
  id: number;
  is_discount_category: boolean;
  is_promotion_category: boolean;
}) {
  if (category.is_discount_category) {
    return sql`p.id in (select dp.product_id from discount_products dp join discounts d on d.id = dp.discount_id
      where d.category_id = ${category.id})`;
  }
  if (category.is_promotion_category) return sql`p.sale_price < p.price`;
  return undefined;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Catalogue pages kept in memory: everybody opens the same first pages of the same categories. */
const PAGES_KEPT = 500;
const PAGE_TTL_MS = 60_000;

export interface ProductsServiceDeps {
  db: Database;
  catalog: Pick<CatalogService, 'subtreeIds' | 'findCategory'>;
  /** pages are kept in memory only while the changes are followed (the app follows them) */
  changes?: CatalogChanges;
  /** counts catalogue and product page views (popularity); none in tests that do not count */
  views?: Pick<ViewCounts, 'category' | 'product'>;
  /** the staff list with hidden products (product-admin.service.ts) */
  staffList?: ProductAdmin['list'];
  /** where the kept pages' hits and misses are counted (/metrics) */
  cacheStats?: CacheStats;
}

export function createProductsService({
  db,
  catalog,
  changes = createCatalogChanges(),
  views,
  staffList,
  cacheStats,
}: ProductsServiceDeps) {
  const counted = cacheStats && { stats: cacheStats, name: 'product_lists' };
  const pages = answerMemory<ProductList>(changes, { max: PAGES_KEPT, ttlMs: PAGE_TTL_MS, counted });
  return {
    /**
     * GET /products for whoever asks: the admin products page (spec §7: `q` is the admin filter) gets
     * the staff list with hidden products; everyone else the storefront's page.
     */
    listFor(query: ProductsQuery, viewer: { role: string } | undefined): Promise<ProductList> {
      if (staffList && query.q !== undefined && isAdminRole(viewer?.role)) return staffList(query);
      return this.list(query);
    },

    /**
     * A page of products and the number of all matches (GET /products), kept in memory for a while.
     * The first page of a category counts as a view of that category (popular categories).
     */
    list(query: ProductsQuery): Promise<ProductList> {
      if (query.category_id !== undefined && query.offset === 0) views?.category(query.category_id);
      return pages.answer(JSON.stringify(query), () => this.findPage(query));
    },

    /** A page of products and the number of all matches; discounts are joined for the page rows only. */
    async findPage(query: ProductsQuery): Promise<ProductList> {
      const sort = query.popular ? 'popularity' : query.sort;
      let subtree: number[] | undefined;
      const filters: SQL[] = [sql`p.published`];
      if (query.category_id !== undefined) {
        const category = await catalog.findCategory(query.category_id);
        if (!category) throw new AppError('CATEGORY_NOT_FOUND');
        const special = specialCategoryFilter(category);
        if (special) return this.rankedPage([...filters, special, ...this.commonFilters(query)], sort, query);
        // ids resolved from the cached category list: a literal list plans far better than a recursive sub-select
        subtree = (await catalog.subtreeIds(query.category_id))!;
        if (!query.q && !query.hasStockAndPrice) return this.categoryPage(subtree, sort, query);
      }
      if (subtree) filters.push(sql`p.category_id in (${idList(subtree)})`);
      filters.push(...this.commonFilters(query));
      return subtree ? this.rankedPage(filters, sort, query) : this.wholeCataloguePage(filters, sort, query);
    },

    /** The filters of the query's flags and text. */
    commonFilters(query: ProductsQuery): SQL[] {
      const filters: SQL[] = [];
      if (query.inStock) filters.push(sql`p.stock_quantity > 0`);
      if (query.hasStockAndPrice) filters.push(sql`p.stock_quantity > 0 and p.price > 0`);
      if (query.q) {
        const pattern = likePattern(query.q);
        filters.push(
          searchRowMatches(
            sql`s.name_normalized like shop_search_normalize(${pattern}) or s.article_lower like ${pattern}`,
          ),
        );
      }
      return filters;
    },

    /**
     * A catalogue page in one query. Each category of the subtree is read in order from its index and
     * stopped after offset + limit rows (a lateral join over the category ids, so the statement and its
     * plan stay small however large the subtree), the rows are merged, and the total is the sum of the
     * subtree's rows in category_product_counts (kept by triggers). The cost follows the page, not the
     * size of the category.
     */
    async categoryPage(subtree: number[], sort: ProductsQuery['sort'], query: ProductsQuery) {
      const categoryIds = intArray(subtree);
      const total = sql`select coalesce(sum(${query.inStock ? sql`in_stock` : sql`published`}), 0)::int8
        from category_product_counts where category_id = any(${categoryIds})`;
      const rank = rankOf(sort, query);
      const where = sql`p.category_id = subtree.category_id and p.published ${query.inStock ? sql`and p.stock_quantity > 0` : sql``}`;
      const rows = await queryRows(
        db,
        sql`with page as (
            select branch.id, row_number() over (order by ${rank}) as position
            from unnest(${categoryIds}) as subtree(category_id) cross join lateral (
              ${inStockParts(where, sort, query, query.offset + query.limit)}) as branch
            order by ${rank} limit ${query.limit} offset ${query.offset})
          select ${PRODUCT_COLUMNS}, (${total}) as total, ${DISCOUNTS_OF(sql`p.id`)} as discounts
          from page join products p on p.id = page.id order by page.position`,
        ProductPageRow,
      );
      if (rows.length > 0) return { products: rows.map(toProduct), total: rows[0]!.total };
      const row = await queryRow(db, sql`select (${total}) as n`, CountRow);
      return { products: [], total: row?.n ?? 0 };
    },

    /**
     * A filtered category page (admin text filter, home's stock-and-price rule): the matches are ranked
     * on narrow rows (an index-only scan of products_catalog_idx and a sort in memory) and only the rows
     * shown are read in full.
     */
    async rankedPage(filters: SQL[], sort: ProductsQuery['sort'], query: ProductsQuery) {
      const rank = rankOf(sort, query);
      const rows = await queryRows(
        db,
        sql`with matches as materialized (
            select p.id, p.sale_price, ${popularityOf('p')} as popularity, p.stock_quantity > 0 as in_stock
            from products p where ${sql.join(filters, sql` and `)}),
          page as (
            select id, count(*) over () as total, row_number() over (order by ${rank}) as position
            from matches order by ${rank} limit ${query.limit} offset ${query.offset})
          select ${PRODUCT_COLUMNS}, page.total, ${DISCOUNTS_OF(sql`p.id`)} as discounts
          from page join products p on p.id = page.id order by page.position`,
        ProductPageRow,
      );
      const total = rows.length > 0 ? rows[0]!.total : await this.count(filters);
      return { products: rows.map(toProduct), total };
    },

    /**
     * The whole catalogue (home, admin list): ranking all of it in memory would sort ~100k rows, so the
     * page walks the ordered index and stops after the rows shown, and the total is counted on the side.
     */
    async wholeCataloguePage(filters: SQL[], sort: ProductsQuery['sort'], query: ProductsQuery) {
      const rank = rankOf(sort, query);
      const where = sql.join(filters, sql` and `);
      const [rows, total] = await Promise.all([
        queryRows(
          db,
          sql`with page as (
              select m.id, row_number() over (order by ${rank}) as position
              from (${inStockParts(where, sort, query, query.offset + query.limit)}) as m
              order by ${rank} limit ${query.limit} offset ${query.offset})
            select ${PRODUCT_COLUMNS}, ${DISCOUNTS_OF(sql`p.id`)} as discounts
            from page join products p on p.id = page.id order by page.position`,
          ProductRow,
        ),
        this.count(filters),
      ]);
      return { products: rows.map(toProduct), total };
    },

    /** The total when the requested page is past the end (the windowed count has no row to ride on). */
    async count(filters: SQL[]): Promise<number> {
      const row = await queryRow(
        db,
        sql`select count(*) as n from products p where ${sql.join(filters, sql` and `)}`,
        CountRow,
      );
      return row?.n ?? 0;
    },

    /** A published product with its page-only fields (barcode, 'Характеристики'). */
    async get(id: number): Promise<ProductDetail> {
      const row = await queryRow(
        db,
        sql`select ${PRODUCT_DETAIL_COLUMNS}, ${DISCOUNTS_OF(sql`p.id`)} as discounts from products p where p.id = ${id} and p.published`,
        ProductDetailRow,
      );
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      return toProductDetail(row);
    },

    /** A product page was opened (GET /products/:id): the product, and a view counted for popularity. */
    async view(id: number): Promise<ProductDetail> {
      const product = await this.get(id);
      views?.product(product.id);
      return product;
    },

    /** Root → … → the product's category. */
    async breadcrumbs(productId: number): Promise<Breadcrumbs> {
      const product = await this.get(productId);
      if (product.category_id === null) return [];
      const rows = await queryRows(
        db,
        sql`with recursive chain as (
            select id, name, parent_id, 0 as depth from categories where id = ${product.category_id}
            union all select c.id, c.name, c.parent_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_id
              where chain.depth < 20)
          select id, name, depth from chain order by depth desc`,
        z.object({ id: column.id, name: column.text, depth: column.int }),
      );
      return rows.map(({ id, name }) => ({ id, name }));
    },

    /**
     * Same category first, then sibling categories (same parent); in stock, most popular first. The
     * category's own goods are read along its popularity index and stopped at `limit`; the siblings
     * are asked only for the places left.
     */
    async related(productId: number, limit: number): Promise<Product[]> {
      const product = await this.get(productId);
      if (product.category_id === null) return [];
      const inCategories = (categories: SQL, count: number) =>
        queryRows(
          db,
          sql`with candidates as (
              select ${PRODUCT_COLUMNS}, ${popularityOf('p')} as popularity from products p
              where p.published and p.id <> ${productId} and p.stock_quantity > 0 and p.category_id in (${categories})
              order by ${popularityOf('p')} desc, p.id limit ${count})
            select candidates.*, ${DISCOUNTS_OF(sql`candidates.id`)} as discounts from candidates
            order by popularity desc, id`,
          ProductRow,
        );
      const own = await inCategories(sql`${product.category_id}`, limit);
      if (own.length >= limit) return own.map(toProduct);
      const siblings = await inCategories(
        sql`select c.id from categories c, categories base where base.id = ${product.category_id}
          and c.parent_id = base.parent_id and c.id <> base.id`,
        limit - own.length,
      );
      return [...own, ...siblings].map(toProduct);
    },

    async articleExists(article: string, excludeProductId?: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select id from products where lower(trim(article)) = lower(${article.trim()})
          ${excludeProductId ? sql`and id <> ${excludeProductId}` : sql``} limit 1`,
        z.object({ id: column.id }),
      );
      return rows.length > 0;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
