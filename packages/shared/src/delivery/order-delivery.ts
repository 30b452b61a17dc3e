/**
 * How an order's delivery reads in its messages and pages: the zone and what delivery costs (or that
 * the manager will confirm it). Used by the order e-mails, the shop's Telegram message, the 1C document
 * and the order lists.
 */
import { formatRoubles, toKopecks } from '../money.js';
import { amountDueKopecks } from './cost.js';
import { DELIVERY_TEXTS } from './texts.js';

/** The words of an order's delivery cost that are not the storefront's. */
export const ORDER_DELIVERY_TEXTS = {
  costLabel: 'Стоимость доставки',
  /** the admin's correction: the history line and the customer's e-mail */
  costChangedSubject: (orderId: number) => `Стоимость доставки по заказу № ${orderId}`,
  costChangedBody: (orderId: number, cost: string) => `Стоимость доставки по заказу № ${orderId} — ${cost}.`,
  notDelivery: 'Заказ без доставки: стоимость доставки не задаётся',
  belowMinimum: (zone: string, amount: string) =>
    `Доставка в ${zone} — для заказов от ${amount}. Добавьте товаров или выберите самовывоз`,
  updateSummary: 'Изменить стоимость доставки заказа (администратор): покупатель получит письмо',
} as const;

/** '300,00 ₽', 'бесплатно', or 'рассчитает менеджер' while the cost is not known (`null`). */
export function deliveryCostText(costRoubles: number | null): string {
  if (costRoubles === null) return DELIVERY_TEXTS.byManager;
  return costRoubles === 0 ? DELIVERY_TEXTS.free : formatRoubles(costRoubles);
}

/** 'с. Верхняя Хава, 300,00 ₽' */
export const orderDeliveryText = (zone: string, costRoubles: number | null): string =>
  `${zone}, ${deliveryCostText(costRoubles)}`;

/** What an order's customer pays: its goods (`total_amount`) and its delivery cost when it is known. */
export const orderAmountDueKopecks = (order: {
  total_amount: number;
  delivery_cost: number | null;
}): number =>
  amountDueKopecks(toKopecks(order.total_amount), {
    costKopecks: order.delivery_cost === null ? null : toKopecks(order.delivery_cost),
  });
