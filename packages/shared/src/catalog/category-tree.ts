import type { Category, CategoryBase } from './schemas.js';

const russianCollator = new Intl.Collator('ru', { sensitivity: 'base' });

/** Russian alphabetical order, with ё sorted as е. */
export function compareRussian(a: string, b: string): number {
  return russianCollator.compare(
    a.replace(/ё/g, 'е').replace(/Ё/g, 'Е'),
    b.replace(/ё/g, 'е').replace(/Ё/g, 'Е'),
  );
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
