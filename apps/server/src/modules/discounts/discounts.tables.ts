import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, productIdColumn } from '../catalog/index.js';

/** A discount is a banner linked to a discount category; its products carry their own percent. */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discounts_category_id_idx').on(t.categoryId)],
);

/** The API exposes these rows on a product as `DiscountCategoriesDirect`. */
export const discountProducts = pgTable(
  'discount_products',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    productId: productIdColumn(),
    discountPercent: integer('discount_percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'discount_products_pkey', columns: [t.discountId, t.productId] }),
    index('discount_products_product_id_idx').on(t.productId),
    check('discount_products_percent_range', sql`${t.discountPercent} between 1 and 99`),
  ],
);
