import { z } from 'zod';
import { hasQuantityPrecision } from '../catalog/quantity.js';
import { Product } from '../catalog/schemas.js';
import { CART_QUANTITY_MAX } from '../constants.js';
import { rowId, rowIdParam } from '../id-schemas.js';
import { TEXTS } from '../texts.js';

const Q = TEXTS.cart.quantity;

/**
 * A quantity of one cart line or order line: more than zero, at most three decimals (2.5 m), up to a sane
 * ceiling. The product's minimum, step and stock are checked by the server against the product.
 */
export const CartQuantity = z
  .number({ error: Q.notNumber })
  .refine(Number.isFinite, { error: Q.notNumber })
  .refine((value) => value > 0, { error: Q.notPositive })
  .refine((value) => value <= CART_QUANTITY_MAX, { error: Q.tooLarge(CART_QUANTITY_MAX) })
  .refine(hasQuantityPrecision, { error: Q.tooManyDecimals });

const positiveId = rowId(TEXTS.errors.invalidProductId);

/** POST /cart/items: adds to the line of that product when there is one. */
export const AddCartItemInput = z.strictObject({
  product_id: positiveId,
  /** absent: the product's minimum (1 for whole units) */
  quantity: CartQuantity.optional(),
});
export type AddCartItemInput = z.input<typeof AddCartItemInput>;

/** PUT /cart/items/:id: sets the quantity of the line. */
export const UpdateCartItemInput = z.strictObject({ quantity: CartQuantity });
export type UpdateCartItemInput = z.infer<typeof UpdateCartItemInput>;

/** `:id` of PUT and DELETE /cart/items/:id — a cart item id, or a product id when no item of the user has it. */
export const CartItemParams = z.strictObject({ id: rowIdParam() });
export type CartItemParams = z.infer<typeof CartItemParams>;

/** One cart line (spec §3): id, product_id, quantity and the product as the products API returns it. */
export const CartItem = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number(),
  Product,
  /** the product needs special transport: the order's delivery cost is set by the manager */
  special_transport: z.boolean(),
});
export type CartItem = z.infer<typeof CartItem>;

/** GET /cart, and the answer of every cart change: the whole cart after it. */
export const Cart = z.object({ CartItems: z.array(CartItem) });
export type Cart = z.infer<typeof Cart>;
