/**
 * What a finished import's report says about the catalogue as staff see it: the products its problems
 * refer to by 1C Ид get their names, and the goods the storefront hides are counted by why.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ImportReport } from '@shop/shared/import/schemas';
import type { Database } from '../../../db/client.js';
import { column, queryRow, queryRows } from '../../../db/sql.js';

/** A variant's offer ('товар#характеристика') is its product's. */
const productIdOf = (id: string) => id.split('#')[0]!;

/**
 * Gives each problem with an Ид the name of the product that has it (the variant's product for an
 * offer). A problem that already says its product is not in the catalogue (name null) keeps that; an
 * Ид no product has (a group's) stays without a name.
 */
export async function nameReportedProducts(db: Database, report: ImportReport): Promise<void> {
  const entries = [...report.errors, ...(report.losses ?? [])].filter(
    (entry) => entry.id !== undefined && entry.name === undefined,
  );
  if (entries.length === 0) return;
  const ids = [...new Set(entries.map((entry) => productIdOf(entry.id!)))];
  const rows = await queryRows(
    db,
    sql`select external_id, name from products
      where external_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
    z.object({ external_id: column.text, name: column.text }),
  );
  const names = new Map(rows.map((row) => [row.external_id, row.name]));
  for (const entry of entries) {
    const name = names.get(productIdOf(entry.id!));
    if (name !== undefined) entry.name = name;
  }
}

/**
 * The goods the storefront hides, over the whole catalogue, with the storefront's rule: a product shows
 * while it is published (catalogue pages and search), within a category's pages while that category is
 * published too. Hidden: never priced (price 0, so never published by an offer), unpublished with a
 * price (1C's deletion mark or staff's hiding), published but in no published category (search only).
 */
export async function countHiddenGoods(db: Database): Promise<NonNullable<ImportReport['hidden']>> {
  const row = await queryRow(
    db,
    sql`select
        count(*) filter (where not p.published and p.price = 0)::int as no_price,
        count(*) filter (where not p.published and p.price > 0)::int as withdrawn,
        count(*) filter (where p.published and (c.id is null or not c.published))::int as no_category
      from products p left join categories c on c.id = p.category_id`,
    z.object({ no_price: column.int, withdrawn: column.int, no_category: column.int }),
  );
  return { noPrice: row?.no_price ?? 0, withdrawn: row?.withdrawn ?? 0, noCategory: row?.no_category ?? 0 };
}

/** Names the report's products and, for an import of goods, counts what the storefront hides after it. */
export async function describeCatalogue(
  db: Database,
  kind: string,
  report: ImportReport,
): Promise<ImportReport> {
  await nameReportedProducts(db, report);
  if (kind !== 'images') report.hidden = await countHiddenGoods(db);
  return report;
}
