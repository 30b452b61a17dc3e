import { describe, expect, it } from 'vitest';
import { BatchSize } from './batch-size.js';

describe('BatchSize', () => {
  it('shrinks after a batch that held the event loop, never below its minimum, and stays put when fixed', async () => {
    const hold = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    const adaptive = new BatchSize(2000, false);
    adaptive.start();
    try {
      const before = adaptive.size;
      hold(200);
      await adaptive.settle();
      expect(adaptive.size).toBeLessThan(before);
      for (let i = 0; i < 5; i++) {
        hold(200);
        await adaptive.settle();
      }
      expect(adaptive.size).toBe(50);
    } finally {
      adaptive.stop();
    }
    const fixed = new BatchSize(1000, true);
    fixed.start();
    hold(100);
    await fixed.settle();
    expect(fixed.size).toBe(1000);
    fixed.stop();
  });
});
