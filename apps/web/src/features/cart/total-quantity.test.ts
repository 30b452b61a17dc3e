import { describe, expect, it } from 'vitest';
import { totalQuantity } from './api';

describe("the header badge's count", () => {
  it('counts whole-unit goods by quantity and a line sold in parts as one item', () => {
    const cart = {
      CartItems: [
        { quantity: 3, Product: { min_quantity: 1, quantity_step: 1 } },
        { quantity: 2.5, Product: { min_quantity: 0.1, quantity_step: 0.1 } },
        // 2 m of a metre product is still one length
        { quantity: 2, Product: { min_quantity: 0.1, quantity_step: 0.1 } },
        { quantity: '4' },
        { quantity: 0 },
      ],
    };
    expect(totalQuantity(cart)).toBe(3 + 1 + 1 + 4);
    expect(totalQuantity(undefined)).toBe(0);
  });
});
