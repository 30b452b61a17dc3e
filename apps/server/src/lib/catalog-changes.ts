import type { Listener } from '../db/client.js';
import type { CountedCache } from './cache-stats.js';
import { recentMap } from './recent-map.js';

/**
 * The channel of 0005_catalog_changes.sql, 0019 and 0024: products, categories, discounts, synonyms,
 * promotions, ratings or the shop's settings changed.
 */
export const CATALOG_CHANGED_CHANNEL = 'shop_catalog_changed';

/**
 * Tells the in-memory copies of catalogue answers when the catalogue changed. The database notifies
 * from triggers, so a change made anywhere (this process, another one, SQL by hand) counts.
 */
export function createCatalogChanges() {
  const subscribers = new Set<() => void>();
  let listener: Listener | undefined;
  const changed = () => subscribers.forEach((forget) => forget());
  return {
    /** true while every change is reported; answers may be kept only then */
    get followed(): boolean {
      return listener?.active ?? false;
    },
    /** Calls `forget` on every change, until the returned function is called. */
    onChange(forget: () => void): () => void {
      subscribers.add(forget);
      return () => subscribers.delete(forget);
    },
    async follow(listen: (onNotify: () => void) => Promise<Listener>): Promise<void> {
      listener = await listen(changed);
    },
    async stop(): Promise<void> {
      await listener?.close();
      listener = undefined;
      changed();
    },
  };
}

export type CatalogChanges = ReturnType<typeof createCatalogChanges>;

/**
 * Recent answers kept in memory, keyed by the request, while the catalogue changes are followed;
 * dropped on every change and after `ttlMs` (view counts reorder popular lists without notifying).
 * Concurrent equal requests share one computation; one that spans a change is not kept. `counted`:
 * where its hits and misses are counted (/metrics).
 */
export function answerMemory<T>(
  changes: CatalogChanges,
  {
    max,
    ttlMs,
    now = Date.now,
    counted,
  }: { max: number; ttlMs: number; now?: () => number; counted?: CountedCache },
) {
  const answers = recentMap<Promise<T>>(max, ttlMs, now);
  let generation = 0;
  const forget = () => {
    generation++;
    answers.clear();
  };
  changes.onChange(forget);
  return {
    answer(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = changes.followed ? answers.get(key) : undefined;
      counted?.stats[kept ? 'hit' : 'miss'](counted.name);
      if (!changes.followed) return compute();
      if (kept) return kept;
      const startedIn = generation;
      const pending = compute();
      answers.set(key, pending);
      pending.then(
        () => generation !== startedIn && answers.delete(key),
        () => answers.delete(key),
      );
      return pending;
    },
    forget,
  };
}
