import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  ADMIN_ORDER_STATUS_LABELS,
  CUSTOMER_CANCELLABLE_STATUS,
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHOD_LABELS,
  DeliveryMethod,
  INITIAL_ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TRANSITIONS,
  OrderStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_OPTIONS,
  PaymentMethod,
  SelectablePaymentMethod,
  canTransition,
  isBackwardMove,
  isOrderStatus,
  isPaymentMethodSelectable,
  statusRank,
  RETURNABLE_ORDER_STATUS,
} from './status.js';

describe('order statuses', () => {
  it('lists the five codes of the spec in workflow order, then CANCELLED', () => {
    expect(ORDER_STATUSES).toEqual(['NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED']);
    expect(ACTIVE_ORDER_STATUSES).toEqual(['NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED']);
    expect(INITIAL_ORDER_STATUS).toBe('NEW');
    expect(CUSTOMER_CANCELLABLE_STATUS).toBe('NEW');
  });

  it('has the customer labels of the spec', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      NEW: 'Новые',
      PROCESSING: 'В обработке',
      READY: 'Готовы к выдаче',
      DELIVERING: 'В доставке',
      COMPLETED: 'Завершенные',
      CANCELLED: 'Отменённые',
    });
  });

  it('has the admin labels of the spec', () => {
    expect(ADMIN_ORDER_STATUS_LABELS).toEqual({
      NEW: 'Новый',
      PROCESSING: 'В обработке',
      READY: 'Готов к выдаче',
      DELIVERING: 'В доставке',
      COMPLETED: 'Завершён',
      CANCELLED: 'Отменён',
    });
  });

  it('validates codes', () => {
    expect(OrderStatus.parse('READY')).toBe('READY');
    expect(OrderStatus.safeParse('new').success).toBe(false);
    expect(OrderStatus.parse('CANCELLED')).toBe('CANCELLED');
    expect(OrderStatus.safeParse('ARCHIVED').success).toBe(false);
    expect(isOrderStatus('COMPLETED')).toBe(true);
    expect(isOrderStatus('Новый')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});

describe('status transitions', () => {
  it('lets the admin set any status while the order is under way', () => {
    for (const from of ORDER_STATUSES.filter((s) => s !== 'CANCELLED' && s !== 'COMPLETED')) {
      expect([...ORDER_STATUS_TRANSITIONS[from]].sort()).toEqual([...ORDER_STATUSES].sort());
      for (const to of ORDER_STATUSES) expect(canTransition(from, to)).toBe(true);
    }
  });

  it('ranks the statuses along NEW → PROCESSING → READY → DELIVERING → COMPLETED, CANCELLED off the path', () => {
    expect(ORDER_STATUSES.map(statusRank)).toEqual([0, 1, 2, 3, 4, null]);
  });

  it('tells a move backwards on that path; a cancellation or a move out of one is none', () => {
    expect(isBackwardMove('READY', 'PROCESSING')).toBe(true);
    expect(isBackwardMove('COMPLETED', 'DELIVERING')).toBe(true);
    expect(isBackwardMove('PROCESSING', 'NEW')).toBe(true);
    expect(isBackwardMove('PROCESSING', 'READY')).toBe(false);
    expect(isBackwardMove('READY', 'READY')).toBe(false);
    expect(isBackwardMove('NEW', 'COMPLETED')).toBe(false);
    expect(isBackwardMove('COMPLETED', 'CANCELLED')).toBe(false);
    expect(isBackwardMove('CANCELLED', 'NEW')).toBe(false);
  });

  it('never moves a cancelled order again (its goods are back on sale)', () => {
    for (const to of ACTIVE_ORDER_STATUSES) expect(canTransition('CANCELLED', to)).toBe(false);
    expect(canTransition('CANCELLED', 'CANCELLED')).toBe(true);
  });

  it('never moves a completed order again (goods that come back are its return)', () => {
    for (const to of ORDER_STATUSES.filter((s) => s !== 'COMPLETED')) {
      expect(canTransition('COMPLETED', to), to).toBe(false);
    }
    expect(canTransition('COMPLETED', 'COMPLETED')).toBe(true);
    expect(RETURNABLE_ORDER_STATUS).toBe('COMPLETED');
  });

  it('refuses unknown statuses on either side', () => {
    expect(canTransition('NEW', 'ARCHIVED')).toBe(false);
    expect(canTransition('ARCHIVED', 'NEW')).toBe(false);
    expect(canTransition('new', 'ready')).toBe(false);
    expect(canTransition('', '')).toBe(false);
  });
});

describe('delivery methods', () => {
  it('defaults to delivery and labels both methods', () => {
    expect(DEFAULT_DELIVERY_METHOD).toBe('DELIVERY');
    expect(DELIVERY_METHOD_LABELS).toEqual({ DELIVERY: 'Доставка', PICKUP: 'Самовывоз' });
  });

  it('rejects other values with a Russian message', () => {
    expect(DeliveryMethod.parse('PICKUP')).toBe('PICKUP');
    const result = DeliveryMethod.safeParse('COURIER');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Выберите способ получения');
  });
});

describe('payment methods', () => {
  it('labels both methods', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({
      CASH_ON_DELIVERY: 'Наличными при получении',
      CARD: 'Картой (временно недоступно)',
    });
  });

  it('knows both but lets only cash on delivery be chosen', () => {
    expect(PaymentMethod.parse('CARD')).toBe('CARD');
    expect(SelectablePaymentMethod.parse('CASH_ON_DELIVERY')).toBe('CASH_ON_DELIVERY');
    expect(SelectablePaymentMethod.safeParse('CARD').success).toBe(false);
    expect(isPaymentMethodSelectable('CASH_ON_DELIVERY')).toBe(true);
    expect(isPaymentMethodSelectable('CARD')).toBe(false);
    expect(isPaymentMethodSelectable('BITCOIN')).toBe(false);
  });

  it('offers card as a disabled option', () => {
    expect(PAYMENT_METHOD_OPTIONS).toEqual([
      { value: 'CASH_ON_DELIVERY', label: 'Наличными при получении', disabled: false },
      { value: 'CARD', label: 'Картой (временно недоступно)', disabled: true },
    ]);
  });
});
