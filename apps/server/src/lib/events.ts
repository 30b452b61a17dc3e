import { EventEmitter } from 'node:events';
import type { Inquiry } from '@shop/shared/inquiries/schemas';
import type { ShopPublic } from '@shop/shared/shop/settings';
import type {
  OrderUpdatePayload,
  RatingUpdatedPayload,
  StockUpdatedPayload,
} from '@shop/shared/realtime/events';

/**
 * What the services publish after their transaction committed. The realtime module relays them to
 * sockets (the wire names and payloads are the shared contract, shared/realtime/events.ts); more
 * listeners (Telegram, the 1C exchange) may follow.
 */
export interface ShopEvents {
  /** a new order or a status change: the customer's room (when the order has one) and the admins */
  orderUpdate: {
    userId: number | null;
    order: OrderUpdatePayload;
    /** the staff member who changed it (their pages stay quiet); absent for a new or a customer's order */
    actor?: number | null;
  };
  /** the stock left of a product */
  stockUpdated: StockUpdatedPayload;
  /** a product's rating after a new vote */
  ratingUpdated: RatingUpdatedPayload;
  /** a new contact message or measurement request, stored: the admins */
  inquiryCreated: Inquiry;
  /** an admin saved the shop's settings (as GET /api/shop answers them now): everyone */
  'shop.updated': ShopPublic;
}

export type ShopEventName = keyof ShopEvents;

/** A typed in-process event bus, one per app instance, given to the services that publish. */
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
/** What a service needs to publish. */
export type EventPublisher = Pick<EventBus, 'emit'>;
