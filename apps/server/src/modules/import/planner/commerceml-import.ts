/**
 * The job that applies a CommerceML catalogue (import.xml / import0_1.xml): groups → categories,
 * products upserted by `Ид`. Two passes, the file parsed once:
 *
 * 1. checking — the whole file is parsed and nothing is written: a refused or broken file (DOCTYPE,
 *    cut off, not CommerceML) fails the job with the catalogue untouched; the pass collects the group
 *    tree, the warnings and the product count (for the percentage), and spools the products (jobs/spool.ts).
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
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { ImportReport } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { CatalogImport, ImportGroup, ImportProduct, PreparedProduct } from '../../catalog/index.js';
import { readCommerceMl } from '../parsers/commerceml.js';
import type { ImportIssue, ParsedProduct } from '../parsers/types.js';
import { applyInBatches } from '../jobs/batches.js';
import { measuresOf } from './product-measures.js';
import type { JobContext, JobHandler } from '../jobs/job-runner.js';
import { addIssue, emptyReport } from '../jobs/report.js';
import { withSpool, type RecordSpool, type SpoolCodec } from '../jobs/spool.js';

export interface CommerceMlImportOptions {
  db: Database;
  catalog: CatalogImport;
  /** products per statement (and per transaction); adapted to the event loop when not given (jobs/batch-size.ts) */
  batchSize?: number;
}

/** A spooled product: its key fields as JSON, a tab, then its row as prepared (already JSON). */
const PREPARED_LINES: SpoolCodec<PreparedProduct> = {
  encode: (product) =>
    `${JSON.stringify([product.externalId, product.groupId, product.hash])}\t${product.json}`,
  decode: (line) => {
    const tab = line.indexOf('\t');
    const [externalId, groupId, hash] = JSON.parse(line.slice(0, tab)) as [
      string,
      string | null,
      string | null,
    ];
    return { externalId, groupId, hash, json: line.slice(tab + 1) };
  },
};

/** Share of the percentage given to the checking pass. */
const CHECKING_SHARE = 20;
const PROGRESS_EVERY_MS = 250;

interface CheckedFile {
  groups: ImportGroup[];
  products: number;
  /** products that name no group, or one not in this file (maybe not in the catalogue either) */
  maybeUngrouped: number;
  issues: ImportIssue[];
  /** products the file gives a weight, a length or a sale rule (step or minimum) */
  measures: { weight: number; length: number; saleRule: number };
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
    extraImageSources: product.images.slice(1),
    hasImages: product.present.images,
    deleted: product.deleted,
    // spread last: properties written after a leading spread cost V8 about 1 µs each (40 µs a product)
    ...measuresOf(product),
  };
}

/**
 * Bytes read per event-loop turn: each turn lets the shop answer a request, so bigger reads finish the
 * pass sooner, while the parsing of one read still holds the loop only ~10 ms.
 */
const READ_CHUNK = 512 * 1024;

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
  return createReadStream(path, { highWaterMark: READ_CHUNK }).pipe(counter);
}

/** The job's uploaded file and its name for the report; fails the job when the file is gone. */
export function uploadedFile(context: JobContext, defaultName: string) {
  const path = context.job.file_path ?? '';
  const fileName = context.job.file_name ?? defaultName;
  if (!path || !existsSync(path))
    throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.jobs.fileMissing(fileName));
  return { path, fileName };
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

async function checkFile(
  context: JobContext,
  path: string,
  fileName: string,
  spool: RecordSpool<PreparedProduct>,
  prepare: (product: ImportProduct) => PreparedProduct,
): Promise<CheckedFile> {
  const size = Math.max((await stat(path)).size, 1);
  let bytes = 0;
  const tick = throttled((percent) => context.progress('checking', percent));
  const checked: CheckedFile = {
    groups: [],
    products: 0,
    maybeUngrouped: 0,
    issues: [],
    measures: { weight: 0, length: 0, saleRule: 0 },
  };
  const groupIds = new Set<string>();
  let catalogue = false;
  const input = countingStream(path, (read) => (bytes = read));
  for await (const record of readCommerceMl(input, { fileName })) {
    if (record.kind === 'group') {
      checked.groups.push(toImportGroup(record.group));
      groupIds.add(record.group.externalId);
    } else if (record.kind === 'product') {
      checked.products++;
      const product = toImportProduct(record.product);
      if (product.weightKg != null) checked.measures.weight++;
      if (product.lengthM != null) checked.measures.length++;
      if (product.quantityStep != null || product.minQuantity != null) checked.measures.saleRule++;
      await spool.write(prepare(product));
      const group = record.product.groupExternalIds[0];
      if (group === undefined || !groupIds.has(group)) checked.maybeUngrouped++;
    } else if (record.kind === 'issue') checked.issues.push(record.issue);
    else if (record.kind === 'catalog') catalogue = true;
    await tick((bytes / size) * CHECKING_SHARE);
  }
  if (!catalogue && checked.groups.length === 0 && checked.products === 0) {
    throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.jobs.notCatalog(fileName));
  }
  await spool.close();
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
    const checked = await checkFile(context, path, fileName, spool, catalog.prepareProduct);
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
