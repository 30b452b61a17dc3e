import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { Inquiry } from '@shop/shared/inquiries/schemas';
import { useAdminRoomEvents } from '../../lib/use-admin-room-events';
import { inquiryKeys } from './admin-api';

const ERROR_TOAST_ID = 'admin-inquiries-socket-error';

/** 'Новая заявка на замер: Иван, +79001234567' */
export function newInquiryToast(inquiry: Inquiry): string {
  return ADMIN_PAGES.inquiries.created[inquiry.type](inquiry.name, inquiry.phone);
}

/**
 * The admin inquiries page, in the admins' room (like the admin orders page): on `inquiryCreated` a toast
 * naming who wrote, and the list reloads.
 */
export function useInquiryUpdates(): void {
  const queryClient = useQueryClient();
  useAdminRoomEvents(ERROR_TOAST_ID, {
    inquiryCreated: (inquiry) => {
      toast.info(newInquiryToast(inquiry), { toastId: `inquiry-${inquiry.id}` });
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}
