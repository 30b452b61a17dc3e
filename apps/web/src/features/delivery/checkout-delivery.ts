import type { CartItem } from '@shop/shared/cart/schemas';
import { costText, quoteDelivery } from './delivery-quote';
import { cartGoodsKopecks, needsSpecialTransport, useTransportLimits } from './cart-delivery';
import { useChosenZone, type ChosenZone } from './use-chosen-zone';
import type { DeliveryZone } from './zones-query';

/** The summary's 'Доставка' for one zone (the checkout form's CheckoutQuote: features do not import each other). */
export interface CheckoutQuote {
  /** '300,00 ₽', 'бесплатно', 'рассчитает менеджер', or the minimum order */
  text: string;
  /** kopecks added to the goods; null while the manager sets it or below the minimum */
  costKopecks: number | null;
  /** the goods are below the zone's minimum order: the server will refuse delivery */
  belowMinimum: boolean;
}

export interface CheckoutDelivery extends Omit<ChosenZone, 'zone'> {
  /** the zone chosen on the product page or in the cart, while it is active */
  chosenId: number | null;
  quote: (zone: DeliveryZone) => CheckoutQuote;
}

/**
 * What the checkout needs of delivery: the active zones, the customer's remembered choice, and the
 * cost of the cart's goods into a zone by the shared rule (the server prices the order again).
 */
export function useCheckoutDelivery(items: readonly CartItem[]): CheckoutDelivery {
  const { zone, ...chosen } = useChosenZone();
  const goodsKopecks = cartGoodsKopecks(items);
  const special = needsSpecialTransport(items, useTransportLimits());
  return {
    ...chosen,
    chosenId: zone?.id ?? null,
    quote: (candidate) => {
      const cost = quoteDelivery(candidate, goodsKopecks, special);
      return {
        text: costText(cost),
        costKopecks: cost.costKopecks,
        belowMinimum: cost.kind === 'belowMinimum',
      };
    },
  };
}
