import { z } from 'zod';
import { ProductList } from '../catalog/schemas.js';
import { SEARCH_LIMIT_MAX, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH, SEARCH_SORTS } from '../constants.js';

// kept in constants.ts so the web's header reads them without loading zod
export { SEARCH_LIMIT_MAX, SEARCH_MAX_RESULTS, SEARCH_QUERY_MAX_LENGTH } from '../constants.js';

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
