/**
 * Which page's server entry draws an address (issue 22): the public pages fetch their data first and
 * name their head and status; the pages for people signed in (cart, profile, admin) are drawn as the
 * frame with a spinner and kept out of search engines; any other address is the 404 page.
 */
import { matchPath } from 'react-router';
import { pageTitle } from '../lib/head';
import { paths } from '../lib/paths';
import type { PageContext, ServerPageData } from '../lib/server-page';
import { catalogData } from '../pages/catalog/catalog-data';
import { contactData } from '../pages/contact/contact-data';
import { homeData } from '../pages/home/home-data';
import { notFoundData } from '../pages/not-found/not-found-data';
import { privacyPolicyData } from '../pages/privacy-policy/privacy-policy-data';
import { productData } from '../pages/product/product-data';
import { searchData } from '../pages/search/search-data';

export type { PageContext };

/** Drawn without data: the sign-in page and the pages for people signed in. */
const framePage: ServerPageData = {
  prefetch: async () => undefined,
  head: () => ({ title: pageTitle(), description: '', noindex: true }),
};

const PAGES: ReadonlyArray<[pattern: string, data: ServerPageData]> = [
  [paths.home.pattern, homeData],
  [paths.catalog.pattern, catalogData],
  [paths.search.pattern, searchData],
  [paths.product.pattern, productData],
  [paths.contact.pattern, contactData],
  [paths.privacyPolicy.pattern, privacyPolicyData],
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
    if (match) return { data, params: match.params };
  }
  return { data: notFoundData, params: {} };
}
