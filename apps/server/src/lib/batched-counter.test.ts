import { describe, expect, it, vi } from 'vitest';
import { batchedCounter, countArrays, type Counts } from './batched-counter.js';

describe('batchedCounter', () => {
  it('writes the counts of each id in one batch, and nothing when nothing was counted', async () => {
    const batches: Counts[] = [];
    const counter = batchedCounter(async (c) => void batches.push(c), { everyMs: 60_000, onError: vi.fn() });
    counter.add(7);
    counter.add(7);
    counter.add(3);
    await counter.flush();
    await counter.flush();
    expect(batches).toEqual([
      new Map([
        [7, 2],
        [3, 1],
      ]),
    ]);
    expect(countArrays(batches[0]!)).toEqual({ ids: '{7,3}', times: '{2,1}' });
    await counter.stop();
  });

  it('keeps the counts of a failed write for the next one', async () => {
    const onError = vi.fn();
    const write = vi
      .fn<(c: Counts) => Promise<void>>()
      .mockResolvedValue(undefined)
      .mockRejectedValueOnce(new Error('db down'));
    const counter = batchedCounter(write, { everyMs: 60_000, onError });
    counter.add(1);
    await counter.flush();
    counter.add(1);
    await counter.flush();
    expect(onError).toHaveBeenCalledOnce();
    expect(write).toHaveBeenLastCalledWith(new Map([[1, 2]]));
    await counter.stop();
  });

  it('writes on its timer and once more when stopped', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn(async (_c: Counts) => undefined);
      const counter = batchedCounter(write, { everyMs: 5_000, onError: vi.fn() });
      counter.add(5);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(write).toHaveBeenCalledTimes(1);
      counter.add(6);
      await counter.stop();
      expect(write).toHaveBeenLastCalledWith(new Map([[6, 1]]));
      await vi.advanceTimersByTimeAsync(20_000);
      expect(write).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
