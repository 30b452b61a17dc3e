import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { Discount } from '@shop/shared/discounts/schemas';
import { Modal } from '../../../../ui/modal';
import { DiscountUpdateForm } from './discount-update-form';

/**
 * The home banner's edit modal for admins (spec §2 Home): the admin page's update form. Loaded with
 * React.lazy on the first press, so customers never download it.
 */
export function DiscountEditModal({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={ADMIN_PAGES.discounts.editTitle} widthClass="sm:max-w-lg">
      <div className="p-5">
        <DiscountUpdateForm discount={discount} onDone={onClose} />
      </div>
    </Modal>
  );
}
