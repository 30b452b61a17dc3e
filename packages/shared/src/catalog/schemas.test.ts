import { describe, expect, it } from 'vitest';
import { CategoriesWithProductsQuery, SubcategoriesWithProductsQuery } from './schemas.js';

describe('category previews', () => {
  it('take the limits of spec §7 when the query names none', () => {
    expect(CategoriesWithProductsQuery.parse({})).toEqual({ limit: 100, maxProducts: 5 });
    expect(SubcategoriesWithProductsQuery.parse({})).toEqual({ limit: 20, maxProducts: 5 });
  });

  it('keep what the query asks within the bounds, and refuse what is outside them', () => {
    expect(SubcategoriesWithProductsQuery.parse({ limit: '7', maxProducts: '0' })).toEqual({
      limit: 7,
      maxProducts: 0,
    });
    expect(CategoriesWithProductsQuery.safeParse({ limit: '501' }).success).toBe(false);
    expect(CategoriesWithProductsQuery.safeParse({ maxProducts: '21' }).success).toBe(false);
  });
});
