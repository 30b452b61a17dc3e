import { describe, expect, it } from 'vitest';
import { SearchQuery } from './schemas.js';

describe('SearchQuery', () => {
  it('trims q and fills the defaults: 20 per page, relevance', () => {
    expect(SearchQuery.parse({ q: '  дверь ' })).toEqual({
      q: 'дверь',
      limit: 20,
      offset: 0,
      sort: 'relevance',
    });
  });

  it('reads the query-string forms of numbers and flags', () => {
    expect(
      SearchQuery.parse({ q: 'ламинат', limit: '10', offset: '40', sort: 'price_desc', inStock: 'true' }),
    ).toEqual({ q: 'ламинат', limit: 10, offset: 40, sort: 'price_desc', inStock: true });
    expect(SearchQuery.parse({ q: 'x', inStock: 'false' }).inStock).toBe(false);
  });

  it.each([
    ['an empty q', { q: '' }],
    ['a blank q', { q: '   ' }],
    ['a q over 200 characters', { q: 'а'.repeat(201) }],
    ['limit 0', { q: 'a', limit: '0' }],
    ['limit 51', { q: 'a', limit: '51' }],
    ['a fractional limit', { q: 'a', limit: '2.5' }],
    ['a negative offset', { q: 'a', offset: '-1' }],
    ['an unknown sort', { q: 'a', sort: 'popularity' }],
    ['inStock=yes', { q: 'a', inStock: 'yes' }],
    ['an unknown parameter', { q: 'a', page: '2' }],
    ['a missing q', {}],
  ])('refuses %s', (_label, input) => {
    expect(SearchQuery.safeParse(input).success).toBe(false);
  });
});
