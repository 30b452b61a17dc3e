import {
  CATALOG_IN_STOCK_DEFAULT,
  CATALOG_PAGE_SIZE,
  CATALOG_SORTS,
  DEFAULT_CATALOG_SORT,
} from '@shop/shared/constants';
import { parseRowId } from '@shop/shared/ids';
import type { CatalogProductsParams } from '../../features/catalog/api';
import { paths } from '../../lib/paths';
import { lastPageWithin, parseChoice, parsePage } from '../../lib/url-query';

/** Pages past the largest offset GET /api/products accepts are clamped to it. */
export const MAX_CATALOG_PAGE = lastPageWithin(CATALOG_PAGE_SIZE);

/** The in-stock filter is on unless the address says `inStock=false` (spec §9). */
export function parseInStock(raw: string | null): boolean {
  return raw === null ? CATALOG_IN_STOCK_DEFAULT : raw.trim() !== 'false';
}

/**
 * Everything the catalogue shows is in its address: category, page, sort and the in-stock flag. A
 * category_id the server would refuse (not a row id) is ignored (spec §2).
 */
export function parseCatalogQuery(params: URLSearchParams): CatalogProductsParams {
  return {
    categoryId: parseRowId(params.get('category_id')),
    page: parsePage(params.get('page'), MAX_CATALOG_PAGE),
    sort: parseChoice(params.get('sort'), CATALOG_SORTS, DEFAULT_CATALOG_SORT),
    inStock: parseInStock(params.get('inStock')),
  };
}

/** The address of a catalogue state; defaults are left out so the plain links stay short. */
export function catalogQueryHref(query: CatalogProductsParams): string {
  return paths.catalog.href({
    categoryId: query.categoryId ?? undefined,
    page: query.page > 1 ? query.page : undefined,
    sort: query.sort === DEFAULT_CATALOG_SORT ? undefined : query.sort,
    inStock: query.inStock === CATALOG_IN_STOCK_DEFAULT ? undefined : query.inStock,
  });
}
