import { describe, expect, it } from 'vitest';
import { diff } from './changes.js';

describe('diff', () => {
  it('lists each changed field as [before, after]', () => {
    expect(
      diff({ name: 'Дверь', price: 100, image: null }, { name: 'Дверь', price: 120, image: '/a.webp' }),
    ).toEqual({
      price: [100, 120],
      image: [null, '/a.webp'],
    });
  });
  it('reads a created or deleted record as every field from or to null', () => {
    expect(diff(null, { name: 'Дверь' })).toEqual({ name: [null, 'Дверь'] });
    expect(diff({ name: 'Дверь' }, null)).toEqual({ name: ['Дверь', null] });
    expect(diff({ a: [1] }, { a: [1] })).toEqual({});
  });
});
