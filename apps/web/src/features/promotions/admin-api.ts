import type { Promotion, PromotionForm } from '@shop/shared/promotions/schemas';
import { saveRecord, useDeleteRecord, useSaveRecord } from '../../lib/save-record';
import { historyKeys } from '../../ui/change-history';
import { promotionKeys } from './api';

/** What the promotion form sends (spec §7 multipart: title, description, image). */
export interface PromotionWrite {
  title: PromotionForm['title'];
  description: PromotionForm['description'];
  /** required for a new promotion; when editing, without one the stored picture stays */
  image: File | null;
}

/** POST /promotions, or PUT /promotions/:id when `id` is given. */
export function savePromotion({ title, description, image }: PromotionWrite, id?: number) {
  const body = new FormData();
  body.append('title', title);
  body.append('description', description);
  if (image) body.append('image', image);
  return saveRecord<Promotion>('/promotions', id, body);
}

/** Saves a promotion; the storefront's block and the admin list reload. */
export function useSavePromotion() {
  return useSaveRecord(savePromotion, (saved: Promotion) => [
    promotionKeys.all,
    historyKeys.of('promotion', saved.id),
  ]);
}

/** DELETE /promotions/:id */
export function useDeletePromotion() {
  return useDeleteRecord('/promotions', promotionKeys.all);
}
