/** The import API (spec §7 Import): the report every import keeps, its jobs and their progress. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { rowIdParam } from '../id-schemas.js';
import { TEXTS } from '../texts.js';
import { hasNoControlCharacters, plainText } from '../validation.js';
import { IMPORT_TEXTS } from './texts.js';

/** One located problem of an import; `message` is Russian, for shop staff. */
export const ImportReportError = z.object({
  file: z.string(),
  line: z.number().int().optional(),
  /** the sheet of a spreadsheet (`line` is then the row number as Excel shows it) */
  sheet: z.string().optional(),
  id: z.string().optional(),
  /**
   * The product of `id` as staff know it: its name; null for a product the catalogue lacks; absent
   * when `id` is no product's (a group) or the name was not looked up (older reports).
   */
  name: z.string().nullable().optional(),
  message: z.string(),
});
export type ImportReportError = z.infer<typeof ImportReportError>;

/**
 * What an import did: records processed; created and updated catalogue rows; products hidden by 1C's
 * deletion mark; records left as they were (unchanged); warnings and errors with where they are.
 */
export const ImportReport = z.object({
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unpublished: z.number().int(),
  skipped: z.number().int(),
  /** categories created by the import (the panel's 'создано категорий') */
  categoriesCreated: z.number().int(),
  /** the first IMPORT_REPORT_MAX_ERRORS problems */
  errors: z.array(ImportReportError),
  /** problems past those, counted only */
  omittedErrors: z.number().int(),
  /**
   * A price list only (absent when nothing was lost, and in older reports): what the file held that did
   * not get into the shop, in plain words — columns not found, sheets skipped, rows not read, products
   * created without a price. The panel shows these before everything else.
   */
  losses: z.array(ImportReportError).optional(),
  /** A price list only: new products without a price (so not on sale), counted batch by batch. */
  createdWithoutPrice: z.number().int().optional(),
  /**
   * A pictures archive only: files whose picture was written to products, files the products already
   * had (same content), files no product refers to, files that are no readable picture, and a product's
   * 2nd, 3rd… 1C pictures (the shop shows one picture per product; absent in older reports).
   */
  /**
   * Goods the storefront hides once the import is done, over the whole catalogue, by why: never priced,
   * unpublished with a price (1C's deletion mark, or staff), published without a category (search
   * only). Absent for a pictures archive and in older reports.
   */
  hidden: z
    .object({ noPrice: z.number().int(), withdrawn: z.number().int(), noCategory: z.number().int() })
    .optional(),
  /**
   * A CommerceML catalogue only (absent when none, and in older reports): products of the file for
   * which 1C gives the weight of a unit, the length of an item, or a sale step or minimum (issue 27).
   */
  measures: z
    .object({ weight: z.number().int(), length: z.number().int(), saleRule: z.number().int() })
    .optional(),
  pictures: z
    .object({
      applied: z.number().int(),
      unchanged: z.number().int(),
      unmatched: z.number().int(),
      unreadable: z.number().int(),
      extra: z.number().int().optional(),
    })
    .optional(),
});
export type ImportReport = z.infer<typeof ImportReport>;

/** Problems a report lists; a file with 100,000 warnings keeps its report small. */
export const IMPORT_REPORT_MAX_ERRORS = 1000;

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const IMPORT_JOB_KINDS = ['images', 'commerceml', 'spreadsheet', 'prices'] as const;

export const ImportJob = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_JOB_KINDS),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** 'queued', 'checking', 'applying', 'finishing', 'done' */
  phase: z.string(),
  percent: z.number().int().min(0).max(100),
  fileName: z.string().nullable(),
  report: ImportReport.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

export const ImportJobList = z.object({ jobs: z.array(ImportJob) });
export type ImportJobList = z.infer<typeof ImportJobList>;

export const ImportJobParams = z.object({ id: z.uuid() });

/**
 * POST /api/import/import0_1: what the panel reads (`count` records processed, `categories` created),
 * the job it ran as, and its report. `status` is 'queued' or 'running' when the answer could not wait
 * for the end (the panel then follows GET /api/import/jobs/{jobId}).
 */
export const ImportResult = z.object({
  count: z.number().int(),
  categories: z.number().int(),
  jobId: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  report: ImportReport.nullable(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/**
 * POST /api/import/update-prices: `count` = products whose price, stock or publication changed (the
 * panel's 'Обновлено товаров'), the job it ran as, and its report (as ImportResult).
 */
export const PricesResult = z.object({
  count: z.number().int(),
  jobId: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  report: ImportReport.nullable(),
});
export type PricesResult = z.infer<typeof PricesResult>;

/** The panel's id of a pictures upload (spec §7: an MD5 of name, size and time): a short safe string. */
export const ImageUploadId = z
  .string({ error: IMPORT_TEXTS.pictures.uploadIdInvalid })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, IMPORT_TEXTS.pictures.uploadIdInvalid);

export const ImageUploadParams = z.object({ uploadId: ImageUploadId });

/** POST /api/import/images (multipart `file` .zip, `uploadId`): 202, the archive waits for its job. */
export const ImageUploadQueued = z.object({
  status: z.literal('queued'),
  uploadId: z.string(),
  jobId: z.string(),
});
export type ImageUploadQueued = z.infer<typeof ImageUploadQueued>;

/**
 * GET /api/import/images/status/{uploadId} (spec §3 Image upload status): `count` products given a
 * picture from the archive so far, `files` files of the archive processed so far, `error` why the job
 * failed; plus the job's phase, percentage and report.
 */
export const ImageUploadStatus = z.object({
  status: z.enum(IMPORT_JOB_STATUSES),
  count: z.number().int(),
  files: z.number().int(),
  error: z.string().nullable(),
  jobId: z.string(),
  phase: z.string(),
  percent: z.number().int().min(0).max(100),
  report: ImportReport.nullable(),
});
export type ImageUploadStatus = z.infer<typeof ImageUploadStatus>;

/** POST /api/import/delete-all: the admin's own password again (never trimmed). */
export const DeleteAllInput = z.object({
  password: z
    .string({ error: TEXTS.validation.passwordRequired })
    .min(1, TEXTS.validation.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, TEXTS.validation.tooLong(PASSWORD_MAX_LENGTH)),
});
export type DeleteAllInput = z.infer<typeof DeleteAllInput>;

/** What delete-all did: products deleted, products kept hidden for orders, categories deleted. */
export const DeleteAllResult = z.object({
  message: z.string(),
  deleted: z.number().int(),
  unpublished: z.number().int(),
  categories: z.number().int(),
});
export type DeleteAllResult = z.infer<typeof DeleteAllResult>;

// ---------------------------------------------------------------------------------------------------
// Remembered choices (the panel's import settings)

/**
 * What a remembered choice is about: the shop's price type among a 1C file's price types, the
 * warehouses whose stock counts, a spreadsheet's columns.
 */
export const IMPORT_CHOICE_KINDS = ['price_type', 'warehouses', 'spreadsheet_mapping'] as const;
export type ImportChoiceKind = (typeof IMPORT_CHOICE_KINDS)[number];

/** Most price types or warehouses one choice is made among. */
export const IMPORT_CHOICE_MAX_OPTIONS = 1000;
const EXTERNAL_ID_MAX = 200;
const OPTION_NAME_MAX = 500;

const texts = IMPORT_TEXTS.choices;
const ExternalId = z
  .string({ error: texts.idRequired })
  .trim()
  .min(1, texts.idRequired)
  .max(EXTERNAL_ID_MAX, TEXTS.validation.tooLong(EXTERNAL_ID_MAX))
  .refine(hasNoControlCharacters, { error: TEXTS.validation.controlCharacters });

/** A price type or warehouse of a file as the choice remembers it: its Ид and name ('' when the file has none). */
export const ImportChoiceOption = z.object({ id: z.string(), name: z.string() });
export type ImportChoiceOption = z.infer<typeof ImportChoiceOption>;

const OptionInput = z.strictObject({
  id: ExternalId,
  /** absent or null when the file names none (the preview's types only the offers name) */
  name: plainText(OPTION_NAME_MAX).nullish(),
});
const OptionsInput = z
  .array(OptionInput, { error: texts.listRequired })
  .min(1, texts.listRequired)
  .max(IMPORT_CHOICE_MAX_OPTIONS);

/**
 * PUT /api/import/choices/price-type: the price types of a file (all of them, as the preview lists
 * them: they make the signature the next import looks the choice up by) and the one that is the shop's
 * price.
 */
export const PriceTypeChoiceInput = z.strictObject({ priceTypes: OptionsInput, chosenId: ExternalId });
export type PriceTypeChoiceInput = z.input<typeof PriceTypeChoiceInput>;

/** PUT /api/import/choices/warehouses: a file's warehouses and those whose stock counts for the shop. */
export const WarehousesChoiceInput = z.strictObject({
  warehouses: OptionsInput,
  chosenIds: z
    .array(ExternalId, { error: texts.warehousesRequired })
    .min(1, texts.warehousesRequired)
    .max(IMPORT_CHOICE_MAX_OPTIONS),
});
export type WarehousesChoiceInput = z.input<typeof WarehousesChoiceInput>;

export const PriceTypeChoiceValue = z.object({
  chosenId: z.string(),
  priceTypes: z.array(ImportChoiceOption),
});
export type PriceTypeChoiceValue = z.infer<typeof PriceTypeChoiceValue>;

export const WarehousesChoiceValue = z.object({
  chosenIds: z.array(z.string()),
  warehouses: z.array(ImportChoiceOption),
});
export type WarehousesChoiceValue = z.infer<typeof WarehousesChoiceValue>;

const choiceFields = {
  id: z.number().int(),
  /** the signature of what it was chosen among (the set of Ид, a spreadsheet's header) */
  key: z.string(),
  /** what it means, in Russian, for the panel's list */
  description: z.string(),
  updatedAt: z.string(),
  /** the staff member who made it (null once the account is deleted) */
  updatedBy: z.number().int().nullable(),
};

/** A remembered choice (GET /api/import/choices, and the answer of a PUT). */
export const ImportChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price_type'), ...choiceFields, value: PriceTypeChoiceValue }),
  z.object({ kind: z.literal('warehouses'), ...choiceFields, value: WarehousesChoiceValue }),
  z.object({
    kind: z.literal('spreadsheet_mapping'),
    ...choiceFields,
    value: z.record(z.string(), z.unknown()),
  }),
]);
export type ImportChoice = z.infer<typeof ImportChoice>;

export const ImportChoiceList = z.object({ choices: z.array(ImportChoice) });
export type ImportChoiceList = z.infer<typeof ImportChoiceList>;

export const ImportChoiceParams = z.strictObject({ id: rowIdParam(texts.idInvalid) });

// ---------------------------------------------------------------------------------------------------
// The preview before an import (the panel's check of a file before anything is written)

/** What a previewed file is: a 1C catalogue, 1C offers (prices and stock), a price list. */
export const IMPORT_PREVIEW_KINDS = ['catalog', 'prices', 'spreadsheet'] as const;
export type ImportPreviewKind = (typeof IMPORT_PREVIEW_KINDS)[number];

/** The columns a price list's sheet maps, in the order the panel shows them. */
export const SHEET_COLUMN_KINDS = [
  'name',
  'article',
  'price',
  'stock',
  'unit',
  'category',
  'description',
  'barcode',
] as const;
export type SheetColumnKind = (typeof SHEET_COLUMN_KINDS)[number];

/** Most columns a sheet's mapping may name. */
const SHEET_COLUMN_MAX = 16383;

const SheetColumnIndex = z.number().int().min(0).max(SHEET_COLUMN_MAX).nullable();

/** The header row and columns staff chose for a sheet; a null column is not loaded. */
export const SheetMappingInput = z.strictObject({
  headerRow: z.number().int().min(1).max(1_048_576).optional(),
  columns: z
    .strictObject(
      Object.fromEntries(SHEET_COLUMN_KINDS.map((kind) => [kind, SheetColumnIndex.optional()])) as Record<
        SheetColumnKind,
        z.ZodOptional<typeof SheetColumnIndex>
      >,
    )
    .optional(),
});
export type SheetMappingInput = z.infer<typeof SheetMappingInput>;

/** Per sheet name. */
export const SpreadsheetMappingInput = z.record(z.string().max(200), SheetMappingInput);
export type SpreadsheetMappingInput = z.infer<typeof SpreadsheetMappingInput>;

export const PreviewSheet = z.object({
  name: z.string(),
  /** why the sheet will not be read, in Russian; null when it will be */
  skipReason: z.string().nullable(),
  /** the header's first row as Excel shows it; null when none was found */
  headerRow: z.number().int().nullable(),
  /** the header's text per column (0-based), for the panel's drop-downs */
  labels: z.array(z.string()),
  columns: z.array(
    z.object({ kind: z.enum(SHEET_COLUMN_KINDS), column: z.number().int(), label: z.string() }),
  ),
  /** expected columns (price, stock) the header lacks */
  missing: z.array(z.enum(SHEET_COLUMN_KINDS)),
  goods: z.number().int(),
  /** the first rows as the import will read them */
  sample: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      article: z.string().nullable(),
      priceKopecks: z.number().int().nullable(),
      stock: z.number().nullable(),
      inStock: z.boolean().nullable(),
    }),
  ),
});
export type PreviewSheet = z.infer<typeof PreviewSheet>;

export const PreviewCommerceMl = z.object({
  onlyChanges: z.boolean().nullable(),
  groups: z.number().int(),
  products: z.number().int(),
  offers: z.number().int(),
  priceTypes: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      currency: z.string().nullable(),
      offers: z.number().int(),
    }),
  ),
  /** the type the import will take: IMPORT_PRICE_TYPE, else the remembered one, else the rules' one */
  chosenPriceTypeId: z.string().nullable(),
  /** whether `chosenPriceTypeId` is a remembered choice */
  priceTypeRemembered: z.boolean(),
  warehouses: z.array(
    z.object({ id: z.string(), name: z.string().nullable(), offers: z.number().int(), total: z.number() }),
  ),
  /** the remembered warehouses; null: every warehouse counts */
  chosenWarehouseIds: z.array(z.string()).nullable(),
});
export type PreviewCommerceMl = z.infer<typeof PreviewCommerceMl>;

/** What the import will do, computed against the catalogue as it is now (approximate, see the server). */
export const PreviewPlan = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  hidden: z.number().int(),
  unchanged: z.number().int(),
  /** products that will be on the site without a price (not for sale) */
  withoutPrice: z.number().int(),
});
export type PreviewPlan = z.infer<typeof PreviewPlan>;

/** POST /api/import/previews, GET /api/import/previews/{id}. */
export const ImportPreview = z.object({
  id: z.uuid(),
  kind: z.enum(IMPORT_PREVIEW_KINDS),
  fileName: z.string(),
  isCategorized: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** a price list's sheets (null for 1C files) */
  sheets: z.array(PreviewSheet).nullable(),
  /** the columns shown are a remembered choice for this header */
  mappingRemembered: z.boolean(),
  /** a 1C file's price types, warehouses and counts (null for price lists) */
  commerceMl: PreviewCommerceMl.nullable(),
  plan: PreviewPlan,
  /** problems the check found, in Russian */
  warnings: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportPreviewParams = z.object({ id: z.uuid() });

/** POST /api/import/previews/{id}/apply: the staff's choices, remembered, then the import runs. */
export const ImportPreviewApplyInput = z.strictObject({
  mapping: SpreadsheetMappingInput.optional(),
  priceTypeId: ExternalId.optional(),
  warehouseIds: z
    .array(ExternalId)
    .min(1, texts.warehousesRequired)
    .max(IMPORT_CHOICE_MAX_OPTIONS)
    .optional(),
});
export type ImportPreviewApplyInput = z.input<typeof ImportPreviewApplyInput>;
