import type { RedisClientType } from 'redis';
import type { RateLimit } from '../config.js';

/** A count in a fixed window that started with its first hit. */
export interface Count {
  count: number;
  /** ms until the window ends and the count starts again from zero */
  resetInMs: number;
}

/** Where the counts live: this process's memory, or Redis when several processes share the limits. */
export interface CountStore {
  /** Adds one to the count of `key` (a new window of `windowMs` when none is running). */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count of `key` without adding to it. */
  peek(key: string): Promise<Count>;
  clear(key: string): Promise<void>;
}

const PREFIX = 'shop:limit:';

export function memoryCountStore(now: () => number = Date.now): CountStore {
  const counts = new Map<string, { count: number; endsAt: number }>();
  let sweptAt = now();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.endsAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  // ended windows are dropped now and then, so the map does not grow with every address ever seen
  const sweep = () => {
    if (now() - sweptAt < 60_000) return;
    sweptAt = now();
    for (const [key, entry] of counts) if (entry.endsAt <= sweptAt) counts.delete(key);
  };
  const asCount = (entry: { count: number; endsAt: number } | undefined): Count =>
    entry ? { count: entry.count, resetInMs: entry.endsAt - now() } : { count: 0, resetInMs: 0 };
  return {
    async hit(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return asCount(entry);
    },
    async peek(key) {
      return asCount(live(key));
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

/** Counts in Redis: every shop process behind a load balancer sees the same numbers. */
export function redisCountStore(client: RedisClientType): CountStore {
  const asCount = (count: unknown, ttl: unknown): Count => ({
    count: Number(count ?? 0),
    resetInMs: Math.max(Number(ttl ?? 0), 0),
  });
  return {
    async hit(key, windowMs) {
      const [count, , ttl] = await client
        .multi()
        .incr(PREFIX + key)
        .pExpire(PREFIX + key, windowMs, 'NX')
        .pTTL(PREFIX + key)
        .exec();
      return asCount(count, ttl);
    },
    async peek(key) {
      const [count, ttl] = await client
        .multi()
        .get(PREFIX + key)
        .pTTL(PREFIX + key)
        .exec();
      return asCount(count, ttl);
    },
    async clear(key) {
      await client.del(PREFIX + key);
    },
  };
}

/**
 * Redis first; while Redis is down or slow (over `timeoutMs`), this process's own counts: the limits
 * go on holding per process instead of every sign-in waiting for Redis.
 */
export function fallbackCountStore(
  primary: CountStore,
  fallback: CountStore,
  onFailure: (err: unknown) => void,
  timeoutMs = 300,
): CountStore {
  const attempt = async <T>(primaryCall: () => Promise<T>, fallbackCall: () => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`rate-limit store answered nothing in ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([primaryCall(), timeout]);
    } catch (err) {
      onFailure(err);
      return fallbackCall();
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    hit: (key, windowMs) =>
      attempt(
        () => primary.hit(key, windowMs),
        () => fallback.hit(key, windowMs),
      ),
    peek: (key) =>
      attempt(
        () => primary.peek(key),
        () => fallback.peek(key),
      ),
    clear: (key) =>
      attempt(
        () => primary.clear(key),
        () => fallback.clear(key),
      ),
  };
}

export interface LimitAnswer {
  allowed: boolean;
  retryAfterMs: number;
}

/**
 * Limits over a count store. `consume` counts every request (registrations, code requests);
 * `isBlocked` + `recordFailure` count only failures (sign-in: a customer who types the right password
 * is never counted, and neither are neighbours behind the same mobile operator's address).
 */
export function createRateLimiter(store: CountStore) {
  return {
    store,
    async consume(key: string, limit: RateLimit): Promise<LimitAnswer> {
      const { count, resetInMs } = await store.hit(key, limit.windowMs);
      return { allowed: count <= limit.max, retryAfterMs: resetInMs };
    },
    async isBlocked(key: string, limit: RateLimit): Promise<LimitAnswer> {
      const { count, resetInMs } = await store.peek(key);
      return { allowed: count < limit.max, retryAfterMs: resetInMs };
    },
    async recordFailure(key: string, limit: RateLimit): Promise<Count> {
      return store.hit(key, limit.windowMs);
    },
    async reached(key: string, limit: RateLimit): Promise<boolean> {
      return (await store.peek(key)).count >= limit.max;
    },
    clear: (key: string) => store.clear(key),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
