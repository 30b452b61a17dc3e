import { useQueryClient } from '@tanstack/react-query';
import { TEXTS } from '@shop/shared/texts';
import { toast } from 'react-toastify';
import { useAdminRoomEvents } from '../../lib/use-admin-room-events';
import { adminOrderKeys } from './api';

const UPDATE_TOAST_ID = 'admin-order-update';
const ERROR_TOAST_ID = 'admin-orders-socket-error';

/**
 * Admin orders page (spec §4 Realtime, admin), in the admins' room: on `orderUpdate` an info toast and
 * the shown page reloads.
 */
export function useAdminOrderUpdates(): void {
  const queryClient = useQueryClient();
  useAdminRoomEvents(ERROR_TOAST_ID, {
    orderUpdate: () => {
      if (!toast.isActive(UPDATE_TOAST_ID)) {
        toast.info(TEXTS.realtime.orderUpdate, { toastId: UPDATE_TOAST_ID });
      }
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}
