import { DEFAULT_SEARCH_SORT } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { searchResultsQuery } from '../../features/search/api';
import { pageTitle, type PageHead } from '../../lib/head';
import type { PageContext, ServerPageData } from '../../lib/server-page';
import { shopOf } from '../../lib/shop-settings';
import { parseSearchQuery, searchQueryHref } from './search-query';

/** The search page's head: the query in the title, how many goods it found. */
export function searchHead(shopName: string, q: string, total: number | undefined): PageHead {
  const H = TEXTS.pageHeads;
  const canonical = searchQueryHref({ q, page: 1, sort: DEFAULT_SEARCH_SORT });
  if (!q) return { title: pageTitle(shopName, TEXTS.nav.search), description: H.searchPrompt, canonical };
  return {
    title: pageTitle(shopName, H.searchTitle(q)),
    description: H.searchDescription(q, total ?? 0),
    canonical,
  };
}

const queryOf = ({ url }: PageContext) => parseSearchQuery(url.searchParams);

export const searchData: ServerPageData = {
  async prefetch(context) {
    const query = queryOf(context);
    if (query.q) await context.client.prefetchQuery(searchResultsQuery(query));
  },
  head(context) {
    const query = queryOf(context);
    return searchHead(
      shopOf(context.client).name,
      query.q,
      context.client.getQueryData(searchResultsQuery(query).queryKey)?.total,
    );
  },
};
