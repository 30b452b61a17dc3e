/**
 * How many records a job applies per batch (per statement and transaction). Large batches cost fewer
 * round trips, but with PGlite the database runs on the shop's own thread: a batch's statements hold
 * the event loop for as long as they run, and the shop answers nobody meanwhile. So the size follows
 * the longest event-loop hold measured during each batch: shrunk when a batch held the loop longer
 * than TARGET_BLOCK_MS, grown again while batches stay well under it. With PostgreSQL the statements
 * only wait, and the size grows to the maximum.
 */
import { setImmediate as nextTurn, setTimeout as nextTimers } from 'node:timers/promises';

const TARGET_BLOCK_MS = 40;
const MIN_SIZE = 50;
const START_SIZE = 250;
const TICK_MS = 5;

export class BatchSize {
  private current: number;
  private ticker: NodeJS.Timeout | undefined;
  private lastTick = 0;
  private longestGap = 0;

  /** `fixed` (tests, a configured size) turns the adapting off. */
  constructor(
    private readonly max: number,
    private readonly fixed: boolean,
  ) {
    this.current = fixed ? max : Math.min(START_SIZE, max);
  }

  get size(): number {
    return this.current;
  }

  /** Starts watching the event loop (a timer's gaps between ticks): call once before the first batch. */
  start(): void {
    if (this.fixed || this.ticker) return;
    this.lastTick = performance.now();
    this.ticker = setInterval(() => {
      const now = performance.now();
      this.longestGap = Math.max(this.longestGap, now - this.lastTick);
      this.lastTick = now;
    }, TICK_MS);
    this.ticker.unref();
  }

  /**
   * After a batch: gives the shop a turn and adapts the size to the longest gap since the last call
   * (the timers run first, so the hold of a batch that just ended is counted).
   */
  async settle(): Promise<void> {
    if (!this.ticker) return void (await nextTurn());
    await nextTimers(0);
    const blockedMs = this.longestGap;
    this.longestGap = 0;
    this.lastTick = performance.now();
    if (blockedMs > TARGET_BLOCK_MS) {
      const scaled = Math.floor((this.current * TARGET_BLOCK_MS * 0.8) / blockedMs);
      this.current = Math.max(MIN_SIZE, scaled);
    } else if (blockedMs < TARGET_BLOCK_MS / 2) {
      this.current = Math.min(this.max, Math.ceil(this.current * 1.5));
    }
  }

  stop(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }
}
