import type { RatingSummary, UserRatings } from '@shop/shared/ratings/schemas';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';

interface SummaryRow {
  product_id: number;
  average: string | number;
  votes: string | number;
}

const toSummary = (row: SummaryRow): RatingSummary => ({
  product_id: Number(row.product_id),
  averageRating: Number(row.average),
  voteCount: Number(row.votes),
});

/** Products of the user's COMPLETED orders, each with its latest completion (deleted products have no id). */
const purchasedBy = (userId: number) =>
  sql`select oi.product_id, max(o.updated_at) as completed_at
    from orders o join order_items oi on oi.order_id = o.id
    where o.user_id = ${userId} and o.status = 'COMPLETED' and oi.product_id is not null
    group by oi.product_id`;

/**
 * Product ratings (spec §3, §4): 1 to 5 stars, one score per user and product, given only for a product of
 * one of the user's COMPLETED orders, never changed. Averages are rounded to one decimal, 0 without votes.
 */
export function createRatingsService(db: Database) {
  /** Summaries of the published products among `productIds`, one query. */
  async function summaries(productIds: number[]): Promise<SummaryRow[]> {
    if (productIds.length === 0) return [];
    return queryRows<SummaryRow>(
      db,
      sql`select p.id as product_id, coalesce(round(avg(r.rating)::numeric, 1), 0) as average,
          count(r.id) as votes
        from products p left join ratings r on r.product_id = p.id
        where p.id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and p.published
        group by p.id`,
    );
  }

  async function summary(productId: number): Promise<RatingSummary> {
    const [row] = await summaries([productId]);
    if (!row) throw AppError.notFound('PRODUCT_NOT_FOUND');
    return toSummary(row);
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
      const byId = new Map((await summaries(wanted)).map((row) => [Number(row.product_id), row]));
      return wanted.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toSummary(row)] : [];
      });
    },

    /** The user's scores (newest first) and the purchased published products they have not rated yet. */
    async ofUser(userId: number): Promise<UserRatings> {
      const [ratings, unrated] = await Promise.all([
        queryRows<{ product_id: number; rating: number }>(
          db,
          sql`select product_id, rating from ratings where user_id = ${userId}
            order by created_at desc, id desc`,
        ),
        queryRows<{ product_id: number; name: string; image: string | null }>(
          db,
          sql`select p.id as product_id, p.name, p.image
            from (${purchasedBy(userId)}) bought join products p on p.id = bought.product_id
            where p.published
              and not exists (select 1 from ratings r where r.user_id = ${userId} and r.product_id = p.id)
            order by bought.completed_at desc, p.id desc`,
        ),
      ]);
      return { ratings, unrated };
    },

    /**
     * Adds the user's score and answers the product's new summary. 404 for an unknown or unpublished
     * product, 403 NOT_PURCHASED unless it is in one of the user's COMPLETED orders, 409 ALREADY_RATED when
     * the user rated it before. The insert itself checks the purchase and skips a duplicate, so two
     * concurrent submits leave one row and the second gets a clean 409.
     */
    async rate(userId: number, productId: number, rating: number): Promise<RatingSummary> {
      const inserted = await queryRows<{ id: number }>(
        db,
        sql`insert into ratings (user_id, product_id, rating)
          select ${userId}, p.id, ${rating} from products p
          where p.id = ${productId} and p.published
            and exists (select 1 from orders o join order_items oi on oi.order_id = o.id
              where o.user_id = ${userId} and o.status = 'COMPLETED' and oi.product_id = p.id)
          on conflict (user_id, product_id) do nothing
          returning id`,
      );
      if (inserted.length === 0) {
        const [state] = await queryRows<{ published: boolean; rated: boolean }>(
          db,
          sql`select p.published, exists (
              select 1 from ratings r where r.user_id = ${userId} and r.product_id = p.id) as rated
            from products p where p.id = ${productId}`,
        );
        if (!state?.published) throw AppError.notFound('PRODUCT_NOT_FOUND');
        if (state.rated) throw new AppError('ALREADY_RATED', 409);
        throw new AppError('NOT_PURCHASED', 403);
      }
      return summary(productId);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
