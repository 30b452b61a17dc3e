import type { CartItem } from '@shop/shared/cart/schemas';
import {
  needsSpecialTransport as transportRule,
  type TransportLimits,
} from '@shop/shared/delivery/transport';
import { orderTotalKopecks } from '@shop/shared/pricing';
import { useShop } from '../../lib/shop-settings';
import { DeliveryInfo } from './delivery-info';

/** The goods of the cart lines in kopecks, by the shared discount rule (spec §9). */
export function cartGoodsKopecks(items: readonly CartItem[]): number {
  return orderTotalKopecks(items.map((item) => ({ product: item.Product, quantity: item.quantity })));
}

/**
 * The order needs special transport (a line marked so, an item longer or goods heavier than the shop's
 * limits, by the shared rule): the manager sets the delivery cost of the whole order.
 */
export const needsSpecialTransport = (items: readonly CartItem[], limits: TransportLimits): boolean =>
  transportRule(
    items.map((item) => ({
      quantity: item.quantity,
      special_transport: item.special_transport === true,
      weight_kg: item.Product.weight_kg,
      length_m: (item.Product as { length_m?: number | null }).length_m ?? null,
    })),
    limits,
  );

/** The shop's special-transport limits (settings): heavy order in kg, long item in m. */
export function useTransportLimits(): TransportLimits {
  const shop = useShop();
  return { heavy_order_kg: shop.heavy_order_kg, long_item_m: shop.long_item_m };
}

/**
 * The cart's delivery line: the whole cart into the customer's settlement (free from the threshold,
 * the minimum order, 'рассчитает менеджер' for special transport), and 'Самовывоз: сегодня' when
 * every line is in stock.
 */
export function CartDelivery({ items, className }: { items: readonly CartItem[]; className?: string }) {
  const limits = useTransportLimits();
  return (
    <DeliveryInfo
      className={className}
      goodsKopecks={cartGoodsKopecks(items)}
      specialTransport={needsSpecialTransport(items, limits)}
      pickupToday={items.every((item) => item.quantity <= item.Product.stock_exact)}
    />
  );
}
