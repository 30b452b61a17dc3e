import { kopecksToRoubles } from '@shop/shared/money';
import {
  isDateOnly,
  SHOP_TIME_ZONE,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrdersQuery,
  type CreateOrder,
  type Order,
  type OrderStatusCounts,
} from '@shop/shared/orders/schemas';
import {
  ADMIN_ORDER_STATUS_LABELS,
  DELIVERY_METHOD_LABELS,
  ORDER_STATUSES,
  canTransition,
  type DeliveryMethod,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/shared/orders/status';
import { lineTotalKopecks, pricesDiffer, unitPriceKopecks } from '@shop/shared/pricing';
import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import { TEXTS } from '@shop/shared/texts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { DISCOUNTS_OF, PRODUCT_COLUMNS, toProduct, type ProductRow } from '../catalog/products.service.js';
import { orderPlacedEmail, orderStatusEmail, shopNewOrderEmail } from './orders.emails.js';

interface OrderRow {
  id: number;
  user_id: number | null;
  email: string;
  full_name: string;
  phone: string;
  delivery_method: DeliveryMethod;
  delivery_address: string | null;
  payment_method: PaymentMethod;
  status: OrderStatus;
  total_amount: string;
  created_at: string;
  user_email: string | null;
  items: ItemJson[] | string;
}

interface ItemJson {
  id: number;
  product_id: number | null;
  quantity: number;
  price_at_purchase: number | string;
  product_name: string;
  name: string | null;
  image: string | null;
}

type PricedProductRow = ProductRow & { published: boolean; external_id: string | null };

/** Everything an order answer needs, in one statement: the items ride along as JSON. */
const ORDER_SELECT = sql`select o.id, o.user_id, o.email, o.full_name, o.phone, o.delivery_method,
    o.delivery_address, o.payment_method, o.status, o.total_amount,
    to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    u.email as user_email,
    (select coalesce(json_agg(json_build_object(
        'id', oi.id, 'product_id', oi.product_id, 'quantity', oi.quantity,
        'price_at_purchase', oi.price_at_purchase, 'product_name', oi.product_name,
        'name', p.name, 'image', p.image) order by oi.id), '[]')
      from order_items oi left join products p on p.id = oi.product_id
      where oi.order_id = o.id) as items
  from orders o left join users u on u.id = o.user_id`;

function toOrder(row: OrderRow): Order {
  const items = typeof row.items === 'string' ? (JSON.parse(row.items) as ItemJson[]) : row.items;
  return {
    id: row.id,
    createdAt: row.created_at,
    total_amount: Number(row.total_amount),
    status: row.status,
    status_rus: ADMIN_ORDER_STATUS_LABELS[row.status],
    delivery_method: row.delivery_method,
    delivery_method_rus: DELIVERY_METHOD_LABELS[row.delivery_method],
    delivery_address: row.delivery_address,
    payment_method: row.payment_method,
    full_name: row.full_name,
    phone: row.phone,
    OrderItems: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      quantity: item.quantity,
      price_at_purchase: Number(item.price_at_purchase),
      product_name: item.product_name,
      Product: item.name === null ? null : { name: item.name.trim(), image: item.image },
    })),
  };
}

function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    ...toOrder(row),
    email: row.email,
    user_id: row.user_id,
    User: row.user_email === null ? null : { email: row.user_email },
  };
}

/** Kopecks as the text of a numeric(12,2) column. */
const numeric = (kopecks: number) => kopecksToRoubles(kopecks).toFixed(2);

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Start of the filter (inclusive): a date means its first moment in the shop's time zone. */
const fromBound = (value: string) =>
  isDateOnly(value)
    ? sql`(${value}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`
    : sql`${value}::timestamptz`;

/** End of the filter (inclusive): a date means the whole day, i.e. before the next day starts. */
const toBound = (value: string) =>
  isDateOnly(value)
    ? sql`o.created_at < ((${value}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`
    : sql`o.created_at <= ${value}::timestamptz`;

export interface OrdersServiceOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** SHOP_EMAIL: the shop's inbox for new orders; none → no shop notice. */
  shopEmail: string | undefined;
}

/** A new or found order and the id of its customer (what a realtime relay needs to pick the room). */
export interface PlacedOrder {
  order: Order;
  userId: number;
  /** false when an earlier submit with the same idempotency key already created it */
  created: boolean;
  /** the stock left of each ordered product (empty when nothing was created): for `stock_updated` */
  stock: StockChange[];
}

export interface StockChange {
  productId: number;
  newStock: number;
}

export interface ChangedOrder {
  order: AdminOrder;
  userId: number | null;
  previousStatus: OrderStatus;
}

/**
 * Checkout and order management (spec §3, §4, §7). Prices, totals and stock are the server's: the
 * client's prices and total are only compared with them. An order is written in one transaction that
 * decrements the stock with guarded updates, so stock never goes negative and a refused order leaves
 * nothing behind. E-mails go out after the commit and never fail the order.
 */
export function createOrdersService({ db, mailer, log, shopEmail }: OrdersServiceOptions) {
  async function findOrders(where: SQL, tail: SQL = sql``): Promise<OrderRow[]> {
    return queryRows<OrderRow>(db, sql`${ORDER_SELECT} where ${where} ${tail}`);
  }

  async function orderById(id: number): Promise<OrderRow | undefined> {
    return (await findOrders(sql`o.id = ${id}`))[0];
  }

  /** Sends without waiting: a slow or broken mail server never holds up or fails the answer. */
  function sendLater(message: MailMessage, what: string, orderId: number) {
    void mailer.send(message).catch((err: unknown) => {
      log.error({ err, orderId, to: message.to }, `order e-mail failed: ${what}`);
    });
  }

  /**
   * Reads the ordered products with their discounts and checks the payload against them: every product
   * on sale, every unit price and the total within 0.01 ₽ of the server's. Returns the lines to write.
   */
  async function priceLines(tx: Database, input: CreateOrder) {
    const ids = input.items.map((item) => item.product_id);
    const rows = await queryRows<PricedProductRow>(
      tx,
      sql`select ${PRODUCT_COLUMNS}, p.published, p.external_id, ${DISCOUNTS_OF(sql`p.id`)} as discounts
        from products p where p.id in (${idList(ids)})`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const unavailable = ids.filter((id) => !byId.get(id)?.published);
    if (unavailable.length > 0) {
      throw new AppError('OUT_OF_STOCK', 409, TEXTS.checkout.productsUnavailable(unavailable));
    }
    const lines = input.items.map((item) => {
      const row = byId.get(item.product_id)!;
      const product = toProduct(row);
      return {
        item,
        row,
        name: product.name,
        unitKopecks: unitPriceKopecks(product),
        lineKopecks: lineTotalKopecks(product, item.quantity),
      };
    });
    const totalKopecks = lines.reduce((sum, line) => sum + line.lineKopecks, 0);
    const priceChanged = lines.some((line) => pricesDiffer(line.item.price, line.unitKopecks));
    if (priceChanged || pricesDiffer(input.total, totalKopecks)) {
      throw new AppError('PRICES_CHANGED', 409);
    }
    return { lines, totalKopecks };
  }

  /**
   * Guarded decrements in product-id order (the same lock order in every transaction, so two
   * checkouts of the same products never deadlock). Refuses with the names of every short item;
   * otherwise answers the stock left of each product.
   */
  async function takeStock(
    tx: Database,
    lines: Awaited<ReturnType<typeof priceLines>>['lines'],
  ): Promise<StockChange[]> {
    const short: { name: string; index: number; productId: number }[] = [];
    const taken: StockChange[] = [];
    const sorted = lines
      .map((line, index) => ({ ...line, index }))
      .sort((a, b) => a.item.product_id - b.item.product_id);
    for (const line of sorted) {
      const { product_id: id, quantity } = line.item;
      const [updated] = await queryRows<{ stock_quantity: number }>(
        tx,
        sql`update products set stock_quantity = stock_quantity - ${quantity},
            order_count = order_count + ${quantity}
          where id = ${id} and published and stock_quantity >= ${quantity} returning stock_quantity`,
      );
      if (updated) taken.push({ productId: id, newStock: updated.stock_quantity });
      else short.push({ name: line.name, index: line.index, productId: id });
    }
    if (short.length === 0) return taken;
    const stock = await queryRows<{ id: number; stock_quantity: number }>(
      tx,
      sql`select id, stock_quantity from products where id in (${idList(short.map((s) => s.productId))})`,
    );
    const available = new Map(stock.map((row) => [row.id, Math.max(row.stock_quantity, 0)]));
    short.sort((a, b) => a.index - b.index);
    const texts = short.map((s) => TEXTS.checkout.itemStock(s.name, available.get(s.productId) ?? 0));
    throw new AppError(
      'OUT_OF_STOCK',
      409,
      TEXTS.checkout.notEnoughStock(texts),
      Object.fromEntries(short.map((s, i) => [`items.${s.index}.quantity`, texts[i]!])),
    );
  }

  async function findByKey(userId: number, key: string): Promise<Order | undefined> {
    const [row] = await findOrders(sql`o.user_id = ${userId} and o.idempotency_key = ${key}`);
    return row && toOrder(row);
  }

  return {
    /**
     * Places an order for the signed-in user. With an idempotency key, a repeat (also a concurrent one)
     * returns the order the first submit created, and changes nothing.
     */
    async create(userId: number, input: CreateOrder, idempotencyKey?: string): Promise<PlacedOrder> {
      const key = idempotencyKey ?? null;
      if (key) {
        const existing = await findByKey(userId, key);
        if (existing) return { order: existing, userId, created: false, stock: [] };
      }
      const deliveryAddress = input.delivery_method === 'PICKUP' ? SHOP_PROFILE.pickupAddress : input.address;

      const placed = await db.transaction(async (tx) => {
        const { lines, totalKopecks } = await priceLines(tx, input);
        const [inserted] = await queryRows<{ id: number }>(
          tx,
          sql`insert into orders (user_id, email, full_name, phone, delivery_method, delivery_address,
              payment_method, total_amount, idempotency_key)
            values (${userId}, ${input.email}, ${input.full_name}, ${input.phone}, ${input.delivery_method},
              ${deliveryAddress}, ${input.payment_method}, ${numeric(totalKopecks)}, ${key})
            on conflict (user_id, idempotency_key) do nothing
            returning id`,
        );
        // a concurrent submit with the same key committed first: nothing was written here
        if (!inserted) return undefined;
        const stock = await takeStock(tx, lines);
        await tx.execute(sql`insert into order_items
            (order_id, product_id, product_name, article, external_id, quantity, price_at_purchase)
          values ${sql.join(
            lines.map(
              ({ item, row, name, unitKopecks }) =>
                sql`(${inserted.id}, ${item.product_id}, ${name}, ${row.article.trim()}, ${row.external_id},
                  ${item.quantity}, ${numeric(unitKopecks)})`,
            ),
            sql`, `,
          )}`);
        await tx.execute(
          sql`delete from cart_items where cart_id in (select id from carts where user_id = ${userId})`,
        );
        return { orderId: inserted.id, stock };
      });

      if (placed === undefined) {
        const existing = await findByKey(userId, key!);
        if (!existing) throw new AppError('CONFLICT', 409);
        return { order: existing, userId, created: false, stock: [] };
      }
      const row = (await orderById(placed.orderId))!;
      const order = toAdminOrder(row);
      sendLater(orderPlacedEmail(order), 'placed', order.id);
      if (shopEmail) sendLater(shopNewOrderEmail(shopEmail, order), 'shop notice', order.id);
      return { order: toOrder(row), userId, created: true, stock: placed.stock };
    },

    /** The user's own orders, newest first. */
    async listOwn(userId: number): Promise<Order[]> {
      const rows = await findOrders(sql`o.user_id = ${userId}`, sql`order by o.created_at desc, o.id desc`);
      return rows.map(toOrder);
    },

    /** A page of all orders for the admin, with the total and the per-status counts for the tabs. */
    async listAll(query: AdminOrdersQuery): Promise<AdminOrderPage> {
      const dates: SQL[] = [sql`true`];
      if (query.startDate) dates.push(sql`o.created_at >= ${fromBound(query.startDate)}`);
      if (query.endDate) dates.push(toBound(query.endDate));
      const dateFilter = sql.join(dates, sql` and `);
      const filter = query.status ? sql`${dateFilter} and o.status = ${query.status}` : dateFilter;
      const [rows, countRows] = await Promise.all([
        findOrders(
          filter,
          sql`order by o.created_at desc, o.id desc limit ${query.limit} offset ${query.offset}`,
        ),
        queryRows<{ status: OrderStatus; n: string | number }>(
          db,
          sql`select o.status, count(*) as n from orders o where ${dateFilter} group by o.status`,
        ),
      ]);
      const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderStatusCounts;
      for (const row of countRows) counts[row.status] = Number(row.n);
      const total = query.status
        ? counts[query.status]
        : ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0);
      return { orders: rows.map(toAdminOrder), total, counts };
    },

    /** Any status from any status (spec §4); the customer gets an e-mail when it really changes. */
    async setStatus(orderId: number, status: OrderStatus): Promise<ChangedOrder> {
      const previousStatus = await db.transaction(async (tx) => {
        const [row] = await queryRows<{ status: OrderStatus }>(
          tx,
          sql`select status from orders where id = ${orderId} for update`,
        );
        if (!row) throw AppError.notFound('ORDER_NOT_FOUND');
        if (!canTransition(row.status, status)) throw AppError.conflict(TEXTS.adminOrders.statusUpdateFailed);
        await tx.execute(sql`update orders set status = ${status}, updated_at = now() where id = ${orderId}`);
        return row.status;
      });
      const order = toAdminOrder((await orderById(orderId))!);
      if (previousStatus !== status) sendLater(orderStatusEmail(order), 'status', order.id);
      return { order, userId: order.user_id, previousStatus };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
