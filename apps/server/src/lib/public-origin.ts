import type { Config } from '../config.js';

/**
 * Where the shop is seen from outside, without a trailing slash: PUBLIC_URL, or this server on
 * localhost when it is unset (development). Crawlers and Яндекс Товары need absolute URLs.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : `http://localhost:${config.port}`;
}

/** An absolute URL of a path of the shop (`/product/7`, `/uploads/…`); an absolute one is kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${encodePath(path)}`;
}

/** Spaces and non-ASCII letters of a stored path percent-encoded; what is already a URL stays. */
function encodePath(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return ''; // an unpaired surrogate has no UTF-8 form
    }
  });
}
