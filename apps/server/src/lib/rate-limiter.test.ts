import { describe, expect, it } from 'vitest';
import { createRateLimiter, fallbackCountStore, memoryCountStore, type CountStore } from './rate-limiter.js';

const LIMIT = { max: 3, windowMs: 1_000 };

describe('rate limiter', () => {
  it('counts requests in a window that starts with the first one, then starts again', async () => {
    let now = 0;
    const limiter = createRateLimiter(memoryCountStore(() => now));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await limiter.consume('ip:1', LIMIT)).allowed);
    expect(answers).toEqual([true, true, true, false]);
    expect((await limiter.consume('ip:2', LIMIT)).allowed).toBe(true);
    now = 1_001;
    expect((await limiter.consume('ip:1', LIMIT)).allowed).toBe(true);
  });

  it('counts only failures: blocked once they reach the limit, clear forgives', async () => {
    const limiter = createRateLimiter(memoryCountStore());
    for (let i = 0; i < 3; i++) {
      expect((await limiter.isBlocked('pair', LIMIT)).allowed).toBe(true);
      await limiter.recordFailure('pair', LIMIT);
    }
    expect((await limiter.isBlocked('pair', LIMIT)).allowed).toBe(false);
    expect(await limiter.reached('pair', LIMIT)).toBe(true);
    await limiter.clear('pair');
    expect((await limiter.isBlocked('pair', LIMIT)).allowed).toBe(true);
  });

  it('falls back to its own counts when the shared store fails or hangs', async () => {
    const failures: unknown[] = [];
    const broken: CountStore = {
      hit: () => Promise.reject(new Error('down')),
      peek: () => new Promise(() => undefined),
      clear: () => Promise.reject(new Error('down')),
    };
    const limiter = createRateLimiter(
      fallbackCountStore(broken, memoryCountStore(), (err) => failures.push(err), 20),
    );
    for (let i = 0; i < 3; i++) expect((await limiter.consume('k', LIMIT)).allowed).toBe(true);
    expect((await limiter.consume('k', LIMIT)).allowed).toBe(false);
    expect((await limiter.isBlocked('k', LIMIT)).allowed).toBe(false);
    expect(failures.length).toBe(5);
  });
});
