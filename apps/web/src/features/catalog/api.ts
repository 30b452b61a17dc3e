import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryBase, Product, ProductList } from '@shop/shared/catalog/schemas';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_STALE_TIME_MS,
  CATEGORY_MENU_STALE_TIME_MS,
  HOME_POPULAR_PRODUCTS,
  HOME_STALE_TIME_MS,
} from '@shop/shared/constants';
import type { CatalogSort } from '@shop/shared/constants';
import { apiClient } from '../../lib/api-client';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories', 'flat'] as const,
  popular: () => [...catalogKeys.all, 'products', 'popular'] as const,
  products: (params: CatalogProductsParams) => [...catalogKeys.all, 'products', params] as const,
};

export async function fetchCategories(signal?: AbortSignal): Promise<CategoryBase[]> {
  const { data } = await apiClient.get<CategoryBase[]>('/categories', { signal });
  return Array.isArray(data) ? data : [];
}

/** Category menu data is cached for an hour (spec §9). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: CATEGORY_MENU_STALE_TIME_MS,
    gcTime: CATEGORY_MENU_STALE_TIME_MS,
  });

/** The flat list of all categories (GET /api/categories). */
export function useCategories() {
  return useQuery(categoriesQuery());
}

/** One catalogue page: the category (with its descendants, or the whole catalogue), sort, in-stock filter. */
export interface CatalogProductsParams {
  categoryId: number | null;
  /** 1-based */
  page: number;
  sort: CatalogSort;
  inStock: boolean;
}

/** GET /api/products with the catalogue's paging (spec §7): `{ products, total }`. */
export async function fetchCatalogProducts(
  params: CatalogProductsParams,
  signal?: AbortSignal,
): Promise<ProductList> {
  const { data } = await apiClient.get<ProductList>('/products', {
    params: {
      limit: CATALOG_PAGE_SIZE,
      offset: (params.page - 1) * CATALOG_PAGE_SIZE,
      category_id: params.categoryId ?? undefined,
      sort: params.sort,
      inStock: params.inStock ? 'true' : undefined,
    },
    signal,
  });
  return {
    products: Array.isArray(data?.products) ? data.products : [],
    total: typeof data?.total === 'number' ? data.total : 0,
  };
}

/**
 * Catalogue data stays fresh for 5 minutes (spec §9); while the next page loads the previous one stays
 * on screen, so the grid does not jump.
 */
export const catalogProductsQuery = (params: CatalogProductsParams) =>
  queryOptions({
    queryKey: catalogKeys.products(params),
    queryFn: ({ signal }) => fetchCatalogProducts(params, signal),
    staleTime: CATALOG_STALE_TIME_MS,
  });

export function useCatalogProducts(params: CatalogProductsParams) {
  return useQuery({ ...catalogProductsQuery(params), placeholderData: keepPreviousData });
}

/** GET /products?popular=true&limit=8&hasStockAndPrice=true: the home page's popular products (spec §7). */
export async function fetchPopularProducts(signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient.get<ProductList>('/products', {
    params: { popular: 'true', limit: HOME_POPULAR_PRODUCTS, hasStockAndPrice: 'true' },
    signal,
  });
  return Array.isArray(data?.products) ? data.products.slice(0, HOME_POPULAR_PRODUCTS) : [];
}

/** Home data stays fresh for 5 minutes (spec §9). */
export const popularProductsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.popular(),
    queryFn: ({ signal }) => fetchPopularProducts(signal),
    staleTime: HOME_STALE_TIME_MS,
  });

export const usePopularProducts = () => useQuery(popularProductsQuery());
