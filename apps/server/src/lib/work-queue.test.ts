import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('work queue', () => {
  it('runs at most `concurrency` tasks at once and the rest in order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.waiting).toBe(1);
    gates[0]!.resolve();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([
      { ok: true, value: 0 },
      { ok: true, value: 1 },
      { ok: true, value: 2 },
    ]);
    expect(queue.running).toBe(0);
  });

  it('refuses at once when the queue is full, and frees the slot of a failed task', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    expect(await queue.run(async () => 'third')).toEqual({ ok: false });
    gate.resolve();
    await first;
    expect(await second).toEqual({ ok: true, value: 'second' });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toEqual({ ok: true, value: 'after' });
  });
});
