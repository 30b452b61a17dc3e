import { describe, expect, it } from 'vitest';
import { orderLineAmount, orderLineKopecks, orderLineQuantity } from './lines.js';

const NBSP = '\u00a0';

describe('order lines as people read them', () => {
  it('names the quantity with its unit, pieces when the product has none', () => {
    expect(orderLineQuantity(2.5, 'м')).toBe(`2,5${NBSP}м`);
    expect(orderLineQuantity(0.125, 'кг')).toBe(`0,125${NBSP}кг`);
    expect(orderLineQuantity(3, null)).toBe(`3${NBSP}шт`);
    expect(orderLineQuantity(3, '  ')).toBe(`3${NBSP}шт`);
    expect(orderLineQuantity(1200, 'шт')).toBe(`1${NBSP}200${NBSP}шт`);
  });

  it('totals a line by the one rule: unit price × quantity, rounded to the kopeck once', () => {
    expect(orderLineKopecks({ quantity: 2.5, price_at_purchase: 123.45 })).toBe(30863);
    expect(orderLineKopecks({ quantity: 2.5, price_at_purchase: '123.45' })).toBe(30863);
    expect(orderLineKopecks({ quantity: 3, price_at_purchase: 179.91 })).toBe(53973);
    expect(orderLineKopecks({ quantity: 0.3, price_at_purchase: 10 })).toBe(300);
  });

  it('writes the sum: 2,5 м × 123,45 ₽ = 308,63 ₽', () => {
    expect(orderLineAmount({ quantity: 2.5, price_at_purchase: 123.45, unit_name: 'м' })).toBe(
      `2,5${NBSP}м × 123,45${NBSP}₽ = 308,63${NBSP}₽`,
    );
    expect(orderLineAmount({ quantity: 2, price_at_purchase: '500.00', unit_name: null })).toBe(
      `2${NBSP}шт × 500,00${NBSP}₽ = 1${NBSP}000,00${NBSP}₽`,
    );
  });
});
