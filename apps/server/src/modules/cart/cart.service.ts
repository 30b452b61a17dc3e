import type { AddCartItemInput, Cart } from '@shop/shared/cart/schemas';
import {
  addQuantities,
  quantityProblem,
  quantityProblemText,
  type SaleRule,
} from '@shop/shared/catalog/quantity';
import { needsSpecialTransport, type TransportLimits } from '@shop/shared/delivery/transport';
import { orderLineQuantity } from '@shop/shared/orders/lines';
import { TEXTS } from '@shop/shared/texts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, queryRow, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import {
  DISCOUNTS_OF,
  NEEDS_SPECIAL_TRANSPORT,
  numericQuantity,
  PRODUCT_COLUMNS,
  ProductRow,
  saleRuleOf,
  toProduct,
} from '../catalog/index.js';

/** numeric(12,3) as the drivers give it ('2.500'), read as a number */
const quantityColumn = column.numeric.transform(Number);

const CartLineRow = ProductRow.extend({
  cart_item_id: column.id,
  cart_quantity: quantityColumn,
  special_transport: column.bool,
  length_m: column.numeric.nullable(),
});

/** A product as a cart change checks it: its rule, unit and exact stock, and what the cart holds of it. */
const ProductStateRow = ProductRow.extend({
  published: column.bool,
  in_cart: quantityColumn.nullable(),
});
type ProductStateRow = z.infer<typeof ProductStateRow>;

/** The user's cart id with the product's columns, all null when there is no such product. */
const CartProductRow = z.object({ cart_id: column.id, id: column.id.nullable() }).passthrough();

/** A line of the user's cart as stored, found by the `:id` of the item routes. */
const StoredLine = z.object({
  id: column.id,
  product_id: column.id,
  published: column.bool,
});
type StoredLine = z.infer<typeof StoredLine>;

const IdRow = z.object({ id: column.id });

const outOfStock = () => new AppError('OUT_OF_STOCK');
const notEnoughStock = (message: string) => new AppError('OUT_OF_STOCK', message, { quantity: message });
const badQuantity = (message: string) => new AppError('VALIDATION_FAILED', message, { quantity: message });

/** The exact stock of a product row: what can be sold (145.984 m). */
const exactStock = (row: ProductRow) => Math.max(Number(row.stock_exact ?? row.stock_quantity), 0);

export interface CartServiceDeps {
  /**
   * The shop's special-transport limits (its settings): a cart line longer than `long_item_m` is
   * marked like a good that needs special transport.
   */
  transportLimits: () => Promise<TransportLimits>;
}

/**
 * The signed-in user's cart (spec §3, §7). Quantities are decimals (2.5 m) kept to the product's rule:
 * at least its minimum, a whole number of its steps (400 naming the step), and never past its exact
 * stock (409); a refused change writes nothing. Every change answers the whole cart after it, so the
 * client can show it without another request.
 */
export function createCartService(db: Database, { transportLimits }: CartServiceDeps) {
  /**
   * In one statement: the user's cart (created on first use, its `updated_at` touched) and the product
   * as `productState` gives it; the product is undefined when there is no such product.
   */
  async function cartAndProduct(userId: number, productId: number) {
    const rows = await queryRows(
      db,
      sql`with cart as (
          insert into carts (user_id) values (${userId})
          on conflict (user_id) do update set updated_at = now() returning id
        )
        select cart.id as cart_id, product.*
        from cart left join lateral (
          select ${PRODUCT_COLUMNS}, '[]'::json as discounts, p.published,
            (select quantity from cart_items where cart_id = cart.id and product_id = p.id) as in_cart
          from products p where p.id = ${productId}
        ) product on true`,
      CartProductRow,
      'cart_and_product',
    );
    const row = rows[0]!;
    return { cartId: row.cart_id, state: row.id === null ? undefined : ProductStateRow.parse(row) };
  }

  /**
   * The line `:id` names: the user's cart item with that id, or else the user's line of the product
   * with that id (spec §7 reads the id both ways). Another user's item is never found.
   */
  async function findLine(userId: number, id: number): Promise<StoredLine> {
    const rows = await queryRows(
      db,
      sql`select ci.id, ci.product_id, p.published
        from carts c join cart_items ci on ci.cart_id = c.id join products p on p.id = ci.product_id
        where c.user_id = ${userId} and (ci.id = ${id} or ci.product_id = ${id})
        order by (ci.id = ${id}) desc limit 1`,
      StoredLine,
    );
    const line = rows[0];
    if (!line) throw new AppError('CART_ITEM_NOT_FOUND');
    return line;
  }

  /** The product (published or not) with its rule's columns and what cart `cartId` holds of it. */
  async function productState(productId: number, cartId: number | null) {
    return queryRow(
      db,
      sql`select ${PRODUCT_COLUMNS}, '[]'::json as discounts, p.published,
          (select quantity from cart_items where cart_id = ${cartId} and product_id = p.id) as in_cart
        from products p where p.id = ${productId}`,
      ProductStateRow,
    );
  }

  /** 400 naming the product's minimum or step when `quantity` is not on its rule. */
  function refuseOffRule(quantity: number, rule: SaleRule, row: ProductStateRow) {
    const problem = quantityProblem(quantity, rule);
    if (problem) throw badQuantity(quantityProblemText(problem, row.unit_name));
  }

  /** The 409 of a quantity past the stock, with the stock (and what the cart holds) in the product's unit. */
  function stockRefusal(row: ProductStateRow, inCart: number | null): AppError {
    const stock = exactStock(row);
    if (stock <= 0) return outOfStock();
    const shown = (quantity: number) => orderLineQuantity(quantity, row.unit_name);
    return notEnoughStock(
      inCart
        ? TEXTS.cart.notEnoughStockInCart(shown(stock), shown(inCart))
        : TEXTS.cart.notEnoughStock(shown(stock)),
    );
  }

  return {
    /** The lines of published products, oldest first, each with the product as the products API gives it. */
    async get(userId: number): Promise<Cart> {
      const [rows, limits] = await Promise.all([
        queryRows(
          db,
          sql`select ci.id as cart_item_id, ci.quantity as cart_quantity, ${PRODUCT_COLUMNS},
              ${DISCOUNTS_OF(sql`p.id`)} as discounts, ${NEEDS_SPECIAL_TRANSPORT} as special_transport,
              p.length_m
            from carts c join cart_items ci on ci.cart_id = c.id join products p on p.id = ci.product_id
            where c.user_id = ${userId} and p.published
            order by ci.id`,
          CartLineRow,
          'cart_lines',
        ),
        transportLimits(),
      ]);
      return {
        CartItems: rows.map((row) => ({
          id: row.cart_item_id,
          product_id: row.id,
          quantity: row.cart_quantity,
          Product: toProduct(row),
          // its own (or its category's) mark, or longer than the shop's limit for long goods
          special_transport: needsSpecialTransport(
            [
              {
                quantity: row.cart_quantity,
                special_transport: row.special_transport,
                weight_kg: null,
                length_m: row.length_m === null ? null : Number(row.length_m),
              },
            ],
            { heavy_order_kg: null, long_item_m: limits.long_item_m },
          ),
        })),
      };
    },

    /**
     * Adds to the product's line (created when missing); absent, the quantity is the product's minimum.
     * The added quantity must be on the product's step and the line's new quantity on its rule (400);
     * the write is one guarded statement, so the line never goes past the exact stock (409).
     */
    async add(userId: number, input: AddCartItemInput): Promise<Cart> {
      const { cartId, state } = await cartAndProduct(userId, input.product_id);
      if (!state?.published) throw new AppError('PRODUCT_NOT_FOUND');
      const rule = saleRuleOf(state);
      const quantity = input.quantity ?? rule.min_quantity;
      const inCart = state.in_cart ?? 0;
      // what is added keeps to the step (the minimum only when the line is new); the line to the rule
      refuseOffRule(quantity, inCart > 0 ? { ...rule, min_quantity: rule.quantity_step } : rule, state);
      refuseOffRule(addQuantities(inCart, quantity), rule, state);
      const amount = numericQuantity(quantity);
      const written = await queryRows(
        db,
        sql`insert into cart_items (cart_id, product_id, quantity)
          select ${cartId}::int, p.id, ${amount} from products p
          where p.id = ${input.product_id} and p.published and p.stock_exact >= ${amount}
          on conflict (cart_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity
          where cart_items.quantity + excluded.quantity
            <= (select stock_exact from products where id = excluded.product_id)
          returning id`,
        IdRow,
      );
      if (written.length === 0) {
        const now = await productState(input.product_id, cartId);
        if (!now?.published) throw new AppError('PRODUCT_NOT_FOUND');
        throw stockRefusal(now, now.in_cart);
      }
      return this.get(userId);
    },

    /** Sets the quantity of a line to the product's rule (400); the stock is checked in the statement that writes (409). */
    async update(userId: number, id: number, quantity: number): Promise<Cart> {
      const line = await findLine(userId, id);
      if (!line.published) throw new AppError('PRODUCT_NOT_FOUND');
      const state = await productState(line.product_id, null);
      if (!state) throw new AppError('PRODUCT_NOT_FOUND');
      refuseOffRule(quantity, saleRuleOf(state), state);
      const amount = numericQuantity(quantity);
      const written = await queryRows(
        db,
        sql`update cart_items ci set quantity = ${amount} from products p
          where ci.id = ${line.id} and p.id = ci.product_id and p.stock_exact >= ${amount}
          returning ci.id`,
        IdRow,
      );
      if (written.length === 0) {
        const now = await productState(line.product_id, null);
        if (!now) throw new AppError('PRODUCT_NOT_FOUND');
        throw stockRefusal(now, null);
      }
      return this.get(userId);
    },

    async remove(userId: number, id: number): Promise<Cart> {
      const line = await findLine(userId, id);
      await db.execute(sql`delete from cart_items where id = ${line.id}`);
      return this.get(userId);
    },

    /**
     * Empties the cart (also lines of products no longer published). Checkout passes its transaction,
     * so the cart is emptied only when the order commits.
     */
    async clear(userId: number, tx: Database = db): Promise<Cart> {
      await tx.execute(
        sql`delete from cart_items where cart_id in (select id from carts where user_id = ${userId})`,
      );
      return { CartItems: [] };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
