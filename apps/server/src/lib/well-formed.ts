/** A surrogate without its pair: JSON can escape it, but jsonb refuses it. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The same value with every unpaired surrogate of its texts as U+FFFD, as a text column would store
 * it (its UTF-8 has no form for one), so such a text is saved instead of failing a jsonb write.
 */
export function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNPAIRED_SURROGATE, '\ufffd') as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wellFormed(inner)])) as T;
  }
  return value;
}
