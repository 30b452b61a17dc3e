import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvents } from '../../lib/socket';
import { useSession } from '../../lib/session/use-session';
import { orderKeys } from './api';

/**
 * Profile (spec §4 Realtime, customer): on the tab's shared connection, joins the user's own room and
 * reloads their orders on every `orderUpdate`, then calls `onOrderUpdate` (the page reloads what
 * depends on the orders).
 * `connectionFailed` is true while the server cannot be reached (the profile warns).
 */
export function useOrderUpdates(onOrderUpdate?: () => void): { connectionFailed: boolean } {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useSocketEvents({
    enabled: !!user,
    onConnect: (emit) => emit('register', user?.id),
    events: {
      orderUpdate: () => {
        if (user) void queryClient.invalidateQueries({ queryKey: orderKeys.mine(user.id) });
        onOrderUpdate?.();
      },
    },
  });
}
