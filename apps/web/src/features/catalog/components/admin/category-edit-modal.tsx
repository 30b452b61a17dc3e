import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { Modal } from '../../../../ui/modal';
import { WithCategories } from '../with-categories';
import { CategoryForm } from './category-form';

interface CategoryEditModalProps {
  category: CategoryBase;
  onClose: () => void;
}

/** The category form in a dialog: the admin's 'Редактировать' on a category card (spec §2 Catalogue). */
export function CategoryEditModal({ category, onClose }: CategoryEditModalProps) {
  return (
    <Modal open onClose={onClose} title={ADMIN_PAGES.categories.editTitle} widthClass="sm:max-w-lg">
      <div className="p-5">
        <WithCategories>
          {(categories) => (
            <CategoryForm category={category} categories={categories} onSaved={onClose} onCancel={onClose} />
          )}
        </WithCategories>
      </div>
    </Modal>
  );
}
