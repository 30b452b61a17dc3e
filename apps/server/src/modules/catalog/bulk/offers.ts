/**
 * The catalogue's writer for 1C offers (offers.xml, prices*.xml, rests*.xml): price and stock of
 * products matched by `products.external_id`, a batch per statement, in the caller's transaction (the
 * import commits a batch with its job's checkpoint). Only what an offer carries is written: no price →
 * the price stays, no stock → the stock stays. A product the catalogue import created unpublished
 * (never priced: price 0) is published by its first positive price; a product hidden by staff or by
 * 1C's deletion mark (it had a price) stays hidden.
 */
import type { StockUpdatedPayload } from '@shop/shared/realtime/events';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { column, queryRow } from '../../../db/sql.js';

export interface ImportOffer {
  /** the product's 1C `Ид` */
  externalId: string;
  /** null = keep the stored price */
  priceKopecks: number | null;
  /** whole units, ≥ 0; null = keep the stored stock */
  stock: number | null;
  /** the stock as 1C gave it, in thousandths ('145.984' = 145984); null with `stock` */
  stockThousandths: number | null;
  /** 1C's deletion mark on the offer: never publishes */
  deleted: boolean;
}

export interface OfferBatchResult {
  updated: number;
  unchanged: number;
  /** products published by this batch (they got their first price) */
  published: number;
  /** `Ид`s with no product in the catalogue */
  unknown: string[];
  stockChanges: StockUpdatedPayload[];
}

const OfferBatchRow = z.object({
  updated: column.int,
  published: column.int,
  unknown: z.array(z.string()),
  stock_changes: z.array(z.object({ productId: z.number().int(), newStock: z.number().int() })),
});

const offersJson = (offers: readonly ImportOffer[]) =>
  JSON.stringify(
    offers.map((o) => ({
      external_id: o.externalId,
      price_kopecks: o.priceKopecks,
      stock: o.stock,
      stock_exact: o.stockThousandths === null ? null : o.stockThousandths / 1000,
      deleted: o.deleted,
    })),
  );

/** The last offer of each `Ид` wins (a repeated offer, applied in file order). */
const lastById = (offers: readonly ImportOffer[]) => [
  ...new Map(offers.map((offer) => [offer.externalId, offer])).values(),
];

/** Writes one batch of offers; unchanged products are not touched. */
export async function applyOfferBatch(
  tx: Database,
  offers: readonly ImportOffer[],
): Promise<OfferBatchResult> {
  const unique = lastById(offers);
  if (unique.length === 0) return { updated: 0, unchanged: 0, published: 0, unknown: [], stockChanges: [] };
  const row = await queryRow(
    tx,
    sql`with input as (
        select * from json_to_recordset(${offersJson(unique)}::json)
          as x(external_id text, price_kopecks bigint, stock int, stock_exact numeric, deleted boolean)
      ), matched as (
        select p.id, p.stock_quantity as old_stock, p.published as was_published,
          coalesce(i.price_kopecks / 100.0, p.price)::numeric(12, 2) as price,
          coalesce(i.stock, p.stock_quantity) as stock,
          case when i.stock is null then p.stock_exact else i.stock_exact end::numeric(15, 3) as stock_exact,
          p.published or (coalesce(i.price_kopecks > 0, false) and not i.deleted and p.price = 0) as published
        from input i join products p on p.external_id = i.external_id
      ), updated as (
        update products p set price = m.price, stock_quantity = m.stock, stock_exact = m.stock_exact,
          published = m.published, synced_at = now(), updated_at = now()
        from matched m
        where p.id = m.id
          and (p.price, p.stock_quantity, p.stock_exact, p.published)
            is distinct from (m.price, m.stock, m.stock_exact, m.published)
        returning p.id, p.stock_quantity, m.old_stock, p.published, m.was_published
      )
      select (select count(*) from updated)::int as updated,
        (select count(*) from updated where published and not was_published)::int as published,
        (select coalesce(jsonb_agg(i.external_id), '[]'::jsonb) from input i
          where not exists (select 1 from products p where p.external_id = i.external_id)) as unknown,
        (select coalesce(jsonb_agg(jsonb_build_object('productId', id, 'newStock', stock_quantity)), '[]'::jsonb)
          from updated where stock_quantity <> old_stock) as stock_changes`,
    OfferBatchRow,
  );
  const { updated, published, unknown, stock_changes: stockChanges } = row!;
  return { updated, unchanged: unique.length - unknown.length - updated, published, unknown, stockChanges };
}
