/**
 * Imports from 1C and price lists as durable jobs (job-runner.ts): an upload is enqueued, run by
 * whichever process claims it, and waited for; the panel lists past jobs and follows one's progress.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ImportJob, ImportResult, PricesResult } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../db/client.js';
import { queryRow } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import type { EventPublisher } from '../../lib/events.js';
import type { CatalogImport } from '../catalog/import-apply.js';
import { createCommerceMlImport } from './commerceml-import.js';
import { createJobRunner, type JobKind, type JobRow } from './job-runner.js';
import { createPricesImport } from './prices-import.js';
import type { ReceivedUpload } from './upload.js';

export interface ImportServiceOptions {
  db: Database;
  catalog: CatalogImport;
  /** `stockUpdated` after a prices import */
  events: EventPublisher;
  /** IMPORT_PRICE_TYPE: the 1C price type (Ид or name) the prices import reads */
  priceType?: string;
  /** where uploads wait for their job (DATA_DIR/imports) */
  uploadsDir: string;
  /** how long POST /import/import0_1 and /import/update-prices wait for its job before answering 202 */
  waitMs: number;
  /** after an import changed the catalogue (the search dictionary is refreshed) */
  afterCatalogChange: () => Promise<unknown>;
  onError: (error: unknown, jobId: string) => void;
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
}

const JOBS_LISTED = 50;

function toApiJob(row: JobRow): ImportJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    phase: row.phase,
    percent: row.percent,
    fileName: row.file_name,
    report: row.report,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export function createImportService(options: ImportServiceOptions) {
  const { db } = options;
  const runner = createJobRunner({
    db,
    handlers: {
      commerceml: createCommerceMlImport({ db, catalog: options.catalog, batchSize: options.batchSize }),
      prices: createPricesImport({
        db,
        catalog: options.catalog,
        events: options.events,
        priceType: options.priceType,
        batchSize: options.batchSize,
      }),
    },
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    onError: options.onError,
    cleanup: async (job) => {
      if (job.file_path) await rm(job.file_path, { force: true });
    },
    onFinished: async (job) => {
      if (job.status === 'completed' && job.kind !== 'prices')
        await options.afterCatalogChange().catch((e: unknown) => options.onError(e, job.id));
    },
  });

  /** 409 before a big upload is read, when an import of the lane is already queued or running. */
  async function refuseWhileRunning(lane: 'catalog' | 'prices'): Promise<void> {
    const active = await queryRow(
      db,
      sql`select 1 as active from import_jobs where lane = ${lane} and status in ('queued', 'running') limit 1`,
      z.object({ active: z.number() }),
    );
    if (active) throw new AppError('IMPORT_RUNNING');
  }

  /** Enqueues an uploaded file (removed when it cannot be) and waits for its job; a failed job is an error. */
  async function runUpload(
    upload: ReceivedUpload,
    kind: JobKind,
    jobOptions: Record<string, unknown>,
    createdBy: number,
  ): Promise<JobRow> {
    let job: JobRow;
    try {
      job = await runner.enqueue({
        kind,
        fileName: upload.fileName,
        filePath: upload.path,
        options: jobOptions,
        createdBy,
      });
    } catch (error) {
      await rm(upload.path, { force: true });
      throw error;
    }
    const ended = (await runner.wait(job.id, options.waitMs)) ?? job;
    if (ended.status === 'failed') throw new AppError('IMPORT_FAILED', ended.error ?? undefined);
    return ended;
  }

  async function refuseSpreadsheet(upload: ReceivedUpload): Promise<void> {
    if (upload.type === 'xml') return;
    await rm(upload.path, { force: true });
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_TEXTS.jobs.spreadsheetsLater);
  }

  /** Enqueues an uploaded catalogue file and waits for its job (spec §7: the panel waits for the counts). */
  async function importCatalog(upload: ReceivedUpload, createdBy: number): Promise<ImportResult> {
    await refuseSpreadsheet(upload);
    const isCategorized = ['true', '1', 'on', 'yes'].includes(
      (upload.fields['isCategorized'] ?? '').toLowerCase(),
    );
    const ended = await runUpload(upload, 'commerceml', { isCategorized }, createdBy);
    const report = ended.report;
    return {
      count: report?.processed ?? 0,
      categories: report?.categoriesCreated ?? 0,
      jobId: ended.id,
      status: ended.status,
      report: ended.status === 'completed' ? report : null,
    };
  }

  /** Enqueues an offers file (prices and stock) and waits for its job: `count` = products updated. */
  async function updatePrices(upload: ReceivedUpload, createdBy: number): Promise<PricesResult> {
    await refuseSpreadsheet(upload);
    const ended = await runUpload(upload, 'prices', {}, createdBy);
    const report = ended.status === 'completed' ? ended.report : null;
    return { count: report?.updated ?? 0, jobId: ended.id, status: ended.status, report };
  }

  return {
    runner,
    uploadsDir: options.uploadsDir,
    refuseWhileRunning,
    importCatalog,
    updatePrices,
    async jobs(): Promise<{ jobs: ImportJob[] }> {
      return { jobs: (await runner.list(JOBS_LISTED)).map(toApiJob) };
    },
    async job(id: string): Promise<ImportJob> {
      const row = await runner.get(id);
      if (!row) throw new AppError('NOT_FOUND');
      return toApiJob(row);
    },
    start: (ready?: () => boolean) => runner.start(ready),
    stop: () => runner.stop(),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
