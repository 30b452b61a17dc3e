/**
 * The job that applies 1C offers — prices and stock — from offers.xml, or the split prices*.xml /
 * rests*.xml of newer exchanges (commerceml.md §5, §6). Two passes, the file parsed once, like the
 * catalogue job (commerceml-import.ts):
 *
 * 1. checking — the whole file parsed, nothing written: a refused or broken file, a file without
 *    offers, or a price type that cannot be chosen fails the job with the catalogue untouched; the
 *    offers are spooled (jobs/spool.ts); a big file is checked in a worker thread (file-check.ts).
 *    Then the price type and the warehouses that count are chosen: IMPORT_PRICE_TYPE, else what
 *    staff chose for such a file (import-choices.ts), else the rule of commerceml.md §5 (the first
 *    of several retail-looking types, with a warning).
 * 2. applying — the spooled offers matched to products by `Ид`, in batches, each batch in its own transaction with
 *    the job's checkpoint. A product's variant offers (`guid#characteristic`) are gathered over the
 *    file and written together at its end (offer-units.ts).
 *
 * Products of the catalogue without an offer in the file stay as they are, whether the file is a full
 * export or only changes. After the last batch, `stockUpdated` is published for every product whose
 * stock changed (cached pages are refreshed by the database triggers); a job resumed after a crash
 * publishes the changes of its own batches only.
 */
import type { ImportReport } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { EventPublisher } from '../../../lib/events.js';
import type { CatalogImport } from '../../catalog/index.js';
import { uploadedFile } from './commerceml-import.js';
import { checkOffersFile } from './file-check.js';
import type { CheckedOffers } from './file-checks.js';
import { applyInBatches } from '../jobs/batches.js';
import type { JobContext, JobHandler } from '../jobs/job-runner.js';
import type { ChoiceLookup } from '../import-choices.js';
import { choiceIds } from './choice-keys.js';
import { offerUnit, stockIn, VariantGroups, type OfferUnit, type PriceTypeRef } from './offer-units.js';
import { choosePriceType, describePriceTypes } from '../parsers/commerceml.js';
import type { ParsedOffer, ParsedPriceType } from '../parsers/types.js';
import { addIssue, emptyReport } from '../jobs/report.js';
import { withSpool, type RecordSpool } from '../jobs/spool.js';

export interface PricesImportOptions {
  db: Database;
  catalog: CatalogImport;
  events: EventPublisher;
  /** IMPORT_PRICE_TYPE: the Ид or name of the shop's price type (wins over a remembered choice) */
  priceType?: string;
  /** what staff chose for such a file: the price type, the warehouses that count */
  choices?: ChoiceLookup;
  /** products per statement (and per transaction); adapted to the event loop when not given (jobs/batch-size.ts) */
  batchSize?: number;
  /** files from this size are checked in a worker thread (file-check.ts) */
  checkInWorkerFromBytes: number;
}

/** Share of the percentage given to the checking pass. */
const CHECKING_SHARE = 20;
/** `stockUpdated` events published per event-loop turn. */
const PUBLISH_CHUNK = 500;

const ref = (type: ParsedPriceType): PriceTypeRef => ({ id: type.externalId, name: type.name });

/**
 * IMPORT_PRICE_TYPE (its Ид or name; one not in the file fails), else the type staff chose for these
 * ТипыЦен, else the rule of §5: a warning when it took the first of several retail-looking types.
 */
async function chooseListed(
  checked: CheckedOffers,
  configured: string | undefined,
  choices: ChoiceLookup | undefined,
  fileName: string,
): Promise<PriceTypeRef> {
  const types = checked.priceTypes;
  if (configured) {
    const byId = types.some((type) => type.externalId === configured);
    const choice = choosePriceType(types, byId ? { id: configured } : { name: configured });
    if (!choice.ok) throw new AppError('IMPORT_FAILED', choice.message);
    return ref(choice.type);
  }
  const stored = await choices?.priceTypeFor(types.map((type) => type.externalId));
  const chosen = types.find((type) => type.externalId === stored);
  if (chosen) return ref(chosen);
  const choice = choosePriceType(types);
  if (!choice.ok) throw new AppError('IMPORT_FAILED', choice.message);
  if (choice.others) {
    const message = IMPORT_TEXTS.priceType.firstOfSeveralRetail(
      describePriceTypes([choice.type]),
      describePriceTypes(choice.others),
    );
    checked.issues.push({ file: fileName, message, level: 'warning' });
  }
  return ref(choice.type);
}

/**
 * By ТипыЦен (chooseListed); a file without them (§6) by the prices it holds: IMPORT_PRICE_TYPE or the
 * type staff chose when one of them, else the only one (with a warning); several fail.
 */
async function resolvePriceType(
  checked: CheckedOffers,
  configured: string | undefined,
  choices: ChoiceLookup | undefined,
  fileName: string,
): Promise<PriceTypeRef | null> {
  if (checked.usedPriceTypes.size === 0) return null;
  if (checked.priceTypes.length > 0) return chooseListed(checked, configured, choices, fileName);
  const used = [...checked.usedPriceTypes];
  if (configured !== undefined && used.includes(configured)) return { id: configured, name: configured };
  const stored = await choices?.priceTypeFor(used);
  if (stored && used.includes(stored)) return { id: stored, name: stored };
  if (used.length > 1) throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.prices.priceTypeUnknown(used));
  const message = IMPORT_TEXTS.prices.priceTypeByUse(used[0]!);
  checked.issues.push({ file: fileName, message, level: 'warning' });
  return { id: used[0]!, name: used[0]! };
}

/**
 * The warehouses whose stock counts, when staff chose some for the file's Склады (or, without a list,
 * the warehouses its offers name); null: every warehouse counts (the offer's total, commerceml.md §5).
 */
async function resolveWarehouses(
  checked: CheckedOffers,
  choices: ChoiceLookup | undefined,
  fileName: string,
): Promise<ReadonlySet<string> | null> {
  const listed = checked.warehouses.map((warehouse) => warehouse.externalId);
  const chosen = await choices?.warehousesFor(choiceIds(listed, checked.usedWarehouses));
  if (!chosen || chosen.length === 0) return null;
  const names = chosen.map((id) =>
    IMPORT_TEXTS.choices.option(checked.warehouses.find((w) => w.externalId === id)?.name ?? '', id),
  );
  const message = IMPORT_TEXTS.choices.stockByWarehouses(names.join(', '));
  checked.issues.push({ file: fileName, message, level: 'warning' });
  return new Set(chosen);
}

/** Publishes `stockUpdated` for each change, PUBLISH_CHUNK per event-loop turn, without being awaited. */
export function publishStockChanges(events: EventPublisher, changes: ReadonlyMap<number, number>): void {
  const all = [...changes];
  const publish = (from: number) => {
    for (const [productId, newStock] of all.slice(from, from + PUBLISH_CHUNK))
      events.emit('stockUpdated', { productId, newStock });
    if (from + PUBLISH_CHUNK < all.length) setImmediate(publish, from + PUBLISH_CHUNK);
  };
  if (all.length > 0) setImmediate(publish, 0);
}

interface ApplyState {
  applied: number;
  total: number;
  report: ImportReport;
  fileName: string;
  /** product id → its new stock, for `stockUpdated` */
  changes: Map<number, number>;
}

function reportBatch(report: ImportReport, units: OfferUnit[], unknown: string[], fileName: string): void {
  const missing = new Set(unknown);
  for (const unit of units) {
    report.processed += unit.offers;
    const id = unit.offer.externalId;
    if (missing.has(id)) {
      addIssue(report, {
        file: fileName,
        line: unit.line,
        id,
        name: null,
        message: IMPORT_TEXTS.prices.unknownProduct,
      });
      continue;
    }
    for (const issue of unit.issues) addIssue(report, { file: fileName, ...issue });
  }
}

export function createPricesImport(options: PricesImportOptions): JobHandler {
  const { db, catalog } = options;
  const checking = { share: CHECKING_SHARE, inWorkerFromBytes: options.checkInWorkerFromBytes };

  async function applyBatch(context: JobContext, units: OfferUnit[], state: ApplyState): Promise<void> {
    if (context.signal.aborted) throw new Error('import job stopped');
    const { report } = state;
    const result = await db.transaction(async (tx) => {
      const written = await catalog.applyOffers(
        units.map((unit) => unit.offer),
        tx,
      );
      reportBatch(report, units, written.unknown, state.fileName);
      report.updated += written.updated;
      report.skipped += units.length - written.updated;
      const applied = state.applied + units.length;
      const percent = CHECKING_SHARE + ((100 - CHECKING_SHARE) * applied) / Math.max(state.total, 1);
      await context.checkpoint(tx, applied, report, Math.min(percent, 99));
      return written;
    });
    state.applied += units.length;
    for (const { productId, newStock } of result.stockChanges) state.changes.set(productId, newStock);
  }

  /** Plain offers in file order as they come, then the products sold in variants. */
  async function* offerUnits(
    spool: RecordSpool<ParsedOffer>,
    priceType: PriceTypeRef | null,
    warehouses: ReadonlySet<string> | null,
    variantProducts: ReadonlySet<string>,
  ): AsyncGenerator<OfferUnit> {
    const variants = new VariantGroups(variantProducts);
    for await (const read of spool.read()) {
      const offer = stockIn(read, warehouses);
      if (variants.takes(offer)) variants.add(offer);
      else yield offerUnit(offer, priceType);
    }
    yield* variants.units(priceType);
  }

  async function importFile(
    context: JobContext,
    spool: RecordSpool<ParsedOffer>,
    path: string,
    fileName: string,
  ): Promise<ImportReport> {
    const { job } = context;
    await context.progress('checking', 0);
    const checked = await checkOffersFile(context, spool, { path, fileName }, checking);
    const priceType = await resolvePriceType(checked, options.priceType, options.choices, fileName);
    const warehouses = await resolveWarehouses(checked, options.choices, fileName);
    const resumed = job.report !== null;
    const report = job.report ?? emptyReport();
    const total = checked.offers - checked.variantOffers + checked.variantProducts.size;
    const state: ApplyState = { applied: job.applied_count, total, report, fileName, changes: new Map() };
    if (!resumed) for (const issue of checked.issues) addIssue(report, issue);
    await context.progress('applying', CHECKING_SHARE);
    const units = offerUnits(spool, priceType, warehouses, checked.variantProducts);
    const batches = { skip: job.applied_count, batchSize: options.batchSize };
    await applyInBatches(units, batches, (batch) => applyBatch(context, batch, state));
    await context.progress('finishing', 99);
    publishStockChanges(options.events, state.changes);
    return report;
  }

  return async (context) => {
    const { path, fileName } = uploadedFile(context, 'offers.xml');
    return withSpool<ParsedOffer, ImportReport>(path, undefined, (spool) =>
      importFile(context, spool, path, fileName),
    );
  };
}
