import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { Promotion } from '@shop/shared/promotions/schemas';
import { Modal } from '../../../ui/modal';
import { PromotionForm } from './promotion-form';

interface PromotionEditModalProps {
  promotion: Promotion;
  onClose: () => void;
}

/** The promotion form in a dialog: the admin's 'Редактировать' on the storefront's promotion cards. */
export function PromotionEditModal({ promotion, onClose }: PromotionEditModalProps) {
  return (
    <Modal open onClose={onClose} title={ADMIN_PAGES.promotions.editTitle} widthClass="sm:max-w-lg">
      <div className="p-5">
        <PromotionForm promotion={promotion} onSaved={onClose} onCancel={onClose} />
      </div>
    </Modal>
  );
}
