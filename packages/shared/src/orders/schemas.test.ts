import { describe, expect, it } from 'vitest';
import { QuickOrderInput } from './schemas.js';

const form = { full_name: 'Иван Кузнецов', phone: '+79005550001', consent: true };

describe('QuickOrderInput', () => {
  it('merges lines of one product as decimals: 0.1 m + 0.2 m is 0.3 m', () => {
    const parsed = QuickOrderInput.parse({
      ...form,
      items: [
        { product_id: 7, quantity: 0.1 },
        { product_id: 9, quantity: 2 },
        { product_id: 7, quantity: 0.2 },
      ],
    });
    expect(parsed.items).toEqual([
      { product_id: 7, quantity: 0.3 },
      { product_id: 9, quantity: 2 },
    ]);
  });

  it('refuses a quantity with more than three decimals, zero or not a number', () => {
    for (const quantity of [1.0001, 0, -1, Number.NaN, '2.5']) {
      expect(QuickOrderInput.safeParse({ ...form, items: [{ product_id: 7, quantity }] }).success).toBe(
        false,
      );
    }
  });
});
