import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { Discount } from '@shop/shared/discounts/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClass } from '../../../../ui/button';
import { ChangeHistory } from '../../../../ui/change-history';
import { DeleteDialog } from '../../../../ui/delete-dialog';
import { RowDeleteButton, RowEditButton } from '../../../../ui/row-actions';
import { ShopImage } from '../../../../ui/shop-image';
import { useDeleteDiscount } from '../../admin-api';
import type { CategoryOption } from '../../category-options';
import { DiscountProducts } from './discount-products';
import { DiscountUpdateForm } from './discount-update-form';

const A = ADMIN_PAGES.discounts;
const FORM = ADMIN_PAGES.form;

interface DiscountListItemProps {
  discount: Discount;
  /** its products are shown (one discount at a time, kept in the address) */
  open: boolean;
  onToggle: () => void;
  onDeleted: () => void;
  categories: readonly CategoryOption[] | undefined;
  onCatalogueChanged: () => void;
}

/** One discount: image, title, linked category, edit, delete (with a confirmation), its products. */
export function DiscountListItem({
  discount,
  open,
  onToggle,
  onDeleted,
  categories,
  onCatalogueChanged,
}: DiscountListItemProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDiscount(onCatalogueChanged);

  const confirmDelete = () =>
    remove.mutate(discount.id, {
      onSuccess: () => {
        toast.success(TEXTS.discounts.deleted);
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => {
        toast.error(errorMessage(error, TEXTS.discounts.deleteFailed));
        setConfirming(false);
      },
    });

  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
        <ShopImage
          path={discount.image}
          alt=""
          width={120}
          height={40}
          className="h-16 w-28 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <div className="min-w-0 flex-1 basis-40">
          <p className="font-semibold break-words text-slate-900">{discount.title}</p>
          <p className="text-sm text-slate-600">
            {discount.Category ? A.linkedTo(discount.Category.name) : TEXTS.discounts.notLinked}
          </p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-products`}
            onClick={onToggle}
            className={buttonClass('primary', 'flex-1 sm:flex-none')}
          >
            {A.showProducts}
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
          <RowEditButton
            aria-expanded={editing}
            aria-controls={`${id}-edit`}
            aria-label={FORM.editOne(discount.title)}
            onClick={() => setEditing((value) => !value)}
            className="flex-1 sm:flex-none"
          />
          <RowDeleteButton
            aria-label={FORM.deleteOne(discount.title)}
            onClick={() => setConfirming(true)}
            className="flex-1 sm:flex-none"
          />
        </div>
      </div>
      {editing && (
        <div id={`${id}-edit`} className="space-y-4 border-t border-slate-200 p-3 sm:p-4">
          <DiscountUpdateForm
            discount={discount}
            onDone={() => setEditing(false)}
            onCatalogueChanged={onCatalogueChanged}
          />
          <ChangeHistory
            entity="discount"
            id={discount.id}
            formatValue={(field, value) =>
              field === 'category_id' && discount.Category && value === discount.Category.id
                ? discount.Category.name
                : undefined
            }
          />
        </div>
      )}
      {open && (
        <div id={`${id}-products`} className="border-t border-slate-200 p-3 sm:p-4">
          <DiscountProducts
            discountId={discount.id}
            categories={categories}
            onCatalogueChanged={onCatalogueChanged}
          />
        </div>
      )}
      <DeleteDialog
        open={confirming}
        title={TEXTS.confirm.deleteDiscount}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
      >
        <p>{A.deleteWarning(discount.title)}</p>
      </DeleteDialog>
    </li>
  );
}
