import { describe, expect, it } from 'vitest';
import { deliveryCostText, orderAmountDueKopecks } from './order-delivery.js';

describe('an order’s delivery', () => {
  it('adds a known delivery cost to the goods; the manager’s cost waits', () => {
    expect(orderAmountDueKopecks({ total_amount: 3000, delivery_cost: 300 })).toBe(330_000);
    expect(orderAmountDueKopecks({ total_amount: 6000, delivery_cost: 0 })).toBe(600_000);
    expect(orderAmountDueKopecks({ total_amount: 1200, delivery_cost: null })).toBe(120_000);
  });

  it('names the cost: free, the manager’s, or the amount', () => {
    expect(deliveryCostText(0)).toBe('бесплатно');
    expect(deliveryCostText(null)).toBe('рассчитает менеджер');
    expect(deliveryCostText(300).replace(/\u00a0/g, ' ')).toBe('300,00 ₽');
  });
});
