/**
 * The product read model: how every service that answers products (catalogue, search, cart, orders,
 * category previews) reads them. One projection, one discount join, one popularity expression and one
 * row → API mapper, so a product looks the same whichever route returns it.
 *
 * It reads the discounts module's tables (`discount_products`, `discounts`) in the same statement:
 * a product's price depends on its discounts, and a page must stay one query.
 */
import {
  ProductDiscount,
  ProductProperty,
  type Product,
  type ProductDetail,
} from '@shop/shared/catalog/schemas';
import { productCalculator } from '@shop/shared/catalog/calculator-data';
import { resolveSaleRule, type SaleRule } from '@shop/shared/catalog/quantity';
import { effectiveDiscountPercent, unitPrice } from '@shop/shared/pricing';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { column } from '../../db/sql.js';

/**
 * The sale rule the nearest category of the product of `products p` sets (its own category, else the
 * closest ancestor that sets one), as `{ "min_quantity": …, "quantity_step": … }`; nulls when none does.
 * The walk up is bounded like NEEDS_SPECIAL_TRANSPORT's.
 */
const CATEGORY_SALE_RULE = sql`(with recursive up(parent_id, min_quantity, quantity_step, depth) as (
      select c.parent_id, c.min_quantity, c.quantity_step, 1 from categories c where c.id = p.category_id
      union all
      select c.parent_id, c.min_quantity, c.quantity_step, up.depth + 1
        from categories c join up on c.id = up.parent_id where up.depth < 32
    ) select json_build_object(
      'min_quantity', (select u.min_quantity from up u where u.min_quantity is not null order by u.depth limit 1),
      'quantity_step', (select u.quantity_step from up u where u.quantity_step is not null order by u.depth limit 1)))`;

/** The columns `toProduct` needs, from `products p`. */
export const PRODUCT_COLUMNS = sql`p.id, p.name, p.image, p.article, p.price, p.discount, p.stock_quantity, p.description,
  p.category_id, p.unit_name, p.unit_code, p.stock_exact, p.min_quantity, p.quantity_step, p.weight_kg,
  ${CATEGORY_SALE_RULE} as category_sale_rule`;

/**
 * Whether the product of `products p` needs special transport (long or heavy goods, issue 25): its own
 * mark, or its category's or any ancestor category's. The walk up is bounded: a damaged tree cannot
 * loop it.
 */
export const NEEDS_SPECIAL_TRANSPORT = sql`(p.special_transport or exists (
    with recursive up(id, parent_id, special_transport, depth) as (
      select c.id, c.parent_id, c.special_transport, 1 from categories c where c.id = p.category_id
      union all
      select c.id, c.parent_id, c.special_transport, up.depth + 1
        from categories c join up on c.id = up.parent_id where up.depth < 32
    ) select 1 from up where up.special_transport))`;

/** `PRODUCT_COLUMNS` and what only the product page shows (`toProductDetail`). */
export const PRODUCT_DETAIL_COLUMNS = sql`${PRODUCT_COLUMNS}, p.barcode, p.properties, p.length_m, p.calculator,
  ${NEEDS_SPECIAL_TRANSPORT} as special_transport`;

/**
 * The products of `products p` whose search row (product_search: the normalised name, the search vector,
 * the article in lower case, as `s`) meets `condition`, read through that table's indexes.
 */
export const searchRowMatches = (condition: SQL) =>
  sql`p.id in (select s.product_id from product_search s where ${condition})`;

/** The discounts a product takes part in, largest percent first (the first one counts, spec §9). */
export const DISCOUNTS_OF = (productId: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'id', d.id, 'title', d.title, 'discount_percent', dp.discount_percent) order by dp.discount_percent desc, d.id), '[]')
  from discount_products dp join discounts d on d.id = dp.discount_id where dp.product_id = ${productId})`;

/**
 * How popular a product is: orders weigh ten views. The same expression is indexed
 * (products_popularity_idx, products_category_popularity_idx): change them together.
 */
export const popularityOf = (alias: string) => sql.raw(`(${alias}.order_count * 10 + ${alias}.view_count)`);

/** A row of `select ${PRODUCT_COLUMNS}, ${DISCOUNTS_OF(...)} as discounts`. */
export const ProductRow = z.object({
  id: column.id,
  name: column.text,
  image: column.text.nullable(),
  article: column.text,
  price: column.numeric,
  discount: column.int,
  stock_quantity: column.int,
  description: column.text,
  category_id: column.id.nullable(),
  unit_name: column.text.nullable(),
  unit_code: column.text.nullable(),
  stock_exact: column.numeric.nullable(),
  min_quantity: column.numeric.nullable(),
  quantity_step: column.numeric.nullable(),
  weight_kg: column.numeric.nullable(),
  category_sale_rule: column.json(
    z.object({
      min_quantity: z.number().or(z.string()).nullable(),
      quantity_step: z.number().or(z.string()).nullable(),
    }),
  ),
  discounts: column.json(z.array(ProductDiscount)),
});
export type ProductRow = z.infer<typeof ProductRow>;

/**
 * The stored property lines that can be shown: a malformed or empty entry (the column is written by
 * imports) is left out rather than failing the page.
 */
export const StoredProperties = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((entry) => {
    const parsed = ProductProperty.safeParse(entry);
    if (!parsed.success) return [];
    const name = parsed.data.name.trim();
    const value = parsed.data.value.trim();
    return name && value ? [{ name, value }] : [];
  }),
);

/** A row of `select ${PRODUCT_DETAIL_COLUMNS}, ${DISCOUNTS_OF(...)} as discounts`. */
export const ProductDetailRow = ProductRow.extend({
  barcode: column.text.nullable(),
  properties: column.json(StoredProperties),
  length_m: column.numeric.nullable(),
  calculator: column.json(z.unknown()).nullable(),
  special_transport: column.bool,
});
export type ProductDetailRow = z.infer<typeof ProductDetailRow>;

/** A product row with the number of all matches of its page (a window count). */
export const ProductPageRow = ProductRow.extend({ total: column.int });

export function toProduct(row: ProductRow): Product {
  const priced = { price: row.price, discount: row.discount, DiscountCategoriesDirect: row.discounts };
  return {
    id: row.id,
    name: row.name.trim(),
    image: row.image,
    article: row.article.trim(),
    price: Number(row.price),
    discount: row.discount,
    stock_quantity: row.stock_quantity,
    description: row.description,
    category_id: row.category_id,
    unit_name: row.unit_name,
    DiscountCategoriesDirect: row.discounts,
    effective_discount: effectiveDiscountPercent(priced),
    discounted_price: unitPrice(priced),
    stock_exact: row.stock_exact === null ? row.stock_quantity : Number(row.stock_exact),
    ...saleRuleOf(row),
    weight_kg: row.weight_kg === null ? null : Number(row.weight_kg),
  };
}

/** The rule the product is sold by: its own, its category's or its unit's (shared `resolveSaleRule`). */
export function saleRuleOf(row: ProductRow): SaleRule {
  return resolveSaleRule(row, row.category_sale_rule, row.unit_code);
}

export function toProductDetail(row: ProductDetailRow): ProductDetail {
  return {
    ...toProduct(row),
    barcode: row.barcode?.trim() || null,
    properties: row.properties,
    special_transport: row.special_transport,
    length_m: row.length_m === null ? null : Number(row.length_m),
    calculator: productCalculator(row.calculator, row.properties, row.unit_code),
    own_min_quantity: row.min_quantity === null ? null : Number(row.min_quantity),
    own_quantity_step: row.quantity_step === null ? null : Number(row.quantity_step),
  };
}
