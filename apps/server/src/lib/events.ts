import { EventEmitter } from 'node:events';
import type { AdminOrder, Order } from '@shop/shared/orders/schemas';

/** What the routes publish after a service call succeeded; the realtime module relays it to sockets. */
export interface ShopEvents {
  /** a new order or a status change: goes to the customer's room and to the admins */
  orderUpdate: { userId: number | null; order: Order | AdminOrder };
  /** the stock left of a product after an order */
  stockUpdated: { productId: number; newStock: number };
  /** a product's rating after a new vote */
  ratingUpdated: { productId: number; averageRating: number; voteCount: number };
}

export type ShopEventName = keyof ShopEvents;

/** A typed in-process event bus (one per app instance, decorated as `app.events`). */
export function createEventBus() {
  const emitter = new EventEmitter();
  return {
    emit<K extends ShopEventName>(name: K, payload: ShopEvents[K]): void {
      emitter.emit(name, payload);
    },
    on<K extends ShopEventName>(name: K, listener: (payload: ShopEvents[K]) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
