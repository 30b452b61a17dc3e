/**
 * At most `concurrency` tasks at once, at most `maxWaiting` waiting; past that `run` refuses at once
 * (the caller answers "busy") instead of letting a flood pile up work.
 */
export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    /** Runs `task` when a slot is free; false when the queue is full (nothing runs). */
    async run<T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) return { ok: false };
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running += 1;
      try {
        return { ok: true, value: await task() };
      } finally {
        next();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
