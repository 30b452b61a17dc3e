import { screen, waitFor } from '@testing-library/react';
import { TEXTS } from '@shop/shared/texts';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emitRealtime } from './socket';
import { STORAGE_KEYS } from './storage';
import { renderWithApp } from '../test/render-with-app';
import { createdSockets } from '../test/fake-socket';
import { adminToken, userToken } from '../test/tokens';
import { orderKeys } from '../features/orders/api';
import { useOrderUpdates } from '../features/orders/use-order-updates';
import { adminOrderKeys } from '../features/admin-orders/api';
import { useAdminOrderUpdates } from '../features/admin-orders/use-admin-order-updates';

vi.mock('socket.io-client', async () => (await import('../test/fake-socket')).fakeSocketModule());
const created = createdSockets;

function ProfileProbe({ onOrderUpdate }: { onOrderUpdate?: () => void }) {
  const { connectionFailed } = useOrderUpdates(onOrderUpdate);
  return <p>{connectionFailed ? TEXTS.profile.realtimeUnavailable : 'ok'}</p>;
}
function AdminProbe() {
  useAdminOrderUpdates();
  return null;
}

beforeEach(() => {
  created.length = 0;
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('realtime hooks', () => {
  it('opens no socket for a guest', () => {
    renderWithApp(<ProfileProbe />);
    expect(created).toHaveLength(0);
  });

  it('customer: websocket only with the stored token, registers, reloads own orders, warns on error', async () => {
    const token = userToken();
    window.localStorage.setItem(STORAGE_KEYS.token, token);
    const { queryClient, unmount } = renderWithApp(<ProfileProbe />);
    await waitFor(() => expect(created).toHaveLength(1));
    const { socket, options } = created[0]!;
    expect(options.transports).toEqual(['websocket']);
    const auth = vi.fn();
    (options.auth as (send: typeof auth) => void)(auth);
    expect(auth).toHaveBeenCalledWith({ token });

    socket.fire('connect');
    expect(socket.emitted).toEqual([['register', 7]]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.fire('orderUpdate', { id: 3 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orderKeys.mine(7) });

    socket.fire('connect_error', new Error('xhr poll error'));
    expect(await screen.findByText(TEXTS.profile.realtimeUnavailable)).toBeInTheDocument();
    socket.fire('connect');
    expect(screen.getByText('ok')).toBeInTheDocument();
    unmount();
    expect(socket.disconnected).toBe(true);
  });

  it('admin: registerAdmin on connect, info toast and reload on orderUpdate, warning on error', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, adminToken());
    const info = vi.spyOn(toast, 'info');
    const warn = vi.spyOn(toast, 'warn');
    const { queryClient } = renderWithApp(<AdminProbe />);
    await waitFor(() => expect(created).toHaveLength(1));
    const { socket } = created[0]!;
    socket.fire('connect');
    expect(socket.emitted).toEqual([['registerAdmin']]);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.fire('orderUpdate', { id: 9 });
    expect(info).toHaveBeenCalledWith(TEXTS.realtime.orderUpdate, expect.anything());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminOrderKeys.all });

    socket.fire('connect_error', new Error('websocket error'));
    expect(warn).toHaveBeenCalledWith(TEXTS.realtime.websocketError('websocket error'), expect.anything());
  });

  it('customer: every orderUpdate also runs the page callback (the profile reloads the unrated list)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    const onOrderUpdate = vi.fn();
    renderWithApp(<ProfileProbe onOrderUpdate={onOrderUpdate} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const { socket } = created[0]!;
    socket.fire('connect');
    expect(onOrderUpdate).not.toHaveBeenCalled();
    socket.fire('orderUpdate', { id: 3, status: 'COMPLETED' });
    socket.fire('orderUpdate', { id: 3, status: 'CANCELLED' });
    expect(onOrderUpdate).toHaveBeenCalledTimes(2);
  });

  it('emitRealtime sends on a connected socket of the page, and only then', async () => {
    expect(emitRealtime('rating_added', { productId: 5 })).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    const { unmount } = renderWithApp(<ProfileProbe />);
    await waitFor(() => expect(created).toHaveLength(1));
    const { socket } = created[0]!;
    // not connected yet: nothing goes out
    expect(emitRealtime('rating_added', { productId: 5 })).toBe(false);
    socket.fire('connect');
    expect(emitRealtime('rating_added', { productId: 5 })).toBe(true);
    expect(socket.emitted).toEqual([
      ['register', 7],
      ['rating_added', { productId: 5 }],
    ]);
    socket.fire('connect_error', new Error('websocket error'));
    expect(emitRealtime('rating_added', { productId: 6 })).toBe(false);
    socket.fire('connect');
    unmount();
    expect(emitRealtime('rating_added', { productId: 6 })).toBe(false);
    expect(socket.emitted).toHaveLength(3);
  });

  it('a page left before the client script arrives closes the socket at once', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    const { unmount } = renderWithApp(<ProfileProbe />);
    unmount();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.socket.disconnected).toBe(true);
    expect(emitRealtime('rating_added', { productId: 5 })).toBe(false);
  });

  it('a customer on the admin hook opens no socket', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    renderWithApp(<AdminProbe />);
    expect(created).toHaveLength(0);
  });
});
