import { describe, expect, it } from 'vitest';
import {
  basePriceKopecks,
  effectiveDiscountPercent,
  isDiscounted,
  lineTotal,
  lineTotalKopecks,
  orderTotal,
  orderTotalKopecks,
  pricesDiffer,
  unitPrice,
  unitPriceKopecks,
  type PricedProduct,
} from './pricing.js';

const withCategory = (percent: number | string, extra: Partial<PricedProduct> = {}): PricedProduct => ({
  price: 100,
  DiscountCategoriesDirect: [{ discount_percent: percent }],
  ...extra,
});

describe('effectiveDiscountPercent', () => {
  it('is 0 without any discount', () => {
    expect(effectiveDiscountPercent({ price: 100 })).toBe(0);
    expect(effectiveDiscountPercent({ price: 100, discount: null, DiscountCategoriesDirect: null })).toBe(0);
    expect(effectiveDiscountPercent({ price: 100, DiscountCategoriesDirect: [] })).toBe(0);
  });

  it('takes the larger of the product and the first category percent', () => {
    expect(effectiveDiscountPercent(withCategory(20, { discount: 10 }))).toBe(20);
    expect(effectiveDiscountPercent(withCategory(5, { discount: 30 }))).toBe(30);
    expect(effectiveDiscountPercent({ price: 1, discount: 12, DiscountCategoriesDirect: [] })).toBe(12);
  });

  it('reads only the first discount category', () => {
    const product: PricedProduct = {
      price: 100,
      DiscountCategoriesDirect: [{ discount_percent: 5 }, { discount_percent: 50 }],
    };
    expect(effectiveDiscountPercent(product)).toBe(5);
  });

  it.each<[PricedProduct['discount'], number]>([
    ['15', 15],
    [' 20 ', 20],
    ['15.9', 15],
    ['15,9', 15],
    [15.9, 15],
    [99, 99],
    [100, 99],
    [150, 99],
    ['250', 99],
    [-10, 0],
    ['-5', 0],
    ['abc', 0],
    ['15%', 0],
    ['', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [undefined, 0],
  ])('parses the product discount %j as %s %%', (discount, expected) => {
    expect(effectiveDiscountPercent({ price: 100, discount })).toBe(expected);
  });

  it('parses and clamps the category percent the same way', () => {
    expect(effectiveDiscountPercent(withCategory('25'))).toBe(25);
    expect(effectiveDiscountPercent(withCategory(120))).toBe(99);
    expect(effectiveDiscountPercent(withCategory(-30, { discount: 10 }))).toBe(10);
    expect(effectiveDiscountPercent(withCategory('junk', { discount: '7' }))).toBe(7);
  });

  it('marks discounted products', () => {
    expect(isDiscounted({ price: 100, discount: 1 })).toBe(true);
    expect(isDiscounted({ price: 100, discount: 0 })).toBe(false);
    expect(isDiscounted({ price: 100, discount: 'x' })).toBe(false);
  });
});

describe('unitPriceKopecks', () => {
  it('is the list price without a discount', () => {
    expect(unitPriceKopecks({ price: 1234.5 })).toBe(123450);
    expect(unitPriceKopecks({ price: '1234.50' })).toBe(123450);
    expect(basePriceKopecks({ price: '1 234,50', discount: 50 })).toBe(123450);
  });

  it('applies the percent and rounds half-up to the kopeck', () => {
    // 99.99 × 0.67 = 66.9933
    expect(unitPriceKopecks({ price: 99.99, discount: 33 })).toBe(6699);
    // 0.01 × 0.5 = 0.005 → 0.01
    expect(unitPriceKopecks({ price: 0.01, discount: 50 })).toBe(1);
    // 0.01 × 0.49 = 0.0049 → 0
    expect(unitPriceKopecks({ price: 0.01, discount: 51 })).toBe(0);
    // 1234.50 × 0.85 = 1049.325 → 1049.33
    expect(unitPriceKopecks({ price: '1234.50', discount: '15' })).toBe(104933);
    // 0.10 × 0.67 = 0.067 → 0.07
    expect(unitPriceKopecks({ price: '0.10', discount: 33 })).toBe(7);
    // Thirds of a kopeck: 0.01 × 0.67 = 0.0067 → 0.01; 0.01 × 0.33 = 0.0033 → 0
    expect(unitPriceKopecks({ price: 0.01, DiscountCategoriesDirect: [{ discount_percent: 33 }] })).toBe(1);
    expect(unitPriceKopecks({ price: 0.01, discount: 67 })).toBe(0);
    // 3.33 × 0.67 = 2.2311 → 2.23
    expect(unitPriceKopecks({ price: 3.33, discount: 33 })).toBe(223);
    // 0.02 × 0.75 = 0.015 → 0.02 (half-up, not to even)
    expect(unitPriceKopecks({ price: 0.02, discount: 25 })).toBe(2);
  });

  it('clamps out-of-range discounts before applying them', () => {
    expect(unitPriceKopecks({ price: 100, discount: 150 })).toBe(100);
    expect(unitPriceKopecks({ price: 100, discount: -10 })).toBe(10000);
  });

  it('throws on a price that is not a money amount', () => {
    expect(() => unitPriceKopecks({ price: 'бесплатно' })).toThrow(TypeError);
    expect(() => unitPriceKopecks({ price: '' })).toThrow(TypeError);
    expect(() => unitPriceKopecks({ price: Number.NaN })).toThrow(TypeError);
  });

  it('returns roubles with two decimals', () => {
    expect(unitPrice({ price: 99.99, discount: 33 })).toBe(66.99);
    expect(unitPrice({ price: '1234.50', discount: '15' })).toBe(1049.33);
    expect(unitPrice({ price: 0.1 + 0.2 })).toBe(0.3);
  });
});

describe('line and order totals', () => {
  const discounted: PricedProduct = { price: '0.10', discount: 33 };

  it('multiplies the rounded unit price by the quantity', () => {
    // Rounded per unit first (0.07), so 3 units are 0.21, not round(0.201) = 0.20.
    expect(lineTotalKopecks(discounted, 3)).toBe(21);
    expect(lineTotal({ price: 99.99, discount: 33 }, 3)).toBe(200.97);
    expect(lineTotalKopecks({ price: 5 }, 0)).toBe(0);
  });

  it('rounds the total of a decimal quantity to the kopeck once', () => {
    // 123.45 ₽ × 2.5 m = 308.625 → 308.63; 0.1 + 0.2 of a metre is 0.3, not 0.30000000000000004
    expect(lineTotalKopecks({ price: 123.45 }, 2.5)).toBe(30863);
    expect(lineTotalKopecks({ price: 10 }, 0.1 + 0.2)).toBe(300);
    expect(lineTotalKopecks({ price: 99.99 }, 0.001)).toBe(10);
  });

  it('rejects quantities that are negative or have more than three decimals', () => {
    expect(() => lineTotalKopecks(discounted, -1)).toThrow(RangeError);
    expect(() => lineTotalKopecks(discounted, 1.5001)).toThrow(RangeError);
    expect(() => lineTotalKopecks(discounted, Number.NaN)).toThrow(RangeError);
  });

  it('rejects totals beyond exact integer range', () => {
    expect(() => lineTotalKopecks({ price: 1e12 }, 1_000_000)).toThrow(RangeError);
  });

  it('sums line totals into the order total', () => {
    const lines = [
      { product: { price: '1234.50', discount: '15' }, quantity: 2 },
      { product: { price: 99.99, DiscountCategoriesDirect: [{ discount_percent: '33' }] }, quantity: 1 },
      { product: discounted, quantity: 3 },
    ];
    expect(orderTotalKopecks(lines)).toBe(104933 * 2 + 6699 + 21);
    expect(orderTotal(lines)).toBe(2165.86);
    expect(orderTotalKopecks([])).toBe(0);
    expect(orderTotal([])).toBe(0);
  });
});

describe('pricesDiffer', () => {
  it('tolerates a difference of up to 0.01 ₽', () => {
    expect(pricesDiffer(100, 10000)).toBe(false);
    expect(pricesDiffer(100.01, 10000)).toBe(false);
    expect(pricesDiffer(99.99, 10000)).toBe(false);
    expect(pricesDiffer(0.1 + 0.2, 30)).toBe(false);
  });

  it('reports larger differences', () => {
    expect(pricesDiffer(100.02, 10000)).toBe(true);
    expect(pricesDiffer(99.98, 10000)).toBe(true);
    expect(pricesDiffer(0, 10000)).toBe(true);
    expect(pricesDiffer(-100, 10000)).toBe(true);
  });

  it('treats a total that is not a usable number as different', () => {
    expect(pricesDiffer(Number.NaN, 0)).toBe(true);
    expect(pricesDiffer(Number.POSITIVE_INFINITY, 0)).toBe(true);
    expect(pricesDiffer(1e20, 0)).toBe(true);
  });
});
