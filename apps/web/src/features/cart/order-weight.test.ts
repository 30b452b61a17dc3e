import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shop/shared/cart/schemas';
import { makeProduct } from '../../test/products';
import { cartWeightText, weightText } from './order-weight';

const line = (id: number, quantity: number, weight_kg: number | null): CartItem => ({
  id,
  product_id: id,
  quantity,
  Product: makeProduct(id, { weight_kg }),
  special_transport: false,
});
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('cart weight', () => {
  it('reads kilograms under a tonne and tonnes from one', () => {
    expect(plain(weightText(350))).toBe('350 кг');
    expect(plain(weightText(2.45))).toBe('2,5 кг');
    expect(plain(weightText(1200))).toBe('1,2 т');
  });

  it("states the order's weight, or the known goods' weight when some are unknown", () => {
    // 2.5 m × 0.4 kg + 40 bags × 25 kg = 1 001 kg
    expect(plain(cartWeightText([line(1, 2.5, 0.4), line(2, 40, 25)]))).toBe('Вес заказа ≈ 1 т');
    expect(plain(cartWeightText([line(1, 14, 25), line(2, 3, null)]))).toBe('Вес известных товаров ≈ 350 кг');
    expect(cartWeightText([line(2, 3, null)])).toBeNull();
  });
});
