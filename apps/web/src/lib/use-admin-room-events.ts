import { toast } from 'react-toastify';
import { TEXTS } from '@shop/shared/texts';
import { useSocketEvents, type ServerEventHandlers } from './socket';
import { useSession } from './session/use-session';

/**
 * An admin page's events on the tab's shared connection: joins the admins' room on every connect (and
 * at once when the connection is already open); a connection error gives one warning toast per failure
 * streak (not one per reconnect attempt), under the page's own toast id.
 */
export function useAdminRoomEvents(errorToastId: string, events: ServerEventHandlers): void {
  const { isAdmin } = useSession();
  useSocketEvents({
    enabled: isAdmin,
    onConnect: (emit) => {
      toast.dismiss(errorToastId);
      emit('registerAdmin');
    },
    onConnectError: (error) => {
      if (!toast.isActive(errorToastId)) {
        toast.warn(TEXTS.realtime.websocketError(error.message), { toastId: errorToastId });
      }
    },
    events,
  });
}
