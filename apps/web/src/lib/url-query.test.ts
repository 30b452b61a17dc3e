import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/shared/constants';
import { OFFSET_MAX } from '@shop/shared/ids';
import { lastPageWithin, parseChoice, parsePage, parseSearchText } from './url-query';

describe('url-query', () => {
  it('reads a page: not a number is 1, below 1 is 1, past the last page is the last page', () => {
    expect(parsePage(null, 10)).toBe(1);
    expect(parsePage('abc', 10)).toBe(1);
    expect(parsePage('-3', 10)).toBe(1);
    expect(parsePage('0', 10)).toBe(1);
    expect(parsePage(' 4 ', 10)).toBe(4);
    expect(parsePage('4.9', 10)).toBe(4);
    expect(parsePage('11', 10)).toBe(10);
  });

  it('knows the last page whose offset the server accepts', () => {
    expect(lastPageWithin(24)).toBe(41_667);
    expect((lastPageWithin(24) - 1) * 24).toBeLessThanOrEqual(OFFSET_MAX);
    expect(lastPageWithin(24) * 24).toBeGreaterThan(OFFSET_MAX);
  });

  it('keeps a known choice and falls back for anything else', () => {
    const sorts = ['popularity', 'price_asc'] as const;
    expect(parseChoice('price_asc', sorts, 'popularity')).toBe('price_asc');
    expect(parseChoice('cheap', sorts, 'popularity')).toBe('popularity');
    expect(parseChoice(null, sorts, 'popularity')).toBe('popularity');
  });

  it('reads a search text trimmed and cut to what the server accepts', () => {
    expect(parseSearchText(null)).toBe('');
    expect(parseSearchText('  дверь  ')).toBe('дверь');
    expect(parseSearchText('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 5))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});
