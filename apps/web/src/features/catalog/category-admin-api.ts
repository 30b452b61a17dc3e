import type { AdminCategory, CategoryForm } from '@shop/shared/catalog/admin-schemas';
import { saveRecord, useDeleteRecord, useSaveRecord } from '../../lib/save-record';
import { historyKeys } from '../../ui/change-history';
import { catalogKeys } from './api';

/** What the category form sends (spec §7 multipart: name, parent_id, image). */
export interface CategoryWrite {
  name: CategoryForm['name'];
  parent_id: CategoryForm['parent_id'];
  /** 'true'/'false'; undefined: not sent, the stored mark stays */
  special_transport?: CategoryForm['special_transport'];
  /** the category's sale rule (issue 27); null: inherited; undefined: not sent, the stored one stays */
  min_quantity?: CategoryForm['min_quantity'];
  quantity_step?: CategoryForm['quantity_step'];
  /** a new picture; without one the stored picture stays */
  image: File | null;
}

function categoryFormData({
  name,
  parent_id,
  special_transport,
  min_quantity,
  quantity_step,
  image,
}: CategoryWrite): FormData {
  const body = new FormData();
  body.append('name', name);
  // always sent: a missing parent would move the category to the top level
  body.append('parent_id', parent_id === null ? 'root' : String(parent_id));
  if (special_transport !== undefined) body.append('special_transport', String(special_transport));
  if (min_quantity !== undefined)
    body.append('min_quantity', min_quantity === null ? '' : String(min_quantity));
  if (quantity_step !== undefined) {
    body.append('quantity_step', quantity_step === null ? '' : String(quantity_step));
  }
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
  return useSaveRecord(saveCategory, (saved: AdminCategory) => [
    catalogKeys.all,
    historyKeys.of('category', saved.id),
  ]);
}

/** DELETE /categories/:id: refused (409, with the reason) while products or subcategories use it. */
export function useDeleteCategory() {
  return useDeleteRecord('/categories', catalogKeys.categories());
}
