import type { RatingSummary, UserRatings } from '@shop/shared/ratings/schemas';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRow, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import type { EventPublisher } from '../../lib/events.js';
import type { OrdersService } from '../orders/index.js';

const SummaryRow = z.object({ product_id: column.id, average: column.decimal, votes: column.int });
type SummaryRow = z.infer<typeof SummaryRow>;

const toSummary = (row: SummaryRow): RatingSummary => ({
  product_id: row.product_id,
  averageRating: row.average,
  voteCount: row.votes,
});

export interface RatingsServiceDeps {
  db: Database;
  /** who bought what: only the buyer of a COMPLETED order may rate */
  orders: Pick<OrdersService, 'completedPurchases' | 'hasCompletedPurchase'>;
  events: EventPublisher;
}

/**
 * Product ratings (spec §3, §4): 1 to 5 stars, one score per user and product, given only for a product of
 * one of the user's COMPLETED orders, never changed. Averages are rounded to one decimal, 0 without votes.
 * It reads `products.published` (the catalog's table) to answer for published products only.
 */
export function createRatingsService({ db, orders, events }: RatingsServiceDeps) {
  /** Summaries of the published products among `productIds`, one query. */
  async function summaries(productIds: number[]): Promise<SummaryRow[]> {
    if (productIds.length === 0) return [];
    return queryRows(
      db,
      sql`select p.id as product_id, coalesce(round(avg(r.rating)::numeric, 1), 0) as average,
          count(r.id) as votes
        from products p left join ratings r on r.product_id = p.id
        where p.id = any(${intArray(productIds)}) and p.published
        group by p.id`,
      SummaryRow,
    );
  }

  async function summary(productId: number): Promise<RatingSummary> {
    const [row] = await summaries([productId]);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    return toSummary(row);
  }

  /** Purchased published products the user has not rated, in the order of `purchases` (latest first). */
  async function unratedOf(userId: number, productIds: number[]): Promise<UserRatings['unrated']> {
    if (productIds.length === 0) return [];
    const ids = intArray(productIds);
    return queryRows(
      db,
      sql`select p.id as product_id, p.name, p.image from products p
        where p.id = any(${ids}) and p.published
          and not exists (select 1 from ratings r where r.user_id = ${userId} and r.product_id = p.id)
        order by array_position(${ids}, p.id)`,
      z.object({ product_id: column.id, name: column.text, image: column.text.nullable() }),
    );
  }

  return {
    /** Average and vote count of a published product; 404 otherwise. */
    summary,

    /**
     * Summaries for up to RATINGS_BATCH_MAX ids: one per distinct published product, in the order asked;
     * unknown and unpublished ids are left out.
     */
    async batch(productIds: number[]): Promise<RatingSummary[]> {
      const wanted = [...new Set(productIds)];
      const byId = new Map((await summaries(wanted)).map((row) => [row.product_id, row]));
      return wanted.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toSummary(row)] : [];
      });
    },

    /** The user's scores (newest first) and the purchased published products they have not rated yet. */
    async ofUser(userId: number): Promise<UserRatings> {
      const [ratings, purchases] = await Promise.all([
        queryRows(
          db,
          sql`select product_id, rating from ratings where user_id = ${userId}
            order by created_at desc, id desc`,
          z.object({ product_id: column.id, rating: column.int }),
        ),
        orders.completedPurchases(userId),
      ]);
      const unrated = await unratedOf(
        userId,
        purchases.map((purchase) => purchase.productId),
      );
      return { ratings, unrated };
    },

    /**
     * Adds the user's score, publishes `ratingUpdated` and answers the product's new summary. 404 for an
     * unknown or unpublished product, 409 ALREADY_RATED when the user rated it before, 403 NOT_PURCHASED
     * unless it is in one of the user's COMPLETED orders. A duplicate insert is skipped, so two
     * concurrent submits leave one row and the second gets a clean 409.
     */
    async rate(userId: number, productId: number, rating: number): Promise<RatingSummary> {
      const purchased = await orders.hasCompletedPurchase(userId, productId);
      const inserted = await queryRows(
        db,
        sql`insert into ratings (user_id, product_id, rating)
          select ${userId}, p.id, ${rating} from products p
          where p.id = ${productId} and p.published and ${purchased}
          on conflict (user_id, product_id) do nothing
          returning id`,
        z.object({ id: column.id }),
      );
      if (inserted.length === 0) {
        const state = await queryRow(
          db,
          sql`select p.published, exists (
              select 1 from ratings r where r.user_id = ${userId} and r.product_id = p.id) as rated
            from products p where p.id = ${productId}`,
          z.object({ published: column.bool, rated: column.bool }),
        );
        if (!state?.published) throw new AppError('PRODUCT_NOT_FOUND');
        if (state.rated) throw new AppError('ALREADY_RATED');
        throw new AppError('NOT_PURCHASED');
      }
      const result = await summary(productId);
      events.emit('ratingUpdated', {
        productId,
        averageRating: result.averageRating,
        voteCount: result.voteCount,
      });
      return result;
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
