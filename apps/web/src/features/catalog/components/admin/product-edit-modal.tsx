import { useState } from 'react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { CategoryBase, Product } from '@shop/shared/catalog/schemas';
import { formatRoubles } from '@shop/shared/money';
import { ChangeHistory } from '../../../../ui/change-history';
import type { HistoryValueFormat } from '../../../../ui/change-history';
import { Modal } from '../../../../ui/modal';
import { useCategories } from '../../api';
import { WithCategories } from '../with-categories';
import { ProductDeleteDialog } from './product-delete-dialog';
import { ProductForm } from './product-form';

interface ProductEditModalProps {
  /** the product to edit; without it the modal adds a new one */
  product?: Product | null;
  onClose: () => void;
}

/** A product's history shows prices in roubles and categories by name. */
function productHistoryFormat(categories: readonly CategoryBase[] | undefined): HistoryValueFormat {
  return (field, value) => {
    if (field === 'price' && typeof value === 'number') return formatRoubles(value);
    if (field === 'category_id' && typeof value === 'number') {
      return categories?.find((category) => category.id === value)?.name;
    }
    return undefined;
  };
}

/**
 * Add or edit a product in a dialog (spec §2 Admin products; the admin's 'Редактировать' on product
 * cards and the product page), with the product's change history and its deletion. Loaded lazily:
 * customers never download it.
 */
export function ProductEditModal({ product, onClose }: ProductEditModalProps) {
  // the history names categories once they have loaded; the form waits for them
  const { data: categories } = useCategories();
  // the confirmation replaces the form rather than opening over it: one dialog at a time
  const [deleting, setDeleting] = useState(false);

  if (product && deleting) {
    return <ProductDeleteDialog product={product} onClose={() => setDeleting(false)} onDone={onClose} />;
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={product ? ADMIN_PAGES.products.editTitle : ADMIN_PAGES.products.addTitle}
      widthClass="sm:max-w-2xl"
    >
      <div className="space-y-5 p-5">
        <WithCategories>
          {(list) => (
            <ProductForm
              product={product}
              categories={list}
              onSaved={onClose}
              onCancel={onClose}
              onDelete={product ? () => setDeleting(true) : undefined}
            />
          )}
        </WithCategories>
        {product && (
          <ChangeHistory entity="product" id={product.id} formatValue={productHistoryFormat(categories)} />
        )}
      </div>
    </Modal>
  );
}
