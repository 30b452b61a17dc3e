/**
 * How often the in-process caches answered from memory (a hit) or had to read the database (a miss),
 * per cache, since the process started. /metrics exposes them; a service that keeps a cache is given
 * this object (optional: a service built without it counts nothing) and calls `hit` or `miss` once per
 * lookup.
 */
export interface CacheStats {
  hit(cache: string): void;
  miss(cache: string): void;
  /** every cache counted so far, in the order they were first counted */
  snapshot(): CacheCount[];
}

export interface CacheCount {
  cache: string;
  hits: number;
  misses: number;
}

export function createCacheStats(): CacheStats {
  const counts = new Map<string, CacheCount>();
  const of = (cache: string) => {
    let count = counts.get(cache);
    if (!count) {
      count = { cache, hits: 0, misses: 0 };
      counts.set(cache, count);
    }
    return count;
  };
  return {
    hit: (cache) => void (of(cache).hits += 1),
    miss: (cache) => void (of(cache).misses += 1),
    snapshot: () => [...counts.values()].map((count) => ({ ...count })),
  };
}

/** A cache's counters as a service is given them: the stats and the cache's name there. */
export interface CountedCache {
  stats: CacheStats;
  name: string;
}
