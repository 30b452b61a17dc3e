import { describe, expect, it } from 'vitest';
import { amountDueKopecks, deliveryCost, zoneTermsOf, type ZoneTerms } from './cost.js';

/** 'с. Верхняя Хава': 300 ₽, free from 5,000 ₽, no minimum. */
const HAVA: ZoneTerms = { priceKopecks: 30_000, freeFromKopecks: 500_000, minOrderKopecks: null };

describe('deliveryCost', () => {
  it('charges the zone price below the threshold and nothing from it', () => {
    expect(deliveryCost(HAVA, 300_000, false)).toEqual({ kind: 'priced', costKopecks: 30_000 });
    expect(deliveryCost(HAVA, 499_999, false)).toEqual({ kind: 'priced', costKopecks: 30_000 });
    expect(deliveryCost(HAVA, 500_000, false)).toEqual({ kind: 'priced', costKopecks: 0 });
    expect(deliveryCost(HAVA, 600_000, false)).toEqual({ kind: 'priced', costKopecks: 0 });
  });

  it('always charges a zone without a threshold', () => {
    const zone = { ...HAVA, freeFromKopecks: null };
    expect(deliveryCost(zone, 10_000_000, false)).toEqual({ kind: 'priced', costKopecks: 30_000 });
  });

  it('leaves the cost to the manager when a good needs special transport, even above the threshold', () => {
    expect(deliveryCost(HAVA, 600_000, true)).toEqual({ kind: 'byManager', costKopecks: null });
  });

  it('offers no delivery below the minimum order', () => {
    const zone = { ...HAVA, minOrderKopecks: 200_000 };
    expect(deliveryCost(zone, 199_999, false)).toEqual({
      kind: 'belowMinimum',
      costKopecks: null,
      minOrderKopecks: 200_000,
    });
    expect(deliveryCost(zone, 200_000, false)).toEqual({ kind: 'priced', costKopecks: 30_000 });
  });
});

describe('amountDueKopecks', () => {
  it('adds a known delivery cost to the goods, and nothing while the manager has to confirm it', () => {
    expect(amountDueKopecks(300_000, deliveryCost(HAVA, 300_000, false))).toBe(330_000);
    expect(amountDueKopecks(600_000, deliveryCost(HAVA, 600_000, false))).toBe(600_000);
    expect(amountDueKopecks(600_000, deliveryCost(HAVA, 600_000, true))).toBe(600_000);
  });
});

describe('zoneTermsOf', () => {
  it('reads the amounts of the API (roubles) and of the database (numeric text) alike', () => {
    const terms = { priceKopecks: 30_050, freeFromKopecks: 500_000, minOrderKopecks: null };
    expect(zoneTermsOf({ price: 300.5, free_from: 5000, min_order: null })).toEqual(terms);
    expect(zoneTermsOf({ price: '300.50', free_from: '5000.00', min_order: null })).toEqual(terms);
  });
});
