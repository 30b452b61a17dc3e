import { z } from 'zod';

/** Category as the API returns it (spec §3). `children` is present in tree answers only. */
export const CategoryBase = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  image: z.string().nullable(),
  is_promotion_category: z.boolean(),
  is_discount_category: z.boolean(),
});
export type CategoryBase = z.infer<typeof CategoryBase>;

export type Category = CategoryBase & { children?: Category[] };
export const Category: z.ZodType<Category> = CategoryBase.extend({
  get children() {
    return z.array(Category).optional();
  },
});

const booleanQueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/categories: flat list by default, `?tree=true` nests children under their parents. */
export const CategoriesQuery = z.strictObject({ tree: booleanQueryFlag.optional() });
export type CategoriesQuery = z.infer<typeof CategoriesQuery>;

export const CategoryList = z.array(Category);
export type CategoryList = z.infer<typeof CategoryList>;
