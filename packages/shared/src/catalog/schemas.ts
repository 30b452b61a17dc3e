import { z } from 'zod';
import {
  ARTICLE_MAX_LENGTH,
  CATALOG_PAGE_SIZE,
  CATEGORIES_FETCH_LIMIT,
  CATEGORY_PRODUCTS_LIMIT,
  CATALOG_SORTS,
  DEFAULT_CATALOG_SORT,
  SEARCH_QUERY_MAX_LENGTH,
  SUBCATEGORIES_FETCH_LIMIT,
} from '../constants.js';
import { rowIdParam } from '../id-schemas.js';
import { OFFSET_MAX } from '../ids.js';
import { plainText } from '../validation.js';

/** Category as the API returns it (spec §3). `children` is present in tree answers only. */
export const CategoryBase = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  image: z.string().nullable(),
  is_promotion_category: z.boolean(),
  is_discount_category: z.boolean(),
  /**
   * its products (and its subcategories') need special transport: delivery 'рассчитает менеджер'
   * (issue 25); always present in answers
   */
  special_transport: z.boolean().optional(),
  /** its own sale rule (issue 27), null: its parent's, else the unit's; present in the category list */
  min_quantity: z.number().nullable().optional(),
  quantity_step: z.number().nullable().optional(),
});
export type CategoryBase = z.infer<typeof CategoryBase>;

export type Category = CategoryBase & { children?: Category[] };
export const Category: z.ZodType<Category> = CategoryBase.extend({
  get children() {
    return z.array(Category).optional();
  },
});

const booleanQueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/categories: flat list by default, `?tree=true` nests children under their parents. */
export const CategoriesQuery = z.strictObject({ tree: booleanQueryFlag.optional() });
export type CategoriesQuery = z.infer<typeof CategoriesQuery>;

export const CategoryList = z.array(Category);
export type CategoryList = z.infer<typeof CategoryList>;

/** A discount a product takes part in; the first one's percent counts (spec §3, §9). */
export const ProductDiscount = z.object({
  id: z.number().int(),
  title: z.string(),
  discount_percent: z.number().int(),
});
export type ProductDiscount = z.infer<typeof ProductDiscount>;

/** Product as the API returns it: the spec §3 fields plus the price after the shared discount rule. */
export const Product = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  article: z.string(),
  price: z.number(),
  discount: z.number().int(),
  stock_quantity: z.number().int(),
  description: z.string(),
  category_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  DiscountCategoriesDirect: z.array(ProductDiscount),
  /** larger of `discount` and the first DiscountCategoriesDirect percent */
  effective_discount: z.number().int(),
  /** unit price after `effective_discount`, in roubles with two decimals */
  discounted_price: z.number(),
  /** the stock that is sold, with decimals (145.984 m); `stock_quantity` is its whole units */
  stock_exact: z.number(),
  /** the smallest quantity sold (issue 27): the product's own, its category's or its unit's */
  min_quantity: z.number(),
  /** quantities are whole numbers of this step (1 шт, 0.1 м, 0.5 кг) */
  quantity_step: z.number(),
  /** kilograms per unit, when known: the order's weight */
  weight_kg: z.number().nullable(),
});
export type Product = z.infer<typeof Product>;

/**
 * The product page's calculator and the figures it needs: area goods in packs of `pack_area` m² (null:
 * sold by the square metre itself), dry mixes at `rate` kg per m² per mm in bags of `bag` kg, paint at
 * `rate` litres per m² per coat in cans of `can` litres.
 */
export const ProductCalculator = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('area'), pack_area: z.number().positive().nullable() }),
  z.object({ kind: z.literal('mix'), rate: z.number().positive(), bag: z.number().positive() }),
  z.object({ kind: z.literal('paint'), rate: z.number().positive(), can: z.number().positive() }),
]);
export type ProductCalculator = z.infer<typeof ProductCalculator>;

/** One line of the product page's 'Характеристики' (1C `ЗначенияСвойств`, resolved to text). */
export const ProductProperty = z.object({ name: z.string(), value: z.string() });
export type ProductProperty = z.infer<typeof ProductProperty>;

/**
 * The product page (GET /products/:id): the product plus what only that page shows. Lists keep to
 * `Product` so catalogue pages stay light.
 */
export const ProductDetail = Product.extend({
  barcode: z.string().nullable(),
  properties: z.array(ProductProperty),
  /** long or heavy goods (its own mark or its category's): delivery cost 'рассчитает менеджер' */
  special_transport: z.boolean(),
  /** metres per item, when known: items longer than the shop's limit need special transport */
  length_m: z.number().nullable(),
  /** the calculator the page shows (staff's choice, else what the characteristics give), or none */
  calculator: ProductCalculator.nullable(),
  /** the product's own minimum and step; null where its category's or its unit's apply */
  own_min_quantity: z.number().nullable(),
  own_quantity_step: z.number().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/**
 * A page of products. The admin list (GET /products with `q`, for an admin) also has hidden products:
 * its rows carry `published` and the 1C `external_id`.
 */
export const ProductList = z.object({
  products: z.array(
    Product.extend({ published: z.boolean().optional(), external_id: z.string().nullable().optional() }),
  ),
  total: z.number().int(),
});
export type ProductList = z.infer<typeof ProductList>;

const positiveId = rowIdParam();

export const ProductIdParams = z.strictObject({ id: positiveId });
export type ProductIdParams = z.infer<typeof ProductIdParams>;

export const CategoryIdParams = ProductIdParams;

/** GET /products: home (popular, limit, hasStockAndPrice), catalogue (category_id, sort, inStock, paging), admin (q). */
export const ProductsQuery = z.strictObject({
  popular: booleanQueryFlag.optional(),
  hasStockAndPrice: booleanQueryFlag.optional(),
  inStock: booleanQueryFlag.optional(),
  category_id: positiveId.optional(),
  sort: z.enum(CATALOG_SORTS).default(DEFAULT_CATALOG_SORT),
  limit: z.coerce.number().int().min(1).max(100).default(CATALOG_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(OFFSET_MAX).default(0),
  q: plainText(SEARCH_QUERY_MAX_LENGTH).optional(),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

export const RelatedQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(50).default(15) });
export type RelatedQuery = z.infer<typeof RelatedQuery>;

export const Breadcrumb = z.object({ id: z.number().int(), name: z.string() });
export const Breadcrumbs = z.array(Breadcrumb);
export type Breadcrumbs = z.infer<typeof Breadcrumbs>;

export const CheckArticleQuery = z.strictObject({
  article: plainText(ARTICLE_MAX_LENGTH).pipe(z.string().min(1)),
  excludeProductId: positiveId.optional(),
});
export type CheckArticleQuery = z.infer<typeof CheckArticleQuery>;
export const CheckArticleResponse = z.object({ exists: z.boolean() });

const categoriesWithProductsQuery = (defaultLimit: number) =>
  z.strictObject({
    inStock: booleanQueryFlag.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(defaultLimit),
    maxProducts: z.coerce.number().int().min(0).max(20).default(CATEGORY_PRODUCTS_LIMIT),
  });
/** GET /categories/with-products (spec §7: limit=100, maxProducts=5) */
export const CategoriesWithProductsQuery = categoriesWithProductsQuery(CATEGORIES_FETCH_LIMIT);
/** GET /categories/:id/subcategories-with-products (spec §7: limit=20, maxProducts=5) */
export const SubcategoriesWithProductsQuery = categoriesWithProductsQuery(SUBCATEGORIES_FETCH_LIMIT);
export type CategoriesWithProductsQuery = z.infer<typeof CategoriesWithProductsQuery>;

export type CategoryWithProducts = CategoryBase & { products: Product[]; children?: CategoryWithProducts[] };
export const CategoryWithProducts: z.ZodType<CategoryWithProducts> = CategoryBase.extend({
  products: z.array(Product),
  get children() {
    return z.array(CategoryWithProducts).optional();
  },
});

export const PopularCategory = CategoryBase.extend({ view_count: z.number().int() });
export const PopularCategories = z.array(PopularCategory);
export const PopularCategoriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(8),
});
