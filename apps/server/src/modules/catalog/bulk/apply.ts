/**
 * The catalogue's writer for imports from 1C: groups become categories keyed by their `Ид`
 * (`categories.external_id`), products are upserted by theirs (`products.external_id`), a batch per
 * statement. The import module calls these with its transaction, so a batch and the job's checkpoint
 * commit together. Only what a record carries is written (an absent element keeps the stored value,
 * an empty description never wipes one written by staff); 1C's deletion mark unpublishes, never deletes.
 */
import { UNCATEGORIZED_CATEGORY_NAME } from '@shop/shared/constants';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { column, queryRow, queryRows } from '../../../db/sql.js';
import { applyOfferBatch } from './offers.js';
import { createSpreadsheetCatalog } from './spreadsheet-rows.js';
import { tidyAfterBulkWrite } from './tidy.js';

export type { ImportOffer, OfferBatchResult } from './offers.js';

export interface ImportGroup {
  externalId: string;
  name: string;
  parentExternalId: string | null;
  deleted: boolean;
}

export interface ImportProduct {
  externalId: string;
  name: string;
  /** null with `hasArticle` = an empty element: the article becomes '' */
  article: string | null;
  hasArticle: boolean;
  /** null or '' = keep the stored description */
  description: string | null;
  barcode: string | null;
  hasBarcode: boolean;
  /** the main group (the first `Группы/Ид`), null when none */
  groupExternalId: string | null;
  hasGroups: boolean;
  unitCode: string | null;
  unitName: string | null;
  hasUnit: boolean;
  /** resolved property values, for the product page's 'Характеристики' */
  properties: { name: string; value: string }[];
  hasProperties: boolean;
  /** the first `Картинка` path: a pictures archive finds the product by it */
  imageSource: string | null;
  /** the other `Картинка` paths: a pictures archive knows those files are this product's */
  extraImageSources: string[];
  hasImages: boolean;
  deleted: boolean;
  /**
   * kilograms per unit, metres per item, the sale step and minimum as 1C gives them (issue 27); null =
   * the export says nothing: the stored value (maybe set by staff) stays
   */
  weightKg?: number | null;
  lengthM?: number | null;
  quantityStep?: number | null;
  minQuantity?: number | null;
}

export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ProductBatchResult extends WriteCounts {
  unpublished: number;
  /** products whose group is neither in the catalogue nor in the file */
  unknownGroups: { externalId: string; groupId: string }[];
}

const GroupRow = z.object({ inserted: column.bool });
const IdRow = z.object({ id: column.id });
const BatchRow = z.object({
  created: column.int,
  updated: column.int,
  unpublished: column.int,
  unknown_groups: z.array(z.object({ externalId: z.string(), groupId: z.string() })),
});

/** The last record of each `Ид` wins (the parsers yield duplicates in file order). */
function lastById<T extends { externalId: string }>(records: readonly T[]): T[] {
  return [...new Map(records.map((record) => [record.externalId, record])).values()];
}

const groupsJson = (groups: readonly ImportGroup[]) =>
  JSON.stringify(
    groups.map((g) => ({
      external_id: g.externalId,
      name: g.name,
      parent_external_id: g.parentExternalId,
      published: !g.deleted,
    })),
  );

const productRow = (p: ImportProduct) => ({
  external_id: p.externalId,
  name: p.name,
  article: p.article,
  has_article: p.hasArticle,
  description: p.description,
  barcode: p.barcode,
  has_barcode: p.hasBarcode,
  group_id: p.groupExternalId,
  has_groups: p.hasGroups,
  unit_code: p.unitCode,
  unit_name: p.unitName,
  has_unit: p.hasUnit,
  properties: p.properties,
  has_properties: p.hasProperties,
  image_source: p.imageSource,
  extra_image_sources: p.extraImageSources,
  has_images: p.hasImages,
  deleted: p.deleted,
  weight_kg: p.weightKg ?? null,
  length_m: p.lengthM ?? null,
  quantity_step: p.quantityStep ?? null,
  min_quantity: p.minQuantity ?? null,
});

/** A product record ready for the batch statement, made once while the file is checked (and spooled). */
export interface PreparedProduct {
  externalId: string;
  groupId: string | null;
  /** digest of `json`; none for a deletion mark, always applied (staff may have published it again) */
  hash: string | null;
  /** the row for json_to_recordset */
  json: string;
}

export function prepareProduct(product: ImportProduct): PreparedProduct {
  const json = JSON.stringify(productRow(product));
  const hash = product.deleted ? null : createHash('sha1').update(json).digest('base64');
  return { externalId: product.externalId, groupId: product.groupExternalId, hash, json };
}

/** The digest stored with the row: the record's and the fallback category's, which decides where a group-less product goes. */
const storedHash = (product: PreparedProduct, fallbackCategoryId: number | null) =>
  product.hash === null ? null : `${fallbackCategoryId ?? ''}:${product.hash}`;

const SkippedRow = z.object({ external_id: column.text });

export function createCatalogImport(db: Database, vacuumAfterBulkWrites = false) {
  /** Upserts the groups (names, published) by `Ид`, then links each to its parent. */
  async function upsertGroups(groups: readonly ImportGroup[], tx: Database = db): Promise<WriteCounts> {
    const unique = lastById(groups);
    if (unique.length === 0) return { created: 0, updated: 0, unchanged: 0 };
    const input = sql`jsonb_to_recordset(${groupsJson(unique)}::jsonb)
      as x(external_id text, name text, parent_external_id text, published boolean)`;
    const rows = await queryRows(
      tx,
      sql`insert into categories (name, external_id, parent_external_id, published, synced_at)
        select name, external_id, parent_external_id, published, now() from ${input}
        on conflict (external_id) do update set name = excluded.name,
          parent_external_id = excluded.parent_external_id, published = excluded.published,
          synced_at = now(), updated_at = now()
        where (categories.name, categories.parent_external_id, categories.published)
          is distinct from (excluded.name, excluded.parent_external_id, excluded.published)
        returning (xmax = 0) as inserted`,
      GroupRow,
    );
    await tx.execute(
      sql`update categories c set parent_id = p.id, updated_at = now()
        from ${input} left join categories p on p.external_id = x.parent_external_id
        where c.external_id = x.external_id and c.parent_id is distinct from p.id`,
    );
    const created = rows.filter((row) => row.inserted).length;
    return { created, updated: rows.length - created, unchanged: unique.length - rows.length };
  }

  /** The root category 'Без категории' for products without a group, created when missing. */
  async function uncategorized(tx: Database = db): Promise<{ id: number; created: boolean }> {
    const found = await queryRow(
      tx,
      sql`select id from categories where name = ${UNCATEGORIZED_CATEGORY_NAME} and parent_id is null
        and not is_discount_category and not is_promotion_category order by id limit 1`,
      IdRow,
    );
    if (found) return { id: found.id, created: false };
    const made = await queryRow(
      tx,
      sql`insert into categories (name) values (${UNCATEGORIZED_CATEGORY_NAME}) returning id`,
      IdRow,
    );
    return { id: made!.id, created: true };
  }

  /**
   * The records whose digest is the row's and whose group (when named) is the row's category: applying
   * them again would change nothing. One light statement, so an unchanged re-import writes nothing.
   */
  async function unchangedIds(
    products: readonly PreparedProduct[],
    fallbackCategoryId: number | null,
    tx: Database,
  ): Promise<Set<string>> {
    const keys = products
      .filter((product) => product.hash !== null)
      .map((product) => ({
        e: product.externalId,
        h: storedHash(product, fallbackCategoryId),
        g: product.groupId,
      }));
    if (keys.length === 0) return new Set();
    const found = await queryRows(
      tx,
      sql`select p.external_id from json_to_recordset(${JSON.stringify(keys)}::json) as x(e text, h text, g text)
        join products p on p.external_id = x.e
        left join categories c on c.external_id = x.g
        where p.import_hash = x.h and (x.g is null or c.id = p.category_id)`,
      SkippedRow,
    );
    return new Set(found.map((row) => row.external_id));
  }

  /**
   * A batch in two statements: the records unchanged since the import last applied them are skipped
   * (unchangedIds), the others written in one statement — existing products updated where something
   * changed, new ones inserted unpublished (a product is published by its offer, which brings the
   * price). A product without a known group goes to `fallbackCategoryId` when given (new ones, and
   * existing ones whose file names groups), else keeps its category.
   */
  async function upsertProducts(
    products: readonly PreparedProduct[],
    fallbackCategoryId: number | null,
    tx: Database = db,
    /** false when the records are most likely new (the previous batch created all of its own) */
    lookForUnchanged = true,
  ): Promise<ProductBatchResult> {
    const all = lastById(products);
    const skipped = lookForUnchanged ? await unchangedIds(all, fallbackCategoryId, tx) : new Set();
    const rows = skipped.size === 0 ? all : all.filter((row) => !skipped.has(row.externalId));
    const input = rows.map(
      (row) =>
        `${row.json.slice(0, -1)},"import_hash":${JSON.stringify(storedHash(row, fallbackCategoryId))}}`,
    );
    if (rows.length === 0)
      return { created: 0, updated: 0, unchanged: all.length, unpublished: 0, unknownGroups: [] };
    const fallback = sql`${fallbackCategoryId}::int`;
    const row = await queryRow(
      tx,
      sql`with input as (
          select * from json_to_recordset(${`[${input.join(',')}]`}::json) as x(
            external_id text, name text, article text, has_article boolean, description text,
            barcode text, has_barcode boolean, group_id text, has_groups boolean,
            unit_code text, unit_name text, has_unit boolean, properties jsonb, has_properties boolean,
            image_source text, extra_image_sources jsonb, has_images boolean, deleted boolean,
            weight_kg numeric, length_m numeric, quantity_step numeric, min_quantity numeric, import_hash text)
        ), resolved as (
          select i.*, c.id as category_id from input i left join categories c on c.external_id = i.group_id
        ), merged as (
          select p.id, p.published as was_published, r.name, r.import_hash,
            case when r.has_article then coalesce(r.article, '') else p.article end as article,
            coalesce(nullif(r.description, ''), p.description) as description,
            case when r.has_barcode then r.barcode else p.barcode end as barcode,
            coalesce(r.category_id, case when r.has_groups then ${fallback} end, p.category_id) as category_id,
            case when r.has_unit then r.unit_code else p.unit_code end as unit_code,
            case when r.has_unit then r.unit_name else p.unit_name end as unit_name,
            case when r.has_properties then r.properties else p.properties end as properties,
            case when r.has_images then r.image_source else p.image_source end as image_source,
            case when r.has_images then coalesce(r.extra_image_sources, '[]')
              else p.extra_image_sources end as extra_image_sources,
            case when r.deleted then false else p.published end as published,
            coalesce(r.weight_kg, p.weight_kg) as weight_kg, coalesce(r.length_m, p.length_m) as length_m,
            coalesce(r.quantity_step, p.quantity_step) as quantity_step,
            coalesce(r.min_quantity, p.min_quantity) as min_quantity
          from resolved r join products p on p.external_id = r.external_id
        ), changes as (
          select m.*, (p.name, p.article, p.description, p.barcode, p.category_id, p.unit_code,
              p.unit_name, p.properties, p.image_source, p.extra_image_sources, p.published, p.weight_kg,
              p.length_m, p.quantity_step, p.min_quantity)
            is distinct from (m.name, m.article, m.description, m.barcode, m.category_id, m.unit_code,
              m.unit_name, m.properties, m.image_source, m.extra_image_sources, m.published, m.weight_kg,
              m.length_m, m.quantity_step, m.min_quantity) as changed
          from merged m join products p on p.id = m.id
        ), updated as (
          update products p set name = c.name, article = c.article, description = c.description,
            barcode = c.barcode, category_id = c.category_id, unit_code = c.unit_code,
            unit_name = c.unit_name, properties = c.properties, image_source = c.image_source,
            extra_image_sources = c.extra_image_sources, published = c.published, import_hash = c.import_hash,
            weight_kg = c.weight_kg, length_m = c.length_m, quantity_step = c.quantity_step,
            min_quantity = c.min_quantity,
            synced_at = case when c.changed then now() else p.synced_at end,
            updated_at = case when c.changed then now() else p.updated_at end
          from changes c
          where p.id = c.id and (c.changed or p.import_hash is distinct from c.import_hash)
          returning c.changed, c.was_published, p.published
        ), inserted as (
          insert into products (external_id, name, article, description, barcode, category_id, unit_code,
            unit_name, properties, image_source, extra_image_sources, published, import_hash, synced_at,
            weight_kg, length_m, quantity_step, min_quantity)
          select r.external_id, r.name, coalesce(r.article, ''), coalesce(r.description, ''), r.barcode,
            coalesce(r.category_id, ${fallback}), r.unit_code, r.unit_name, coalesce(r.properties, '[]'),
            r.image_source, coalesce(r.extra_image_sources, '[]'), false, r.import_hash, now(),
            r.weight_kg, r.length_m, r.quantity_step, r.min_quantity
          from resolved r where not exists (select 1 from products p where p.external_id = r.external_id)
          returning id
        )
        select (select count(*) from inserted)::int as created,
          (select count(*) from updated where changed)::int as updated,
          (select count(*) from updated where was_published and not published)::int as unpublished,
          (select coalesce(jsonb_agg(jsonb_build_object('externalId', external_id, 'groupId', group_id)),
            '[]'::jsonb) from resolved where group_id is not null and category_id is null) as unknown_groups`,
      BatchRow,
    );
    const { created, updated, unpublished, unknown_groups: unknownGroups } = row!;
    return { created, updated, unchanged: all.length - created - updated, unpublished, unknownGroups };
  }

  /** Prices and stock of one batch of offers (offers.ts). */
  const applyOffers = (offers: Parameters<typeof applyOfferBatch>[1], tx: Database = db) =>
    applyOfferBatch(tx, offers);

  /** Price lists (.xls/.xlsx): rows matched by article or name (spreadsheet-rows.ts). */
  const spreadsheet = createSpreadsheetCatalog(db);

  /** After a job: vacuum and statistics when it wrote many products, on PostgreSQL (tidy.ts). */
  const tidy = async (writtenRows: number) =>
    vacuumAfterBulkWrites ? tidyAfterBulkWrite(db, writtenRows) : false;

  return { upsertGroups, uncategorized, upsertProducts, applyOffers, spreadsheet, tidy };
}

export type CatalogImport = ReturnType<typeof createCatalogImport>;
