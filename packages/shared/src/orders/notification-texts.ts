/**
 * What the shop's own Telegram chat and inbox receive about a new or cancelled order (the line format
 * and delivery errors: notifications/texts.ts). Only the server sends these, so they are kept apart from
 * texts.ts (the web app does not download them). Values the customer typed are put in by the server,
 * HTML-escaped for Telegram and the e-mail's HTML part.
 */
import { pluralRu } from '../common/plural.js';

export const ORDER_NOTIFICATION_TEXTS = {
  createdTitle: (id: number, total: string) => `🛒 Новый заказ № ${id} на ${total}`,
  cancelledTitle: (id: number, total: string) => `❌ Заказ № ${id} на ${total} отменён`,
  cancelledByCustomer: 'Отменил покупатель',
  cancelledByStaff: 'Отменил магазин',
  payment: 'Оплата',
  itemsLabel: 'Позиций в заказе',
  goodsLabel: 'Товары',
  /** `amount`: '2,5 м × 123,45 ₽ = 308,63 ₽' (orders/lines.ts orderLineAmount) */
  itemLine: (name: string, amount: string) => `• ${name} — ${amount}`,
  moreItems: (count: number) => `…и ещё ${count} ${pluralRu(count, 'позиция', 'позиции', 'позиций')}`,
  open: 'Открыть заказ в панели управления',
  /** an order placed in one step by phone: its delivery and payment wait for the manager's call */
  phoneOrderCallBack: (phone: string) => `📞 Заказ по телефону — перезвоните: ${phone}`,
  phoneOrderTerms: 'Доставку и оплату менеджер согласует с покупателем по телефону',
  phoneOrderCustomer: (name: string, phone: string) => `Покупатель: ${name}, ${phone}`,
  guestCustomer: 'Покупатель не зарегистрирован на сайте.',
} as const;
