import {
  deliveryCostText,
  ORDER_DELIVERY_TEXTS,
  orderAmountDueKopecks,
  orderDeliveryText,
} from '@shop/shared/delivery/order-delivery';
import { EMAIL_TEXTS } from '@shop/shared/emails/texts';
import { formatKopecks, formatRoubles } from '@shop/shared/money';
import { orderLineAmount } from '@shop/shared/orders/lines';
import { ORDER_NOTIFICATION_TEXTS } from '@shop/shared/orders/notification-texts';
import { SHOP_TIME_ZONE, type AdminOrder } from '@shop/shared/orders/schemas';
import { phoneForDisplay } from '@shop/shared/orders/texts';
import { ADMIN_ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@shop/shared/orders/status';
import type { ShopPublic } from '@shop/shared/shop/settings';
import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../lib/mailer.js';

const T = EMAIL_TEXTS.order;

/** What an order's e-mail says of the shop: its name, address and first phone, as saved now. */
export type ShopSignature = Pick<ShopPublic, 'name' | 'address' | 'phones'>;

/** 'Штукатурка гипсовая 30 кг — 2 шт × 250,00 ₽ = 500,00 ₽', 'Цепь — 2,5 м × 123,45 ₽ = 308,63 ₽' */
function itemLine(item: AdminOrder['OrderItems'][number]): string {
  return T.itemLine(item.Product?.name ?? item.product_name, orderLineAmount(item));
}

const N = ORDER_NOTIFICATION_TEXTS;

/**
 * How the order is received and paid, and the contact given. An order by phone has no terms yet (the
 * manager agrees them on the call), and a guest's has no e-mail.
 */
function termsAndContact(order: AdminOrder): string[] {
  if (order.channel === 'phone') {
    const phone = phoneForDisplay(order.phone);
    return [
      N.phoneOrderTerms,
      order.email
        ? T.customer(order.full_name, phone, order.email)
        : N.phoneOrderCustomer(order.full_name, phone),
    ];
  }
  return [
    T.receiving(order.delivery_method_rus, order.delivery_address),
    T.payment(PAYMENT_METHOD_LABELS[order.payment_method]),
    T.customer(order.full_name, order.phone, order.email),
  ];
}

/** The order's facts: number, items, total, how it is received and paid, the contact given. */
function orderDetails(order: AdminOrder): { lines: string[]; items: string[] } {
  const date = new Date(order.createdAt).toLocaleString('ru-RU', { timeZone: SHOP_TIME_ZONE });
  return {
    lines: [T.heading(order.id, date), T.status(order.status_rus), ...termsAndContact(order)],
    items: order.OrderItems.map(itemLine),
  };
}

/** Who placed the order: the account, a guest's order by phone, or an account deleted since. */
function accountLine(order: AdminOrder): string {
  if (order.User) return T.shopAccount(order.User.email);
  return order.channel === 'phone' && order.user_id === null && !order.email
    ? N.guestCustomer
    : T.shopAccountDeleted;
}

/**
 * The total of the goods; for a delivered order also the delivery and what to pay ('К оплате'), which
 * waits for the manager's cost when it is not known yet.
 */
function totals(order: AdminOrder): string[] {
  const goods = T.total(formatRoubles(order.total_amount));
  if (order.delivery_zone === null) return [goods];
  return [
    goods,
    T.delivery(orderDeliveryText(order.delivery_zone, order.delivery_cost)),
    T.amountDue(formatKopecks(orderAmountDueKopecks(order))),
  ];
}

/** A plain-text body and its HTML twin from paragraphs, an item list and the total. */
function compose(
  shop: ShopSignature,
  to: string,
  subject: string,
  paragraphs: string[],
  order: AdminOrder,
): MailMessage {
  const signature = [shop.name, shop.address, shop.phones[0] ?? ''];
  const { lines, items } = orderDetails(order);
  const total = totals(order);
  const text = [...paragraphs, '', ...lines, '', T.items, ...items, '', ...total, '', ...signature].join(
    '\n',
  );
  const p = (content: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${content}</p>`;
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#0f172a">
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${p(lines.map(escapeHtml).join('<br>'))}
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
${p(total.map(escapeHtml).join('<br>'), 'font-size:18px;font-weight:bold')}
${p(signature.map(escapeHtml).join('<br>'), 'color:#64748b')}
</body></html>`;
  return { to, subject: `${subject} — ${shop.name}`, text, html };
}

/** To the customer right after checkout. */
export const orderPlacedEmail = (shop: ShopSignature, to: string, order: AdminOrder) =>
  compose(
    shop,
    to,
    T.placedSubject(order.id),
    [EMAIL_TEXTS.greeting(order.full_name), T.placedThanks],
    order,
  );

/** To the customer when staff change the status. */
export const orderStatusEmail = (shop: ShopSignature, to: string, order: AdminOrder) =>
  compose(
    shop,
    to,
    T.statusSubject(order.id, ADMIN_ORDER_STATUS_LABELS[order.status]),
    [
      EMAIL_TEXTS.greeting(order.full_name),
      T.statusChanged(order.id, ADMIN_ORDER_STATUS_LABELS[order.status]),
    ],
    order,
  );

/** To SHOP_EMAIL for each new order, with everything needed to call the customer back. */
export const shopNewOrderEmail = (shop: ShopSignature, to: string, order: AdminOrder) =>
  compose(
    shop,
    to,
    T.shopSubject(order.id, formatRoubles(order.total_amount)),
    [
      T.shopIntro(order.id),
      ...(order.channel === 'phone' ? [N.phoneOrderCallBack(phoneForDisplay(order.phone))] : []),
      accountLine(order),
    ],
    order,
  );

/** To the customer when staff set the delivery cost the manager agreed. */
export const deliveryCostEmail = (shop: ShopSignature, to: string, order: AdminOrder) =>
  compose(
    shop,
    to,
    ORDER_DELIVERY_TEXTS.costChangedSubject(order.id),
    [
      EMAIL_TEXTS.greeting(order.full_name),
      ORDER_DELIVERY_TEXTS.costChangedBody(order.id, deliveryCostText(order.delivery_cost)),
    ],
    order,
  );
