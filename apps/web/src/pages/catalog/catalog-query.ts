import {
  CATALOG_IN_STOCK_DEFAULT,
  CATALOG_PAGE_SIZE,
  CATALOG_SORTS,
  DEFAULT_CATALOG_SORT,
} from '@shop/shared/constants';
import type { CatalogSort } from '@shop/shared/constants';
import { paths } from '../../app/paths';
import type { CatalogProductsParams } from '../../features/catalog/api';

/** The largest offset GET /api/products accepts (ProductsQuery.offset); pages beyond it are clamped. */
const MAX_OFFSET = 1_000_000;
export const MAX_CATALOG_PAGE = Math.floor(MAX_OFFSET / CATALOG_PAGE_SIZE) + 1;

/** A category_id that is not a positive integer is ignored (spec §2). */
export function parseCategoryId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The page is clamped to at least 1 (spec §2); anything that is not a number is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number.parseInt(raw?.trim() ?? '', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, MAX_CATALOG_PAGE);
}

export function parseSort(raw: string | null): CatalogSort {
  return CATALOG_SORTS.find((sort) => sort === raw) ?? DEFAULT_CATALOG_SORT;
}

/** The in-stock filter is on unless the address says `inStock=false` (spec §9). */
export function parseInStock(raw: string | null): boolean {
  return raw === null ? CATALOG_IN_STOCK_DEFAULT : raw.trim() !== 'false';
}

/** Everything the catalogue shows is in its address: category, page, sort and the in-stock flag. */
export function parseCatalogQuery(params: URLSearchParams): CatalogProductsParams {
  return {
    categoryId: parseCategoryId(params.get('category_id')),
    page: parsePage(params.get('page')),
    sort: parseSort(params.get('sort')),
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
