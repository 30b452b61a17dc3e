/**
 * The job that applies a CommerceML catalogue (import.xml / import0_1.xml): groups → categories,
 * products upserted by `Ид`. Two passes over the file on disk:
 *
 * 1. checking — the whole file is parsed and nothing is written: a refused or broken file (DOCTYPE,
 *    cut off, not CommerceML) fails the job with the catalogue untouched; the pass collects the group
 *    tree, the warnings and the product count (for the percentage).
 * 2. applying — the groups in one transaction, then the products in batches, each batch in its own
 *    short transaction together with the job's checkpoint (records applied so far and the report),
 *    yielding to the event loop between batches so the shop keeps answering.
 *
 * The guarantee: the catalogue is never left with half a batch; a process that dies mid-import leaves
 * the batches committed so far, and the job is resumed from its checkpoint by the next process that
 * claims it (the upserts are idempotent, so the end state is the one a single run gives), or failed
 * with a reason after the runner's attempts. Re-importing the same file changes nothing and creates
 * nothing.
 */
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ImportReport } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogImport, ImportGroup, ImportProduct } from '../catalog/import-apply.js';
import { readCommerceMl } from './parsers/commerceml.js';
import type { ImportIssue, ParsedProduct } from './parsers/types.js';
import type { JobContext, JobHandler } from './job-runner.js';
import { addIssue, emptyReport } from './report.js';

export interface CommerceMlImportOptions {
  db: Database;
  catalog: CatalogImport;
  /** products per statement (and per transaction) */
  batchSize?: number;
}

/** Share of the percentage given to the checking pass. */
const CHECKING_SHARE = 20;
const PROGRESS_EVERY_MS = 250;

interface CheckedFile {
  groups: ImportGroup[];
  products: number;
  /** products that name no group, or one not in this file (maybe not in the catalogue either) */
  maybeUngrouped: number;
  issues: ImportIssue[];
}

export function toImportProduct(product: ParsedProduct): ImportProduct {
  return {
    externalId: product.externalId,
    name: product.name,
    article: product.article,
    hasArticle: product.present.article,
    description: product.description,
    barcode: product.barcode,
    hasBarcode: product.present.barcode,
    groupExternalId: product.groupExternalIds[0] ?? null,
    hasGroups: product.present.groups,
    unitCode: product.unit?.code ?? null,
    unitName: product.unit?.name ?? null,
    hasUnit: product.present.unit,
    properties: product.properties,
    hasProperties: product.present.properties,
    imageSource: product.images[0] ?? null,
    hasImages: product.present.images,
    deleted: product.deleted,
  };
}

/** A read stream of the file that reports the bytes read so far. */
export function countingStream(path: string, onBytes: (bytes: number) => void) {
  let read = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      onBytes(read);
      done(null, chunk);
    },
  });
  return createReadStream(path).pipe(counter);
}

/** Calls `report` at most every PROGRESS_EVERY_MS. */
export function throttled(report: (percent: number) => Promise<void>) {
  let last = 0;
  return async (percent: number) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    await report(percent);
  };
}

async function checkFile(context: JobContext, path: string, fileName: string): Promise<CheckedFile> {
  const size = Math.max((await stat(path)).size, 1);
  let bytes = 0;
  const tick = throttled((percent) => context.progress('checking', percent));
  const checked: CheckedFile = { groups: [], products: 0, maybeUngrouped: 0, issues: [] };
  const groupIds = new Set<string>();
  let catalogue = false;
  const input = countingStream(path, (read) => (bytes = read));
  for await (const record of readCommerceMl(input, { fileName })) {
    if (record.kind === 'group') {
      checked.groups.push(toImportGroup(record.group));
      groupIds.add(record.group.externalId);
    } else if (record.kind === 'product') {
      checked.products++;
      const group = record.product.groupExternalIds[0];
      if (group === undefined || !groupIds.has(group)) checked.maybeUngrouped++;
    } else if (record.kind === 'issue') checked.issues.push(record.issue);
    else if (record.kind === 'catalog') catalogue = true;
    await tick((bytes / size) * CHECKING_SHARE);
  }
  if (!catalogue && checked.groups.length === 0 && checked.products === 0) {
    throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.jobs.notCatalog(fileName));
  }
  return checked;
}

const toImportGroup = (group: {
  externalId: string;
  name: string;
  parentExternalId: string | null;
  deleted: boolean;
}): ImportGroup => ({
  externalId: group.externalId,
  name: group.name,
  parentExternalId: group.parentExternalId,
  deleted: group.deleted,
});

export function createCommerceMlImport(options: CommerceMlImportOptions): JobHandler {
  const { db, catalog } = options;
  const batchSize = options.batchSize ?? 1000;

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
    batch: ParsedProduct[],
    state: {
      applied: number;
      total: number;
      fallback: number | null;
      report: ImportReport;
      fileName: string;
    },
  ): Promise<void> {
    if (context.signal.aborted) throw new Error('import job stopped');
    const { report } = state;
    await db.transaction(async (tx) => {
      const result = await catalog.upsertProducts(batch.map(toImportProduct), state.fallback, tx);
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
    await yieldToEventLoop();
  }

  return async (context) => {
    const { job } = context;
    const path = job.file_path ?? '';
    const fileName = job.file_name ?? 'import.xml';
    if (!path || !existsSync(path))
      throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.jobs.fileMissing(fileName));
    await context.progress('checking', 0);
    const checked = await checkFile(context, path, fileName);
    const resumed = job.report !== null;
    const report = job.report ?? emptyReport();
    if (!resumed) for (const issue of checked.issues) addIssue(report, issue);
    await context.progress('applying', CHECKING_SHARE);
    const fallback = await applyGroups(context, checked, report);
    const state = { applied: job.applied_count, total: checked.products, fallback, report, fileName };
    let seen = 0;
    let batch: ParsedProduct[] = [];
    for await (const record of readCommerceMl(path, { fileName })) {
      if (record.kind !== 'product' || seen++ < job.applied_count) continue;
      batch.push(record.product);
      if (batch.length >= batchSize) {
        await applyBatch(context, batch, state);
        batch = [];
      }
    }
    if (batch.length > 0) await applyBatch(context, batch, state);
    await context.progress('finishing', 99);
    return report;
  };
}
