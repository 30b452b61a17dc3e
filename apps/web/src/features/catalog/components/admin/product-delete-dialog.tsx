import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { Product } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../../lib/api-client';
import { DeleteDialog } from '../../../../ui/delete-dialog';
import { useDeleteProduct } from '../../product-admin-api';

interface ProductDeleteDialogProps {
  product: Pick<Product, 'id' | 'name'>;
  /** 'Отмена' */
  onClose: () => void;
  /** the product is gone (or hidden) */
  onDone: () => void;
}

/**
 * Asks before deleting a product (spec §5). The answer says what happened: deleted, or hidden from
 * the storefront because orders refer to it.
 */
export function ProductDeleteDialog({ product, onClose, onDone }: ProductDeleteDialogProps) {
  const remove = useDeleteProduct();
  const confirm = () =>
    remove.mutate(product.id, {
      onSuccess: (result) => {
        if (result.deleted) toast.success(result.message || TEXTS.products.deleted);
        else toast.info(result.message || TEXTS.products.unpublished);
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, TEXTS.common.genericError)),
    });
  return (
    <DeleteDialog
      open
      title={ADMIN_PAGES.products.deleteTitle}
      onConfirm={confirm}
      onClose={onClose}
      busy={remove.isPending}
      busyLabel={ADMIN_PAGES.products.deleting}
    >
      <p>{TEXTS.confirm.deleteProduct}</p>
      <p className="font-semibold break-words text-slate-900">{product.name}</p>
    </DeleteDialog>
  );
}
