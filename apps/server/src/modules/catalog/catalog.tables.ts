import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    image: text('image'),
    isPromotionCategory: boolean('is_promotion_category').notNull().default(false),
    isDiscountCategory: boolean('is_discount_category').notNull().default(false),
    /** 1C `Ид` of the group; the parent comes from nesting in the XML, kept as its `Ид` too. */
    externalId: text('external_id'),
    parentExternalId: text('parent_external_id'),
    published: boolean('published').notNull().default(true),
    /** Every product of this category (and of its subcategories) needs special transport. */
    specialTransport: boolean('special_transport').notNull().default(false),
    /**
     * How the goods of this category (and of its subcategories) are sold, unless a product sets its own:
     * the smallest quantity and the step (0.1 m, 0.5 kg). Null: the parent's, else the unit's default.
     */
    minQuantity: numeric('min_quantity', { precision: 12, scale: 3 }),
    quantityStep: numeric('quantity_step', { precision: 12, scale: 3 }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('categories_min_quantity_positive', sql`${t.minQuantity} > 0`),
    check('categories_quantity_step_positive', sql`${t.quantityStep} > 0`),
    uniqueIndex('categories_external_id_key').on(t.externalId),
    index('categories_parent_id_idx').on(t.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    article: text('article').notNull().default(''),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    discount: integer('discount').notNull().default(0),
    /**
     * The price after the effective discount (spec §9, the rule of shared/pricing.ts), kept up to date by
     * triggers on products and discount_products (migration 0003) so the price sorts can use an index.
     */
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }).notNull().default('0'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /**
     * The stock that is sold (145.984 m, 30.5 kg, 12 шт): sales and returns move it. `stock_quantity` is
     * its floor, the whole units lists and filters count; a trigger (migration 0028) keeps the two in
     * step whichever one a writer sets, so it is never null once written.
     */
    stockExact: numeric('stock_exact', { precision: 15, scale: 3 }),
    /**
     * The product's own sale rule: the smallest quantity sold and the step (issue 27). Null: its
     * category's, else the default of its unit (shared `catalog/quantity.ts`).
     */
    minQuantity: numeric('min_quantity', { precision: 12, scale: 3 }),
    quantityStep: numeric('quantity_step', { precision: 12, scale: 3 }),
    /** Weight of one unit in kilograms (1C `Вес`), for the order's weight; null when not known. */
    weightKg: numeric('weight_kg', { precision: 12, scale: 3 }),
    /** Length of one item in metres (1C 'Длина'): long goods need special transport. */
    lengthM: numeric('length_m', { precision: 10, scale: 3 }),
    /** The calculator staff set in the product form; null: the one its characteristics give, if any. */
    calculator: jsonb('calculator').$type<Record<string, unknown>>(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    image: text('image'),
    /** 1C `Ид`: the full `product#characteristic` string for a variant offer. */
    externalId: text('external_id'),
    /** 1C `Ид` of the parent card when this row is a variant offer (groups "other sizes"). */
    parentExternalId: text('parent_external_id'),
    unitCode: text('unit_code'),
    unitName: text('unit_name'),
    barcode: text('barcode'),
    /** 1C `ЗначенияСвойств`, resolved to display text: the product page's 'Характеристики'. */
    properties: jsonb('properties').$type<{ name: string; value: string }[]>().notNull().default([]),
    /** The 1C `Картинка` path ('import_files/ab/abc.jpg'): how a picture archive finds this product. */
    imageSource: text('image_source'),
    /** the 2nd, 3rd… `Картинка` paths: a pictures archive knows those files are a product's, not strays */
    extraImageSources: jsonb('extra_image_sources')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** SHA-256 of the picture file `image` was made from: the same file in the next archive is skipped. */
    imageHash: text('image_hash'),
    /**
     * Digest of the last 1C record the import applied to this row (null for a deletion mark): a re-import
     * skips a record with the same digest. A trigger (migration 0011) clears it when anything else changes
     * a column the import writes, so a staff edit is overwritten by the next import as before.
     */
    importHash: text('import_hash'),
    /** 1C deletions and products without an offer are unpublished, never deleted: orders reference them. */
    published: boolean('published').notNull().default(true),
    /** Long or heavy goods (issue 25): an order holding one has its delivery cost set by the manager. */
    specialTransport: boolean('special_transport').notNull().default(false),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    orderCount: bigint('order_count', { mode: 'number' }).notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_external_id_key').on(t.externalId),
    index('products_category_id_idx').on(t.categoryId),
    index('products_article_idx').on(t.article),
    index('products_popularity_idx').on(sql`(${t.orderCount} * 10 + ${t.viewCount}) desc`, t.id),
    index('products_sale_price_idx').on(t.salePrice, t.id),
    // products_catalog_idx (category, sale price, id + the ranking columns) is in migration 0003_sale_price
    // the staff products filter finds an article by its first characters (two are enough)
    index('products_article_prefix_idx').on(sql`lower(${t.article}) text_pattern_ops`),
    // search shows an exact barcode even out of stock (search-page.ts findExactMatches)
    index('products_barcode_idx')
      .on(sql`btrim(${t.barcode})`)
      .where(sql`${t.barcode} is not null`),
    check('products_stock_nonnegative', sql`${t.stockQuantity} >= 0`),
    check('products_min_quantity_positive', sql`${t.minQuantity} > 0`),
    check('products_quantity_step_positive', sql`${t.quantityStep} > 0`),
    check('products_weight_nonnegative', sql`${t.weightKg} >= 0`),
    check('products_length_nonnegative', sql`${t.lengthM} >= 0`),
    check('products_discount_range', sql`${t.discount} between 0 and 99`),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

/**
 * What only search reads, one row per product, apart from `products` so that a price, stock or view
 * count change rewrites a narrow row without touching the three GIN indexes. Triggers of migration 0030
 * keep it in step with the name, description and article, inside the writer's own statement.
 */
export const productSearch = pgTable(
  'product_search',
  {
    /** products.id; the row goes with its product (a trigger: a foreign key would check every insert) */
    productId: integer('product_id').primaryKey(),
    /** Normalised name (look-alike Latin letters folded, ё = е, spaces collapsed) for trigram search. */
    nameNormalized: text('name_normalized').notNull(),
    /** The name (weight A) and description (weight B) in search form, Russian stems. */
    searchVector: tsvector('search_vector').notNull(),
    /** The article in lower case, for 'contains' matches through its trigram index. */
    articleLower: text('article_lower').notNull(),
  },
  (t) => [
    index('product_search_vector_idx').using('gin', t.searchVector),
    index('product_search_name_trgm_idx').using('gin', sql`${t.nameNormalized} gin_trgm_ops`),
    index('product_search_article_trgm_idx').using('gin', sql`${t.articleLower} gin_trgm_ops`),
  ],
);

/** Catalogue page views per category; feeds GET /category-views/popular. */
export const categoryViews = pgTable('category_views', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
  lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
});
