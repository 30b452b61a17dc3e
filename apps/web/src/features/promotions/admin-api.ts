import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionForm } from '@shop/shared/promotions/schemas';
import { apiClient } from '../../lib/api-client';
import { saveRecord } from '../../lib/save-record';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ write, id }: { write: PromotionWrite; id?: number }) => savePromotion(write, id),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.of('promotion', saved.id) }),
      ]),
  });
}

/** DELETE /promotions/:id */
export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await apiClient.delete<{ message: string }>(`/promotions/${id}`);
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
