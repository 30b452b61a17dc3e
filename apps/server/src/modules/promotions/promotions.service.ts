import type { Promotion, PromotionForm } from '@shop/shared/promotions/schemas';
import { TEXTS } from '@shop/shared/texts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ImageStore } from '../../lib/images.js';
import type { Actor, HistoryService } from '../history/index.js';
import { diff } from '../../lib/changes.js';
import { promotions } from './promotions.tables.js';

const columns = {
  id: promotions.id,
  title: promotions.title,
  description: promotions.description,
  image: promotions.image,
};

const recorded = (row: Promotion) => ({ title: row.title, description: row.description, image: row.image });

export interface PromotionsServiceDeps {
  db: Database;
  images: ImageStore;
  history: Pick<HistoryService, 'record' | 'recordUpdate'>;
}

/** Promotions (акции): content the shop shows on the home page and in the 'Акции' category. */
export function createPromotionsService({ db, images, history }: PromotionsServiceDeps) {
  const find = async (tx: Database, id: number) =>
    (await tx.select(columns).from(promotions).where(eq(promotions.id, id)))[0];

  return {
    /** Newest first. */
    list(): Promise<Promotion[]> {
      return db.select(columns).from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id));
    },

    /** A new promotion needs its image (spec §5). */
    async create(form: PromotionForm, actor: Actor): Promise<Promotion> {
      if (!form.image) {
        const message = TEXTS.validation.promotionImageRequired;
        throw new AppError('VALIDATION_FAILED', message, { image: message });
      }
      return images.withSaved(form.image, 'promotions', (image) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(promotions)
            .values({ title: form.title, description: form.description, image: image!.path })
            .returning(columns);
          await history.record(
            {
              entity: 'promotion',
              entityId: row!.id,
              action: 'create',
              actor,
              changes: diff(null, recorded(row!)),
            },
            tx,
          );
          return row!;
        }),
      );
    },

    /** Title and description; the image only when a new one is sent (the old file goes after the commit). */
    async update(id: number, form: PromotionForm, actor: Actor): Promise<Promotion> {
      const { before, after } = await images.withSaved(form.image, 'promotions', (image) =>
        db.transaction(async (tx) => {
          const previous = await find(tx, id);
          if (!previous) throw new AppError('PROMOTION_NOT_FOUND');
          const [updated] = await tx
            .update(promotions)
            .set({
              title: form.title,
              description: form.description,
              image: image?.path ?? previous.image,
              updatedAt: new Date(),
            })
            .where(eq(promotions.id, id))
            .returning(columns);
          await history.recordUpdate('promotion', id, actor, recorded(previous), recorded(updated!), tx);
          return { before: previous, after: updated! };
        }),
      );
      if (after.image !== before.image) await images.remove(before.image);
      return after;
    },

    async remove(id: number, actor: Actor): Promise<{ message: string }> {
      const removed = await db.transaction(async (tx) => {
        const previous = await find(tx, id);
        if (!previous) throw new AppError('PROMOTION_NOT_FOUND');
        await tx.delete(promotions).where(eq(promotions.id, id));
        await history.record(
          {
            entity: 'promotion',
            entityId: id,
            action: 'delete',
            actor,
            changes: diff(recorded(previous), null),
          },
          tx,
        );
        return previous;
      });
      await images.remove(removed.image);
      return { message: TEXTS.promotions.deleted };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
