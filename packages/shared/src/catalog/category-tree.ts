import type { Category, CategoryBase } from './schemas.js';

const russianCollator = new Intl.Collator('ru', { sensitivity: 'base' });

/** Russian alphabetical order, with ё sorted as е. */
export function compareRussian(a: string, b: string): number {
  return russianCollator.compare(
    a.replace(/ё/g, 'е').replace(/Ё/g, 'Е'),
    b.replace(/ё/g, 'е').replace(/Ё/g, 'Е'),
  );
}

/** The 'Акции' group (promotion and discount categories): lists of other categories' products. */
export function isPromoCategory(category: CategoryBase): boolean {
  return category.is_promotion_category || category.is_discount_category;
}

export function sortCategoriesByName<T extends { name: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => compareRussian(a.name, b.name));
}

/**
 * Nests a flat list under parents, each level sorted by name. A category whose parent is missing from
 * the list (unpublished, deleted) becomes a root rather than disappearing.
 */
export function buildCategoryTree(flat: readonly CategoryBase[]): Category[] {
  const nodes = new Map<number, Category>(flat.map((c) => [c.id, { ...c, children: [] }]));
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent && parent !== node) parent.children!.push(node);
    else roots.push(node);
  }
  const sortDeep = (list: Category[]): Category[] =>
    sortCategoriesByName(list).map((c) => ({ ...c, children: sortDeep(c.children ?? []) }));
  return sortDeep(roots);
}

export interface CategoryAtDepth {
  category: Category;
  /** 0 for a root */
  depth: number;
}

/**
 * The categories in tree order (each under its parent, each level by name) with their depth, for
 * selects that show the tree as an indented list. A category that `skip` matches is left out together
 * with its subcategories.
 */
export function flattenCategoryTree(
  flat: readonly CategoryBase[],
  skip: (category: CategoryBase) => boolean = () => false,
): CategoryAtDepth[] {
  const rows: CategoryAtDepth[] = [];
  const walk = (level: readonly Category[], depth: number) => {
    for (const category of level) {
      if (skip(category)) continue;
      rows.push({ category, depth });
      walk(category.children ?? [], depth + 1);
    }
  };
  walk(buildCategoryTree(flat), 0);
  return rows;
}
