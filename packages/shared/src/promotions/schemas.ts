import { z } from 'zod';

/** A promotion (акция) is content: title, description and image (spec §3). */
export const Promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type Promotion = z.infer<typeof Promotion>;
export const PromotionList = z.array(Promotion);
