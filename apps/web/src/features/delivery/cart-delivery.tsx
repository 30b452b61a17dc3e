import type { CartItem } from '@shop/shared/cart/schemas';
import { orderTotalKopecks } from '@shop/shared/pricing';
import { DeliveryInfo } from './delivery-info';

/** The goods of the cart lines in kopecks, by the shared discount rule (spec §9). */
export function cartGoodsKopecks(items: readonly CartItem[]): number {
  return orderTotalKopecks(items.map((item) => ({ product: item.Product, quantity: item.quantity })));
}

/** A line needs special transport: the manager sets the delivery cost of the whole order. */
export const needsSpecialTransport = (items: readonly CartItem[]): boolean =>
  items.some((item) => item.special_transport === true);

/**
 * The cart's delivery line: the whole cart into the customer's settlement (free from the threshold,
 * the minimum order, 'рассчитает менеджер' for special transport), and 'Самовывоз: сегодня' when
 * every line is in stock.
 */
export function CartDelivery({ items, className }: { items: readonly CartItem[]; className?: string }) {
  return (
    <DeliveryInfo
      className={className}
      goodsKopecks={cartGoodsKopecks(items)}
      specialTransport={needsSpecialTransport(items)}
      pickupToday={items.every((item) => item.quantity <= item.Product.stock_quantity)}
    />
  );
}
