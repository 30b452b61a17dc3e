import { useState } from 'react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { Promotion } from '@shop/shared/promotions/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import type { EditModeListProps } from '../../../lib/use-edit-mode';
import { DeleteDialog } from '../../../ui/delete-dialog';
import { EmptyList } from '../../../ui/empty-list';
import { RowDeleteButton, RowEditButton } from '../../../ui/row-actions';
import { ShopImage } from '../../../ui/shop-image';
import { useDeletePromotion } from '../admin-api';

const T = ADMIN_PAGES.promotions;
const F = ADMIN_PAGES.form;

interface PromotionAdminListProps extends EditModeListProps<Promotion> {
  promotions: readonly Promotion[];
}

/** The admin's promotions (spec §2): picture, title, description, edit and delete (asked first, §5). */
export function PromotionAdminList({ promotions, editingId, onEdit, onDeleted }: PromotionAdminListProps) {
  const [toDelete, setToDelete] = useState<Promotion | null>(null);
  const remove = useDeletePromotion();

  const confirmDelete = () => {
    const promotion = toDelete;
    if (!promotion) return;
    remove.mutate(promotion.id, {
      onSuccess: () => {
        toast.success(TEXTS.promotions.deleted);
        onDeleted(promotion.id);
      },
      onError: (error) => toast.error(errorMessage(error, TEXTS.common.genericError)),
      onSettled: () => setToDelete(null),
    });
  };

  if (promotions.length === 0) {
    return <EmptyList>{T.empty}</EmptyList>;
  }
  return (
    <>
      <ul aria-label={T.list} className="grid gap-4 sm:grid-cols-2">
        {promotions.map((promotion) => {
          const editing = promotion.id === editingId;
          return (
            <li
              key={promotion.id}
              className={`flex flex-col overflow-hidden rounded-xl border bg-white ${editing ? 'border-brand-400 ring-2 ring-brand-200' : 'border-slate-200'}`}
            >
              <ShopImage
                path={promotion.image}
                size="card"
                alt=""
                className="aspect-[3/1] w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-4">
                {editing && <p className="text-xs font-semibold text-brand-700 uppercase">{F.editing}</p>}
                <h3 className="font-semibold break-words text-slate-900">{promotion.title}</h3>
                <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-slate-600">
                  {promotion.description}
                </p>
                <div className="mt-auto flex gap-2 pt-2">
                  <RowEditButton
                    onClick={() => onEdit(promotion)}
                    aria-label={F.editOne(promotion.title)}
                    className="flex-1 px-3"
                  />
                  <RowDeleteButton
                    onClick={() => setToDelete(promotion)}
                    disabled={remove.isPending}
                    aria-label={F.deleteOne(promotion.title)}
                    iconOnlyOnPhone
                    className="px-3"
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <DeleteDialog
        open={toDelete !== null}
        title={T.deleteTitle}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        busy={remove.isPending}
      >
        <p>{TEXTS.confirm.deletePromotion}</p>
        {toDelete && <p className="font-semibold break-words">{toDelete.title}</p>}
      </DeleteDialog>
    </>
  );
}
