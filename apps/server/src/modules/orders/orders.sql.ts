/**
 * How orders are read: one statement gives an order with its items (as JSON), and the mappers turn a
 * row into the customer's and the admin's view of it.
 */
import {
  isDateOnly,
  OrderChannel,
  SHOP_TIME_ZONE,
  type AdminOrder,
  type Order,
} from '@shop/shared/orders/schemas';
import {
  ADMIN_ORDER_STATUS_LABELS,
  DELIVERY_METHOD_LABELS,
  DeliveryMethod,
  OrderStatus,
  PaymentMethod,
} from '@shop/shared/orders/status';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { column } from '../../db/sql.js';

const ItemRow = z.object({
  id: column.id,
  product_id: column.id.nullable(),
  /** numeric inside json_build_object arrives as a JSON number (2.5) */
  quantity: z.number(),
  price_at_purchase: z.number(),
  product_name: column.text,
  article: column.text,
  name: column.text.nullable(),
  image: column.text.nullable(),
  unit_name: column.text.nullable(),
});

export const OrderRow = z.object({
  id: column.id,
  user_id: column.id.nullable(),
  email: column.text,
  full_name: column.text,
  phone: column.text,
  delivery_method: DeliveryMethod,
  delivery_address: column.text.nullable(),
  delivery_zone: column.text.nullable(),
  delivery_cost: column.numeric.nullable(),
  payment_method: PaymentMethod,
  status: OrderStatus,
  total_amount: column.numeric,
  created_at: column.text,
  returned_at: column.text.nullable(),
  return_reason: column.text.nullable(),
  channel: OrderChannel,
  user_email: column.text.nullable(),
  items: column.json(z.array(ItemRow)),
});
export type OrderRow = z.infer<typeof OrderRow>;

/** The order's own columns of `OrderRow`, of `orders o` (a select, or an insert's `returning`). */
export const ORDER_COLUMNS = sql`o.id, o.user_id, o.email, o.full_name, o.phone, o.delivery_method,
    o.delivery_address, o.delivery_zone, o.delivery_cost, o.payment_method, o.status, o.total_amount,
    to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    to_char(o.returned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as returned_at,
    o.return_reason, o.channel`;

/** Everything an order answer needs, in one statement: the items ride along as JSON. */
export const ORDER_SELECT = sql`select ${ORDER_COLUMNS},
    u.email as user_email,
    (select coalesce(json_agg(json_build_object(
        'id', oi.id, 'product_id', oi.product_id, 'quantity', oi.quantity,
        'price_at_purchase', oi.price_at_purchase, 'product_name', oi.product_name,
        'article', oi.article, 'name', p.name, 'image', p.image, 'unit_name', coalesce(oi.unit_name, p.unit_name)) order by oi.id), '[]')
      from order_items oi left join products p on p.id = oi.product_id
      where oi.order_id = o.id) as items
  from orders o left join users u on u.id = o.user_id`;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    createdAt: row.created_at,
    total_amount: Number(row.total_amount),
    status: row.status,
    status_rus: ADMIN_ORDER_STATUS_LABELS[row.status],
    delivery_method: row.delivery_method,
    delivery_method_rus: DELIVERY_METHOD_LABELS[row.delivery_method],
    delivery_address: row.delivery_address,
    delivery_zone: row.delivery_zone,
    delivery_cost: row.delivery_cost === null ? null : Number(row.delivery_cost),
    payment_method: row.payment_method,
    full_name: row.full_name,
    phone: row.phone,
    OrderItems: row.items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      quantity: item.quantity,
      price_at_purchase: item.price_at_purchase,
      product_name: item.product_name,
      unit_name: item.unit_name?.trim() || null,
      Product: item.name === null ? null : { name: item.name.trim(), image: item.image },
    })),
    returned_at: row.returned_at,
    return_reason: row.return_reason,
    channel: row.channel,
  };
}

export function toAdminOrder(row: OrderRow): AdminOrder {
  const order = toOrder(row);
  return {
    ...order,
    OrderItems: order.OrderItems.map((item, index) => ({ ...item, article: row.items[index]!.article })),
    email: row.email,
    user_id: row.user_id,
    User: row.user_email === null ? null : { email: row.user_email },
  };
}

/** Start of a date filter (inclusive): a date means its first moment in the shop's time zone. */
export const createdFrom = (value: string) =>
  isDateOnly(value)
    ? sql`o.created_at >= ((${value}::date)::timestamp at time zone ${SHOP_TIME_ZONE})`
    : sql`o.created_at >= ${value}::timestamptz`;

/** End of a date filter (inclusive): a date means the whole day, i.e. before the next day starts. */
export const createdUntil = (value: string) =>
  isDateOnly(value)
    ? sql`o.created_at < ((${value}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`
    : sql`o.created_at <= ${value}::timestamptz`;

/** The largest order number a search takes as one (orders.id is an integer). */
const ORDER_ID_MAX = 2_147_483_647;
/** A phone search needs this many digits: fewer would match nearly every order. */
const PHONE_DIGITS_MIN = 4;

/** `like` treats % and _ as wildcards: a typed one means itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The digits to look for in a phone: as typed, and without a leading 7 or 8 (the country code or the
 * trunk prefix), so '8 920 123-45-67', '+7 920 123 45 67' and '9201234567' find the same order.
 */
export function phoneDigitVariants(digits: string): string[] {
  if (digits.length < PHONE_DIGITS_MIN) return [];
  const national = /^[78]\d{4,}$/.test(digits) ? [digits.slice(1)] : [];
  return [...new Set([digits, ...national])];
}

/**
 * The admin's search (`q` of GET /orders/all): '№123' or '#123' is an order number; digits are an order
 * number or a part of the phone (compared digit by digit, on the trigram index over the phone's digits);
 * anything with a letter is a part of the name, any case (on the trigram index over lower(full_name)).
 */
export function orderSearch(query: string): SQL {
  const numbered = /^[№#]\s*(\d+)$/.exec(query);
  if (numbered) return orderNumberIs(numbered[1]!);
  if (/\p{L}/u.test(query)) {
    return sql`lower(o.full_name) like ${`%${likeLiteral(query.toLowerCase())}%`}`;
  }
  const digits = query.replace(/\D/g, '');
  const phones = phoneDigitVariants(digits).map(
    (part) => sql`regexp_replace(o.phone, '\\D', '', 'g') like ${`%${part}%`}`,
  );
  const number = /^\d+$/.test(query) ? [orderNumberIs(digits)] : [];
  const alternatives = [...number, ...phones];
  return alternatives.length > 0 ? sql`(${sql.join(alternatives, sql` or `)})` : sql`false`;
}

function orderNumberIs(digits: string): SQL {
  const id = Number(digits);
  return id >= 1 && id <= ORDER_ID_MAX ? sql`o.id = ${id}` : sql`false`;
}
