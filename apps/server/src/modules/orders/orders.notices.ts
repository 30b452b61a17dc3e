/**
 * The messages to the shop's Telegram chat about a new or a cancelled order. The words are in
 * shared/orders/notification-texts.ts and TEXTS.
 */
import { ORDER_DELIVERY_TEXTS, orderDeliveryText } from '@shop/shared/delivery/order-delivery';
import { orderLineAmount, type OrderLineFigures } from '@shop/shared/orders/lines';
import { ORDER_NOTIFICATION_TEXTS } from '@shop/shared/orders/notification-texts';
import type { OrderChannel } from '@shop/shared/orders/schemas';
import { phoneForDisplay } from '@shop/shared/orders/texts';
import { formatRoubles } from '@shop/shared/money';
import {
  DELIVERY_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  type DeliveryMethod,
  type PaymentMethod,
} from '@shop/shared/orders/status';
import { TEXTS } from '@shop/shared/texts';
import { fact, linkTo, present, telegramText, type Fact } from '../notifications/index.js';

const N = ORDER_NOTIFICATION_TEXTS;

/** The admin page a message links to (the web's route, apps/web/src/lib/paths.ts). */
const adminOrdersPath = (tab: 'NEW' | 'CANCELLED') => `/admin/orders?tab=${tab}`;

/** What the outbox rows of an order are about. */
export const orderKey = (id: number) => `order:${id}`;

/** An order as the shop's chat is told about it. */
export interface OrderNotice {
  id: number;
  /** the total as the orders table keeps it ('1250.00') */
  total: string;
  fullName: string;
  phone: string;
  deliveryMethod: DeliveryMethod;
  /** the delivery address, or the shop's for a pickup */
  deliveryAddress: string | null;
  paymentMethod: PaymentMethod;
  itemCount: number;
  /** the delivery zone's name (null for a pickup) and its cost ('300.00'; null: the manager's) */
  deliveryZone: string | null;
  deliveryCost: string | null;
  /** 'phone': delivery and payment are placeholders until the manager calls the customer back (absent: 'cart') */
  channel?: OrderChannel;
}

export type CancelledBy = 'customer' | 'staff';

/** An order line as the shop's chat is told about it: '• Цепь — 2,5 м × 123,45 ₽ = 308,63 ₽'. */
export interface NoticeLine extends OrderLineFigures {
  name: string;
}

/** Lines a message lists (a Telegram message holds 4096 characters); the rest are counted. */
const NOTICE_LINES_MAX = 10;
/** A product name longer than this is cut in a message. */
const NOTICE_NAME_MAX = 100;

const shortName = (name: string) =>
  name.length > NOTICE_NAME_MAX ? `${name.slice(0, NOTICE_NAME_MAX - 1).trimEnd()}…` : name;

/** The order's goods, one per line with quantity, unit, price and sum; past NOTICE_LINES_MAX counted. */
function goodsText(lines: readonly NoticeLine[]): string {
  const shown = lines
    .slice(0, NOTICE_LINES_MAX)
    .map((line) => N.itemLine(shortName(line.name), orderLineAmount(line)));
  const rest = lines.length - shown.length;
  return [...shown, ...(rest > 0 ? [N.moreItems(rest)] : [])].join('\n');
}

function orderFacts(order: OrderNotice): Fact[] {
  if (order.channel === 'phone') {
    return [
      { label: TEXTS.adminOrders.customer, value: order.fullName },
      { label: TEXTS.labels.phone, value: phoneForDisplay(order.phone) },
    ];
  }
  return present([
    fact(TEXTS.adminOrders.customer, order.fullName),
    fact(TEXTS.labels.phone, order.phone),
    fact(DELIVERY_METHOD_LABELS[order.deliveryMethod], order.deliveryAddress ?? ''),
    order.deliveryZone !== null &&
      fact(
        ORDER_DELIVERY_TEXTS.costLabel,
        orderDeliveryText(
          order.deliveryZone,
          order.deliveryCost === null ? null : Number(order.deliveryCost),
        ),
      ),
    fact(N.payment, PAYMENT_METHOD_LABELS[order.paymentMethod]),
  ]);
}

/** An order by phone says so first: whom to call back, and that delivery and payment are to agree. */
function phoneNote(order: OrderNotice): string | undefined {
  if (order.channel !== 'phone') return undefined;
  return `${N.phoneOrderCallBack(phoneForDisplay(order.phone))}\n${N.phoneOrderTerms}`;
}

export function orderCreatedTelegram(
  order: OrderNotice,
  lines: readonly NoticeLine[],
  publicUrl: string | undefined,
): string {
  return telegramText({
    title: N.createdTitle(order.id, formatRoubles(order.total)),
    note: phoneNote(order),
    facts: [
      ...orderFacts(order),
      { label: N.itemsLabel, value: String(order.itemCount) },
      ...(lines.length > 0 ? [{ label: N.goodsLabel, value: goodsText(lines) }] : []),
    ],
    link: linkTo(publicUrl, adminOrdersPath('NEW'), N.open),
  });
}

export function orderCancelledTelegram(
  order: OrderNotice,
  by: CancelledBy,
  publicUrl: string | undefined,
): string {
  return telegramText({
    title: N.cancelledTitle(order.id, formatRoubles(order.total)),
    note: [by === 'customer' ? N.cancelledByCustomer : N.cancelledByStaff, phoneNote(order)]
      .filter(Boolean)
      .join('\n'),
    facts: orderFacts(order),
    link: linkTo(publicUrl, adminOrdersPath('CANCELLED'), N.open),
  });
}
