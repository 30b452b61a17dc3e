import { describe, expect, it } from 'vitest';
import {
  API_RETRY_COUNT,
  IMAGE_UPLOAD_STALL_MS,
  IMAGE_ZIP_MAX_BYTES,
  SEARCH_MIN_CHARS,
  STOCK_HIGH,
  STOCK_LOW,
  apiRetryDelayMs,
} from './constants.js';

describe('constants', () => {
  it('waits 2 s times the attempt number between retries', () => {
    expect(API_RETRY_COUNT).toBe(5);
    expect([1, 2, 3, 4, 5].map(apiRetryDelayMs)).toEqual([2000, 4000, 6000, 8000, 10000]);
  });

  it('keeps derived values equal to the numbers the spec states', () => {
    expect(IMAGE_ZIP_MAX_BYTES).toBe(5 * 1024 ** 3);
    expect(IMAGE_UPLOAD_STALL_MS).toBe(7_200_000);
    expect(SEARCH_MIN_CHARS).toBeGreaterThan(2);
    expect(STOCK_LOW).toBeLessThan(STOCK_HIGH);
  });
});
