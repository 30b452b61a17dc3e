import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductList } from '@shop/shared/catalog/schemas';
import { DISCOUNT_PRODUCTS_PAGE_SIZE } from '@shop/shared/constants';
import type { Discount, DiscountProduct, DiscountProductsInput } from '@shop/shared/discounts/schemas';
import { apiClient } from '../../lib/api-client';
import { historyKeys } from '../../ui/change-history';
import { discountKeys } from './api';

/** Admin calls of the discounts page (spec §7 Discounts); kept apart so the storefront never loads them. */

/** What POST /discounts sends: an existing category's id or the name of a new one. */
export type DiscountCategoryChoice = { categoryId: number } | { categoryName: string };

export interface DiscountCreateForm {
  title: string;
  category: DiscountCategoryChoice;
  image: File;
}

export interface DiscountUpdateForm {
  title: string;
  /** only a newly chosen image is sent; without it the current one stays */
  image?: File;
}

/** Where the available products come from: a category (or the whole catalogue) or a name search. */
export interface AvailableProductsParams {
  by: 'category' | 'name';
  categoryId: number | null;
  q: string;
  /** 1-based */
  page: number;
}

export interface DiscountProductsAnswer {
  added: number;
  updated: number;
  message: string;
}

function discountFormData(fields: Record<string, string | Blob | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  return body;
}

/** POST /discounts (multipart: title, image, and category_id or category_name). */
export async function createDiscount(form: DiscountCreateForm): Promise<Discount> {
  const category =
    'categoryId' in form.category
      ? { category_id: String(form.category.categoryId) }
      : { category_name: form.category.categoryName };
  const { data } = await apiClient.post<Discount>(
    '/discounts',
    discountFormData({ title: form.title, ...category, image: form.image }),
  );
  return data;
}

/** PUT /discounts/:id (multipart: title, and image when a new one was chosen). */
export async function updateDiscount(id: number, form: DiscountUpdateForm): Promise<Discount> {
  const { data } = await apiClient.put<Discount>(
    `/discounts/${id}`,
    discountFormData({ title: form.title, image: form.image }),
  );
  return data;
}

/** GET /discounts/:id/products: the products in the discount with their percent. */
export async function fetchDiscountProducts(id: number, signal?: AbortSignal): Promise<DiscountProduct[]> {
  const { data } = await apiClient.get<DiscountProduct[]>(`/discounts/${id}/products`, { signal });
  return Array.isArray(data) ? data : [];
}

/**
 * In-stock products to add: a page of the catalogue (a category with its subcategories, or everything)
 * or of the name search. Both are the storefront's own calls, so hidden products never show up.
 */
export async function fetchAvailableProducts(
  params: AvailableProductsParams,
  signal?: AbortSignal,
): Promise<ProductList> {
  const paging = {
    limit: DISCOUNT_PRODUCTS_PAGE_SIZE,
    offset: (params.page - 1) * DISCOUNT_PRODUCTS_PAGE_SIZE,
    inStock: 'true',
  };
  const { data } =
    params.by === 'name'
      ? await apiClient.get<ProductList>('/products/search', { params: { q: params.q, ...paging }, signal })
      : await apiClient.get<ProductList>('/products', {
          params: { category_id: params.categoryId ?? undefined, ...paging },
          signal,
        });
  return {
    products: Array.isArray(data?.products) ? data.products : [],
    total: typeof data?.total === 'number' ? data.total : 0,
  };
}

export function useDiscountProducts(id: number) {
  return useQuery({
    queryKey: discountKeys.products(id),
    queryFn: ({ signal }) => fetchDiscountProducts(id, signal),
  });
}

export function useAvailableProducts(params: AvailableProductsParams, enabled: boolean) {
  return useQuery({
    queryKey: discountKeys.available(params),
    queryFn: ({ signal }) => fetchAvailableProducts(params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * A discount write. Afterwards the discount queries reload, and `onCatalogueChanged` lets the page
 * refresh what the discount changes elsewhere: prices, the 'Акции' categories.
 */
function useDiscountWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  onCatalogueChanged?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      onCatalogueChanged?.();
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      await queryClient.invalidateQueries({ queryKey: discountKeys.all });
    },
  });
}

export const useCreateDiscount = (onCatalogueChanged?: () => void) =>
  useDiscountWrite(createDiscount, onCatalogueChanged);

export const useUpdateDiscount = (onCatalogueChanged?: () => void) =>
  useDiscountWrite(
    ({ id, form }: { id: number; form: DiscountUpdateForm }) => updateDiscount(id, form),
    onCatalogueChanged,
  );

export const useDeleteDiscount = (onCatalogueChanged?: () => void) =>
  useDiscountWrite(async (id: number) => {
    await apiClient.delete(`/discounts/${id}`);
  }, onCatalogueChanged);

/** POST /discounts/:id/products: the answer says how many were added and how many changed percent. */
export const useAddDiscountProducts = (onCatalogueChanged?: () => void) =>
  useDiscountWrite(async ({ id, input }: { id: number; input: DiscountProductsInput }) => {
    const { data } = await apiClient.post<DiscountProductsAnswer>(`/discounts/${id}/products`, input);
    return data;
  }, onCatalogueChanged);

export const useRemoveDiscountProduct = (onCatalogueChanged?: () => void) =>
  useDiscountWrite(async ({ id, productId }: { id: number; productId: number }) => {
    await apiClient.delete(`/discounts/${id}/products/${productId}`);
  }, onCatalogueChanged);
