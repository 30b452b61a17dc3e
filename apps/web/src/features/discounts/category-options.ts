import { flattenCategoryTree } from '@shop/shared/catalog/category-tree';
import type { CategoryBase } from '@shop/shared/catalog/schemas';

export interface CategoryOption {
  id: number;
  /** the name, indented by its depth so the select reads as the catalogue's tree */
  label: string;
}

/**
 * The categories a select offers, in tree order (each level by name). `exclude` leaves out a category
 * together with its subcategories: the 'Акции' categories (discount and promotion ones) are lists of
 * other categories' products, not places to pick products from or to link a new discount to.
 */
export function categoryOptions(
  categories: readonly CategoryBase[],
  exclude: (category: CategoryBase) => boolean,
): CategoryOption[] {
  return flattenCategoryTree(categories, exclude).map(({ category, depth }) => ({
    id: category.id,
    label: `${'\u2014 '.repeat(depth)}${category.name}`,
  }));
}

/** A discount links to a category that is not a discount category itself (spec §2). */
export const isDiscountCategory = (category: CategoryBase) => category.is_discount_category;
