import { lazy } from 'react';

/**
 * The promotion edit dialog, loaded on the first 'Редактировать' (pass it to AdminEditButton's
 * `renderModal`): customers never download the admin form.
 */
export const LazyPromotionEditModal = lazy(() =>
  import('./promotion-edit-modal').then((module) => ({ default: module.PromotionEditModal })),
);
