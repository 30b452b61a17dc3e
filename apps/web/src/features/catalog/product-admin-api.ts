import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductDeletion } from '@shop/shared/catalog/admin-schemas';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '@shop/shared/constants';
import { apiClient } from '../../lib/api-client';
import { saveRecord } from '../../lib/save-record';
import { catalogKeys } from './api';

/** One page of the staff product list (spec §2 Admin products). */
export interface AdminProductsParams {
  /** name or article; '' for all */
  q: string;
  categoryId: number | null;
  /** 1-based */
  page: number;
}

export interface AdminProductPage {
  products: AdminProduct[];
  total: number;
}

export const adminProductKeys = {
  all: ['admin-products'] as const,
  page: (params: AdminProductsParams) => [...adminProductKeys.all, params] as const,
};

/**
 * GET /api/products?q=&category_id=&limit=10&offset= with the admin's token: hidden products too,
 * each with `published`. `q` is always sent, even empty: it is what asks for the staff list.
 */
export async function fetchAdminProducts(
  params: AdminProductsParams,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  const { data } = await apiClient.get<AdminProductPage>('/products', {
    params: {
      q: params.q,
      category_id: params.categoryId ?? undefined,
      limit: ADMIN_PRODUCTS_PAGE_SIZE,
      offset: (params.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE,
    },
    signal,
  });
  return {
    products: Array.isArray(data?.products) ? data.products : [],
    total: typeof data?.total === 'number' ? data.total : 0,
  };
}

export function useAdminProducts(params: AdminProductsParams) {
  return useQuery({
    queryKey: adminProductKeys.page(params),
    queryFn: ({ signal }) => fetchAdminProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products/check-article: whether another product already has this article. */
export async function isArticleTaken(article: string, excludeProductId?: number): Promise<boolean> {
  const { data } = await apiClient.get<{ exists: boolean }>('/products/check-article', {
    params: { article, excludeProductId },
  });
  return data?.exists === true;
}

/**
 * A changed product shows everywhere at once: catalogue pages, the product page, the staff list. Not
 * awaited: the form closes while the lists reload.
 */
function refreshProducts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  ]);
}

/** POST /api/products (new) or PUT /api/products/:id, multipart (spec §7). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) =>
      saveRecord<AdminProduct>('/products', id, form),
    onSuccess: () => void refreshProducts(queryClient),
  });
}

/** DELETE /api/products/:id: deleted, or hidden from the storefront when orders refer to it. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await apiClient.delete<ProductDeletion>(`/products/${id}`);
      return data;
    },
    onSuccess: () => void refreshProducts(queryClient),
  });
}
