import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Breadcrumbs, Product, ProductDetail } from '@shop/shared/catalog/schemas';
import { SIMILAR_PRODUCTS_LIMIT } from '@shop/shared/constants';
import { apiClient, ApiRequestError } from '../../lib/api-client';
import { catalogKeys } from './api';

export const productKeys = {
  all: [...catalogKeys.all, 'product'] as const,
  detail: (id: number) => [...productKeys.all, id] as const,
  breadcrumbs: (id: number) => [...productKeys.all, id, 'breadcrumbs'] as const,
  related: (id: number) => [...productKeys.all, id, 'related'] as const,
};

/**
 * GET /api/products/{id}: the product with its barcode and 'Характеристики', or null when the shop has
 * no such product on sale (404, or an id it refuses): an answer, not a failure, so the server's page
 * and the browser's agree on it.
 */
export async function fetchProduct(id: number, signal?: AbortSignal): Promise<ProductDetail | null> {
  try {
    const { data } = await apiClient.get<ProductDetail>(`/products/${id}`, { signal });
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** GET /api/products/{id}/breadcrumbs: the category chain from the root to the product's category. */
export async function fetchProductBreadcrumbs(id: number, signal?: AbortSignal): Promise<Breadcrumbs> {
  const { data } = await apiClient.get<Breadcrumbs>(`/products/${id}/breadcrumbs`, { signal });
  return Array.isArray(data) ? data : [];
}

/** GET /api/products/{id}/related?limit=15 (spec §7). */
export async function fetchRelatedProducts(id: number, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient.get<Product[]>(`/products/${id}/related`, {
    params: { limit: SIMILAR_PRODUCTS_LIMIT },
    signal,
  });
  return Array.isArray(data) ? data : [];
}

/** `id` is null for an id that is not a number: nothing is requested then. */
export const productQuery = (id: number | null) =>
  queryOptions({
    queryKey: productKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchProduct(id!, signal),
    enabled: id !== null,
  });

export const productBreadcrumbsQuery = (id: number | null) =>
  queryOptions({
    queryKey: productKeys.breadcrumbs(id ?? 0),
    queryFn: ({ signal }) => fetchProductBreadcrumbs(id!, signal),
    enabled: id !== null,
  });

export const relatedProductsQuery = (id: number | null) =>
  queryOptions({
    queryKey: productKeys.related(id ?? 0),
    queryFn: ({ signal }) => fetchRelatedProducts(id!, signal),
    enabled: id !== null,
  });

export const useProduct = (id: number | null) => useQuery(productQuery(id));
export const useProductBreadcrumbs = (id: number | null) => useQuery(productBreadcrumbsQuery(id));
export const useRelatedProducts = (id: number | null) => useQuery(relatedProductsQuery(id));
