/**
 * The job that applies a price list (.xls, .xlsx, or an HTML/CSV table saved as .xls) to the
 * catalogue. Its rows carry no 1C `Ид`: the catalogue matches them by article, then by name within the
 * category (catalog/bulk/spreadsheet-rows.ts), and the report says which rows were matched by name.
 *
 * 1. checking — the workbook is read whole (SheetJS has no streaming reader; the upload is capped at
 *    SPREADSHEET_MAX_BYTES) and nothing is written: a file without goods fails the job with the
 *    catalogue untouched.
 * 2. applying — the categories of the file in one transaction, then the rows planned against the
 *    catalogue and written in batches, each batch in its own transaction with the job's checkpoint.
 *    A resumed job plans again (the plan of a partly applied file has the same units in the same
 *    order) and goes on after `applied_count` units. After the last batch `stockUpdated` is published
 *    for the products whose stock changed, as the prices import does.
 */
import { existsSync } from 'node:fs';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { PRICE_MAX_KOPECKS, STOCK_MAX } from '@shop/shared/constants';
import {
  SpreadsheetMappingInput,
  type ImportReport,
  type ImportReportError,
} from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { EventPublisher } from '../../../lib/events.js';
import type {
  CatalogImport,
  SheetCategories,
  SheetNote,
  SheetProduct,
  SheetUnit,
} from '../../catalog/index.js';
import type { JobContext, JobHandler } from '../jobs/job-runner.js';
import type { SpreadsheetMapping, SpreadsheetOptions } from '../parsers/spreadsheet.js';
import { sheetHeaderKey } from './choice-keys.js';
import type { ColumnKind } from '../parsers/spreadsheet-header.js';
import type { ImportIssue, SpreadsheetResult, SpreadsheetRow } from '../parsers/types.js';
import { publishStockChanges } from './prices-import.js';
import { addIssue, applyingPercent, emptyReport } from '../jobs/report.js';
import { startWorker } from './worker-thread.js';

export interface SpreadsheetImportOptions {
  db: Database;
  catalog: CatalogImport;
  events: EventPublisher;
  /** units (products) per transaction */
  batchSize?: number;
  /** staff's columns for a header seen before (import-choices.ts), used when the job names none */
  remembered?: RememberedMapping;
}

/** The largest price list taken: SheetJS holds the whole workbook in memory, several times its size. */
export const SPREADSHEET_MAX_BYTES = 30 * 1024 * 1024;
/** The reading worker's heap: a workbook that unpacks larger fails its job, not the server. */
const WORKER_HEAP_MB = 640;

/** Share of the percentage given to reading and planning. */
const CHECKING_SHARE = 20;

interface ReadFile {
  rows: SpreadsheetRow[];
  products: SheetProduct[];
  issues: ImportIssue[];
  /** What the file holds that will not get into the shop (the report's `losses`), from reading it. */
  losses: ImportReportError[];
}

const at = (fileName: string, row: SpreadsheetRow) => ({ file: fileName, sheet: row.sheet, line: row.row });

/** A parsed row as the catalogue takes it: stock as the list gives it (to thousandths), a price the column can hold. */
export function toSheetProduct(row: SpreadsheetRow, fileName: string, issues: ImportIssue[]): SheetProduct {
  const warn = (message: string) => issues.push({ ...at(fileName, row), message, level: 'warning' });
  const stock = row.stock === null ? null : Math.min(Math.round(row.stock * 1000) / 1000, STOCK_MAX);
  let priceKopecks = row.priceKopecks;
  if (priceKopecks !== null && priceKopecks > PRICE_MAX_KOPECKS) {
    warn(IMPORT_TEXTS.spreadsheet.priceTooLarge((priceKopecks / 100).toFixed(2)));
    priceKopecks = null;
  }
  return {
    name: row.name,
    article: row.article,
    categoryPath: row.categoryPath,
    priceKopecks,
    stock,
    inStockWithoutCount: row.stock === null && row.inStock === true,
    unitName: row.unit,
    description: row.description,
    barcode: row.barcode,
  };
}

/**
 * The losses reading shows: expected columns not found (per kind, naming the sheets), sheets skipped
 * with their reasons (an empty sheet, or a hidden one without a header, is no loss), rows with data that
 * gave no goods, section rows not made categories.
 */
function readingLosses(parsed: SpreadsheetResult, fileName: string): ImportReportError[] {
  const texts = IMPORT_TEXTS.spreadsheet;
  const losses: ImportReportError[] = [];
  const sheets = parsed.sheetReports;
  const read = sheets.filter((sheet) => sheet.goods > 0);
  const lacking = (kind: ColumnKind) =>
    read.filter((sheet) => sheet.missing.includes(kind)).map((s) => s.name);
  const noPrice = lacking('price');
  if (noPrice.length > 0) losses.push({ file: fileName, message: texts.losses.noPriceColumn(noPrice) });
  const noStock = lacking('stock');
  if (noStock.length > 0) losses.push({ file: fileName, message: texts.losses.noStockColumn(noStock) });
  const skipped = sheets.filter(
    (sheet) =>
      sheet.skipped !== null &&
      sheet.skipped !== 'empty' &&
      (sheet.skipped !== 'hidden' || sheet.headerRow !== null),
  );
  if (skipped.length > 0) {
    const reasons = skipped.map((sheet) => ({
      name: sheet.name,
      reason: texts.sheetSkipped[sheet.skipped!],
    }));
    losses.push({ file: fileName, message: texts.losses.sheetsSkipped(reasons) });
  }
  const unread = sheets.reduce((sum, sheet) => sum + sheet.unread, 0);
  if (unread > 0) {
    const examples = sheets
      .flatMap((sheet) => sheet.unreadExamples.map((example) => ({ sheet: sheet.name, ...example })))
      .slice(0, 3);
    losses.push({ file: fileName, message: texts.losses.rowsUnread(unread, examples) });
  }
  const sections = sheets.reduce((sum, sheet) => sum + sheet.sectionsSkipped, 0);
  if (sections > 0) losses.push({ file: fileName, message: texts.losses.sectionsSkipped(sections) });
  return losses;
}

const tooLarge = () =>
  new AppError('IMPORT_FAILED', IMPORT_TEXTS.spreadsheet.tooLarge(SPREADSHEET_MAX_BYTES / (1024 * 1024)));

/** The workbook read in a worker thread; stopped with the job. */
function readInWorker(
  path: string,
  options: SpreadsheetOptions,
  signal: AbortSignal,
): Promise<SpreadsheetResult> {
  const limits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  const worker = startWorker('spreadsheet-worker', { path, options }, limits);
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  return new Promise<SpreadsheetResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', (error: Error & { code?: string }) =>
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error),
    );
    worker.once('exit', (code) => reject(new Error(`spreadsheet worker exited with code ${code}`)));
  }).finally(() => signal.removeEventListener('abort', stop));
}

/**
 * The workbook read with the columns the job was given (the preview's apply), else with those staff
 * chose before for the same header (a remembered `spreadsheet_mapping`, found by reading it once as
 * is), else as found.
 */
async function readWithMapping(
  path: string,
  options: SpreadsheetOptions,
  signal: AbortSignal,
  remembered: RememberedMapping | undefined,
): Promise<{ parsed: SpreadsheetResult; remembered: boolean }> {
  if (options.mapping || !remembered)
    return { parsed: await readInWorker(path, options, signal), remembered: false };
  const parsed = await readInWorker(path, { ...options, withLabels: true }, signal);
  const key = sheetHeaderKey(parsed.sheetReports);
  const mapping = key ? await remembered(key) : null;
  if (!mapping) return { parsed, remembered: false };
  return { parsed: await readInWorker(path, { ...options, mapping }, signal), remembered: true };
}

/** The columns remembered for a header's key (planner/choice-keys.ts `sheetHeaderKey`), or null. */
export type RememberedMapping = (key: string) => Promise<SpreadsheetMapping | null>;

/** A remembered mapping choice's value: the columns per sheet. */
export const mappingOfChoice = (value: unknown): SpreadsheetMapping | null => {
  const parsed = SpreadsheetMappingInput.safeParse((value as { mapping?: unknown } | null)?.mapping);
  return parsed.success ? (parsed.data as SpreadsheetMapping) : null;
};

async function readRows(
  path: string,
  options: SpreadsheetOptions,
  signal: AbortSignal,
  remembered?: RememberedMapping,
): Promise<ReadFile> {
  const { fileName } = options;
  const read = await readWithMapping(path, options, signal, remembered);
  const parsed = read.parsed;
  if (read.remembered)
    parsed.issues.unshift({
      file: fileName,
      message: IMPORT_TEXTS.preview.mappingRemembered,
      level: 'warning',
    });
  if (parsed.rows.length === 0) {
    const failure = parsed.issues.find((issue) => issue.level === 'error');
    throw new AppError('IMPORT_FAILED', failure?.message ?? IMPORT_TEXTS.spreadsheet.noRows(fileName));
  }
  const issues = [...parsed.issues];
  const products = parsed.rows.map((row) => toSheetProduct(row, fileName, issues));
  const withoutCount = products.filter((product) => product.inStockWithoutCount).length;
  if (withoutCount > 0)
    issues.push({
      file: fileName,
      message: IMPORT_TEXTS.spreadsheet.stockWithoutCount(withoutCount),
      level: 'warning',
    });
  return { rows: parsed.rows, products, issues, losses: readingLosses(parsed, fileName) };
}

function noteMessage(note: SheetNote, rows: readonly SpreadsheetRow[]): string {
  switch (note.kind) {
    case 'matchedByName':
      return IMPORT_TEXTS.spreadsheet.matchedByName(note.productId, note.category);
    case 'articleAmbiguous':
      return IMPORT_TEXTS.spreadsheet.articleAmbiguous(note.article, note.products);
    case 'articleRepeated':
      return IMPORT_TEXTS.spreadsheet.articleRepeated(note.article);
    case 'repeatedRow': {
      const first = rows[note.firstRow]!;
      return IMPORT_TEXTS.spreadsheet.repeatedRow(first.sheet, first.row);
    }
  }
}

interface ApplyState {
  applied: number;
  total: number;
  isCategorized: boolean;
  report: ImportReport;
  fileName: string;
  rows: SpreadsheetRow[];
  /** product id → its new stock, for `stockUpdated` */
  changes: Map<number, number>;
}

export function createSpreadsheetImport(options: SpreadsheetImportOptions): JobHandler {
  const { db, catalog } = options;
  const batchSize = options.batchSize ?? 1000;

  /** The file's categories in one transaction with the checkpoint. */
  async function applyCategories(
    context: JobContext,
    products: readonly SheetProduct[],
    report: ImportReport,
  ): Promise<SheetCategories> {
    return db.transaction(async (tx) => {
      const paths = products.map((product) => product.categoryPath).filter((path) => path.length > 0);
      const categories = await catalog.spreadsheet.ensureCategories(paths, tx);
      report.categoriesCreated += categories.created;
      await context.checkpoint(tx, context.job.applied_count, report, CHECKING_SHARE);
      return categories;
    });
  }

  /** 'Без категории' for the new products without a category of a categorised file, made when first needed. */
  async function fallbackCategory(
    units: readonly SheetUnit[],
    state: ApplyState,
    tx: Database,
  ): Promise<number | null> {
    const needed = units.some((unit) => unit.productId === null && unit.write.categoryId === null);
    if (!state.isCategorized || !needed) return null;
    const uncategorized = await catalog.uncategorized(tx);
    if (uncategorized.created) state.report.categoriesCreated++;
    return uncategorized.id;
  }

  async function applyBatch(context: JobContext, units: SheetUnit[], state: ApplyState): Promise<void> {
    if (context.signal.aborted) throw new Error('import job stopped');
    const { report, rows, fileName } = state;
    const result = await db.transaction(async (tx) => {
      const fallback = await fallbackCategory(units, state, tx);
      const written = await catalog.spreadsheet.applyUnits(units, fallback, tx);
      const processed = units.reduce((sum, unit) => sum + unit.rows.length, 0);
      report.processed += processed;
      report.created += written.created;
      report.updated += written.updated;
      report.skipped += processed - written.created - written.updated;
      const unpriced = units.filter(
        (unit) => unit.productId === null && !((unit.write.priceKopecks ?? 0) > 0),
      ).length;
      if (unpriced > 0) report.createdWithoutPrice = (report.createdWithoutPrice ?? 0) + unpriced;
      for (const unit of units) {
        for (const { row, note } of unit.notes)
          addIssue(report, { ...at(fileName, rows[row]!), message: noteMessage(note, rows) });
      }
      const applied = state.applied + units.length;
      await context.checkpoint(tx, applied, report, applyingPercent(CHECKING_SHARE, applied, state.total));
      return written;
    });
    state.applied += units.length;
    for (const { productId, newStock } of result.stockChanges) state.changes.set(productId, newStock);
    await yieldToEventLoop();
  }

  return async (context) => {
    const { job } = context;
    const path = job.file_path ?? '';
    const fileName = job.file_name ?? 'price.xlsx';
    if (!path || !existsSync(path))
      throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.jobs.fileMissing(fileName));
    await context.progress('checking', 0);
    const isCategorized = job.options['isCategorized'] === true;
    const mapping = job.options['mapping'] as SpreadsheetMapping | undefined;
    const file = await readRows(
      path,
      { fileName, isCategorized, mapping },
      context.signal,
      options.remembered,
    );
    const resumed = job.report !== null;
    const report = job.report ?? emptyReport();
    if (!resumed) for (const issue of file.issues) addIssue(report, issue);
    const categories = await applyCategories(context, file.products, report);
    const units = await catalog.spreadsheet.plan(file.products, categories);
    await context.progress('applying', CHECKING_SHARE);
    const state: ApplyState = {
      applied: job.applied_count,
      total: units.length,
      isCategorized,
      report,
      fileName,
      rows: file.rows,
      changes: new Map(),
    };
    for (let from = job.applied_count; from < units.length; from += batchSize)
      await applyBatch(context, units.slice(from, from + batchSize), state);
    await context.progress('finishing', 99);
    publishStockChanges(options.events, state.changes);
    const losses = [...file.losses];
    if (report.createdWithoutPrice) {
      const message = IMPORT_TEXTS.spreadsheet.losses.createdWithoutPrice(report.createdWithoutPrice);
      losses.push({ file: fileName, message });
    }
    if (losses.length > 0) report.losses = losses;
    else delete report.losses;
    return report;
  };
}
