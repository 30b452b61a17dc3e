import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryForm } from '@shop/shared/catalog/admin-schemas';
import { apiClient } from '../../lib/api-client';
import { saveRecord } from '../../lib/save-record';
import { historyKeys } from '../../ui/change-history';
import { catalogKeys } from './api';

/** What the category form sends (spec §7 multipart: name, parent_id, image). */
export interface CategoryWrite {
  name: CategoryForm['name'];
  parent_id: CategoryForm['parent_id'];
  /** a new picture; without one the stored picture stays */
  image: File | null;
}

function categoryFormData({ name, parent_id, image }: CategoryWrite): FormData {
  const body = new FormData();
  body.append('name', name);
  // always sent: a missing parent would move the category to the top level
  body.append('parent_id', parent_id === null ? 'root' : String(parent_id));
  if (image) body.append('image', image);
  return body;
}

/** POST /categories, or PUT /categories/:id when `id` is given. */
export function saveCategory(write: CategoryWrite, id?: number): Promise<AdminCategory> {
  return saveRecord<AdminCategory>('/categories', id, categoryFormData(write));
}

/**
 * Saves a category; the menu, the catalogue (breadcrumbs, subtrees) and every category card reload,
 * since a rename or a move shows everywhere.
 */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ write, id }: { write: CategoryWrite; id?: number }) => saveCategory(write, id),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.of('category', saved.id) }),
      ]),
  });
}

/** DELETE /categories/:id: refused (409, with the reason) while products or subcategories use it. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await apiClient.delete<{ message: string }>(`/categories/${id}`);
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories() }),
  });
}
