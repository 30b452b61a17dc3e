/**
 * The messages to the shop's Telegram chat about a new or a cancelled order. The words are in
 * shared/orders/notification-texts.ts and TEXTS.
 */
import { ORDER_DELIVERY_TEXTS, orderDeliveryText } from '@shop/shared/delivery/order-delivery';
import { ORDER_NOTIFICATION_TEXTS } from '@shop/shared/orders/notification-texts';
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
}

export type CancelledBy = 'customer' | 'staff';

function orderFacts(order: OrderNotice): Fact[] {
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

export function orderCreatedTelegram(order: OrderNotice, publicUrl: string | undefined): string {
  return telegramText({
    title: N.createdTitle(order.id, formatRoubles(order.total)),
    facts: [...orderFacts(order), { label: N.itemsLabel, value: String(order.itemCount) }],
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
    note: by === 'customer' ? N.cancelledByCustomer : N.cancelledByStaff,
    facts: orderFacts(order),
    link: linkTo(publicUrl, adminOrdersPath('CANCELLED'), N.open),
  });
}
