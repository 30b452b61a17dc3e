import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { isPromoCategory, sortCategoriesByName } from '@shop/shared/catalog/category-tree';

export interface CategoryMenu {
  /** Categories flagged as promotion or discount categories: the 'Акции' block. */
  promotions: CategoryBase[];
  /** Top-level categories (no parent) that are not in the 'Акции' block, in Russian alphabetical order. */
  topLevel: CategoryBase[];
}

/** Splits the flat category list into the sidebar's two blocks (spec §2). */
export function buildCategoryMenu(categories: readonly CategoryBase[]): CategoryMenu {
  // Russian alphabetical order (localeCompare 'ru', ё sorted as е), shared with the server
  const promotions = sortCategoriesByName(categories.filter(isPromoCategory));
  const topLevel = sortCategoriesByName(
    categories.filter((category) => category.parent_id === null && !isPromoCategory(category)),
  );
  return { promotions, topLevel };
}
