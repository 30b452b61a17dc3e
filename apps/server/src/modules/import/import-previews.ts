/**
 * The check of a file before its import (the panel's preview, issue 24): the upload is kept, only the
 * job's checking pass runs over it (the job's own parser), and what the import would do is computed
 * against the catalogue as it is now. Nothing of the catalogue changes; staff then apply the preview
 * (the file goes to today's durable job with their choices) or cancel it. A preview lives 24 hours.
 *
 * The check runs in the request: a price list is capped at SPREADSHEET_MAX_BYTES and read whole, as
 * the job reads it; a 1C file is streamed once, a big one in a worker thread (planner/file-check.ts)
 * so the shop's pages do not wait behind its parse. A durable-job version for very large 1C files may
 * come later.
 *
 * How the plan is computed (approximations are said so in the code):
 * - a price list: the import's own matching and writes (`catalog.spreadsheet` plan, then applyUnits)
 *   run inside a transaction that is always rolled back, so created / updated / unchanged are the
 *   job's own counts; it holds the rows' locks for the time of the check.
 * - a 1C catalogue: products matched by their 1C Ид; a matched one counts as updated (whether its
 *   record differs from the last one applied is not checked: `unchanged` stays 0), a deleted one as
 *   hidden, a new one as created and without a price (prices come with the offers).
 * - 1C offers: offers matched to products by the product's 1C Ид; matched ones count as updated,
 *   those without a price of the chosen type as without price; offers of unknown products are warned.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ImportPreview,
  ImportPreviewKind,
  PreviewCommerceMl,
  PreviewPlan,
  PreviewSheet,
  SheetColumnKind,
} from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../db/client.js';
import { column, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogImport } from '../catalog/index.js';
import type { ImportChoices } from './import-choices.js';
import type { ReceivedUpload } from './jobs/upload.js';
import type { checkSpreadsheet, SheetCheck, SpreadsheetMapping } from './parsers/spreadsheet.js';
import type { ImportIssue } from './parsers/types.js';
import { sheetHeaderKey } from './planner/choice-keys.js';
import type { CommerceMlSummary } from './planner/commerceml-summary.js';
import { scanFile } from './planner/file-check.js';
import type { ScannedFile } from './planner/file-checks.js';
import { mappingOfChoice, toSheetProduct } from './planner/spreadsheet-import.js';

/** How long a preview (and its file) is kept. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
/** Warnings a preview lists (the import's report keeps them all). */
const WARNINGS_SHOWN = 50;
const CHUNK = 5000;

export interface ImportPreviewsOptions {
  db: Database;
  catalog: CatalogImport;
  choices: ImportChoices;
  /** IMPORT_PRICE_TYPE: wins over staff's choice, as in the prices import */
  priceType?: string;
  /** 1C files from this size are read in a worker thread (planner/file-check.ts) */
  checkInWorkerFromBytes: number;
  onError: (error: unknown, id: string) => void;
}

/** What is kept beside the preview the API gives: the key a price list's columns are remembered by. */
interface StoredResult {
  preview: Omit<ImportPreview, 'id' | 'createdAt' | 'expiresAt'>;
  headerKey: string | null;
  summary: CommerceMlSummary | null;
}

/** A preview's row as the service reads it. */
export interface PreviewRow {
  id: string;
  kind: ImportPreviewKind;
  filePath: string;
  fileName: string;
  isCategorized: boolean;
  result: StoredResult;
}

const PreviewRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['catalog', 'prices', 'spreadsheet']),
  file_path: z.string(),
  file_name: z.string(),
  is_categorized: z.boolean(),
  created_at: z.coerce.date(),
  expires_at: z.coerce.date(),
  result: z.custom<StoredResult>(),
});
type PreviewDbRow = z.infer<typeof PreviewRowSchema>;

const emptyPlan = (): PreviewPlan => ({ created: 0, updated: 0, hidden: 0, unchanged: 0, withoutPrice: 0 });

const messages = (issues: readonly ImportIssue[]) =>
  issues.map((issue) => issue.message).slice(0, WARNINGS_SHOWN);

/** A sheet as the panel shows it. */
function toPreviewSheet(sheet: SheetCheck): PreviewSheet {
  return {
    name: sheet.name,
    skipReason: sheet.skipped ? IMPORT_TEXTS.spreadsheet.sheetSkipped[sheet.skipped] : null,
    headerRow: sheet.headerRow,
    labels: sheet.labels ?? [],
    columns: sheet.columns.map(({ kind, column: at, label }) => ({
      kind: kind as SheetColumnKind,
      column: at,
      label,
    })),
    missing: sheet.missing as SheetColumnKind[],
    goods: sheet.goods,
    sample: sheet.sample.map((row) => ({
      row: row.row,
      name: row.name,
      article: row.article,
      priceKopecks: row.priceKopecks,
      stock: row.stock,
      inStock: row.inStock,
    })),
  };
}

const isCategorizedField = (upload: ReceivedUpload) =>
  ['true', '1', 'on', 'yes'].includes((upload.fields['isCategorized'] ?? '').toLowerCase());

/** How often expired previews are looked for while the server runs. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const READY_POLL_MS = 500;

/**
 * Removes expired previews once the database is ready (its migrations applied), then every hour, so a
 * preview nobody confirmed leaves no file behind even when no new check comes.
 */
export function previewSweeper(sweep: () => Promise<number>, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number, ready?: () => boolean) => {
    timer = setTimeout(() => run(ready), ms);
    timer.unref();
  };
  const run = (ready?: () => boolean) => {
    if (ready && !ready()) return schedule(READY_POLL_MS, ready);
    sweep()
      .catch(onError)
      .finally(() => {
        if (timer) schedule(SWEEP_EVERY_MS);
      });
  };
  return {
    start(ready?: () => boolean) {
      timer = setTimeout(() => run(ready), 0);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** Thrown to roll the simulated import back. */
class RollBack extends Error {}

export function createImportPreviews(options: ImportPreviewsOptions) {
  const { db, catalog, choices } = options;

  /** Removes expired previews with their files. */
  async function sweep(): Promise<number> {
    const expired = await queryRows(
      db,
      sql`delete from import_previews where expires_at <= now() returning id, file_path`,
      z.object({ id: z.string(), file_path: z.string() }),
    );
    for (const row of expired)
      await rm(row.file_path, { force: true }).catch((e: unknown) => options.onError(e, row.id));
    return expired.length;
  }

  /** A price list read as the job reads it, the plan simulated in a transaction rolled back. */
  async function spreadsheetPlan(
    rows: ReturnType<typeof checkSpreadsheet>['rows'],
    fileName: string,
    isCategorized: boolean,
    issues: ImportIssue[],
  ): Promise<PreviewPlan> {
    const plan = emptyPlan();
    if (rows.length === 0) return plan;
    const products = rows.map((row) => toSheetProduct(row, fileName, issues));
    await db
      .transaction(async (tx) => {
        const paths = products.map((product) => product.categoryPath).filter((path) => path.length > 0);
        const categories = await catalog.spreadsheet.ensureCategories(paths, tx);
        const units = await catalog.spreadsheet.plan(products, categories, tx);
        const needsFallback = units.some((unit) => unit.productId === null && unit.write.categoryId === null);
        const fallback = isCategorized && needsFallback ? (await catalog.uncategorized(tx)).id : null;
        const written = await catalog.spreadsheet.applyUnits(units, fallback, tx);
        plan.created = written.created;
        plan.updated = written.updated;
        plan.unchanged = written.unchanged;
        plan.withoutPrice = units.filter(
          (unit) => unit.productId === null && !((unit.write.priceKopecks ?? 0) > 0),
        ).length;
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
    return plan;
  }

  /** The check of a price list: its sheets (with remembered columns when its header has some). */
  async function checkSheets(
    path: string,
    fileName: string,
    isCategorized: boolean,
    mapping?: SpreadsheetMapping,
  ): Promise<{ check: ReturnType<typeof checkSpreadsheet>; headerKey: string | null; remembered: boolean }> {
    const buffer = await readFile(path);
    // the spreadsheet library loads with the first price list, not with every start
    const spreadsheet = await import('./parsers/spreadsheet.js');
    const found = spreadsheet.checkSpreadsheet(buffer, { fileName, isCategorized });
    const headerKey = sheetHeaderKey(found.sheets);
    let chosen = mapping;
    let remembered = false;
    if (!chosen && headerKey) {
      const choice = await choices.choiceFor('spreadsheet_mapping', headerKey);
      chosen = mappingOfChoice(choice?.value ?? null) ?? undefined;
      remembered = chosen !== undefined;
    }
    const check = chosen
      ? spreadsheet.checkSpreadsheet(buffer, { fileName, isCategorized, mapping: chosen })
      : found;
    return { check, headerKey, remembered };
  }

  async function previewSpreadsheet(upload: ReceivedUpload, isCategorized: boolean): Promise<StoredResult> {
    const { check, headerKey, remembered } = await checkSheets(upload.path, upload.fileName, isCategorized);
    const issues = [...check.issues];
    const plan = await spreadsheetPlan(check.rows, upload.fileName, isCategorized, issues);
    return {
      preview: {
        kind: 'spreadsheet',
        fileName: upload.fileName,
        isCategorized,
        sheets: check.sheets.map(toPreviewSheet),
        mappingRemembered: remembered,
        commerceMl: null,
        plan,
        warnings: messages(issues),
      },
      headerKey,
      summary: null,
    };
  }

  /** Which of these 1C product Ид the shop has, with whether each has a price. */
  async function knownProducts(ids: readonly string[]): Promise<Map<string, { priced: boolean }>> {
    const known = new Map<string, { priced: boolean }>();
    for (let from = 0; from < ids.length; from += CHUNK) {
      const chunk = ids.slice(from, from + CHUNK);
      const rows = await queryRows(
        db,
        sql`select external_id, price > 0 as priced from products
          where external_id = any(${`{${chunk.map((id) => JSON.stringify(id)).join(',')}}`}::text[])`,
        z.object({ external_id: column.text, priced: column.bool }),
      );
      for (const row of rows) known.set(row.external_id, { priced: row.priced });
    }
    return known;
  }

  async function previewCommerceMl(upload: ReceivedUpload, isCategorized: boolean): Promise<StoredResult> {
    let scanned: ScannedFile;
    try {
      scanned = await scanFile(upload, options.checkInWorkerFromBytes);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('IMPORT_FAILED', error instanceof Error ? error.message : undefined);
    }
    const { summary, products, offers, issues, hasCatalogue } = scanned;
    // as the jobs judge a file: a catalogue has <Каталог>, groups or products; the rest are offers
    const kind: ImportPreviewKind =
      hasCatalogue || summary.products > 0 || summary.groups > 0 ? 'catalog' : 'prices';
    const commerceMl = await choicesFor(summary);
    const plan = emptyPlan();
    if (kind === 'catalog') {
      const known = await knownProducts([...products.keys()]);
      for (const [id, product] of products) {
        const existing = known.get(id);
        if (product.deleted) {
          if (existing) plan.hidden++;
        } else if (existing) {
          plan.updated++;
          if (!existing.priced) plan.withoutPrice++;
        } else {
          plan.created++;
          plan.withoutPrice++;
        }
      }
    } else {
      const known = await knownProducts([...new Set(offers.map((offer) => offer.productId))]);
      let unknown = 0;
      const typeId = commerceMl.chosenPriceTypeId;
      for (const offer of offers) {
        if (!known.has(offer.productId)) {
          unknown++;
          continue;
        }
        plan.updated++;
        const priced =
          offer.priceTypes === null
            ? known.get(offer.productId)!.priced
            : typeId !== null && offer.priceTypes.includes(typeId);
        if (!priced) plan.withoutPrice++;
      }
      if (unknown > 0)
        issues.push({
          file: upload.fileName,
          message: IMPORT_TEXTS.preview.offersForUnknown(unknown),
          level: 'warning',
        });
      if (summary.priceTypes.length > 0 && typeId === null)
        issues.push({ file: upload.fileName, message: IMPORT_TEXTS.preview.noPriceType, level: 'warning' });
    }
    return {
      preview: {
        kind,
        fileName: upload.fileName,
        isCategorized,
        sheets: null,
        mappingRemembered: false,
        commerceMl,
        plan,
        warnings: messages(issues),
      },
      headerKey: null,
      summary,
    };
  }

  /** The price type and warehouses the import will take: configured, else remembered, else by the rules. */
  async function choicesFor(summary: CommerceMlSummary): Promise<PreviewCommerceMl> {
    const typeIds = summary.priceTypes.map((type) => type.id);
    const configured = options.priceType
      ? summary.priceTypes.find((type) => type.id === options.priceType || type.name === options.priceType)
      : undefined;
    const remembered = configured ? null : await choices.priceTypeFor(typeIds);
    const chosenWarehouseIds = await choices.warehousesFor(summary.warehouses.map((w) => w.id));
    return {
      onlyChanges: summary.onlyChanges,
      groups: summary.groups,
      products: summary.products,
      offers: summary.offers,
      priceTypes: summary.priceTypes,
      chosenPriceTypeId: configured?.id ?? remembered ?? summary.ruleTypeId,
      priceTypeRemembered: remembered !== null,
      warehouses: summary.warehouses,
      chosenWarehouseIds,
    };
  }

  function toApi(row: PreviewDbRow): ImportPreview {
    return {
      ...row.result.preview,
      id: row.id,
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    };
  }

  const toRow = (row: PreviewDbRow): PreviewRow => ({
    id: row.id,
    kind: row.kind,
    filePath: row.file_path,
    fileName: row.file_name,
    isCategorized: row.is_categorized,
    result: row.result,
  });

  async function find(id: string): Promise<PreviewDbRow> {
    const [row] = await queryRows(
      db,
      sql`select id, kind, file_path, file_name, is_categorized, created_at, expires_at, result
        from import_previews where id = ${id} and expires_at > now()`,
      PreviewRowSchema,
    );
    if (!row) throw new AppError('NOT_FOUND', IMPORT_TEXTS.preview.notFound);
    return row;
  }

  return {
    sweep,
    checkSheets,

    /** Checks an upload and keeps it as a preview (the file is removed when the check fails). */
    async create(upload: ReceivedUpload, createdBy: number): Promise<ImportPreview> {
      await sweep().catch((e: unknown) => options.onError(e, 'import-previews'));
      const isCategorized = isCategorizedField(upload);
      let result: StoredResult;
      try {
        result =
          upload.type === 'xml'
            ? await previewCommerceMl(upload, isCategorized)
            : await previewSpreadsheet(upload, isCategorized);
      } catch (error) {
        await rm(upload.path, { force: true });
        throw error;
      }
      const id = randomUUID();
      const [row] = await queryRows(
        db,
        sql`insert into import_previews (id, kind, file_path, file_name, is_categorized, created_by, expires_at, result)
          values (${id}, ${result.preview.kind}, ${upload.path}, ${upload.fileName}, ${isCategorized},
            ${createdBy}, now() + make_interval(secs => ${PREVIEW_TTL_MS / 1000}::double precision),
            ${JSON.stringify(result)}::jsonb)
          returning id, kind, file_path, file_name, is_categorized, created_at, expires_at, result`,
        PreviewRowSchema,
      );
      return toApi(row!);
    },

    /** 404 when unknown or expired. */
    async get(id: string): Promise<ImportPreview> {
      return toApi(await find(id));
    },

    /** The stored row (404 when unknown or expired), for the apply. */
    async row(id: string): Promise<PreviewRow> {
      return toRow(await find(id));
    },

    /** Removes a preview and its file (404 when there is none). */
    async remove(id: string): Promise<void> {
      const removed = await queryRows(
        db,
        sql`delete from import_previews where id = ${id} returning file_path`,
        z.object({ file_path: z.string() }),
      );
      if (removed.length === 0) throw new AppError('NOT_FOUND', IMPORT_TEXTS.preview.notFound);
      for (const row of removed) await rm(row.file_path, { force: true });
    },
  };
}

export type ImportPreviews = ReturnType<typeof createImportPreviews>;
