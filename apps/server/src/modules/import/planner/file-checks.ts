/**
 * The checking pass of the 1C jobs (commerceml-import.ts, prices-import.ts): the whole file parsed,
 * nothing written; the records spooled for the applying pass (jobs/spool.ts) and what the job needs
 * to know before it writes summed up. The panel's preview of a 1C file (import-previews.ts) reads it
 * the same way. Pure of the database, so a big file is checked in a worker
 * thread (check-worker.ts) and a small one in the shop's own (file-check.ts decides).
 */
import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { AppError } from '../../../lib/errors.js';
import {
  prepareProduct,
  type ImportGroup,
  type ImportProduct,
  type PreparedProduct,
} from '../../catalog/index.js';
import { readCommerceMl } from '../parsers/commerceml.js';
import type {
  ImportIssue,
  ParsedGroup,
  ParsedOffer,
  ParsedPriceType,
  ParsedProduct,
  ParsedWarehouse,
} from '../parsers/types.js';
import type { RecordSpool, SpoolCodec } from '../jobs/spool.js';
import { CommerceMlSummaryBuilder, type CommerceMlSummary } from './commerceml-summary.js';
import { measuresOf } from './product-measures.js';

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

/** Called after each record; the caller reports progress from it. */
export type AfterRecord = () => Promise<void> | void;

export interface CheckedFile {
  groups: ImportGroup[];
  products: number;
  /** products that name no group, or one not in this file (maybe not in the catalogue either) */
  maybeUngrouped: number;
  issues: ImportIssue[];
  /** products the file gives a weight, a length or a sale rule (step or minimum) */
  measures: { weight: number; length: number; saleRule: number };
}

export interface CheckedOffers {
  offersPackage: boolean;
  offers: number;
  priceTypes: ParsedPriceType[];
  /** ИдТипаЦены of the prices the offers carry */
  usedPriceTypes: Set<string>;
  /** Склады of the package (or of the classifier before it) */
  warehouses: ParsedWarehouse[];
  /** the warehouses the offers' stock names */
  usedWarehouses: Set<string>;
  /** products with a `guid#characteristic` offer */
  variantProducts: Set<string>;
  variantOffers: number;
  issues: ImportIssue[];
}

/** A spooled product: its key fields as JSON, a tab, then its row as prepared (already JSON). */
export const PREPARED_LINES: SpoolCodec<PreparedProduct> = {
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

const toImportGroup = (group: ParsedGroup): ImportGroup => ({
  externalId: group.externalId,
  name: group.name,
  parentExternalId: group.parentExternalId,
  deleted: group.deleted,
});

/** The check's result once its spool is closed; the spool's file closed and removed when it fails. */
async function spooled<T, R>(spool: RecordSpool<T>, check: () => Promise<R>): Promise<R> {
  try {
    const checked = await check();
    await spool.close();
    return checked;
  } catch (error) {
    await spool.remove();
    throw error;
  }
}

async function readCatalogue(
  input: Readable,
  fileName: string,
  spool: RecordSpool<PreparedProduct>,
  afterRecord: AfterRecord,
): Promise<CheckedFile> {
  const checked: CheckedFile = {
    groups: [],
    products: 0,
    maybeUngrouped: 0,
    issues: [],
    measures: { weight: 0, length: 0, saleRule: 0 },
  };
  const groupIds = new Set<string>();
  let catalogue = false;
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
      await spool.write(prepareProduct(product));
      const group = record.product.groupExternalIds[0];
      if (group === undefined || !groupIds.has(group)) checked.maybeUngrouped++;
    } else if (record.kind === 'issue') checked.issues.push(record.issue);
    else if (record.kind === 'catalog') catalogue = true;
    await afterRecord();
  }
  if (!catalogue && checked.groups.length === 0 && checked.products === 0) {
    throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.jobs.notCatalog(fileName));
  }
  return checked;
}

function noteOffer(checked: CheckedOffers, offer: ParsedOffer): void {
  checked.offers++;
  for (const price of offer.prices ?? []) checked.usedPriceTypes.add(price.priceTypeId);
  for (const stock of offer.warehouses) checked.usedWarehouses.add(stock.warehouseId);
  if (offer.externalId === offer.productExternalId) return;
  checked.variantOffers++;
  checked.variantProducts.add(offer.productExternalId);
}

async function readOffers(
  input: Readable,
  fileName: string,
  spool: RecordSpool<ParsedOffer>,
  afterRecord: AfterRecord,
): Promise<CheckedOffers> {
  const checked: CheckedOffers = {
    offersPackage: false,
    offers: 0,
    priceTypes: [],
    usedPriceTypes: new Set(),
    warehouses: [],
    usedWarehouses: new Set(),
    variantProducts: new Set(),
    variantOffers: 0,
    issues: [],
  };
  for await (const record of readCommerceMl(input, { fileName })) {
    if (record.kind === 'offersPackage') checked.offersPackage = true;
    else if (record.kind === 'priceTypes') checked.priceTypes.push(...record.priceTypes);
    else if (record.kind === 'warehouses') checked.warehouses.push(...record.warehouses);
    else if (record.kind === 'offer') {
      noteOffer(checked, record.offer);
      await spool.write(record.offer);
    } else if (record.kind === 'issue') checked.issues.push(record.issue);
    await afterRecord();
  }
  if (!checked.offersPackage && checked.offers === 0)
    throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.prices.notOffers(fileName));
  return checked;
}

/** A catalogue file (import.xml): groups, products prepared and spooled, warnings. */
export const checkCatalogue = (
  input: Readable,
  fileName: string,
  spool: RecordSpool<PreparedProduct>,
  afterRecord: AfterRecord,
): Promise<CheckedFile> => spooled(spool, () => readCatalogue(input, fileName, spool, afterRecord));

/** An offers file (offers.xml, prices*.xml, rests*.xml): price types, warehouses, offers spooled. */
export const checkOffers = (
  input: Readable,
  fileName: string,
  spool: RecordSpool<ParsedOffer>,
  afterRecord: AfterRecord,
): Promise<CheckedOffers> => spooled(spool, () => readOffers(input, fileName, spool, afterRecord));

/** What the panel's preview needs of a 1C file (import-previews.ts). */
export interface ScannedFile {
  summary: CommerceMlSummary;
  /** the products by Ид, and whether the file marks each deleted */
  products: Map<string, { deleted: boolean }>;
  /** each offer's product and the price types it carries (null: no prices, a rests file) */
  offers: { productId: string; priceTypes: string[] | null }[];
  issues: ImportIssue[];
  hasCatalogue: boolean;
}

/** A 1C file read for its preview: nothing spooled. */
export async function scanForPreview(input: Readable, fileName: string): Promise<ScannedFile> {
  const builder = new CommerceMlSummaryBuilder();
  const scanned: Omit<ScannedFile, 'summary'> = {
    products: new Map(),
    offers: [],
    issues: [],
    hasCatalogue: false,
  };
  for await (const record of readCommerceMl(input, { fileName })) {
    builder.add(record);
    if (record.kind === 'product')
      scanned.products.set(record.product.externalId, { deleted: record.product.deleted });
    else if (record.kind === 'offer')
      scanned.offers.push({
        productId: record.offer.productExternalId,
        priceTypes: record.offer.prices?.map((price) => price.priceTypeId) ?? null,
      });
    else if (record.kind === 'issue') scanned.issues.push(record.issue);
    else if (record.kind === 'catalog') scanned.hasCatalogue = true;
  }
  return { ...scanned, summary: builder.result() };
}
