/** The documents of the sitemaps protocol (https://www.sitemaps.org/protocol.html), as text. */
import { xmlText } from '../../lib/xml.js';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** One URL (or one sitemap file of an index), with its W3C date of last change when known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const changed = lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${xmlText(loc)}</loc>${changed}</${tag}>`;
}

/** A `<urlset>`: the URLs of one sitemap file. */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const lines = entries.map((url) => entry('url', url));
  return [DECLARATION, `<urlset xmlns="${NAMESPACE}">`, ...lines, '</urlset>', ''].join('\n');
}

/** A `<sitemapindex>`: the sitemap files. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const lines = entries.map((file) => entry('sitemap', file));
  return [DECLARATION, `<sitemapindex xmlns="${NAMESPACE}">`, ...lines, '</sitemapindex>', ''].join('\n');
}
