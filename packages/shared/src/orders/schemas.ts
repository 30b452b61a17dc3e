import { z } from 'zod';
import { AddCartItemInput, CartQuantity } from '../cart/schemas.js';
import { addQuantities } from '../catalog/quantity.js';
import { ProductIdParams } from '../catalog/schemas.js';
import { ADMIN_ORDERS_PAGE_SIZE, ORDER_LINES_MAX } from '../constants.js';
import { OFFSET_MAX } from '../ids.js';
import { TEXTS } from '../texts.js';
import { CheckoutForm, hasNoControlCharacters } from '../validation.js';
import { DeliveryMethod, OrderStatus, PaymentMethod } from './status.js';
import { QUICK_ORDER_TEXTS } from './texts.js';

const C = TEXTS.checkout;
const A = TEXTS.adminOrders;

/** Longest `Idempotency-Key` header accepted on POST /orders. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** Largest total or unit price a payload may carry: far above any real order, below numeric(12,2). */
const MONEY_MAX = 1_000_000_000;

const money = z
  .number({ error: C.invalidAmount })
  .min(0, { error: C.invalidAmount })
  .max(MONEY_MAX, { error: C.invalidAmount });

/** One line of the order payload: `price` is the unit price after discount the customer saw. */
export const OrderLineInput = z.strictObject({
  product_id: AddCartItemInput.shape.product_id,
  quantity: CartQuantity,
  price: money,
});
export type OrderLineInput = z.infer<typeof OrderLineInput>;

/**
 * POST /orders (spec §3 "Order creation payload"): the checkout form's fields and rules, the total and
 * the lines. Each product appears once; at most ORDER_LINES_MAX lines. The server recomputes every
 * price; `price` and `total` only tell it what the customer saw.
 */
export const CreateOrderInput = CheckoutForm.safeExtend({
  total: money,
  items: z
    .array(OrderLineInput, { error: C.emptyCart })
    .min(1, { error: C.emptyCart })
    .max(ORDER_LINES_MAX, { error: C.tooManyLines(ORDER_LINES_MAX) })
    .refine((items) => new Set(items.map((item) => item.product_id)).size === items.length, {
      error: C.duplicateLines,
    }),
});
/** What the client sends. */
export type CreateOrderInput = z.input<typeof CreateOrderInput>;
/** What the server works with after validation: trimmed, `address` null when not given. */
export type CreateOrder = z.output<typeof CreateOrderInput>;

/** Most lines one order by phone may hold. */
export const QUICK_ORDER_LINES_MAX = 50;

/** One line of an order by phone: a product and how many; the server prices it. */
export const QuickOrderLineInput = z.object({
  product_id: AddCartItemInput.shape.product_id,
  quantity: CartQuantity,
});

/** The fields of the order-by-phone dialog: the checkout's name, phone and consent rules. */
export const QuickOrderForm = z.object({
  full_name: CheckoutForm.shape.full_name,
  phone: CheckoutForm.shape.phone,
  consent: CheckoutForm.shape.consent,
});
export type QuickOrderForm = z.infer<typeof QuickOrderForm>;

/**
 * POST /orders/quick: the one-step order by phone ("Купить в 1 клик"), for a guest or a customer. The
 * name, phone and consent follow the checkout's rules and messages; lines of the same product are
 * merged. Prices are the server's: anything else a client sends (a price, a total) is dropped.
 */
export const QuickOrderInput = QuickOrderForm.extend({
  items: z
    .array(QuickOrderLineInput, { error: C.emptyCart })
    .min(1, { error: C.emptyCart })
    .max(QUICK_ORDER_LINES_MAX, { error: QUICK_ORDER_TEXTS.tooManyLines(QUICK_ORDER_LINES_MAX) })
    .transform(mergeLines),
});
/** What the client sends. */
export type QuickOrderInput = z.input<typeof QuickOrderInput>;
/** What the server works with: trimmed, one line per product. */
export type QuickOrder = z.output<typeof QuickOrderInput>;

/** One line per product, quantities added up (as decimals: 0.1 + 0.2 m is 0.3 m), in the order the products first appear. */
function mergeLines(lines: ReadonlyArray<{ product_id: number; quantity: number }>) {
  const merged = new Map<number, number>();
  for (const line of lines) {
    merged.set(line.product_id, addQuantities(merged.get(line.product_id) ?? 0, line.quantity));
  }
  return [...merged].map(([product_id, quantity]) => ({ product_id, quantity }));
}

/** Where an order came from: the cart's checkout, or the one-step order by phone. */
export const OrderChannel = z.enum(['cart', 'phone']);
export type OrderChannel = z.infer<typeof OrderChannel>;

/** PUT /orders/:id/delivery-cost (admin): the delivery cost the manager agreed with the customer. */
export const UpdateDeliveryCostInput = z.strictObject({
  delivery_cost: money,
});
export type UpdateDeliveryCostInput = z.infer<typeof UpdateDeliveryCostInput>;

/** The optional `Idempotency-Key` header: the web client sends one per checkout attempt. */
export const IdempotencyKey = z
  .string()
  .trim()
  .min(1, { error: C.invalidIdempotencyKey })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: C.invalidIdempotencyKey })
  .refine(hasNoControlCharacters, { error: C.invalidIdempotencyKey });

/** An order item (spec §3); `Product` is null once the product was deleted ('Товар удален'). */
export const OrderItem = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  /** up to three decimals: 2.5 (m) */
  quantity: z.number(),
  price_at_purchase: z.number(),
  /** the product's unit ('м', 'шт'); null when it has none or was deleted */
  unit_name: z.string().nullable(),
  /** the name at purchase, kept when the product is gone */
  product_name: z.string(),
  Product: z.object({ name: z.string(), image: z.string().nullable() }).nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** An order as its customer sees it (spec §3, customer side). */
export const Order = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  total_amount: z.number(),
  status: OrderStatus,
  status_rus: z.string(),
  delivery_method: DeliveryMethod,
  delivery_method_rus: z.string(),
  /** the customer's address, or the shop's pickup address for PICKUP */
  delivery_address: z.string().nullable(),
  /** the delivery zone's name at checkout; null for PICKUP */
  delivery_zone: z.string().nullable(),
  /**
   * what delivery costs in roubles (0 = free), computed by the server; null for PICKUP and while the
   * manager confirms it ('рассчитает менеджер'). `total_amount` stays the sum of the lines.
   */
  delivery_cost: z.number().nullable(),
  payment_method: PaymentMethod,
  full_name: z.string(),
  phone: z.string(),
  OrderItems: z.array(OrderItem),
  /** a COMPLETED order whose goods came back: when (ISO), and why in staff's words; else null */
  returned_at: z.string().nullable(),
  return_reason: z.string().nullable(),
  /** 'phone': placed in one step by phone; its delivery and payment are placeholders the manager agrees */
  channel: OrderChannel,
});
export type Order = z.infer<typeof Order>;

export const OrderList = z.array(Order);
export type OrderList = z.infer<typeof OrderList>;

/** An order line as staff read it out: also the article at purchase ('' when it had none). */
export const AdminOrderItem = OrderItem.extend({ article: z.string() });
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

/** An order in the admin list: also the e-mail given at checkout and the account's e-mail. */
export const AdminOrder = Order.extend({
  OrderItems: z.array(AdminOrderItem),
  email: z.string(),
  user_id: z.number().int().nullable(),
  User: z.object({ email: z.string() }).nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** Orders per status for the admin tabs, under the same date filters as the list. */
export const OrderStatusCounts = z.object({
  NEW: z.number().int(),
  PROCESSING: z.number().int(),
  READY: z.number().int(),
  DELIVERING: z.number().int(),
  COMPLETED: z.number().int(),
  CANCELLED: z.number().int(),
});
export type OrderStatusCounts = z.infer<typeof OrderStatusCounts>;

/** GET /orders/all. */
export const AdminOrderPage = z.object({
  orders: z.array(AdminOrder),
  total: z.number().int(),
  counts: OrderStatusCounts,
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** The shop's clock (Voronezh oblast, Moscow time): the days of the date filters, dates in e-mails. */
export const SHOP_TIME_ZONE = 'Europe/Moscow';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Years a filter date may name: the shop's orders are all in between, and the database takes them. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;
/** The widest UTC offsets in use (UTC−12 to UTC+14); PostgreSQL refuses some wider ones. */
const OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/;
const MAX_OFFSET_MINUTES = 14 * 60;

const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

function isFilterDate(value: string): boolean {
  if (!yearInRange(value)) return false;
  if (DATE_ONLY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }
  if (!z.iso.datetime({ offset: true }).safeParse(value).success) return false;
  const offset = OFFSET.exec(value);
  if (!offset?.[1]) return offset !== null;
  return Number(offset[2]) * 60 + Number(offset[3]) <= MAX_OFFSET_MINUTES && Number(offset[3]) < 60;
}

/**
 * A filter date: 'YYYY-MM-DD' (a date input, a whole day in the shop's time zone) or an ISO date-time
 * with an offset, years 2000 to 2999. Anything else, a date that does not exist (2026-02-30) or an
 * offset past ±14:00, is refused.
 */
export const OrderFilterDate = z.string().trim().refine(isFilterDate, { error: A.invalidDate });

export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
}

/** An empty query value ('status=' from a cleared select) means "not given". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Longest admin order search (`q` of GET /orders/all). */
export const ADMIN_ORDER_QUERY_MAX_LENGTH = 100;

/**
 * GET /orders/all: page (limit 10 by default), status, start and end dates (both inclusive), and `q`:
 * an order number ('123', '№123'), a phone in any format or its last digits, or a part of the name.
 */
export const AdminOrdersQuery = z.strictObject({
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(ADMIN_ORDER_QUERY_MAX_LENGTH, { error: TEXTS.search.queryTooLong(ADMIN_ORDER_QUERY_MAX_LENGTH) })
      .optional(),
  ),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_ORDERS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(OFFSET_MAX).default(0),
  status: z.preprocess(blankToUndefined, OrderStatus.optional()),
  startDate: z.preprocess(blankToUndefined, OrderFilterDate.optional()),
  endDate: z.preprocess(blankToUndefined, OrderFilterDate.optional()),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/** PUT /orders/:id/status. */
export const UpdateOrderStatusInput = z.strictObject({
  status: z.enum(OrderStatus.options, { error: A.unknownStatus }),
});
export type UpdateOrderStatusInput = z.infer<typeof UpdateOrderStatusInput>;

/** POST /orders/:id/return: the goods of a COMPLETED order came back (admin). */
export const ReturnOrderInput = z.strictObject({
  reason: z
    .string({ error: A.returnReasonRequired })
    .trim()
    .min(1, { error: A.returnReasonRequired })
    .max(500, { error: A.returnReasonLong })
    .refine(hasNoControlCharacters, { error: TEXTS.validation.controlCharacters }),
});
export type ReturnOrderInput = z.infer<typeof ReturnOrderInput>;

export const OrderIdParams = ProductIdParams;

/** POST /orders/:id/cancel: the customer cancels their own NEW order (no body). */
export const CancelOrderParams = OrderIdParams;
export type OrderIdParams = z.infer<typeof OrderIdParams>;
