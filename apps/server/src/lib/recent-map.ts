/** A small map that forgets its oldest entries beyond `max` and entries older than `ttlMs`. */
export function recentMap<V>(max: number, ttlMs: number, now: () => number) {
  const entries = new Map<string, { at: number; value: V }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry || now() - entry.at > ttlMs) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { at: now(), value });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
  };
}
