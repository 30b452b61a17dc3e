/**
 * What search engines and Яндекс Товары are told about the shop (robots.txt, the sitemaps, the YML
 * feed). The paths are the web app's routes (apps/web/src/lib/paths.ts): change them together.
 */

/** URLs in one sitemap file: the protocol's limit (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

/** The pages without an id every visitor can open: /sitemap-pages.xml. */
export const SITEMAP_STATIC_PAGES = [
  '/',
  '/catalog',
  '/contact',
  '/delivery',
  '/returns',
  '/privacy-policy',
  '/personal-data-consent',
] as const;

/** Pages crawlers are asked to skip: the staff area, a visitor's own pages, the API, the sign-in form. */
export const ROBOTS_DISALLOW = ['/admin', '/cart', '/profile', '/api/', '/login'] as const;

/**
 * Query parameters that only reorder or page a list, per page (Yandex's `Clean-param`): the list's
 * address without them is the one to index.
 */
export const ROBOTS_CLEAN_PARAMS = [
  { params: ['sort', 'page'], path: '/catalog' },
  { params: ['sort', 'page'], path: '/search' },
] as const;

/** The catalogue page of a category, and a product's page. */
export const categoryPagePath = (categoryId: number) => `/catalog?category_id=${categoryId}`;
export const productPagePath = (productId: number) => `/product/${productId}`;

/** A YML offer's `<description>` is cut to this many characters (Яндекс Маркет takes up to 3000). */
export const YML_DESCRIPTION_MAX = 3000;
