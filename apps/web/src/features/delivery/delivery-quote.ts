/**
 * The storefront's words for what delivery into a zone costs, by the shared rule the server prices
 * orders with (shared/delivery/cost.ts): the product page, the cart and the checkout say the same.
 */
import { deliveryCost, zoneTermsOf, type DeliveryCost } from '@shop/shared/delivery/cost';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { formatKopecks, formatRoubles } from '@shop/shared/money';
import type { DeliveryZone } from './zones-query';

const D = DELIVERY_TEXTS;

/** What delivering goods worth `goodsKopecks` into `zone` costs. */
export function quoteDelivery(
  zone: DeliveryZone,
  goodsKopecks: number,
  needsSpecialTransport: boolean,
): DeliveryCost {
  return deliveryCost(zoneTermsOf(zone), goodsKopecks, needsSpecialTransport);
}

/** '300,00 ₽', 'бесплатно', 'рассчитает менеджер'; the minimum-order note below the minimum. */
export function costText(cost: DeliveryCost): string {
  if (cost.kind === 'byManager') return D.byManager;
  if (cost.kind === 'belowMinimum') return D.minOrder(formatKopecks(cost.minOrderKopecks));
  return cost.costKopecks === 0 ? D.free : formatKopecks(cost.costKopecks);
}

export interface DeliveryLine {
  /** 'Доставка в с. Верхняя Хава: 300,00 ₽, завтра' */
  text: string;
  /** 'бесплатно от 5 000,00 ₽' when the goods are charged and the zone has a threshold */
  freeFrom: string | null;
  cost: DeliveryCost;
}

/** The delivery line of goods worth `goodsKopecks` into `zone`. */
export function deliveryLine(
  zone: DeliveryZone,
  goodsKopecks: number,
  needsSpecialTransport: boolean,
): DeliveryLine {
  const cost = quoteDelivery(zone, goodsKopecks, needsSpecialTransport);
  const text =
    cost.kind === 'belowMinimum'
      ? D.zoneNote(zone.name, costText(cost))
      : D.line(zone.name, costText(cost), zone.lead_time);
  const charged = cost.kind === 'priced' && cost.costKopecks > 0;
  const freeFrom = charged && zone.free_from !== null ? D.freeFrom(formatRoubles(zone.free_from)) : null;
  return { text, freeFrom, cost };
}
