/**
 * A page's <head>: its own title and description, the canonical address, Open Graph, robots and
 * JSON-LD. The server writes it into the HTML it sends; in the browser `useDocumentHead` keeps the
 * title and description in step while the visitor moves between pages.
 */
import { useEffect } from 'react';
import { TEXTS } from '@shop/shared/texts';

export interface PageHead {
  /** the whole tab title */
  title: string;
  description: string;
  /** path and query of the address search engines should index this page under */
  canonical?: string;
  /** a picture for link previews: a path on the site (/uploads/…) or an absolute address */
  image?: string | null;
  /** Open Graph's type */
  type?: 'website' | 'product';
  /** schema.org objects, each written as its own JSON-LD block */
  jsonLd?: object[];
  /** the page is not for search engines (a private page, a 404) */
  noindex?: boolean;
  /** Open Graph's site name: the shop's name from its settings (the server's render fills it in) */
  siteName?: string;
}

/** '{page} — {shop}' (the shop's name, from its settings, alone without a page title). */
export const pageTitle = (shopName: string, title?: string) => (title ? `${title} — ${shopName}` : shopName);

/** The head of the 404 page (an unknown address, product or category): not for search engines. */
export const notFoundHead = (text: string = TEXTS.notFound.text): PageHead => ({
  title: TEXTS.notFound.title,
  description: text,
  noindex: true,
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON inside a <script> element: `<` escaped so that no text from the database (a product named
 * '</script>…') can close the element; U+2028/2029 escaped for old parsers.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** An address as crawlers need it: a path on the site gets the shop's origin, an absolute one stays. */
export const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path}`;

/** The <head> tags of a page as HTML, every value escaped. */
export function headHtml(head: PageHead, origin: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) {
    const url = absolute(origin, head.canonical);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`, meta('property', 'og:url', url));
  }
  tags.push(
    meta('property', 'og:type', head.type ?? 'website'),
    ...(head.siteName ? [meta('property', 'og:site_name', head.siteName)] : []),
    meta('property', 'og:locale', 'ru_RU'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.image) tags.push(meta('property', 'og:image', absolute(origin, head.image)));
  for (const block of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  }
  return tags.join('\n    ');
}

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** In the browser: the tab title and the description follow the page shown (null: leave them). */
export function useDocumentHead(head: { title: string; description?: string } | null): void {
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    if (description !== undefined) setMeta('description', description);
  }, [title, description]);
}
