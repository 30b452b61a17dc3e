import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/index.js';
import { products } from '../catalog/index.js';
import { personalDataConsents } from '../privacy/index.js';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    deliveryAddress: text('delivery_address'),
    paymentMethod: text('payment_method').notNull(),
    /** The delivery zone's name at checkout (null for PICKUP); the zone may be renamed or deleted later. */
    deliveryZone: text('delivery_zone'),
    /**
     * What delivery costs, computed by the server (0 when free); null for PICKUP and while the manager
     * confirms it (special transport). `total_amount` stays the sum of the lines.
     */
    deliveryCost: numeric('delivery_cost', { precision: 12, scale: 2 }),
    status: text('status').notNull().default('NEW'),
    /** How it was placed: `cart` (checkout) or `phone` (one step, name and phone; the shop calls back). */
    channel: text('channel').notNull().default('cart'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    /** Client-generated key of the checkout attempt: a repeated submit returns the first order. */
    idempotencyKey: text('idempotency_key'),
    /** Set when 1C confirmed it received the order (type=sale, mode=success). */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    /**
     * A COMPLETED order stays COMPLETED; goods that came back after it are recorded as its return
     * (when, and why in staff's words), and went back to the stock then.
     */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnReason: text('return_reason'),
    /**
     * the consent to the processing of personal data given with the checkout
     * (null: an order placed before consents were kept)
     */
    consentId: integer('consent_id').references(() => personalDataConsents.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    // The admin search by phone (any part of its digits) and by name, fast at 100,000 orders.
    index('orders_phone_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(${t.phone}, '\\D', '', 'g') gin_trgm_ops`,
    ),
    index('orders_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    check(
      'orders_status_check',
      sql`${t.status} in ('NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED')`,
    ),
    check('orders_delivery_method_check', sql`${t.deliveryMethod} in ('DELIVERY', 'PICKUP')`),
    check('orders_channel_check', sql`${t.channel} in ('cart', 'phone')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('CASH_ON_DELIVERY', 'CARD')`),
    check('orders_total_nonnegative', sql`${t.totalAmount} >= 0`),
    check('orders_delivery_cost_nonnegative', sql`${t.deliveryCost} >= 0`),
    check(
      'orders_return_completed',
      sql`${t.returnedAt} is null or (${t.status} = 'COMPLETED' and ${t.returnReason} is not null)`,
    ),
  ],
);

/** Items keep the name and price at purchase: order history stays readable after a product is deleted. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    article: text('article').notNull().default(''),
    externalId: text('external_id'),
    /** up to three decimals: 2.5 m, 12.4 m² (issue 27) */
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** the product's unit when it was bought ('м', 'шт'); null when unknown (orders before issue 27: read the product's) */
    unitName: text('unit_name'),
    priceAtPurchase: numeric('price_at_purchase', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_nonnegative', sql`${t.priceAtPurchase} >= 0`),
  ],
);
