import { z } from 'zod';

/** A discount banner linked to a discount category (spec §3). */
export const Discount = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  Category: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type Discount = z.infer<typeof Discount>;
export const DiscountList = z.array(Discount);

export const DiscountsQuery = z.strictObject({ include: z.enum(['Category']).optional() });
export type DiscountsQuery = z.infer<typeof DiscountsQuery>;
