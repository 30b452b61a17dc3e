/**
 * How an import job feeds its records to the database: in batches, in order, each applied (in its own
 * transaction) only after the one before has committed, while the next one is being read. With
 * PostgreSQL a batch's statement runs in the database's own process, so the shop's work for the next
 * batch (reading the spool, building its rows) overlaps it instead of waiting for it. With PGlite
 * both share the shop's thread and the order of work is all that changes.
 */
import { BatchSize } from './batch-size.js';

/** The most records per batch (PostgreSQL: the statements only wait, fewer round trips pay). */
const MAX_BATCH = 2000;

export interface BatchOptions {
  /** records already applied by a resumed job: skipped */
  skip: number;
  /** a fixed batch size (tests, configuration); without it the size adapts to the event loop (batch-size.ts) */
  batchSize?: number;
}

/**
 * Applies `records` in batches, skipping the first `skip`. At most one batch runs at a time; the
 * first failure stops the reading and is thrown, and no batch is left running when this returns or
 * throws.
 */
export async function applyInBatches<T>(
  records: AsyncIterable<T> | Iterable<T>,
  { skip, batchSize }: BatchOptions,
  apply: (batch: T[]) => Promise<void>,
): Promise<void> {
  const sizes = new BatchSize(batchSize ?? MAX_BATCH, batchSize !== undefined);
  let running: Promise<void> | undefined;
  const start = async (batch: T[]) => {
    await running;
    running = apply(batch);
    // awaited by the next batch or at the end: a failure must not count as unhandled meanwhile
    running.catch(() => undefined);
    await sizes.settle();
  };
  sizes.start();
  try {
    let seen = 0;
    let batch: T[] = [];
    for await (const record of records) {
      if (seen++ < skip) continue;
      batch.push(record);
      if (batch.length < sizes.size) continue;
      await start(batch);
      batch = [];
    }
    if (batch.length > 0) await start(batch);
    await running;
  } finally {
    sizes.stop();
    await running?.catch(() => undefined);
  }
}
