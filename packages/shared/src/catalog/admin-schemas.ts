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
import type { StoredCalculator } from './calculator-data.js';
import { OKEI_UNITS, okeiByCode } from './okei.js';
import { hasQuantityPrecision, isOnStep } from './quantity.js';
import { CategoryBase, Product, ProductCalculator, ProductProperty } from './schemas.js';

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

/**
 * A decimal typed by a person: '145,984', '2.5', '1 500'; at most three decimals (numeric(…, 3)).
 * Null when it is not such a number.
 */
export function parseDecimalText(text: string): number | null {
  const compact = text
    .trim()
    .replace(/[\s\u00A0]/g, '')
    .replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(compact)) return null;
  const number = Number(compact);
  return Number.isFinite(number) && hasQuantityPrecision(number) ? number : null;
}

/** The limits of a decimal field: `min` itself allowed unless `exclusive`. */
interface DecimalBounds {
  min: number;
  max: number;
  exclusive?: boolean;
}

const withinBounds = (number: number, { min, max, exclusive }: DecimalBounds) =>
  (exclusive ? number > min : number >= min) && number <= max;

/** A decimal number of a form field (text or number) within bounds, else the issue `invalid`. */
function decimalValue(value: string | number, invalid: string, bounds: DecimalBounds, ctx: z.RefinementCtx) {
  const number =
    typeof value === 'number' ? (hasQuantityPrecision(value) ? value : null) : parseDecimalText(value);
  if (number !== null && withinBounds(number, bounds)) return number;
  ctx.addIssue({ code: 'custom', message: invalid });
  return z.NEVER;
}

/** A required decimal form field ('145,984'). */
function decimalText(required: string, invalid: string, bounds: DecimalBounds) {
  return z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.number()], { error: required })
      .transform((value, ctx) => decimalValue(value, invalid, bounds, ctx)),
  );
}

/**
 * An optional decimal form field: '' = cleared (null: inherited or unknown), not sent = unchanged on
 * an edit (undefined), nothing on a new record.
 */
function optionalDecimalText(invalid: string, bounds: DecimalBounds) {
  return z
    .union([z.string(), z.number(), z.null()], { error: invalid })
    .transform((value, ctx) =>
      value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : decimalValue(value, invalid, bounds, ctx),
    )
    .optional();
}

/** The largest minimum or step a product or category may set. */
export const SALE_QUANTITY_MAX = 100_000;
/** The largest weight of one unit, kg, and the largest length of one item, m. */
export const WEIGHT_KG_MAX = 100_000;
export const LENGTH_M_MAX = 1_000;

/** The minimum quantity of a product or category form: '' = inherited (category, unit). */
export const MinQuantityText = optionalDecimalText(P.minQuantityInvalid, {
  min: 0,
  max: SALE_QUANTITY_MAX,
  exclusive: true,
});
/** The sale step of a product or category form: '' = inherited. */
export const QuantityStepText = optionalDecimalText(P.quantityStepInvalid, {
  min: 0,
  max: SALE_QUANTITY_MAX,
  exclusive: true,
});
/** Kilograms per unit: '' = not known. */
export const WeightText = optionalDecimalText(P.weightInvalid, { min: 0, max: WEIGHT_KG_MAX });
/** Metres per item: '' = not known. */
export const LengthText = optionalDecimalText(P.lengthInvalid, { min: 0, max: LENGTH_M_MAX });
/** The stock a product form sets: decimals for goods sold by the metre or kilogram. */
export const DecimalStockText = decimalText(P.stockRequired, P.stockInvalid, { min: 0, max: STOCK_MAX });

/** The largest figures a stored calculator may carry (m² per pack, kg/m²/mm, kg per bag, l/m², l per can). */
export const CALCULATOR_FIGURE_MAX = {
  pack_area: 1_000,
  mix_rate: 100,
  bag: 1_000,
  paint_rate: 10,
  can: 1_000,
};

const figureFits = (figure: number | null, max: number) =>
  figure === null || (hasQuantityPrecision(figure) && figure <= max);

/** A calculator staff store: one of the page's calculators, or 'none' to show none. */
export const StoredCalculatorSchema = z
  .union([ProductCalculator, z.object({ kind: z.literal('none') })])
  .refine((stored) => {
    const M = CALCULATOR_FIGURE_MAX;
    switch (stored.kind) {
      case 'area':
        return figureFits(stored.pack_area, M.pack_area);
      case 'mix':
        return figureFits(stored.rate, M.mix_rate) && figureFits(stored.bag, M.bag);
      case 'paint':
        return figureFits(stored.rate, M.paint_rate) && figureFits(stored.can, M.can);
      default:
        return true;
    }
  }) satisfies z.ZodType<StoredCalculator>;

/**
 * The calculator field of the product form: JSON text of a stored calculator; '' = the one the
 * characteristics give (null). Not sent = unchanged on an edit.
 */
export const CalculatorText = z
  .string({ error: P.calculatorInvalid })
  .transform((text, ctx): StoredCalculator | null => {
    if (text.trim() === '') return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const parsed = StoredCalculatorSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: P.calculatorInvalid });
    return z.NEVER;
  })
  .optional();

/** The calculator as the form's field holds it ('' for the automatic one). */
export const calculatorText = (stored: StoredCalculator | null): string =>
  stored === null ? '' : JSON.stringify(stored);

/** A minimum must be a whole number of steps when a form sets both. */
function checkMinimumOnStep(
  form: { min_quantity?: number | null | undefined; quantity_step?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  const { min_quantity: min, quantity_step: step } = form;
  if (typeof min === 'number' && typeof step === 'number' && !isOnStep(min, step)) {
    ctx.addIssue({ code: 'custom', path: ['min_quantity'], message: P.minQuantityOffStep });
  }
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
export const ProductFormInput = z
  .object({
    name: requiredText(V.titleRequired, NAME_MAX_LENGTH),
    price: PriceText,
    description: optionalText(DESCRIPTION_MAX_LENGTH).transform((value) => value ?? ''),
    category_id: z.preprocess(blankToUndefined, rowIdParam(P.categoryRequired)),
    /** the stock, with up to three decimals (145,984 m): written as the exact stock */
    stock_quantity: DecimalStockText,
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
    /** the product's own sale rule (issue 27); '' = its category's, else its unit's */
    min_quantity: MinQuantityText,
    quantity_step: QuantityStepText,
    /** kilograms per unit and metres per item; '' = not known */
    weight_kg: WeightText,
    length_m: LengthText,
    /** JSON text of the calculator staff choose; '' = the one the characteristics give */
    calculator: CalculatorText,
  })
  .superRefine(checkMinimumOnStep);
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
  /** the product's own minimum and step; null where its category's or its unit's apply */
  own_min_quantity: z.number().nullable(),
  own_quantity_step: z.number().nullable(),
  /** metres per item, when known */
  length_m: z.number().nullable(),
  /** the calculator the product page shows (the stored choice, else the characteristics'), or none */
  calculator: ProductCalculator.nullable(),
  /** the calculator staff chose, as stored ({kind:'none'} hides one); null: automatic */
  calculator_setting: StoredCalculatorSchema.nullable(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** DELETE /products/:id: deleted, or hidden because orders refer to it. */
export const ProductDeletion = z.object({ deleted: z.boolean(), message: z.string() });
export type ProductDeletion = z.infer<typeof ProductDeletion>;

/** POST /categories and PUT /categories/:id (multipart): name, parent (empty or 'root' = top level), image. */
export const CategoryFormInput = z
  .object({
    name: requiredText(V.titleRequired, NAME_MAX_LENGTH),
    parent_id: z
      .preprocess(
        (value) => (value === 'root' ? undefined : blankToUndefined(value)),
        rowIdParam().optional(),
      )
      .transform((value) => value ?? null),
    image: ImageFile.optional(),
    /** every product of the category and of its subcategories needs special transport */
    special_transport: FormFlag,
    /** how its goods (and its subcategories') are sold unless a product says; '' = inherited */
    min_quantity: MinQuantityText,
    quantity_step: QuantityStepText,
  })
  .superRefine(checkMinimumOnStep);
export type CategoryFormInput = z.input<typeof CategoryFormInput>;
export type CategoryForm = z.output<typeof CategoryFormInput>;

export const AdminCategory = CategoryBase.extend({
  published: z.boolean(),
  special_transport: z.boolean(),
  /** the category's own sale rule; null: its parent's, else the unit's default */
  min_quantity: z.number().nullable(),
  quantity_step: z.number().nullable(),
});
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
