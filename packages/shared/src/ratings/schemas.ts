import { z } from 'zod';
import { ProductIdParams } from '../catalog/schemas.js';

/** GET /api/ratings/:productId (spec §7). */
export const RatingParams = z.strictObject({ productId: ProductIdParams.shape.id });
export type RatingParams = z.infer<typeof RatingParams>;

/** Rating summary of one product (spec §3): the average rounded to one decimal, 0 when nobody voted. */
export const RatingSummary = z.object({
  product_id: z.number().int(),
  averageRating: z.number(),
  voteCount: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;
