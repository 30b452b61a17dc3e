import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  compareRussian,
  flattenCategoryTree,
  sortCategoriesByName,
} from './category-tree.js';
import type { CategoryBase } from './schemas.js';

const category = (id: number, name: string, parent_id: number | null = null): CategoryBase => ({
  id,
  name,
  parent_id,
  image: null,
  is_promotion_category: false,
  is_discount_category: false,
});

describe('compareRussian', () => {
  it('orders by the Russian alphabet and treats ё as е', () => {
    const names = ['Эмали', 'Ёлки', 'Двери', 'Абразивы', 'Елки искусственные'];
    expect(sortCategoriesByName(names.map((name, i) => category(i, name))).map((c) => c.name)).toEqual([
      'Абразивы',
      'Двери',
      'Ёлки',
      'Елки искусственные',
      'Эмали',
    ]);
    expect(compareRussian('ёж', 'еж')).toBe(0);
  });
});

describe('buildCategoryTree', () => {
  it('nests children under parents and sorts every level', () => {
    const tree = buildCategoryTree([
      category(1, 'Сухие смеси'),
      category(2, 'Двери'),
      category(3, 'Межкомнатные', 2),
      category(4, 'Входные', 2),
      category(5, 'Стальные', 4),
    ]);
    expect(tree.map((c) => c.name)).toEqual(['Двери', 'Сухие смеси']);
    expect(tree[0]!.children!.map((c) => c.name)).toEqual(['Входные', 'Межкомнатные']);
    expect(tree[0]!.children![0]!.children!.map((c) => c.id)).toEqual([5]);
    expect(tree[1]!.children).toEqual([]);
  });

  it('keeps a category whose parent is absent as a root, and survives a self-parent', () => {
    const tree = buildCategoryTree([category(7, 'Сироты', 99), category(8, 'Петля', 8)]);
    expect(tree.map((c) => c.id).sort()).toEqual([7, 8]);
  });
});

describe('flattenCategoryTree', () => {
  const flat = [
    category(1, 'Сухие смеси'),
    category(2, 'Двери'),
    category(3, 'Межкомнатные', 2),
    category(4, 'Входные', 2),
    category(5, 'Стальные', 4),
  ];

  it('lists every category after its parent, each level by name, with its depth', () => {
    expect(flattenCategoryTree(flat).map(({ category, depth }) => [category.name, depth])).toEqual([
      ['Двери', 0],
      ['Входные', 1],
      ['Стальные', 2],
      ['Межкомнатные', 1],
      ['Сухие смеси', 0],
    ]);
  });

  it('leaves out a skipped category together with its subcategories', () => {
    const ids = flattenCategoryTree(flat, (c) => c.id === 4).map(({ category }) => category.id);
    expect(ids).toEqual([2, 3, 1]);
  });
});
