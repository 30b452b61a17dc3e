import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { TEXTS } from '@shop/shared/texts';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

type DeleteDialogProps = Omit<ConfirmDialogProps, 'confirmLabel'>;

/**
 * Asks before an admin deletes a record (spec §5): 'Удалить', and 'Удаление...' (or `busyLabel`)
 * while the request is on its way. Apart from ConfirmDialog so the storefront never loads admin texts.
 */
export function DeleteDialog({ busyLabel = ADMIN_PAGES.form.deleting, ...dialog }: DeleteDialogProps) {
  return <ConfirmDialog {...dialog} busyLabel={busyLabel} confirmLabel={TEXTS.common.delete} />;
}
