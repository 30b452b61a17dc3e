import { z } from 'zod';
import { ImageFile } from '../catalog/admin-schemas.js';
import { Product } from '../catalog/schemas.js';
import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN, NAME_MAX_LENGTH } from '../constants.js';
import { rowId, rowIdParam } from '../id-schemas.js';
import { TEXTS } from '../texts.js';
import { requiredText } from '../validation.js';

const V = TEXTS.validation;

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

export const DiscountIdParams = z.strictObject({ id: rowIdParam() });
export const DiscountProductParams = z.strictObject({ id: rowIdParam(), productId: rowIdParam() });

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * POST /discounts (multipart, spec §5 Discount create): a title, an image, and either an existing
 * category that is not a discount category (`category_id`) or the name of a new one (`category_name`,
 * created flagged is_discount_category). The spec's own helper sent no body; this one does.
 */
export const DiscountCreateInput = z
  .object({
    title: requiredText(V.titleRequired, NAME_MAX_LENGTH),
    category_id: z.preprocess(blankToUndefined, rowIdParam(V.existingCategoryRequired).optional()),
    category_name: z.preprocess(blankToUndefined, z.string().trim().max(NAME_MAX_LENGTH).optional()),
    /** 'new' when the form creates the category (then its name is required) */
    category_mode: z.enum(['existing', 'new']).optional(),
    image: ImageFile.optional(),
  })
  .superRefine((form, ctx) => {
    const wantsNew = form.category_mode === 'new' || (form.category_mode === undefined && form.category_name);
    if (wantsNew && !form.category_name) {
      ctx.addIssue({ code: 'custom', path: ['category_name'], message: V.newCategoryNameRequired });
    }
    if (!wantsNew && form.category_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: V.existingCategoryRequired });
    }
    if (!form.image) ctx.addIssue({ code: 'custom', path: ['image'], message: V.imageRequired });
  });
export type DiscountCreateInput = z.input<typeof DiscountCreateInput>;
export type DiscountCreate = z.output<typeof DiscountCreateInput>;

/** PUT /discounts/:id (multipart): a title, and a new image if one is sent. */
export const DiscountUpdateInput = z.object({
  title: requiredText(V.titleRequired, NAME_MAX_LENGTH),
  image: ImageFile.optional(),
});
export type DiscountUpdateInput = z.input<typeof DiscountUpdateInput>;

/**
 * POST /discounts/:id/products (mass add, spec §5): the products and one percent, 1 to 99. A product
 * already in the discount takes the new percent (the answer says how many were updated).
 */
export const DiscountProductsInput = z.strictObject({
  product_ids: z
    .array(rowId(V.noProductsSelected), { error: V.noProductsSelected })
    .min(1, { error: V.noProductsSelected })
    .max(500),
  discount_percent: z
    .number({ error: V.discountPercentRange })
    .int({ error: V.discountPercentRange })
    .min(DISCOUNT_PERCENT_MIN, { error: V.discountPercentRange })
    .max(DISCOUNT_PERCENT_MAX, { error: V.discountPercentRange }),
});
export type DiscountProductsInput = z.infer<typeof DiscountProductsInput>;

/** A product in a discount, with the discount's percent for it. */
export const DiscountProduct = Product.extend({ discount_percent: z.number().int() });
export type DiscountProduct = z.infer<typeof DiscountProduct>;
export const DiscountProductList = z.array(DiscountProduct);

export const DiscountProductsAdded = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  message: z.string(),
});
