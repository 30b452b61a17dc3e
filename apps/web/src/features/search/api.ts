import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SEARCH_SORT, SEARCH_PAGE_SIZE, SEARCH_SUGGESTIONS_LIMIT } from '@shop/shared/constants';
import type { SearchSort } from '@shop/shared/constants';
import type { SearchResponse } from '@shop/shared/search/schemas';
import { TEXTS } from '@shop/shared/texts';
import { ApiRequestError, apiClient } from '../../lib/api-client';

export interface SearchParams {
  q: string;
  limit: number;
  offset: number;
  sort: SearchSort;
  inStock?: boolean;
}

/** What the results page shows, read from its address /search?q&page&sort. */
export interface SearchPageQuery {
  q: string;
  /** 1-based */
  page: number;
  sort: SearchSort;
}

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (q: string) => [...searchKeys.all, 'suggestions', q] as const,
  results: (q: string, page: number, sort: SearchSort) =>
    [...searchKeys.all, 'results', q, page, sort] as const,
};

/** GET /products/search; `sort` is left out for relevance and `inStock` only sent when set (spec §7). */
export async function fetchSearch(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  const { data } = await apiClient.get<SearchResponse>('/products/search', {
    params: {
      q: params.q,
      limit: params.limit,
      offset: params.offset,
      ...(params.sort === DEFAULT_SEARCH_SORT ? {} : { sort: params.sort }),
      ...(params.inStock ? { inStock: 'true' } : {}),
    },
    signal,
  });
  return { products: data?.products ?? [], total: data?.total ?? 0 };
}

/**
 * Header suggestions: up to 10 in-stock matches. The query's AbortSignal cancels a request whose text
 * is already stale; the previous list stays on screen while the next one loads.
 */
export function useSearchSuggestions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) =>
      fetchSearch(
        { q, limit: SEARCH_SUGGESTIONS_LIMIT, offset: 0, sort: DEFAULT_SEARCH_SORT, inStock: true },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const searchResultsQuery = ({ q, page, sort }: SearchPageQuery) =>
  queryOptions({
    queryKey: searchKeys.results(q, page, sort),
    queryFn: ({ signal }) =>
      fetchSearch(
        { q, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE, sort, inStock: true },
        signal,
      ),
  });

/** One page (20 in-stock products) of the results page (spec §7: inStock=true). */
export function useSearchResults(query: SearchPageQuery) {
  return useQuery({ ...searchResultsQuery(query), enabled: query.q.length > 0 });
}

/** The {message} of 'Ошибка поиска: {message}': the server's words, or why there was no answer. */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === undefined) return TEXTS.search.noConnection;
  }
  return TEXTS.common.genericError;
}
