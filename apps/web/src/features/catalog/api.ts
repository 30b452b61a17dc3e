import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { CATEGORY_MENU_STALE_TIME_MS } from '@shop/shared/constants';
import { apiClient } from '../../lib/api-client';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories', 'flat'] as const,
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
