/**
 * The realtime contract (spec §4 Realtime): the events the server sends and the client sends, with
 * their payloads. The server's relay and the web's socket client both use it, so a name or a payload
 * cannot drift between them. The web loads this module (and zod) only when it opens a socket.
 */
import { z } from 'zod';
import { Inquiry } from '../inquiries/schemas.js';
import { AdminOrder, Order } from '../orders/schemas.js';

/**
 * The admins' copy of an order event: also who changed the order (`changed_by`, a user id; null for a
 * new order, a customer's own change or the 1C exchange), so an admin's page does not announce the
 * admin's own change. Customers get the order alone.
 */
export const AdminOrderUpdatePayload = AdminOrder.extend({
  changed_by: z.number().int().nullable().optional(),
});
export type AdminOrderUpdatePayload = z.infer<typeof AdminOrderUpdatePayload>;

/** A new order or a status change: to the customer's room and to the admins. */
export const OrderUpdatePayload = z.union([AdminOrderUpdatePayload, Order]);
export type OrderUpdatePayload = z.infer<typeof OrderUpdatePayload>;

/** The stock left of a product after an order, a cancellation, an admin edit or an import. */
export const StockUpdatedPayload = z.object({
  productId: z.number().int().positive(),
  /** whole units (`stock_quantity`) */
  newStock: z.number().int().min(0),
  /** the exact stock that is sold (145.984 m), when the writer knows it */
  newStockExact: z.number().min(0).optional(),
});
export type StockUpdatedPayload = z.infer<typeof StockUpdatedPayload>;

/** A product's rating after a new vote. */
export const RatingUpdatedPayload = z.object({
  productId: z.number().int().positive(),
  averageRating: z.number().finite(),
  voteCount: z.number().int().min(0),
});
export type RatingUpdatedPayload = z.infer<typeof RatingUpdatedPayload>;

/**
 * An admin saved the shop's settings: to everyone. The page asks GET /api/shop again (the settings
 * themselves are not sent, so a page never shows settings its own schema would refuse).
 */
export const ShopUpdatedPayload = z.object({
  /** when they were saved (ISO), as `updatedAt` of GET /api/shop */
  updatedAt: z.string(),
});
export type ShopUpdatedPayload = z.infer<typeof ShopUpdatedPayload>;

/** Server → client events, by their wire names. */
export const SERVER_EVENTS = {
  orderUpdate: OrderUpdatePayload,
  stock_updated: StockUpdatedPayload,
  rating_updated: RatingUpdatedPayload,
  /** a new contact message or measurement request: to the admins */
  inquiryCreated: Inquiry,
  'shop.updated': ShopUpdatedPayload,
} as const;
export type ServerEventName = keyof typeof SERVER_EVENTS;
export type ServerEventPayload<Name extends ServerEventName> = z.infer<(typeof SERVER_EVENTS)[Name]>;
export type ServerToClientEvents = { [Name in ServerEventName]: (payload: ServerEventPayload<Name>) => void };

/** What the client sends: join its own room, join the admins' room, tell that it rated a product. */
export const CLIENT_EVENTS = ['register', 'registerAdmin', 'rating_added'] as const;
export type ClientEventName = (typeof CLIENT_EVENTS)[number];

/** The answer to `register` and `registerAdmin`. */
export interface RealtimeAck {
  ok: boolean;
}

/** Client events may carry a payload (a user id, which the server ignores) and an acknowledgement. */
export type ClientToServerEvents = {
  [Name in ClientEventName]: (...args: unknown[]) => void;
};

/** The payload of `name`, or undefined when it does not match the contract (a newer or broken server). */
export function parseServerEvent<Name extends ServerEventName>(
  name: Name,
  payload: unknown,
): ServerEventPayload<Name> | undefined {
  const parsed = SERVER_EVENTS[name].safeParse(payload);
  return parsed.success ? (parsed.data as ServerEventPayload<Name>) : undefined;
}
