import { z } from 'zod';
import { TEXTS } from '../texts.js';

export const ORDER_STATUSES = ['NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** New orders start here; the profile's order tabs also open on it. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'NEW';

/** Tab labels on the customer's profile (plural, spec §4). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  NEW: 'Новые',
  PROCESSING: 'В обработке',
  READY: 'Готовы к выдаче',
  DELIVERING: 'В доставке',
  COMPLETED: 'Завершенные',
  CANCELLED: 'Отменённые',
};

/** Labels in the admin order list and status selector (singular, spec §4). */
export const ADMIN_ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  NEW: 'Новый',
  PROCESSING: 'В обработке',
  READY: 'Готов к выдаче',
  DELIVERING: 'В доставке',
  COMPLETED: 'Завершён',
  CANCELLED: 'Отменён',
};

/** The statuses of an order the shop is working on or has handed over: every status but CANCELLED. */
export const ACTIVE_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, 'CANCELLED'> => status !== 'CANCELLED',
);

/**
 * Allowed status changes. The spec lets the admin pick any status from any status (spec §4) while the
 * order is under way. COMPLETED and CANCELLED are final: a completed order's goods are with the
 * customer (a cancellation would put them back on sale) — goods that come back are recorded as the
 * order's return, which leaves it COMPLETED; a cancelled order's goods are back on sale already.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  NEW: ORDER_STATUSES,
  PROCESSING: ORDER_STATUSES,
  READY: ORDER_STATUSES,
  DELIVERING: ORDER_STATUSES,
  COMPLETED: ['COMPLETED'],
  CANCELLED: ['CANCELLED'],
};

/** The only status whose order may get a return recorded (once). */
export const RETURNABLE_ORDER_STATUS: OrderStatus = 'COMPLETED';

/**
 * How far an order has got: its place in NEW → PROCESSING → READY → DELIVERING → COMPLETED, or null for
 * CANCELLED, which is off that path.
 */
export function statusRank(status: OrderStatus): number | null {
  const rank = (ACTIVE_ORDER_STATUSES as readonly OrderStatus[]).indexOf(status);
  return rank < 0 ? null : rank;
}

/** Whether `to` lies behind `from` on that path (a cancellation, or a move out of one, never does). */
export function isBackwardMove(from: OrderStatus, to: OrderStatus): boolean {
  const fromRank = statusRank(from);
  const toRank = statusRank(to);
  return fromRank !== null && toRank !== null && toRank < fromRank;
}

/** A customer may cancel their own order only while the shop has not started on it. */
export const CUSTOMER_CANCELLABLE_STATUS: OrderStatus = 'NEW';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return OrderStatus.safeParse(value).success;
}

export function canTransition(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && ORDER_STATUS_TRANSITIONS[from].includes(to);
}

export const DELIVERY_METHODS = ['DELIVERY', 'PICKUP'] as const;
export const DeliveryMethod = z.enum(DELIVERY_METHODS, { error: TEXTS.validation.deliveryMethodRequired });
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;
export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = 'DELIVERY';

export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  DELIVERY: TEXTS.checkout.deliveryLabel,
  PICKUP: TEXTS.checkout.pickupLabel,
};

export const PAYMENT_METHODS = ['CASH_ON_DELIVERY', 'CARD'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: TEXTS.validation.paymentMethodRequired });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** Card payment is shown but disabled (spec §5); only these can be submitted. */
export const SELECTABLE_PAYMENT_METHODS = ['CASH_ON_DELIVERY'] as const;
export const SelectablePaymentMethod = z.enum(SELECTABLE_PAYMENT_METHODS, {
  error: TEXTS.validation.paymentMethodRequired,
});
export type SelectablePaymentMethod = z.infer<typeof SelectablePaymentMethod>;

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  CASH_ON_DELIVERY: TEXTS.checkout.cashOnDeliveryLabel,
  CARD: TEXTS.checkout.cardUnavailableLabel,
};

export function isPaymentMethodSelectable(method: string): method is SelectablePaymentMethod {
  return SelectablePaymentMethod.safeParse(method).success;
}

/** Options for the checkout's payment select, in display order. */
export const PAYMENT_METHOD_OPTIONS: readonly { value: PaymentMethod; label: string; disabled: boolean }[] =
  PAYMENT_METHODS.map((value) => ({
    value,
    label: PAYMENT_METHOD_LABELS[value],
    disabled: !isPaymentMethodSelectable(value),
  }));
