/**
 * Imports from 1C and price lists as durable jobs (jobs/job-runner.ts): an upload is enqueued, run by
 * whichever process claims it, and waited for; the panel lists past jobs and follows one's progress.
 */
import { randomUUID } from 'node:crypto';
import { link, rm, stat } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  DeleteAllResult,
  ImportJob,
  ImportPreview,
  ImportPreviewApplyInput,
  ImportResult,
  PricesResult,
} from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { TEXTS } from '@shop/shared/texts';
import type { Database } from '../../db/client.js';
import { queryRow } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import type { EventPublisher } from '../../lib/events.js';
import type { CatalogBulk } from '../catalog/index.js';
import { createImportChoices } from './import-choices.js';
import { createImportPreviews, previewSweeper } from './import-previews.js';
import { createImagesImport } from './planner/images-import.js';
import { createImageUploads } from './jobs/image-uploads.js';
import { createCommerceMlImport } from './planner/commerceml-import.js';
import { createJobRunner, type JobKind, type JobRow } from './jobs/job-runner.js';
import type { SpreadsheetMapping } from './parsers/spreadsheet.js';
import { createPricesImport } from './planner/prices-import.js';
import {
  createSpreadsheetImport,
  mappingOfChoice,
  SPREADSHEET_MAX_BYTES,
} from './planner/spreadsheet-import.js';
import { removeSpools } from './jobs/spool.js';
import type { ReceivedUpload } from './jobs/upload.js';

export interface ImportServiceOptions {
  db: Database;
  /**
   * The catalogue's bulk-write face: `apply` (groups, products, offers, price-list rows), `pictures`
   * (a pictures archive) and `wipe` (delete-all).
   */
  catalog: Pick<CatalogBulk, 'apply' | 'pictures' | 'wipe'>;
  /** the auth module's check of the signed-in admin's own password (403 when wrong) */
  confirmPassword: (userId: number, password: string) => Promise<void>;
  /** `stockUpdated` after a prices import */
  events: EventPublisher;
  /** IMPORT_PRICE_TYPE: the 1C price type (Ид or name) the prices import reads; wins over staff's choice */
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
  /** 1C files from this size are checked in a worker thread (planner/file-check.ts) */
  checkInWorkerFromBytes: number;
}

const JOBS_LISTED = 50;

/** What an import job imports: a 1C catalogue, 1C offers, a price list, or a pictures archive. */
export type ImportJobKind = JobKind;

/**
 * An import job as the 1C exchange follows it: its state, progress and report (the runner's row
 * without its lease, file and options).
 */
export type ImportJobState = Readonly<
  Pick<JobRow, 'id' | 'kind' | 'status' | 'phase' | 'percent' | 'applied_count' | 'report' | 'error'>
>;

/** A file of a 1C exchange session handed to the import as a job of its own. */
export interface ExchangeJob {
  kind: ImportJobKind;
  /** the name 1C gave the file (shown in the panel and the report) */
  fileName: string;
  /** where the file waits for its job (inside `uploadsDir`); the job removes it when it ends */
  filePath: string;
}

const invalidMapping = (message: string) => new AppError('VALIDATION_FAILED', message, { mapping: message });

const isSpreadsheet = (upload: ReceivedUpload) => upload.type === 'xls' || upload.type === 'xlsx';

/** The list the panel polls stays small: up to 1,000 problems a report would make it megabytes. */
function withoutProblems(job: ImportJob): ImportJob {
  if (!job.report) return job;
  const { errors, omittedErrors } = job.report;
  return { ...job, report: { ...job.report, errors: [], omittedErrors: omittedErrors + errors.length } };
}

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
  const choices = createImportChoices(db);
  const previews = createImportPreviews({
    db,
    catalog: options.catalog.apply,
    choices,
    priceType: options.priceType,
    checkInWorkerFromBytes: options.checkInWorkerFromBytes,
    onError: options.onError,
  });
  const sweeper = previewSweeper(previews.sweep, (e) => options.onError(e, 'import-previews'));
  const runner = createJobRunner({
    db,
    handlers: {
      commerceml: createCommerceMlImport({
        db,
        catalog: options.catalog.apply,
        batchSize: options.batchSize,
        checkInWorkerFromBytes: options.checkInWorkerFromBytes,
      }),
      images: createImagesImport({ db, pictures: options.catalog.pictures }),
      spreadsheet: createSpreadsheetImport({
        db,
        catalog: options.catalog.apply,
        events: options.events,
        batchSize: options.batchSize,
        remembered: async (key) =>
          mappingOfChoice((await choices.choiceFor('spreadsheet_mapping', key))?.value ?? null),
      }),
      prices: createPricesImport({
        db,
        catalog: options.catalog.apply,
        events: options.events,
        priceType: options.priceType,
        choices,
        batchSize: options.batchSize,
        checkInWorkerFromBytes: options.checkInWorkerFromBytes,
      }),
    },
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    onError: options.onError,
    afterWrites: (report) => options.catalog.apply.tidy(report.created + report.updated),
    cleanup: async (job) => {
      if (!job.file_path) return;
      await rm(job.file_path, { force: true });
      await removeSpools(job.file_path);
    },
    onFinished: async (job) => {
      // pictures change no words: the search dictionary stays
      if (job.status === 'completed' && job.kind !== 'prices' && job.kind !== 'images')
        await options.afterCatalogChange().catch((e: unknown) => options.onError(e, job.id));
    },
  });

  /** 409 before a big upload is read, when an import of the lane is already queued or running. */
  async function refuseWhileRunning(lane: 'catalog' | 'prices' | 'images'): Promise<void> {
    const active = await queryRow(
      db,
      sql`select 1 as active from import_jobs where lane = ${lane} and status in ('queued', 'running') limit 1`,
      z.object({ active: z.number() }),
    );
    if (active) throw new AppError('IMPORT_RUNNING');
  }

  /**
   * Inside delete-all's transaction: no import may be queued or running, and none can be queued until
   * the wipe commits (the lock conflicts with the insert of a job and with a claim).
   */
  async function refuseWhileAnyImport(tx: Database): Promise<void> {
    await tx.execute(sql`lock table import_jobs in share row exclusive mode`);
    const active = await queryRow(
      tx,
      sql`select 1 as active from import_jobs where status in ('queued', 'running') limit 1`,
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

  /** The prices call takes 1C's XML only (spec §5: 'Поддерживаются только XML'). */
  async function refuseSpreadsheet(upload: ReceivedUpload): Promise<void> {
    if (upload.type === 'xml') return;
    await rm(upload.path, { force: true });
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXTS.validation.xmlFileType);
  }

  /** A price list is read whole in memory: one above SPREADSHEET_MAX_BYTES is refused (413). */
  async function refuseLargeSpreadsheet(upload: ReceivedUpload): Promise<void> {
    if (!isSpreadsheet(upload) || (await stat(upload.path)).size <= SPREADSHEET_MAX_BYTES) return;
    await rm(upload.path, { force: true });
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      IMPORT_TEXTS.spreadsheet.tooLarge(SPREADSHEET_MAX_BYTES / (1024 * 1024)),
    );
  }

  /**
   * Enqueues an uploaded catalogue file — 1C's XML, or a price list (.xls/.xlsx) — and waits for its
   * job (spec §7: the panel waits for the counts).
   */
  async function importCatalog(
    upload: ReceivedUpload,
    createdBy: number,
    extra: { mapping?: SpreadsheetMapping } = {},
  ): Promise<ImportResult> {
    await refuseLargeSpreadsheet(upload);
    const isCategorized = ['true', '1', 'on', 'yes'].includes(
      (upload.fields['isCategorized'] ?? '').toLowerCase(),
    );
    const kind = isSpreadsheet(upload) ? 'spreadsheet' : 'commerceml';
    const jobOptions = extra.mapping ? { isCategorized, mapping: extra.mapping } : { isCategorized };
    const ended = await runUpload(upload, kind, jobOptions, createdBy);
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

  /** Checks an upload before its import (POST /import/previews); a price list above the cap is refused. */
  async function createPreview(upload: ReceivedUpload, createdBy: number): Promise<ImportPreview> {
    await refuseLargeSpreadsheet(upload);
    return previews.create(upload, createdBy);
  }

  /**
   * Applies a preview: staff's choices are remembered (a price list's columns under its header's key,
   * a 1C file's price type and warehouses), then the file runs as today's job of its kind, with the
   * columns in the job's options. The job gets its own link to the file; the preview is removed once
   * the job is queued.
   */
  async function applyPreview(
    id: string,
    input: ImportPreviewApplyInput,
    createdBy: number,
  ): Promise<ImportResult | PricesResult> {
    const preview = await previews.row(id);
    const lane = preview.kind === 'prices' ? 'prices' : 'catalog';
    await refuseWhileRunning(lane);
    const mapping = input.mapping as SpreadsheetMapping | undefined;
    if (mapping && preview.kind !== 'spreadsheet') throw invalidMapping(IMPORT_TEXTS.preview.notSpreadsheet);
    if (mapping) {
      const { check } = await previews.checkSheets(
        preview.filePath,
        preview.fileName,
        preview.isCategorized,
        mapping,
      );
      if (!check.sheets.some((sheet) => sheet.columns.some((c) => c.kind === 'name')))
        throw invalidMapping(IMPORT_TEXTS.preview.noNameColumn);
      const key = preview.result.headerKey;
      if (key)
        await choices.saveChoice(
          'spreadsheet_mapping',
          key,
          { mapping, fileName: preview.fileName },
          createdBy,
        );
    }
    const summary = preview.result.summary;
    if (summary && input.priceTypeId) {
      const priceTypes = summary.priceTypes.map((type) => ({ id: type.id, name: type.name }));
      await choices.choosePriceType({ priceTypes, chosenId: input.priceTypeId }, createdBy);
    }
    if (summary && input.warehouseIds) {
      const warehouses = summary.warehouses.map((warehouse) => ({ id: warehouse.id, name: warehouse.name }));
      await choices.chooseWarehouses({ warehouses, chosenIds: input.warehouseIds }, createdBy);
    }
    const type = extname(preview.filePath).slice(1) as ReceivedUpload['type'];
    const path = join(dirname(preview.filePath), `${randomUUID()}.${type}`);
    await link(preview.filePath, path);
    const upload: ReceivedUpload = {
      path,
      fileName: preview.fileName,
      type,
      fields: { isCategorized: preview.isCategorized ? 'true' : 'false' },
    };
    const result =
      preview.kind === 'prices'
        ? await updatePrices(upload, createdBy)
        : await importCatalog(upload, createdBy, { mapping });
    await previews.remove(id).catch(() => undefined);
    return result;
  }

  /**
   * Delete-all (spec §6): the admin's own password again, then the catalogue's writer in one
   * transaction. Refused while an import is queued or running: it would write into the emptied shop.
   */
  async function deleteAll(userId: number, password: string): Promise<DeleteAllResult> {
    await options.confirmPassword(userId, password);
    const outcome = await options.catalog.wipe.wipeAll(refuseWhileAnyImport);
    await options.afterCatalogChange().catch((e: unknown) => options.onError(e, 'delete-all'));
    return { message: IMPORT_TEXTS.panel.deleteAllDone, ...outcome };
  }

  /**
   * The 1C exchange's file as a job (no staff member asked for it; a catalogue's products keep their
   * groups). Refused with IMPORT_RUNNING like an upload when its lane is busy.
   */
  function enqueueExchangeJob(job: ExchangeJob): Promise<ImportJobState> {
    return runner.enqueue({
      kind: job.kind,
      fileName: job.fileName,
      filePath: job.filePath,
      options: { isCategorized: true },
      createdBy: null,
    });
  }

  return {
    uploadsDir: options.uploadsDir,
    refuseWhileRunning,
    ...createImageUploads(runner),
    deleteAll,
    importCatalog,
    /**
     * The check before an import: `create` (a preview of an upload), `get`, `remove` ('Отмена'), and
     * `apply` (the choices remembered, then today's job on the file).
     */
    previews: {
      create: createPreview,
      get: (id: string) => previews.get(id),
      remove: (id: string) => previews.remove(id),
      apply: applyPreview,
      sweep: () => previews.sweep(),
    },
    updatePrices,
    /**
     * Staff's remembered choices (the price type, the warehouses, a spreadsheet's columns), read by the
     * next import of the same kind of file, whoever sends it: `choosePriceType`, `chooseWarehouses`,
     * `saveChoice`, `choiceFor(kind, key)`, `list`, `reset(id)`.
     */
    choices,
    /** The price-list template the panel offers to download (an .xlsx). */
    // the spreadsheet library loads with the first template or price list, not with every start
    template: async (): Promise<Buffer> =>
      (await import('./parsers/spreadsheet.js')).buildSpreadsheetTemplate(),
    /** Past imports with their counts; a job's problems come with it alone (GET /import/jobs/:id). */
    async jobs(): Promise<{ jobs: ImportJob[] }> {
      return { jobs: (await runner.list(JOBS_LISTED)).map(toApiJob).map(withoutProblems) };
    },
    async job(id: string): Promise<ImportJob> {
      const row = await runner.get(id);
      if (!row) throw new AppError('NOT_FOUND');
      return toApiJob(row);
    },
    enqueueExchangeJob,
    /** A job's state, or undefined when there is no such job. */
    jobState: (id: string): Promise<ImportJobState | undefined> => runner.get(id),
    /** The job's state once it ended, or as it is after `timeoutMs` (undefined when there is no such job). */
    waitForJob: (id: string, timeoutMs: number): Promise<ImportJobState | undefined> =>
      runner.wait(id, timeoutMs),
    /** Claims and runs one due job now, as the polling loop would (tests drive the runner with it). */
    runNextJob: () => runner.tick(),
    start: (ready?: () => boolean) => {
      sweeper.start(ready);
      return runner.start(ready);
    },
    stop: () => {
      sweeper.stop();
      return runner.stop();
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
