/**
 * Which page's server entry draws an address (issue 22): the public pages fetch their data first and
 * name their head and status; the pages for people signed in (cart, profile, admin) are drawn as the
 * frame with a spinner and kept out of search engines; any other address is the 404 page. Every page
 * also fetches the shop's settings first (header, footer, heads): `withShop`.
 */
import { matchPath } from 'react-router';
import { pageTitle } from '../lib/head';
import { paths } from '../lib/paths';
import type { PageContext, ServerPageData } from '../lib/server-page';
import { shopOf, shopQuery } from '../lib/shop-settings';
import { catalogData } from '../pages/catalog/catalog-data';
import { contactData } from '../pages/contact/contact-data';
import { homeData } from '../pages/home/home-data';
import { notFoundData } from '../pages/not-found/not-found-data';
import { privacyPolicyData } from '../pages/privacy-policy/privacy-policy-data';
import { returnsData } from '../pages/returns/returns-data';
import { deliveryData } from '../pages/delivery/delivery-data';
import { personalDataConsentData } from '../pages/personal-data-consent/personal-data-consent-data';
import { productData } from '../pages/product/product-data';
import { searchData } from '../pages/search/search-data';

export type { PageContext };

/** Drawn without data: the sign-in page and the pages for people signed in. */
const framePage: ServerPageData = {
  prefetch: async () => undefined,
  head: ({ client }) => ({ title: pageTitle(shopOf(client).name), description: '', noindex: true }),
};

/**
 * A page's entry with the shop's settings fetched beside its own data (every page's header and footer
 * show them, and its head names the shop): they go into the dehydrated state with the rest, so the
 * browser's first render has them, with the same `dataUpdatedAt` the server drew 'open now' from.
 */
function withShop(data: ServerPageData): ServerPageData {
  return {
    ...data,
    // a shop whose settings cannot be read cannot draw its header: the render fails (the empty frame, 500)
    prefetch: (context) => Promise.all([context.client.fetchQuery(shopQuery()), data.prefetch(context)]),
    head: (context) => ({ ...data.head(context), siteName: shopOf(context.client).name }),
  };
}

const PAGES: ReadonlyArray<[pattern: string, data: ServerPageData]> = [
  [paths.home.pattern, homeData],
  [paths.catalog.pattern, catalogData],
  [paths.search.pattern, searchData],
  [paths.product.pattern, productData],
  [paths.contact.pattern, contactData],
  [paths.privacyPolicy.pattern, privacyPolicyData],
  [paths.returns.pattern, returnsData],
  [paths.delivery.pattern, deliveryData],
  [paths.personalDataConsent.pattern, personalDataConsentData],
  [paths.login.pattern, framePage],
  [paths.cart.pattern, framePage],
  [paths.profile.pattern, framePage],
  [paths.admin.import.pattern, framePage],
  ['/admin/*', framePage],
];

/** The page entry of an address and the route's parameters. */
export function serverPage(url: URL): { data: ServerPageData; params: Record<string, string | undefined> } {
  for (const [pattern, data] of PAGES) {
    const match = matchPath(pattern, url.pathname);
    if (match) return { data: withShop(data), params: match.params };
  }
  return { data: withShop(notFoundData), params: {} };
}
