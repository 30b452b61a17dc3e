import { formatKopecks, formatRoubles, toKopecks } from '@shop/shared/money';
import { SHOP_TIME_ZONE, type AdminOrder } from '@shop/shared/orders/schemas';
import { ADMIN_ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@shop/shared/orders/status';
import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import type { MailMessage } from '../../lib/mailer.js';
import { escapeHtml } from '../auth/auth.emails.js';

const SIGNATURE = [SHOP_PROFILE.name, SHOP_PROFILE.address, SHOP_PROFILE.phone];

/** 'Штукатурка гипсовая 30 кг — 2 шт. × 250,00 ₽ = 500,00 ₽' */
function itemLine(item: AdminOrder['OrderItems'][number]): string {
  const name = item.Product?.name ?? item.product_name;
  const line = formatKopecks(toKopecks(item.price_at_purchase) * item.quantity);
  return `${name} — ${item.quantity} шт. × ${formatRoubles(item.price_at_purchase)} = ${line}`;
}

/** The order's facts: number, items, total, how it is received and paid, the contact given. */
function orderDetails(order: AdminOrder): { lines: string[]; items: string[] } {
  const date = new Date(order.createdAt).toLocaleString('ru-RU', { timeZone: SHOP_TIME_ZONE });
  return {
    lines: [
      `Заказ № ${order.id} от ${date}`,
      `Статус: ${order.status_rus}`,
      `Получение: ${order.delivery_method_rus}${order.delivery_address ? `, ${order.delivery_address}` : ''}`,
      `Оплата: ${PAYMENT_METHOD_LABELS[order.payment_method]}`,
      `Покупатель: ${order.full_name}, ${order.phone}, ${order.email}`,
    ],
    items: order.OrderItems.map(itemLine),
  };
}

/** A plain-text body and its HTML twin from paragraphs, an item list and the total. */
function compose(to: string, subject: string, paragraphs: string[], order: AdminOrder): MailMessage {
  const { lines, items } = orderDetails(order);
  const total = `Итого: ${formatRoubles(order.total_amount)}`;
  const text = [...paragraphs, '', ...lines, '', 'Товары:', ...items, '', total, '', ...SIGNATURE].join('\n');
  const p = (content: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${content}</p>`;
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#0f172a">
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${p(lines.map(escapeHtml).join('<br>'))}
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
${p(escapeHtml(total), 'font-size:18px;font-weight:bold')}
${p(SIGNATURE.map(escapeHtml).join('<br>'), 'color:#64748b')}
</body></html>`;
  return { to, subject: `${subject} — ${SHOP_PROFILE.name}`, text, html };
}

/** To the customer right after checkout. */
export const orderPlacedEmail = (order: AdminOrder) =>
  compose(
    order.email,
    `Заказ № ${order.id} принят`,
    [
      `Здравствуйте, ${order.full_name}!`,
      'Спасибо за заказ! Наш менеджер скоро свяжется с вами, чтобы подтвердить его.',
    ],
    order,
  );

/** To the customer when staff change the status. */
export const orderStatusEmail = (order: AdminOrder) =>
  compose(
    order.email,
    `Заказ № ${order.id}: ${ADMIN_ORDER_STATUS_LABELS[order.status]}`,
    [
      `Здравствуйте, ${order.full_name}!`,
      `Статус вашего заказа № ${order.id} изменился: ${ADMIN_ORDER_STATUS_LABELS[order.status]}.`,
    ],
    order,
  );

/** To SHOP_EMAIL for each new order, with everything needed to call the customer back. */
export const shopNewOrderEmail = (to: string, order: AdminOrder) =>
  compose(
    to,
    `Новый заказ № ${order.id} на ${formatRoubles(order.total_amount)}`,
    [
      `Поступил новый заказ № ${order.id}.`,
      order.User ? `Аккаунт покупателя: ${order.User.email}` : 'Аккаунт покупателя удалён.',
    ],
    order,
  );
