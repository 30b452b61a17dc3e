import type { AddCartItemInput, Cart } from '@shop/shared/cart/schemas';
import { TEXTS } from '@shop/shared/texts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, queryRow, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import {
  DISCOUNTS_OF,
  NEEDS_SPECIAL_TRANSPORT,
  PRODUCT_COLUMNS,
  ProductRow,
  toProduct,
} from '../catalog/index.js';

const CartLineRow = ProductRow.extend({
  cart_item_id: column.id,
  cart_quantity: column.int,
  special_transport: column.bool,
});

/** A line of the user's cart as stored, found by the `:id` of the item routes. */
const StoredLine = z.object({
  id: column.id,
  product_id: column.id,
  quantity: column.int,
  stock_quantity: column.int,
  published: column.bool,
});
type StoredLine = z.infer<typeof StoredLine>;

const IdRow = z.object({ id: column.id });
const StockRow = z.object({ stock_quantity: column.int });

const outOfStock = () => new AppError('OUT_OF_STOCK');
const notEnoughStock = (message: string) => new AppError('OUT_OF_STOCK', message, { quantity: message });

/**
 * The signed-in user's cart (spec §3, §7). Quantities stay between 1 and the product's stock: a change
 * that would go past the stock is refused with 409 and nothing is written. Every change answers the
 * whole cart after it, so the client can show it without another request.
 */
export function createCartService(db: Database) {
  /** The user's cart id, created on first use. */
  async function cartIdOf(userId: number): Promise<number> {
    const row = await queryRow(
      db,
      sql`insert into carts (user_id) values (${userId})
        on conflict (user_id) do update set updated_at = now() returning id`,
      IdRow,
    );
    return row!.id;
  }

  /**
   * The line `:id` names: the user's cart item with that id, or else the user's line of the product
   * with that id (spec §7 reads the id both ways). Another user's item is never found.
   */
  async function findLine(userId: number, id: number): Promise<StoredLine> {
    const rows = await queryRows(
      db,
      sql`select ci.id, ci.product_id, ci.quantity, p.stock_quantity, p.published
        from carts c join cart_items ci on ci.cart_id = c.id join products p on p.id = ci.product_id
        where c.user_id = ${userId} and (ci.id = ${id} or ci.product_id = ${id})
        order by (ci.id = ${id}) desc limit 1`,
      StoredLine,
    );
    const line = rows[0];
    if (!line) throw new AppError('CART_ITEM_NOT_FOUND');
    return line;
  }

  return {
    /** The lines of published products, oldest first, each with the product as the products API gives it. */
    async get(userId: number): Promise<Cart> {
      const rows = await queryRows(
        db,
        sql`select ci.id as cart_item_id, ci.quantity as cart_quantity, ${PRODUCT_COLUMNS},
            ${DISCOUNTS_OF(sql`p.id`)} as discounts, ${NEEDS_SPECIAL_TRANSPORT} as special_transport
          from carts c join cart_items ci on ci.cart_id = c.id join products p on p.id = ci.product_id
          where c.user_id = ${userId} and p.published
          order by ci.id`,
        CartLineRow,
      );
      return {
        CartItems: rows.map((row) => ({
          id: row.cart_item_id,
          product_id: row.id,
          quantity: row.cart_quantity,
          Product: toProduct(row),
          special_transport: row.special_transport,
        })),
      };
    },

    /** Adds to the product's line (created when missing) in one guarded statement: never past the stock. */
    async add(userId: number, input: AddCartItemInput): Promise<Cart> {
      const quantity = input.quantity ?? 1;
      const cartId = await cartIdOf(userId);
      const written = await queryRows(
        db,
        sql`insert into cart_items (cart_id, product_id, quantity)
          select ${cartId}::int, p.id, ${quantity}::int from products p
          where p.id = ${input.product_id} and p.published and p.stock_quantity >= ${quantity}
          on conflict (cart_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity
          where cart_items.quantity + excluded.quantity
            <= (select stock_quantity from products where id = excluded.product_id)
          returning id`,
        IdRow,
      );
      if (written.length === 0) {
        const state = await queryRow(
          db,
          sql`select p.stock_quantity,
              (select quantity from cart_items where cart_id = ${cartId} and product_id = p.id) as in_cart
            from products p where p.id = ${input.product_id} and p.published`,
          StockRow.extend({ in_cart: column.int.nullable() }),
        );
        if (!state) throw new AppError('PRODUCT_NOT_FOUND');
        if (state.stock_quantity <= 0) throw outOfStock();
        throw notEnoughStock(
          state.in_cart
            ? TEXTS.cart.notEnoughStockInCart(state.stock_quantity, state.in_cart)
            : TEXTS.cart.notEnoughStock(state.stock_quantity),
        );
      }
      return this.get(userId);
    },

    /** Sets the quantity of a line; the stock is checked in the same statement that writes. */
    async update(userId: number, id: number, quantity: number): Promise<Cart> {
      const line = await findLine(userId, id);
      if (!line.published) throw new AppError('PRODUCT_NOT_FOUND');
      const written = await queryRows(
        db,
        sql`update cart_items ci set quantity = ${quantity} from products p
          where ci.id = ${line.id} and p.id = ci.product_id and p.stock_quantity >= ${quantity}
          returning ci.id`,
        IdRow,
      );
      if (written.length === 0) {
        const product = await queryRow(
          db,
          sql`select stock_quantity from products where id = ${line.product_id}`,
          StockRow,
        );
        const stock = product?.stock_quantity ?? 0;
        throw stock <= 0 ? outOfStock() : notEnoughStock(TEXTS.cart.notEnoughStock(stock));
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
