/**
 * What staff send and get back when they run the catalogue (spec §2 Admin products and categories,
 * §5 Product form and Category, §7 writes). The forms send multipart (a picture rides along): every
 * field arrives as text, so the rules read text — the web form state is text too and validates with
 * the same schemas.
 */
import { z } from 'zod';
import {
  ARTICLE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PRICE_MAX_KOPECKS,
  PRODUCT_DISCOUNT_MAX,
  PRODUCT_DISCOUNT_MIN,
  STOCK_MAX,
} from '../constants.js';
import { rowIdParam } from '../id-schemas.js';
import { toKopecks } from '../money.js';
import { TEXTS } from '../texts.js';
import { optionalText, plainText, requiredText } from '../validation.js';
import { CategoryBase, Product } from './schemas.js';

const V = TEXTS.validation;
const P = TEXTS.products;

/** An uploaded picture (multipart file part); the server checks its bytes. */
export const ImageFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, { error: TEXTS.images.notAFile })
  .meta({ type: 'string', format: 'binary' });

/** A blank text field means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Roubles typed by a person ('1250.5', '1 250,50') → kopecks; refused when not a price. */
export const PriceText = z.preprocess(
  blankToUndefined,
  z.union([z.string(), z.number()], { error: P.priceRequired }).transform((value, ctx) => {
    try {
      const kopecks = toKopecks(value);
      if (kopecks >= 0 && kopecks <= PRICE_MAX_KOPECKS) return kopecks;
    } catch {
      // not a money amount: reported below
    }
    ctx.addIssue({ code: 'custom', message: P.priceInvalid });
    return z.NEVER;
  }),
);

/** A whole number typed in a form field, within `min`..`max`. */
function wholeNumberText(required: string, invalid: string, min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    z.union([z.string(), z.number()], { error: required }).transform((value, ctx) => {
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (Number.isInteger(number) && number >= min && number <= max) return number;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }),
  );
}

/**
 * A yes/no field of a multipart form ('true'/'false', a checkbox's 'on'); not sent = unchanged on an
 * edit, 'no' on a new record.
 */
const FormFlag = z
  .enum(['true', 'false', 'on', '1', '0'], { error: TEXTS.validation.invalidFlag })
  .transform((value) => value === 'true' || value === 'on' || value === '1')
  .optional();

/** POST /products and PUT /products/:id (multipart): the product form of spec §5. */
export const ProductFormInput = z.object({
  name: requiredText(V.titleRequired, NAME_MAX_LENGTH),
  price: PriceText,
  description: optionalText(DESCRIPTION_MAX_LENGTH).transform((value) => value ?? ''),
  category_id: z.preprocess(blankToUndefined, rowIdParam(P.categoryRequired)),
  stock_quantity: wholeNumberText(P.stockRequired, P.stockInvalid, 0, STOCK_MAX),
  article: plainText(ARTICLE_MAX_LENGTH)
    .optional()
    .transform((value) => value ?? ''),
  discount: z.preprocess(
    (value) => blankToUndefined(value) ?? '0',
    z.coerce
      .number({ error: P.discountInvalid })
      .int({ error: P.discountInvalid })
      .min(PRODUCT_DISCOUNT_MIN, { error: P.discountInvalid })
      .max(PRODUCT_DISCOUNT_MAX, { error: P.discountInvalid }),
  ),
  image: ImageFile.optional(),
  /** long or heavy goods: the manager sets the delivery cost of an order holding one (issue 25) */
  special_transport: FormFlag,
});
export type ProductFormInput = z.input<typeof ProductFormInput>;
export type ProductForm = z.output<typeof ProductFormInput>;

/** A product as staff see it: also hidden ones (ordered products are hidden, never deleted). */
export const AdminProduct = Product.extend({
  published: z.boolean(),
  /** the 1C Ид of an imported product */
  external_id: z.string().nullable(),
  /** the product's own mark; its category's mark counts too (`ProductDetail.special_transport`) */
  special_transport: z.boolean(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** DELETE /products/:id: deleted, or hidden because orders refer to it. */
export const ProductDeletion = z.object({ deleted: z.boolean(), message: z.string() });
export type ProductDeletion = z.infer<typeof ProductDeletion>;

/** POST /categories and PUT /categories/:id (multipart): name, parent (empty or 'root' = top level), image. */
export const CategoryFormInput = z.object({
  name: requiredText(V.titleRequired, NAME_MAX_LENGTH),
  parent_id: z
    .preprocess((value) => (value === 'root' ? undefined : blankToUndefined(value)), rowIdParam().optional())
    .transform((value) => value ?? null),
  image: ImageFile.optional(),
  /** every product of the category and of its subcategories needs special transport */
  special_transport: FormFlag,
});
export type CategoryFormInput = z.input<typeof CategoryFormInput>;
export type CategoryForm = z.output<typeof CategoryFormInput>;

export const AdminCategory = CategoryBase.extend({ published: z.boolean(), special_transport: z.boolean() });
export type AdminCategory = z.infer<typeof AdminCategory>;

/** What an admin write did; 'return' records the goods of a completed order coming back. */
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'unpublish', 'status', 'return'] as const;
export const HistoryAction = z.enum(HISTORY_ACTIONS);
export type HistoryAction = z.infer<typeof HistoryAction>;

/** One recorded admin write (spec: 'История изменений'): who, when, and each field before → after. */
export const HistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: HistoryAction,
  actor: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/**
 * 'shop': the shop's settings (PUT /api/shop), a single record with id 1; 'delivery_zone': a delivery
 * zone (/api/delivery/zones).
 */
export const HISTORY_ENTITIES = [
  'product',
  'category',
  'promotion',
  'discount',
  'order',
  'shop',
  'delivery_zone',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** GET /history?entity=product&id=5 */
export const HistoryQuery = z.strictObject({
  entity: z.enum(HISTORY_ENTITIES),
  id: rowIdParam(),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;
export const HistoryList = z.array(HistoryEntry);
