import { z } from 'zod';
import { ImageFile } from '../catalog/admin-schemas.js';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.js';
import { rowIdParam } from '../id-schemas.js';
import { TEXTS } from '../texts.js';
import { requiredText } from '../validation.js';

/** A promotion (акция) is content: title, description and image (spec §3). */
export const Promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type Promotion = z.infer<typeof Promotion>;
export const PromotionList = z.array(Promotion);

/**
 * POST /promotions and PUT /promotions/:id (multipart, spec §5): title and description required; the
 * image is required only for a new promotion (the server checks that).
 */
export const PromotionFormInput = z.object({
  title: requiredText(TEXTS.validation.titleRequired, NAME_MAX_LENGTH),
  description: requiredText(TEXTS.validation.descriptionRequired, DESCRIPTION_MAX_LENGTH),
  image: ImageFile.optional(),
});
export type PromotionFormInput = z.input<typeof PromotionFormInput>;
export type PromotionForm = z.output<typeof PromotionFormInput>;

export const PromotionIdParams = z.strictObject({ id: rowIdParam() });
