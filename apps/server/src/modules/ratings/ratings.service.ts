import type { RatingSummary } from '@shop/shared/ratings/schemas';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';

export function createRatingsService(db: Database) {
  return {
    /** Average (one decimal, 0 without votes) and vote count of a published product; 404 otherwise. */
    async summary(productId: number): Promise<RatingSummary> {
      const [row] = await queryRows<{ average: string | number; votes: string | number }>(
        db,
        sql`select coalesce(round(avg(r.rating)::numeric, 1), 0) as average, count(r.id) as votes
          from products p left join ratings r on r.product_id = p.id
          where p.id = ${productId} and p.published
          group by p.id`,
      );
      if (!row) throw AppError.notFound('PRODUCT_NOT_FOUND');
      return { product_id: productId, averageRating: Number(row.average), voteCount: Number(row.votes) };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
