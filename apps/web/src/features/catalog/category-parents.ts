import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { flattenCategoryTree } from '@shop/shared/catalog/category-tree';

export interface ParentOption {
  id: number;
  name: string;
  depth: number;
  /** the name indented by its depth, for an <option> (a select shows no padding per option) */
  label: string;
}

/** Deep levels stop indenting, so names stay on a phone's screen. */
const MAX_INDENT_DEPTH = 5;
const INDENT = '\u00a0\u00a0\u00a0';

/**
 * The categories a category may move under, in tree order with their depth: every category except
 * `movingId` itself and its descendants (a category cannot become its own ancestor, spec §5).
 */
export function parentOptions(categories: readonly CategoryBase[], movingId?: number): ParentOption[] {
  return flattenCategoryTree(categories, (category) => category.id === movingId).map(
    ({ category, depth }) => ({
      id: category.id,
      name: category.name,
      depth,
      label: INDENT.repeat(Math.min(depth, MAX_INDENT_DEPTH)) + category.name,
    }),
  );
}
