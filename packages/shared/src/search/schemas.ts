import { z } from 'zod';
import { ProductList } from '../catalog/schemas.js';
import { SEARCH_PAGE_SIZE, SEARCH_SORTS } from '../constants.js';

/** Longest search text taken; longer input is refused, not cut. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_LIMIT_MAX = 50;
/**
 * A search shows at most this many matches (50 pages of 20): `total` counts matches up to it and
 * pages past it are empty. A broad query ('двер', 'кра') matches thousands of products, and ranking
 * or counting all of them on every keystroke costs more than anyone pages through.
 */
export const SEARCH_MAX_RESULTS = 1000;

/**
 * GET /products/search: `q`, paging, `sort` (relevance when omitted), `inStock`.
 * Suggestions of the header box are the same call with limit 10 and inStock=true.
 */
export const SearchQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Введите поисковый запрос')
    .max(SEARCH_QUERY_MAX_LENGTH, `Поисковый запрос длиннее ${SEARCH_QUERY_MAX_LENGTH} символов`),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  inStock: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
export type SearchQueryInput = z.input<typeof SearchQuery>;

/** `{ products, total }`: the page of catalogue product objects and the number of matches (up to SEARCH_MAX_RESULTS). */
export const SearchResponse = ProductList;
export type SearchResponse = z.infer<typeof SearchResponse>;
