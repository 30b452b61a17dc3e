/**
 * The catalogue's writer for the 1C exchange's `mode=deactivate` (commerceml.md §9.8): after a full
 * export, the products from 1C it did not contain are unpublished, never deleted (orders reference
 * them). Products made on the site (no 1C `Ид`) are left alone; one that comes back in a later export
 * is published again by its offer.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { column, queryRow } from '../../../db/sql.js';

export function createImportDeactivate(db: Database) {
  return {
    /** Unpublishes every published 1C product whose `Ид` is not in `externalIds`; how many. */
    async hideMissing(externalIds: ReadonlySet<string>): Promise<number> {
      const kept = JSON.stringify([...externalIds]);
      const row = await queryRow(
        db,
        sql`with kept as (select jsonb_array_elements_text(${kept}::jsonb) as external_id),
          hidden as (
            update products p set published = false, updated_at = now()
            where p.external_id is not null and p.published
              and not exists (select 1 from kept k where k.external_id = p.external_id)
            returning p.id)
          select count(*)::int as hidden from hidden`,
        z.object({ hidden: column.int }),
      );
      return row!.hidden;
    },
  };
}

export type ImportDeactivate = ReturnType<typeof createImportDeactivate>;
