/** How many times each id was counted since the last write. */
export type Counts = Map<number, number>;

/** The batch as two arrays for `unnest`: ids and how many times each was counted. */
export const countArrays = (counts: Counts) => ({
  ids: `{${[...counts.keys()].join(',')}}`,
  times: `{${[...counts.values()].join(',')}}`,
});

/**
 * Counts in memory and writes the counts in one statement every `everyMs` and on `flush()`: a page view
 * must not cost the page a write (on the embedded database every statement runs on the server's thread).
 * A failed write keeps its counts for the next one.
 */
export function batchedCounter(
  write: (counts: Counts) => Promise<void>,
  { everyMs, onError }: { everyMs: number; onError: (err: unknown) => void },
) {
  let pending: Counts = new Map();
  let writing: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    await writing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    writing = write(batch).catch((err: unknown) => {
      for (const [id, times] of batch) pending.set(id, (pending.get(id) ?? 0) + times);
      onError(err);
    });
    await writing;
  }

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();

  return {
    add(id: number): void {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    flush,
    /** Writes what is left and stops the timer. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
