/**
 * The catalogue's bulk-write face: what imports write in batches (1C groups, products and offers,
 * price-list rows, a pictures archive), what the 1C exchange hides (deactivate) and delete-all (wipe).
 * The import module writes the catalogue only through `createCatalogBulk` and the types below; each
 * writer takes the caller's transaction, so a batch and the job's checkpoint commit together.
 */
import type { Database } from '../../../db/client.js';
import type { ImageStore } from '../../../lib/images.js';
import { createCatalogImport } from './apply.js';
import { createImportDeactivate } from './deactivate.js';
import { createImportPictures } from './pictures.js';
import { createCatalogWipe, type BeforeWipe } from './wipe.js';

export type {
  CatalogImport,
  ImportGroup,
  ImportOffer,
  ImportProduct,
  OfferBatchResult,
  PreparedProduct,
  ProductBatchResult,
  WriteCounts,
} from './apply.js';
export type { ImportDeactivate } from './deactivate.js';
export { prepareProduct } from './apply.js';
export { TIDY_AFTER_ROWS } from './tidy.js';
export type { ArchiveFile, ImportPictures, PicturePlan, PictureTarget, PreparedPicture } from './pictures.js';
export type { SheetCategories, SheetNote, SheetProduct, SheetUnit } from './spreadsheet-rows.js';
export type { BeforeWipe, CatalogWipe, WipeOutcome } from './wipe.js';

export interface CatalogBulkDeps {
  db: Database;
  images: ImageStore;
  /** run inside delete-all's transaction before the catalogue rows go (see BeforeWipe) */
  beforeWipe?: readonly BeforeWipe[];
  /** PostgreSQL: a job that wrote many products vacuums them (tidy.ts); PGlite would hold the shop's thread */
  vacuumAfterBulkWrites?: boolean;
}

export function createCatalogBulk({ db, images, beforeWipe, vacuumAfterBulkWrites }: CatalogBulkDeps) {
  return {
    /** 1C groups, products and offers, and price-list rows (`apply.spreadsheet`) */
    apply: createCatalogImport(db, vacuumAfterBulkWrites ?? false),
    /** a pictures archive's files given to the products they belong to */
    pictures: createImportPictures({ images }),
    /** the 1C exchange's `mode=deactivate`: unpublishes the 1C products a full export did not contain */
    deactivate: createImportDeactivate(db),
    /** delete-all: every product and category in one transaction */
    wipe: createCatalogWipe({ db, images, beforeWipe }),
  };
}

export type CatalogBulk = ReturnType<typeof createCatalogBulk>;
