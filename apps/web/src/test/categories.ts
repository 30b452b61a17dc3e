import type { CategoryBase } from '@shop/shared/catalog/schemas';

/** A category as GET /categories returns it: a root, no image, neither a promotion nor a discount one. */
export function makeCategory(id: number, name: string, extra: Partial<CategoryBase> = {}): CategoryBase {
  return {
    id,
    name,
    parent_id: null,
    image: null,
    is_promotion_category: false,
    is_discount_category: false,
    ...extra,
  };
}
