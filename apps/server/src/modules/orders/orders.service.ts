import { deliveryCost } from '@shop/shared/delivery/cost';
import { ORDER_DELIVERY_TEXTS } from '@shop/shared/delivery/order-delivery';
import type { TransportLimits } from '@shop/shared/delivery/transport';
import { formatKopecks, kopecksToDecimalText, toKopecks } from '@shop/shared/money';
import type {
  AdminOrder,
  AdminOrderPage,
  AdminOrdersQuery,
  CreateOrder,
  Order,
  OrderStatusCounts,
  QuickOrder,
} from '@shop/shared/orders/schemas';
import { OrderChannel } from '@shop/shared/orders/schemas';
import {
  canTransition,
  CUSTOMER_CANCELLABLE_STATUS,
  RETURNABLE_ORDER_STATUS,
  DeliveryMethod,
  ORDER_STATUSES,
  OrderStatus,
  PaymentMethod,
} from '@shop/shared/orders/status';
import type { ShopPublic } from '@shop/shared/shop/settings';
import { TEXTS } from '@shop/shared/texts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, queryRow, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import type { EventPublisher } from '../../lib/events.js';
import type { MailMessage } from '../../lib/mailer.js';
import type { CartService } from '../cart/index.js';
import type { DeliveryService } from '../delivery/index.js';
import type { Stock, StockChange } from '../catalog/index.js';
import type { Actor, HistoryService } from '../history/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { RecordConsent } from '../privacy/index.js';
import { diff } from '../../lib/changes.js';
import { notEnoughStock, priceLines, priceOrder, type PricedLine, type PricedOrder } from './checkout.js';
import { quickOrderDraft, type QuickOrderCustomer } from './quick-order.js';
import {
  exchangeOrdersById,
  markOrdersExported,
  unexportedOrders,
  type ExchangeOrder,
} from './orders-exchange.js';
import {
  deliveryCostEmail,
  orderPlacedEmail,
  orderStatusEmail,
  shopNewOrderEmail,
  type ShopSignature,
} from './orders.emails.js';
import {
  orderCancelledTelegram,
  orderCreatedTelegram,
  orderKey,
  type CancelledBy,
  type OrderNotice,
} from './orders.notices.js';
import {
  createdFrom,
  createdUntil,
  ORDER_COLUMNS,
  ORDER_SELECT,
  orderSearch,
  OrderRow,
  toAdminOrder,
  toOrder,
} from './orders.sql.js';

export interface OrdersServiceDeps {
  db: Database;
  stock: Pick<Stock, 'takeStock' | 'returnStock'>;
  /** order status changes are recorded in the change history */
  history: Pick<HistoryService, 'record'>;
  cart: Pick<CartService, 'clear'>;
  /** a delivered order's zone terms, read in the checkout's transaction */
  delivery: Pick<DeliveryService, 'zoneTerms'>;
  events: EventPublisher;
  /** the checkout's consent to the processing of personal data, stored with the order */
  recordConsent: RecordConsent;
  /** new and cancelled orders go to the shop's Telegram chat, from the outbox */
  notifications: Pick<NotificationsService, 'enqueueToShop' | 'enqueueEmails' | 'wake'>;
  /** SHOP_EMAIL: the shop's inbox for new orders; none → no shop notice. */
  shopEmail: string | undefined;
  /** PUBLIC_URL: messages link to the admin pages when it is known */
  publicUrl: string | undefined;
  /** NEW_ORDERS_PER_CUSTOMER: orders one customer may have waiting in NEW */
  newOrdersPerCustomer: number;
  /** the shop's settings as saved now: the pickup address of an order, the e-mails' signature */
  shopSettings: () => Promise<Pick<ShopPublic, 'pickupAddress'> & ShopSignature>;
  /** The shop's special-transport limits (heavy goods, long items), read in the order's transaction. */
  transportLimits: (tx: Database) => Promise<TransportLimits>;
}

/** A new or found order; `created` is false when an earlier submit with the same key made it. */
export interface PlacedOrder {
  order: Order;
  created: boolean;
}

/** A product of the user's COMPLETED orders, with its latest completion. */
export interface Purchase {
  productId: number;
  completedAt: string;
}

const IdRow = z.object({ id: column.id });
const CountRow = z.object({ status: OrderStatus, n: column.int });
const PurchaseRow = z.object({ product_id: column.id, completed_at: column.text });
const OwnedStatusRow = z.object({
  status: OrderStatus,
  user_id: column.id.nullable(),
  total_amount: column.numeric,
  full_name: column.text,
  phone: column.text,
  delivery_method: DeliveryMethod,
  delivery_address: column.text.nullable(),
  delivery_zone: column.text.nullable(),
  delivery_cost: column.numeric.nullable(),
  payment_method: PaymentMethod,
  item_count: column.int,
  channel: OrderChannel,
});
type OwnedStatus = z.infer<typeof OwnedStatusRow>;
const ReturnStateRow = z.object({ status: OrderStatus, returned: column.bool });
const DeliveryStateRow = z.object({
  status: OrderStatus,
  delivery_method: DeliveryMethod,
  delivery_cost: column.numeric.nullable(),
});

/** A delivered order's zone and cost as the orders table keeps them ('300.00'; null: the manager's). */
interface OrderDelivery {
  zone: string | null;
  cost: string | null;
}

/**
 * What an order writes, however it was placed (the cart's checkout, the order by phone): who and how,
 * the priced lines, and the address its consent was given from.
 */
export interface OrderDraft {
  userId: number | null;
  /** the contact e-mail: the checkout's, the customer's account's, or '' for a guest's order by phone */
  email: string;
  fullName: string;
  phone: string;
  deliveryMethod: DeliveryMethod;
  deliveryAddress: string | null;
  delivery: OrderDelivery;
  paymentMethod: PaymentMethod;
  channel: OrderChannel;
  idempotencyKey: string | null;
  priced: PricedOrder;
  consentAddress: string;
}

/** A written order and the stock it took, announced after the commit. */
interface WrittenOrder {
  row: OrderRow;
  stock: StockChange[];
}

/** A concurrent submit with the same idempotency key placed the order first. */
class DuplicateSubmit extends Error {}

/** An inserted order as ORDER_SELECT gives it, without the items (added from the lines written). */
const InsertedOrderRow = OrderRow.omit({ items: true });

/** Why an order cannot move from its final status. */
const finalStatusReason = (from: OrderStatus) =>
  from === 'COMPLETED'
    ? TEXTS.adminOrders.completedIsFinal
    : from === 'CANCELLED'
      ? TEXTS.adminOrders.cancelledIsFinal
      : TEXTS.adminOrders.statusUpdateFailed;

/** Why the customer may not cancel an order in this status (only a NEW one). */
const notCancellableReason = (status: OrderStatus) =>
  status === 'CANCELLED'
    ? TEXTS.orders.alreadyCancelled
    : status === 'COMPLETED'
      ? TEXTS.orders.completedNotCancellable
      : TEXTS.orders.notCancellable;

/** numeric(12,3) arrives as text ('2.500') */
const LineRow = z.object({ product_id: column.id, quantity: column.numeric.transform(Number) });
const CountOnlyRow = z.object({ n: column.int });

/**
 * Checkout and order management (spec §3, §4, §7). Prices, totals and stock are the server's: the
 * client's prices and total are only compared with them. An order is written in one transaction with
 * the stock taken (through the catalog's stock), the cart emptied (through the cart), the checkout's
 * consent, the message to the shop's Telegram chat and the order's e-mails (through the notifications
 * outbox), so a refused order leaves nothing behind and a placed one is never left unannounced. After
 * the commit it publishes `orderUpdate` and `stockUpdated`.
 */
export function createOrdersService({
  db,
  stock,
  history,
  cart,
  delivery,
  events,
  recordConsent,
  notifications,
  shopEmail,
  publicUrl,
  newOrdersPerCustomer,
  shopSettings,
  transportLimits,
}: OrdersServiceDeps) {
  async function findOrders(where: SQL, tail: SQL = sql``, executor: Database = db): Promise<OrderRow[]> {
    return queryRows(executor, sql`${ORDER_SELECT} where ${where} ${tail}`, OrderRow);
  }

  async function orderById(id: number, executor: Database = db): Promise<OrderRow | undefined> {
    return (await findOrders(sql`o.id = ${id}`, sql``, executor))[0];
  }

  async function findByKey(userId: number, key: string): Promise<Order | undefined> {
    const [row] = await findOrders(sql`o.user_id = ${userId} and o.idempotency_key = ${key}`);
    return row && toOrder(row);
  }

  /**
   * A customer holds at most `newOrdersPerCustomer` orders in NEW: one account cannot reserve the
   * whole stock. Checked under a per-customer lock, so parallel checkouts cannot pass it together.
   */
  async function refuseTooManyNewOrders(tx: Database, userId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop:orders:user'), ${userId})`);
    const row = await queryRow(
      tx,
      sql`select count(*) as n from orders where user_id = ${userId} and status = 'NEW'`,
      CountOnlyRow,
    );
    if ((row?.n ?? 0) >= newOrdersPerCustomer) {
      throw new AppError('TOO_MANY_OPEN_ORDERS', TEXTS.checkout.tooManyOpenOrders(newOrdersPerCustomer));
    }
  }

  /**
   * Moves an order to `status` in one transaction; a cancellation gives its goods back to the stock
   * and queues its message to the shop's chat (`by` whom) there too. `allowed` says whether the order
   * may move (ownership, the customer's rule). After the commit: `orderUpdate`, `stockUpdated` for what
   * came back, and the customer's e-mail.
   */
  async function moveOrder(
    orderId: number,
    status: OrderStatus,
    actor: Actor,
    by: CancelledBy,
    allowed: (order: OwnedStatus) => void,
  ): Promise<AdminOrder> {
    const shop = await shopSettings();
    const moved = await db.transaction(async (tx) => {
      const row = await queryRow(
        tx,
        sql`select status, user_id, total_amount, full_name, phone, delivery_method, delivery_address,
            delivery_zone, delivery_cost, payment_method, (select count(*) from order_items i where i.order_id = o.id) as item_count,
            channel
          from orders o where id = ${orderId} for update`,
        OwnedStatusRow,
      );
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      allowed(row);
      if (!canTransition(row.status, status)) throw new AppError('CONFLICT', finalStatusReason(row.status));
      await tx.execute(sql`update orders set status = ${status}, updated_at = now() where id = ${orderId}`);
      await history.record(
        {
          entity: 'order',
          entityId: orderId,
          action: 'status',
          actor,
          changes: diff({ status: row.status }, { status }),
        },
        tx,
      );
      const cancelled = status === 'CANCELLED' && row.status !== 'CANCELLED';
      const returned = cancelled ? await stock.returnStock(await orderLines(tx, orderId), tx) : [];
      if (cancelled) {
        await notifications.enqueueToShop(tx, {
          topic: 'order_cancelled',
          about: orderKey(orderId),
          telegram: orderCancelledTelegram(noticeOf(orderId, row), by, publicUrl),
        });
      }
      const order = toAdminOrder((await orderById(orderId, tx))!);
      if (row.status !== status) {
        await mailOrder(tx, order, [customerEmail(shop, order, orderStatusEmail)]);
      }
      return { order, returned };
    });
    notifications.wake();
    const { order } = moved;
    events.emit('orderUpdate', { userId: order.user_id, order, actor });
    for (const change of moved.returned) events.emit('stockUpdated', change);
    return order;
  }

  function noticeOf(orderId: number, row: OwnedStatus): OrderNotice {
    return {
      id: orderId,
      total: row.total_amount,
      fullName: row.full_name,
      phone: row.phone,
      deliveryMethod: row.delivery_method,
      deliveryAddress: row.delivery_address,
      paymentMethod: row.payment_method,
      itemCount: row.item_count,
      deliveryZone: row.delivery_zone,
      deliveryCost: row.delivery_cost,
      channel: row.channel,
    };
  }

  /**
   * What delivery of goods worth `goodsKopecks` costs into the order's zone, by the shared rule: the
   * zone's price, free from its threshold, the manager's when a product needs special transport; goods
   * below the zone's minimum order are refused (400 naming `delivery_zone_id`). Nothing for a pickup.
   */
  async function deliveryOf(
    tx: Database,
    input: CreateOrder,
    goodsKopecks: number,
    needsSpecialTransport: boolean,
  ): Promise<OrderDelivery> {
    if (input.delivery_method !== 'DELIVERY') return { zone: null, cost: null };
    const zone = await delivery.zoneTerms(input.delivery_zone_id ?? 0, tx);
    const cost = deliveryCost(zone, goodsKopecks, needsSpecialTransport);
    if (cost.kind === 'belowMinimum') {
      const message = ORDER_DELIVERY_TEXTS.belowMinimum(zone.name, formatKopecks(cost.minOrderKopecks));
      throw new AppError('VALIDATION_FAILED', message, { delivery_zone_id: message });
    }
    return {
      zone: zone.name,
      cost: cost.costKopecks === null ? null : kopecksToDecimalText(cost.costKopecks),
    };
  }

  async function orderLines(tx: Database, orderId: number) {
    const rows = await queryRows(
      tx,
      sql`select product_id, quantity from order_items where order_id = ${orderId} and product_id is not null`,
      LineRow,
    );
    return rows.map((row) => ({ productId: row.product_id, quantity: row.quantity }));
  }

  /**
   * Order e-mails go to the account's e-mail, which its owner proved with a code: never to the
   * address typed at checkout (kept on the order as a contact).
   */
  function customerEmail(
    shop: ShopSignature,
    order: AdminOrder,
    compose: (shop: ShopSignature, to: string, order: AdminOrder) => MailMessage,
  ): MailMessage | undefined {
    return order.User ? compose(shop, order.User.email, order) : undefined;
  }

  /**
   * The order's e-mails join the outbox in the transaction that placed or changed it: they are sent
   * exactly when it commits, also by another process or after a restart, and never hold up the answer.
   */
  async function mailOrder(tx: Database, order: AdminOrder, messages: Array<MailMessage | undefined>) {
    const due = messages.filter((message): message is MailMessage => message !== undefined);
    await notifications.enqueueEmails(tx, { topic: 'order_email', about: orderKey(order.id) }, due);
  }

  /** Writes the lines and answers them as ORDER_SELECT's `items` would, in their order. */
  async function insertItems(tx: Database, orderId: number, lines: PricedLine[]): Promise<OrderRow['items']> {
    const ids = await queryRows(
      tx,
      sql`insert into order_items
          (order_id, product_id, product_name, article, external_id, quantity, unit_name, price_at_purchase)
        values ${sql.join(
          lines.map(
            (line) =>
              sql`(${orderId}, ${line.productId}, ${line.name}, ${line.article}, ${line.externalId},
                ${line.quantity}, ${line.unitName}, ${kopecksToDecimalText(line.unitKopecks)})`,
          ),
          sql`, `,
        )}
        returning id`,
      IdRow,
    );
    return lines.map((line, index) => ({
      id: ids[index]!.id,
      product_id: line.productId,
      quantity: line.quantity,
      price_at_purchase: Number(kopecksToDecimalText(line.unitKopecks)),
      product_name: line.name,
      article: line.article,
      name: line.name,
      image: line.image,
      unit_name: line.unitName,
    }));
  }

  /**
   * Writes a placed order in the caller's transaction: its consent, the order, its stock taken (409
   * naming what is short), its lines, the message to the shop's chat and the order's e-mails. When a
   * concurrent submit with the same idempotency key wrote it first, throws DuplicateSubmit: the caller
   * rolls back (the consent too) and answers the first order.
   */
  async function writeOrder(tx: Database, shop: ShopSignature, draft: OrderDraft): Promise<WrittenOrder> {
    const { lines, totalKopecks } = draft.priced;
    const consentId = await recordConsent(tx, { purpose: 'order', ip: draft.consentAddress });
    const inserted = await queryRow(
      tx,
      sql`insert into orders as o (user_id, email, full_name, phone, delivery_method, delivery_address,
          delivery_zone, delivery_cost, payment_method, total_amount, idempotency_key, channel, consent_id)
        values (${draft.userId}, ${draft.email}, ${draft.fullName}, ${draft.phone}, ${draft.deliveryMethod},
          ${draft.deliveryAddress}, ${draft.delivery.zone}, ${draft.delivery.cost}, ${draft.paymentMethod},
          ${kopecksToDecimalText(totalKopecks)}, ${draft.idempotencyKey}, ${draft.channel}, ${consentId})
        on conflict (user_id, idempotency_key) do nothing
        returning ${ORDER_COLUMNS}, (select u.email from users u where u.id = o.user_id) as user_email`,
      InsertedOrderRow,
    );
    if (!inserted) throw new DuplicateSubmit();
    const taken = await stock.takeStock(lines, tx);
    if (!taken.ok) throw notEnoughStock(lines, taken.short);
    const row: OrderRow = { ...inserted, items: await insertItems(tx, inserted.id, lines) };
    const notice: OrderNotice = {
      id: inserted.id,
      total: kopecksToDecimalText(totalKopecks),
      fullName: draft.fullName,
      phone: draft.phone,
      deliveryMethod: draft.deliveryMethod,
      deliveryAddress: draft.deliveryAddress,
      paymentMethod: draft.paymentMethod,
      itemCount: lines.length,
      deliveryZone: draft.delivery.zone,
      deliveryCost: draft.delivery.cost,
      channel: draft.channel,
    };
    const adminView = toAdminOrder(row);
    const noticeLines = adminView.OrderItems.map((item) => ({
      ...item,
      name: item.Product?.name ?? item.product_name,
    }));
    await notifications.enqueueToShop(tx, {
      topic: 'order_created',
      about: orderKey(inserted.id),
      telegram: orderCreatedTelegram(notice, noticeLines, publicUrl),
    });
    await mailOrder(tx, adminView, [
      customerEmail(shop, adminView, orderPlacedEmail),
      shopEmail ? shopNewOrderEmail(shop, shopEmail, adminView) : undefined,
    ]);
    return { row, stock: taken.changes };
  }

  /** After the commit: the outbox is woken, the customer's room and the admins hear of the order. */
  function announcePlaced(placed: WrittenOrder): Order {
    notifications.wake();
    const order = toOrder(placed.row);
    events.emit('orderUpdate', { userId: placed.row.user_id, order });
    for (const change of placed.stock) events.emit('stockUpdated', change);
    return order;
  }

  return {
    /**
     * Places an order for the signed-in user, with the checkout's consent given from `address`. With an
     * idempotency key, a repeat (also a concurrent one) returns the order the first submit created, and
     * changes nothing.
     */
    async create(
      userId: number,
      input: CreateOrder,
      address: string,
      idempotencyKey?: string,
    ): Promise<PlacedOrder> {
      const key = idempotencyKey ?? null;
      if (key) {
        const existing = await findByKey(userId, key);
        if (existing) return { order: existing, created: false };
      }
      const shop = await shopSettings();
      const deliveryAddress = input.delivery_method === 'PICKUP' ? shop.pickupAddress : input.address;

      const placeOrder = db.transaction(async (tx) => {
        await refuseTooManyNewOrders(tx, userId);
        const priced = await priceOrder(tx, input, await transportLimits(tx));
        const delivered = await deliveryOf(tx, input, priced.totalKopecks, priced.needsSpecialTransport);
        const written = await writeOrder(tx, shop, {
          userId,
          email: input.email,
          fullName: input.full_name,
          phone: input.phone,
          deliveryMethod: input.delivery_method,
          deliveryAddress,
          delivery: delivered,
          paymentMethod: input.payment_method,
          channel: 'cart',
          idempotencyKey: key,
          priced,
          consentAddress: address,
        });
        await cart.clear(userId, tx);
        return written;
      });
      const placed = await placeOrder.catch(async (error: unknown) => {
        if (!(error instanceof DuplicateSubmit)) throw error;
        return undefined;
      });

      if (placed === undefined) {
        const existing = await findByKey(userId, key!);
        if (!existing) throw new AppError('CONFLICT');
        return { order: existing, created: false };
      }
      return { order: announcePlaced(placed), created: true };
    },

    /**
     * The one-step order by phone, for a guest (`customer` undefined: no account, no e-mail) or a
     * signed-in customer (whose cart stays as it is). Priced, stocked, consented and announced like a
     * checkout; its delivery and payment are placeholders the manager agrees on the call back.
     */
    async createQuick(
      customer: QuickOrderCustomer | undefined,
      input: QuickOrder,
      address: string,
    ): Promise<Order> {
      const shop = await shopSettings();
      const placed = await db.transaction(async (tx) => {
        if (customer) await refuseTooManyNewOrders(tx, customer.id);
        const priced = await priceLines(tx, input.items, await transportLimits(tx));
        const draft = quickOrderDraft(input, customer, {
          priced,
          address,
          pickupAddress: shop.pickupAddress,
        });
        return writeOrder(tx, shop, draft);
      });
      return announcePlaced(placed);
    },

    /** The user's own orders, newest first. */
    async listOwn(userId: number): Promise<Order[]> {
      const rows = await findOrders(sql`o.user_id = ${userId}`, sql`order by o.created_at desc, o.id desc`);
      return rows.map(toOrder);
    },

    /**
     * A page of all orders for the admin, with the total and the per-status counts for the tabs; `q`
     * finds an order by its number, the customer's phone or name (`orderSearch`).
     */
    async listAll(query: AdminOrdersQuery): Promise<AdminOrderPage> {
      const dates: SQL[] = [sql`true`];
      if (query.startDate) dates.push(createdFrom(query.startDate));
      if (query.endDate) dates.push(createdUntil(query.endDate));
      if (query.q) dates.push(orderSearch(query.q));
      // the tabs count what the dates and the search leave, the list also takes the status
      const dateFilter = sql.join(dates, sql` and `);
      const filter = query.status ? sql`${dateFilter} and o.status = ${query.status}` : dateFilter;
      const [rows, countRows] = await Promise.all([
        findOrders(
          filter,
          sql`order by o.created_at desc, o.id desc limit ${query.limit} offset ${query.offset}`,
        ),
        queryRows(
          db,
          sql`select o.status, count(*) as n from orders o where ${dateFilter} group by o.status`,
          CountRow,
        ),
      ]);
      const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderStatusCounts;
      for (const row of countRows) counts[row.status] = row.n;
      const total = query.status
        ? counts[query.status]
        : ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0);
      return { orders: rows.map(toAdminOrder), total, counts };
    },

    /**
     * The admin sets any status (spec §4) within ORDER_STATUS_TRANSITIONS: a cancelled order never
     * moves again and a completed one cannot be cancelled. Cancelling gives the goods back.
     */
    async setStatus(orderId: number, status: OrderStatus, actor: Actor = null): Promise<AdminOrder> {
      return moveOrder(orderId, status, actor, 'staff', () => undefined);
    },

    /** The 1C exchange's view of every order 1C has not confirmed receiving (type=sale, mode=query). */
    async listUnexported(): Promise<ExchangeOrder[]> {
      return unexportedOrders(db);
    },

    /** The 1C exchange's view of these orders (an order file from 1C is matched against them). */
    async findForExchange(ids: readonly number[]): Promise<ExchangeOrder[]> {
      return exchangeOrdersById(db, ids);
    },

    /** 1C confirmed it received these orders (mode=success): they are not sent again. */
    async markExported(ids: readonly number[], tx: Database = db): Promise<number> {
      return markOrdersExported(tx, ids);
    },

    /** The customer cancels their own order while it is still NEW; the goods go back on sale. */
    async cancelOwn(userId: number, orderId: number): Promise<Order> {
      const order = await moveOrder(orderId, 'CANCELLED', userId, 'customer', (row) => {
        if (row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
        if (row.status !== CUSTOMER_CANCELLABLE_STATUS) {
          throw new AppError('ORDER_NOT_CANCELLABLE', notCancellableReason(row.status));
        }
      });
      return toOrder((await orderById(order.id))!);
    },

    /**
     * The goods of a COMPLETED order came back (or it was completed by mistake): the order stays
     * COMPLETED, its return is recorded with staff's reason and its goods go back to the stock, once.
     */
    async recordReturn(orderId: number, reason: string, actor: Actor): Promise<AdminOrder> {
      const returned = await db.transaction(async (tx) => {
        const row = await queryRow(
          tx,
          sql`select status, returned_at is not null as returned from orders where id = ${orderId} for update`,
          ReturnStateRow,
        );
        if (!row) throw new AppError('ORDER_NOT_FOUND');
        if (row.status !== RETURNABLE_ORDER_STATUS) {
          throw new AppError('CONFLICT', TEXTS.adminOrders.notReturnable);
        }
        if (row.returned) throw new AppError('CONFLICT', TEXTS.adminOrders.alreadyReturned);
        await tx.execute(
          sql`update orders set returned_at = now(), return_reason = ${reason}, updated_at = now()
            where id = ${orderId}`,
        );
        await history.record(
          {
            entity: 'order',
            entityId: orderId,
            action: 'return',
            actor,
            changes: diff(
              { returned: false, return_reason: null },
              { returned: true, return_reason: reason },
            ),
          },
          tx,
        );
        return stock.returnStock(await orderLines(tx, orderId), tx);
      });
      const order = toAdminOrder((await orderById(orderId))!);
      events.emit('orderUpdate', { userId: order.user_id, order, actor });
      for (const change of returned) events.emit('stockUpdated', change);
      return order;
    },

    /**
     * Staff set the delivery cost of a delivered order (the manager agreed it by phone, or corrected
     * it): recorded in the order's history, the customer e-mailed. A pickup has no delivery (409), nor
     * may a cancelled order change.
     */
    async setDeliveryCost(orderId: number, costRoubles: number, actor: Actor): Promise<AdminOrder> {
      const shop = await shopSettings();
      const cost = kopecksToDecimalText(toKopecks(costRoubles));
      const order = await db.transaction(async (tx) => {
        const row = await queryRow(
          tx,
          sql`select status, delivery_method, delivery_cost from orders where id = ${orderId} for update`,
          DeliveryStateRow,
        );
        if (!row) throw new AppError('ORDER_NOT_FOUND');
        if (row.delivery_method !== 'DELIVERY') {
          throw new AppError('CONFLICT', ORDER_DELIVERY_TEXTS.notDelivery);
        }
        if (row.status === 'CANCELLED') throw new AppError('CONFLICT', TEXTS.adminOrders.cancelledIsFinal);
        await tx.execute(
          sql`update orders set delivery_cost = ${cost}, updated_at = now() where id = ${orderId}`,
        );
        const before = row.delivery_cost === null ? null : Number(row.delivery_cost);
        await history.record(
          {
            entity: 'order',
            entityId: orderId,
            action: 'update',
            actor,
            changes: diff({ delivery_cost: before }, { delivery_cost: Number(cost) }),
          },
          tx,
        );
        const changed = toAdminOrder((await orderById(orderId, tx))!);
        if (before !== Number(cost)) {
          await mailOrder(tx, changed, [customerEmail(shop, changed, deliveryCostEmail)]);
        }
        return changed;
      });
      notifications.wake();
      events.emit('orderUpdate', { userId: order.user_id, order, actor });
      return order;
    },

    /** The products of the user's COMPLETED orders (deleted ones left out), latest completion first. */
    async completedPurchases(userId: number): Promise<Purchase[]> {
      const rows = await queryRows(
        db,
        sql`select oi.product_id,
            to_char(max(o.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as completed_at
          from orders o join order_items oi on oi.order_id = o.id
          where o.user_id = ${userId} and o.status = 'COMPLETED' and oi.product_id is not null
          group by oi.product_id order by max(o.updated_at) desc, oi.product_id desc`,
        PurchaseRow,
      );
      return rows.map((row) => ({ productId: row.product_id, completedAt: row.completed_at }));
    },

    /** Whether the product is in one of the user's COMPLETED orders (who may rate it, spec §4). */
    async hasCompletedPurchase(userId: number, productId: number): Promise<boolean> {
      const row = await queryRow(
        db,
        sql`select o.id from orders o join order_items oi on oi.order_id = o.id
          where o.user_id = ${userId} and o.status = 'COMPLETED' and oi.product_id = ${productId} limit 1`,
        IdRow,
      );
      return row !== undefined;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
