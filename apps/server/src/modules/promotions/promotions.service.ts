import type { Promotion } from '@shop/shared/promotions/schemas';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { promotions } from './promotions.tables.js';

export function createPromotionsService(db: Database) {
  return {
    /** Newest first. */
    list(): Promise<Promotion[]> {
      return db
        .select({
          id: promotions.id,
          title: promotions.title,
          description: promotions.description,
          image: promotions.image,
        })
        .from(promotions)
        .orderBy(desc(promotions.createdAt), desc(promotions.id));
    },
  };
}
