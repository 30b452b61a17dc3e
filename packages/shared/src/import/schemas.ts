/** The import API (spec §7 Import): the report every import keeps, its jobs and their progress. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { TEXTS } from '../texts.js';
import { IMPORT_TEXTS } from './texts.js';

/** One located problem of an import; `message` is Russian, for shop staff. */
export const ImportReportError = z.object({
  file: z.string(),
  line: z.number().int().optional(),
  /** the sheet of a spreadsheet (`line` is then the row number as Excel shows it) */
  sheet: z.string().optional(),
  id: z.string().optional(),
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
   * A pictures archive only: files whose picture was written to products, files the products already
   * had (same content), files no product refers to, files that are no readable picture, and a product's
   * 2nd, 3rd… 1C pictures (the shop shows one picture per product; absent in older reports).
   */
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
