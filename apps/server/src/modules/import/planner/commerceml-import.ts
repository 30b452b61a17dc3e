/**
 * The job that applies a CommerceML catalogue (import.xml / import0_1.xml): groups → categories,
 * products upserted by `Ид`. Two passes, the file parsed once:
 *
 * 1. checking — the whole file is parsed and nothing is written: a refused or broken file (DOCTYPE,
 *    cut off, not CommerceML) fails the job with the catalogue untouched; the pass collects the group
 *    tree, the warnings and the product count (for the percentage), and spools the products (jobs/spool.ts);
 *    a big file in a worker thread (file-check.ts).
 * 2. applying — the groups in one transaction, then the spooled products in batches, each batch in its own
 *    short transaction together with the job's checkpoint (records applied so far and the report),
 *    yielding to the event loop between batches so the shop keeps answering.
 *
 * The guarantee: the catalogue is never left with half a batch; a process that dies mid-import leaves
 * the batches committed so far, and the job is resumed from its checkpoint by the next process that
 * claims it (the upserts are idempotent, so the end state is the one a single run gives), or failed
 * with a reason after the runner's attempts. Re-importing the same file changes nothing and creates
 * nothing.
 */
import { existsSync } from 'node:fs';
import type { ImportReport } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { CatalogImport, PreparedProduct } from '../../catalog/index.js';
import { applyInBatches } from '../jobs/batches.js';
import type { JobContext, JobHandler } from '../jobs/job-runner.js';
import { addIssue, emptyReport } from '../jobs/report.js';
import { withSpool, type RecordSpool } from '../jobs/spool.js';
import { checkCatalogueFile } from './file-check.js';
import { PREPARED_LINES, type CheckedFile } from './file-checks.js';

export interface CommerceMlImportOptions {
  db: Database;
  catalog: CatalogImport;
  /** products per statement (and per transaction); adapted to the event loop when not given (jobs/batch-size.ts) */
  batchSize?: number;
  /** files from this size are checked in a worker thread (file-check.ts) */
  checkInWorkerFromBytes: number;
}

/** Share of the percentage given to the checking pass. */
const CHECKING_SHARE = 20;

/** The job's uploaded file and its name for the report; fails the job when the file is gone. */
export function uploadedFile(context: JobContext, defaultName: string) {
  const path = context.job.file_path ?? '';
  const fileName = context.job.file_name ?? defaultName;
  if (!path || !existsSync(path))
    throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.jobs.fileMissing(fileName));
  return { path, fileName };
}

export function createCommerceMlImport(options: CommerceMlImportOptions): JobHandler {
  const { db, catalog } = options;
  const checking = { share: CHECKING_SHARE, inWorkerFromBytes: options.checkInWorkerFromBytes };

  /** Groups (and 'Без категории' when asked for) in one transaction with the job's checkpoint. */
  async function applyGroups(
    context: JobContext,
    checked: CheckedFile,
    report: ImportReport,
  ): Promise<number | null> {
    const isCategorized = context.job.options['isCategorized'] === true;
    return db.transaction(async (tx) => {
      const groups = await catalog.upsertGroups(checked.groups, tx);
      report.categoriesCreated += groups.created;
      let fallback: number | null = null;
      if (isCategorized && checked.maybeUngrouped > 0) {
        const uncategorized = await catalog.uncategorized(tx);
        if (uncategorized.created) report.categoriesCreated++;
        fallback = uncategorized.id;
      }
      await context.checkpoint(tx, context.job.applied_count, report, CHECKING_SHARE);
      return fallback;
    });
  }

  async function applyBatch(
    context: JobContext,
    batch: PreparedProduct[],
    state: {
      applied: number;
      total: number;
      fallback: number | null;
      report: ImportReport;
      fileName: string;
      /** the previous batch created all its products: the next is most likely new too */
      allNew: boolean;
    },
  ): Promise<void> {
    if (context.signal.aborted) throw new Error('import job stopped');
    const { report } = state;
    await db.transaction(async (tx) => {
      const result = await catalog.upsertProducts(batch, state.fallback, tx, !state.allNew);
      state.allNew = result.created === batch.length;
      report.processed += batch.length;
      report.created += result.created;
      report.updated += result.updated;
      report.unpublished += result.unpublished;
      report.skipped +=
        result.unchanged + (batch.length - (result.created + result.updated + result.unchanged));
      for (const { externalId, groupId } of result.unknownGroups) {
        addIssue(report, {
          file: state.fileName,
          id: externalId,
          message: IMPORT_TEXTS.jobs.unknownGroup(groupId),
        });
      }
      const applied = state.applied + batch.length;
      const percent = CHECKING_SHARE + ((100 - CHECKING_SHARE) * applied) / Math.max(state.total, 1);
      await context.checkpoint(tx, applied, report, Math.min(percent, 99));
    });
    state.applied += batch.length;
  }

  async function importFile(
    context: JobContext,
    spool: RecordSpool<PreparedProduct>,
    path: string,
    fileName: string,
  ): Promise<ImportReport> {
    const { job } = context;
    await context.progress('checking', 0);
    const checked = await checkCatalogueFile(context, spool, { path, fileName }, checking);
    const resumed = job.report !== null;
    const report = job.report ?? emptyReport();
    if (!resumed) for (const issue of checked.issues) addIssue(report, issue);
    const { weight, length, saleRule } = checked.measures;
    if (!resumed && weight + length + saleRule > 0) report.measures = checked.measures;
    await context.progress('applying', CHECKING_SHARE);
    const fallback = await applyGroups(context, checked, report);
    const state = {
      applied: job.applied_count,
      total: checked.products,
      fallback,
      report,
      fileName,
      allNew: false,
    };
    const batches = { skip: job.applied_count, batchSize: options.batchSize };
    await applyInBatches(spool.read(), batches, (batch) => applyBatch(context, batch, state));
    await context.progress('finishing', 99);
    return report;
  }

  return async (context) => {
    const { path, fileName } = uploadedFile(context, 'import.xml');
    return withSpool(path, PREPARED_LINES, (spool) => importFile(context, spool, path, fileName));
  };
}
