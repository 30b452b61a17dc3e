/** The import API (spec §7 Import): the report every import keeps, its jobs and their progress. */
import { z } from 'zod';

/** One located problem of an import; `message` is Russian, for shop staff. */
export const ImportReportError = z.object({
  file: z.string(),
  line: z.number().int().optional(),
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
