import { useQueryClient } from '@tanstack/react-query';
import { TEXTS } from '@shop/shared/texts';
import { toast } from 'react-toastify';
import { useSocketEvents } from '../../lib/socket';
import { useSession } from '../../lib/session/use-session';
import { adminOrderKeys } from './api';

const UPDATE_TOAST_ID = 'admin-order-update';
const ERROR_TOAST_ID = 'admin-orders-socket-error';

/**
 * Admin orders page (spec §4 Realtime, admin), on the tab's shared connection: sends 'registerAdmin'
 * on every connect (and at once when the connection is already open); on
 * `orderUpdate` an info toast and the shown page reloads; a connection error gives a warning toast
 * (once per failure streak, not once per reconnect attempt).
 */
export function useAdminOrderUpdates(): void {
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  useSocketEvents({
    enabled: isAdmin,
    onConnect: (emit) => {
      toast.dismiss(ERROR_TOAST_ID);
      emit('registerAdmin');
    },
    onConnectError: (error) => {
      if (!toast.isActive(ERROR_TOAST_ID)) {
        toast.warn(TEXTS.realtime.websocketError(error.message), { toastId: ERROR_TOAST_ID });
      }
    },
    events: {
      orderUpdate: () => {
        if (!toast.isActive(UPDATE_TOAST_ID)) {
          toast.info(TEXTS.realtime.orderUpdate, { toastId: UPDATE_TOAST_ID });
        }
        void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      },
    },
  });
}
