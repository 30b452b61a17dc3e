import {
  DEFAULT_SEARCH_SORT,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
} from '@shop/shared/constants';
import type { SearchPageQuery } from '../../features/search/api';
import { paths } from '../../lib/paths';
import { lastPageWithin, parseChoice, parsePage } from '../../lib/url-query';

/** A search shows at most SEARCH_MAX_RESULTS matches, so there is never a page after this one. */
export const MAX_SEARCH_PAGE = Math.min(
  Math.ceil(SEARCH_MAX_RESULTS / SEARCH_PAGE_SIZE),
  lastPageWithin(SEARCH_PAGE_SIZE),
);

/** /search?q&page&sort (spec §2); the text is trimmed and cut to what the server accepts. */
export function parseSearchQuery(params: URLSearchParams): SearchPageQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    page: parsePage(params.get('page'), MAX_SEARCH_PAGE),
    sort: parseChoice(params.get('sort'), SEARCH_SORTS, DEFAULT_SEARCH_SORT),
  };
}

/** The address of a results state; page 1 and relevance are left out. */
export function searchQueryHref(query: SearchPageQuery): string {
  return paths.search.href({
    q: query.q,
    page: query.page > 1 ? query.page : undefined,
    sort: query.sort === DEFAULT_SEARCH_SORT ? undefined : query.sort,
  });
}
