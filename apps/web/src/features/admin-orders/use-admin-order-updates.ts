import { useQueryClient } from '@tanstack/react-query';
import type { OrderUpdatePayload } from '@shop/shared/realtime/events';
import { TEXTS } from '@shop/shared/texts';
import { toast } from 'react-toastify';
import { useAdminRoomEvents } from '../../lib/use-admin-room-events';
import { useSession } from '../../lib/session/use-session';
import { adminOrderKeys } from './api';

const UPDATE_TOAST_ID = 'admin-order-update';
const ERROR_TOAST_ID = 'admin-orders-socket-error';

/** Whether `userId` made this change (an admin's own status change already got its success toast). */
export function isOwnChange(payload: OrderUpdatePayload, userId: number | undefined): boolean {
  return userId !== undefined && 'changed_by' in payload && payload.changed_by === userId;
}

/**
 * Admin orders page (spec §4 Realtime, admin), in the admins' room: on `orderUpdate` the shown page
 * reloads, and an info toast tells of a new order or of someone else's change (not of one's own).
 */
export function useAdminOrderUpdates(): void {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  useAdminRoomEvents(ERROR_TOAST_ID, {
    orderUpdate: (payload) => {
      if (!isOwnChange(payload, userId) && !toast.isActive(UPDATE_TOAST_ID)) {
        toast.info(TEXTS.realtime.orderUpdate, { toastId: UPDATE_TOAST_ID });
      }
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}
