import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { applyInBatches } from './batches.js';

/** Records 0..count-1, logging when each is read. */
async function* numbers(count: number, log: string[]): AsyncGenerator<number> {
  for (let n = 0; n < count; n++) {
    log.push(`read ${n}`);
    await sleep(1);
    yield n;
  }
}

describe('applyInBatches', () => {
  it('applies every record after the skipped ones, in order, one batch at a time, reading the next batch meanwhile', async () => {
    const log: string[] = [];
    const applied: number[][] = [];
    let running = 0;
    await applyInBatches(numbers(11, log), { skip: 2, batchSize: 3 }, async (batch) => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${batch.join(',')}`);
      await sleep(15);
      applied.push(batch);
      log.push(`end ${batch.join(',')}`);
      running--;
    });
    expect(applied).toEqual([
      [2, 3, 4],
      [5, 6, 7],
      [8, 9, 10],
    ]);
    // the next batch is read while the one before is written
    expect(log.indexOf('read 5')).toBeGreaterThan(log.indexOf('start 2,3,4'));
    expect(log.indexOf('read 5')).toBeLessThan(log.indexOf('end 2,3,4'));
    // and it starts only after the one before has ended
    expect(log.indexOf('start 5,6,7')).toBeGreaterThan(log.indexOf('end 2,3,4'));
  });

  it('stops at the first failing batch, throws its error and leaves no batch running', async () => {
    const log: string[] = [];
    const started: number[][] = [];
    let finished = 0;
    const run = applyInBatches(numbers(20, log), { skip: 0, batchSize: 4 }, async (batch) => {
      started.push(batch);
      await sleep(10);
      finished++;
      if (batch[0] === 4) throw new Error('статья не записана');
    });
    await expect(run).rejects.toThrow('статья не записана');
    expect(started.map((batch) => batch[0])).toEqual([0, 4]);
    expect(finished).toBe(2);
    // reading stopped with the batch that found the failure
    expect(log).not.toContain('read 12');
  });

  it('waits for the batch in flight when reading fails', async () => {
    let finished = false;
    async function* broken(): AsyncGenerator<number> {
      yield 1;
      yield 2;
      await sleep(1);
      throw new Error('файл оборван');
    }
    const run = applyInBatches(broken(), { skip: 0, batchSize: 2 }, async () => {
      await sleep(20);
      finished = true;
    });
    await expect(run).rejects.toThrow('файл оборван');
    expect(finished).toBe(true);
  });
});
