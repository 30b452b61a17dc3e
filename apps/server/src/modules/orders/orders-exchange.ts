/**
 * The orders as the 1C exchange sees them (commerceml.md §8.2): what `query` sends (every order 1C has
 * not confirmed, with its lines' 1C Ид and units) and the `exported_at` mark `success` sets. Dates and
 * times are the shop's local ones, as 1C shows them. An order by phone (`channel` 'phone') goes like any
 * other; its comment says it is one.
 */
import { SHOP_TIME_ZONE } from '@shop/shared/orders/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRows } from '../../db/sql.js';
import { OrderRow } from './orders.sql.js';

const ExchangeItemRow = z.object({
  id: column.id,
  product_id: column.id.nullable(),
  product_name: column.text,
  article: column.text,
  external_id: column.text.nullable(),
  /** numeric inside json_build_object arrives as a JSON number (2.5) */
  quantity: z.number(),
  /** sent as text: a numeric inside json_build_object would arrive as a JSON number */
  price: column.text,
  unit_code: column.text.nullable(),
  unit_name: column.text.nullable(),
});
export type ExchangeOrderItem = z.infer<typeof ExchangeItemRow>;

/** The order's own columns as the shop's answers read them, and what the exchange's document adds. */
const ExchangeOrderRow = OrderRow.pick({
  id: true,
  user_id: true,
  email: true,
  full_name: true,
  phone: true,
  delivery_method: true,
  delivery_address: true,
  delivery_zone: true,
  delivery_cost: true,
  payment_method: true,
  status: true,
  total_amount: true,
  channel: true,
}).extend({
  /** 'YYYY-MM-DD' in the shop's time zone */
  created_date: column.text,
  /** 'HH:MM:SS' in the shop's time zone */
  created_time: column.text,
  /** 'YYYY-MM-DD HH:MM:SS' in the shop's time zone: the last change of the order (its status) */
  updated_at: column.text,
  items: column.json(z.array(ExchangeItemRow)),
});
export type ExchangeOrder = z.infer<typeof ExchangeOrderRow>;

const EXCHANGE_ORDER_SELECT = sql`select o.id, o.user_id, o.email, o.full_name, o.phone, o.delivery_method,
    o.delivery_address, o.delivery_zone, o.delivery_cost, o.payment_method, o.status, o.total_amount, o.channel,
    to_char(o.created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as created_date,
    to_char(o.created_at at time zone ${SHOP_TIME_ZONE}, 'HH24:MI:SS') as created_time,
    to_char(o.updated_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as updated_at,
    (select coalesce(json_agg(json_build_object(
        'id', oi.id, 'product_id', oi.product_id, 'product_name', oi.product_name, 'article', oi.article,
        'external_id', oi.external_id, 'quantity', oi.quantity, 'price', oi.price_at_purchase::text,
        'unit_code', p.unit_code, 'unit_name', coalesce(oi.unit_name, p.unit_name)) order by oi.id), '[]')
      from order_items oi left join products p on p.id = oi.product_id
      where oi.order_id = o.id) as items
  from orders o`;

async function exchangeOrders(db: Database, where: SQL): Promise<ExchangeOrder[]> {
  return queryRows(db, sql`${EXCHANGE_ORDER_SELECT} where ${where} order by o.id`, ExchangeOrderRow);
}

/** Every order 1C has not confirmed receiving (`exported_at` unset), oldest first. */
export function unexportedOrders(db: Database): Promise<ExchangeOrder[]> {
  return exchangeOrders(db, sql`o.exported_at is null`);
}

/** The orders with these ids (those that exist), oldest first. */
export function exchangeOrdersById(db: Database, ids: readonly number[]): Promise<ExchangeOrder[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return exchangeOrders(db, sql`o.id = any(${intArray(ids)})`);
}

/** Marks the orders 1C confirmed (`success`); an order already marked keeps its first mark. */
export async function markOrdersExported(db: Database, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = (await db.execute(
    sql`update orders set exported_at = now() where id = any(${intArray(ids)}) and exported_at is null
      returning id`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}
