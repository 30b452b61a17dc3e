import { integer } from 'drizzle-orm/pg-core';
import { products } from './catalog.tables.js';

/**
 * `product_id` of another module's table: a required reference to a product, and the row goes with
 * the product (cart lines, ratings, a discount's products).
 */
export const productIdColumn = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
