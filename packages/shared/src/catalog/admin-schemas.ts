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
import { hasNoControlCharacters, optionalText, plainText, requiredText } from '../validation.js';
import { OKEI_UNITS, okeiByCode } from './okei.js';
import { CategoryBase, Product, ProductProperty } from './schemas.js';

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

/** The characteristics a product form holds at most, and the lengths of a row's name and value. */
export const PRODUCT_PROPERTIES_MAX = 50;
export const PROPERTY_NAME_MAX_LENGTH = 100;
export const PROPERTY_VALUE_MAX_LENGTH = 500;

/** The units staff pick from: the OKEI units the shop knows (the 1C import fills the same columns). */
export const PRODUCT_FORM_UNITS = OKEI_UNITS;

/**
 * The unit's OKEI code ('796'); '' = no unit. Stored with its short name ('шт'), which the storefront
 * shows: 'за шт', 'В наличии: 40 шт'. Not sent = unchanged (an imported unit OKEI lacks stays).
 */
const UnitCodeText = z
  .string({ error: P.unitInvalid })
  .trim()
  .transform((code, ctx) => {
    if (code === '') return null;
    const unit = okeiByCode(code);
    if (unit) return { code: unit.code, name: unit.name };
    ctx.addIssue({ code: 'custom', message: P.unitInvalid });
    return z.NEVER;
  })
  .optional();

/** Rows with neither a name nor a value are dropped; a name appears once (case and ё aside). */
function checkedProperties(rows: ProductProperty[], ctx: z.RefinementCtx): ProductProperty[] {
  const kept = rows
    .map((row) => ({ name: row.name.trim(), value: row.value.trim() }))
    .filter((row) => row.name !== '' || row.value !== '');
  const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (kept.length > PRODUCT_PROPERTIES_MAX) problem(P.propertiesTooMany(PRODUCT_PROPERTIES_MAX));
  const seen = new Set<string>();
  for (const { name, value } of kept) {
    const key = name.toLowerCase().replace(/ё/g, 'е');
    if (name === '') problem(P.propertyNameRequired);
    else if (value === '') problem(P.propertyValueRequired(name));
    else if (name.length > PROPERTY_NAME_MAX_LENGTH) problem(P.propertyNameTooLong(PROPERTY_NAME_MAX_LENGTH));
    else if (value.length > PROPERTY_VALUE_MAX_LENGTH) {
      problem(P.propertyValueTooLong(PROPERTY_VALUE_MAX_LENGTH));
    } else if (!hasNoControlCharacters(name) || !hasNoControlCharacters(value)) problem(V.controlCharacters);
    else if (seen.has(key)) problem(P.propertyDuplicate(name));
    seen.add(key);
  }
  return kept;
}

/**
 * The characteristics as the multipart form sends them: JSON text of `{ name, value }` rows (the form's
 * rows, in order). Not sent = unchanged.
 */
const PropertiesText = z
  .string({ error: P.propertiesInvalid })
  .transform((text, ctx) => {
    let rows: unknown;
    try {
      rows = JSON.parse(text);
    } catch {
      rows = undefined;
    }
    const parsed = z.array(ProductProperty).safeParse(rows);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: P.propertiesInvalid });
      return z.NEVER;
    }
    return checkedProperties(parsed.data, ctx);
  })
  .optional();

/** The rows as the form sends them (JSON text of the `properties` field). */
export const propertiesText = (rows: readonly ProductProperty[]) =>
  JSON.stringify(rows.map(({ name, value }) => ({ name, value })));

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
  unit_code: UnitCodeText,
  properties: PropertiesText,
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
  /** the OKEI code of `unit_name`, when known */
  unit_code: z.string().nullable(),
  /** the product page's 'Характеристики', as staff edit them */
  properties: z.array(ProductProperty),
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
