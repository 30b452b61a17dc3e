import { DEFAULT_SEARCH_SORT, SEARCH_PAGE_SIZE, SEARCH_SORTS } from '@shop/shared/constants';
import type { SearchSort } from '@shop/shared/constants';
import { SEARCH_MAX_RESULTS, SEARCH_QUERY_MAX_LENGTH } from '@shop/shared/constants';
import { paths } from '../../app/paths';
import type { SearchPageQuery } from '../../features/search/api';
import { parsePage } from '../catalog/catalog-query';

/** A search shows at most SEARCH_MAX_RESULTS matches, so there is never a page after this one. */
export const MAX_SEARCH_PAGE = Math.ceil(SEARCH_MAX_RESULTS / SEARCH_PAGE_SIZE);

/** The page is clamped as in the catalogue (at least 1) and to the last page a search can have. */
export function parseSearchPage(raw: string | null): number {
  return Math.min(parsePage(raw), MAX_SEARCH_PAGE);
}

/** An unknown sort is relevance, the default. */
export function parseSearchSort(raw: string | null): SearchSort {
  return SEARCH_SORTS.find((sort) => sort === raw) ?? DEFAULT_SEARCH_SORT;
}

/** /search?q&page&sort (spec §2); the text is trimmed and cut to what the server accepts. */
export function parseSearchQuery(params: URLSearchParams): SearchPageQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    page: parseSearchPage(params.get('page')),
    sort: parseSearchSort(params.get('sort')),
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
