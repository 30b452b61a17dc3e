import { z } from 'zod';
import { ProductIdParams } from '../catalog/schemas.js';
import { RATING_MAX, RATING_MIN, RATINGS_BATCH_MAX } from '../constants.js';
import { rowId } from '../id-schemas.js';
import { TEXTS } from '../texts.js';

/** GET and POST /api/ratings/:productId (spec §7). */
export const RatingParams = z.strictObject({ productId: ProductIdParams.shape.id });
export type RatingParams = z.infer<typeof RatingParams>;

/** Rating summary of one product (spec §3): the average rounded to one decimal, 0 when nobody voted. */
export const RatingSummary = z.object({
  product_id: z.number().int(),
  averageRating: z.number(),
  voteCount: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** A score of 1 to 5 stars: a whole number, never a string or a fraction (spec §3, §9). */
export const RatingValue = z
  .number({ error: TEXTS.ratings.invalidRating })
  .int({ error: TEXTS.ratings.invalidRating })
  .min(RATING_MIN, { error: TEXTS.ratings.invalidRating })
  .max(RATING_MAX, { error: TEXTS.ratings.invalidRating });

/** POST /api/ratings/:productId: the user's one and only score of a product bought in a COMPLETED order. */
export const RateProductInput = z.strictObject({ rating: RatingValue });
export type RateProductInput = z.infer<typeof RateProductInput>;

const productId = rowId(TEXTS.ratings.invalidProductIds);

/**
 * POST /api/ratings/batch: up to RATINGS_BATCH_MAX product ids. The answer has one summary per distinct
 * published product, in the order asked; unknown and unpublished ids are left out (as GET gives them 404).
 */
export const RatingsBatchInput = z.strictObject({
  product_ids: z
    .array(productId, { error: TEXTS.ratings.invalidProductIds })
    .max(RATINGS_BATCH_MAX, { error: TEXTS.ratings.batchTooLarge(RATINGS_BATCH_MAX) }),
});
export type RatingsBatchInput = z.infer<typeof RatingsBatchInput>;

export const RatingSummaryList = z.array(RatingSummary);
export type RatingSummaryList = z.infer<typeof RatingSummaryList>;

/** One score the user gave (spec §3 "User rating"). */
export const UserRating = z.object({ product_id: z.number().int(), rating: z.number().int() });
export type UserRating = z.infer<typeof UserRating>;

/** A product from the user's COMPLETED orders that the user has not rated yet (profile, spec §2). */
export const UnratedProduct = z.object({
  product_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});
export type UnratedProduct = z.infer<typeof UnratedProduct>;

/**
 * GET /api/ratings/user: `ratings` is the spec's list of the user's scores (newest first); `unrated` the
 * purchased products still waiting for a score (newest completed order first), published products only.
 */
export const UserRatings = z.object({
  ratings: z.array(UserRating),
  unrated: z.array(UnratedProduct),
});
export type UserRatings = z.infer<typeof UserRatings>;
