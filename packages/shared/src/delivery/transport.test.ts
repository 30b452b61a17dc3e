import { describe, expect, it } from 'vitest';
import { needsSpecialTransport, orderWeight } from './transport.js';

const LIMITS = { heavy_order_kg: 1500, long_item_m: 3 };
const line = (
  quantity: number,
  weight_kg: number | null,
  length_m: number | null = null,
  special_transport = false,
) => ({
  quantity,
  weight_kg,
  length_m,
  special_transport,
});

describe('orderWeight', () => {
  it('sums quantity × weight per unit, and says when a weight is missing', () => {
    expect(orderWeight([line(40, 25), line(2.5, 0.9)])).toEqual({ kg: 1002.25, complete: true });
    expect(orderWeight([line(3, 25), line(1, null)])).toEqual({ kg: 75, complete: false });
    expect(orderWeight([])).toEqual({ kg: 0, complete: true });
  });
});

describe('needsSpecialTransport', () => {
  it('follows the mark, the length and the weight', () => {
    expect(needsSpecialTransport([line(1, 1, null, true)], LIMITS)).toBe(true);
    expect(needsSpecialTransport([line(1, 10, 6)], LIMITS)).toBe(true);
    expect(needsSpecialTransport([line(1, 10, 3)], LIMITS)).toBe(false);
    expect(needsSpecialTransport([line(61, 25)], LIMITS)).toBe(true);
    expect(needsSpecialTransport([line(60, 25)], LIMITS)).toBe(false);
  });

  it('ignores a limit the shop does not use', () => {
    expect(needsSpecialTransport([line(100, 25, 6)], { heavy_order_kg: null, long_item_m: null })).toBe(
      false,
    );
  });
});
