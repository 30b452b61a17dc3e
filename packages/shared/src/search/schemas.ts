import { z } from 'zod';
import { ProductList } from '../catalog/schemas.js';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_LIMIT_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
} from '../constants.js';
import { OFFSET_MAX } from '../ids.js';
import { TEXTS } from '../texts.js';
import { hasNoControlCharacters } from '../validation.js';

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
    .min(1, TEXTS.search.queryRequired)
    .max(SEARCH_QUERY_MAX_LENGTH, TEXTS.search.queryTooLong(SEARCH_QUERY_MAX_LENGTH))
    .refine(hasNoControlCharacters, { error: TEXTS.validation.controlCharacters }),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(OFFSET_MAX).default(0),
  sort: z.enum(SEARCH_SORTS).default(DEFAULT_SEARCH_SORT),
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
