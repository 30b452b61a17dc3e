import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const numbers = (items: ReturnType<typeof pageItems>) =>
  items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1, 'window')).toEqual([]);
    expect(pageItems(1, 0, 'ellipsis')).toEqual([]);
  });

  it('keeps a window of five pages around the current one, shifted at the edges', () => {
    expect(numbers(pageItems(1, 20, 'window'))).toEqual([1, 2, 3, 4, 5]);
    expect(numbers(pageItems(10, 20, 'window'))).toEqual([8, 9, 10, 11, 12]);
    expect(numbers(pageItems(20, 20, 'window'))).toEqual([16, 17, 18, 19, 20]);
    expect(numbers(pageItems(2, 3, 'window'))).toEqual([1, 2, 3]);
  });

  it('clamps a page past the end', () => {
    expect(numbers(pageItems(99, 7, 'window'))).toEqual([3, 4, 5, 6, 7]);
  });

  it('shows first, last and neighbours with gaps, filling a gap of one page with the page', () => {
    expect(numbers(pageItems(10, 20, 'ellipsis'))).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(numbers(pageItems(1, 20, 'ellipsis'))).toEqual([1, 2, '…', 20]);
    expect(numbers(pageItems(3, 20, 'ellipsis'))).toEqual([1, 2, 3, 4, '…', 20]);
    expect(numbers(pageItems(4, 5, 'ellipsis'))).toEqual([1, 2, 3, 4, 5]);
  });
});
