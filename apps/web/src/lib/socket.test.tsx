import { act, screen, waitFor } from '@testing-library/react';
import { TEXTS } from '@shop/shared/texts';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage';
import { renderWithApp } from '../test/render-with-app';
import { adminToken, userToken } from '../test/tokens';
import { orderKeys } from '../features/orders/api';
import { useOrderUpdates } from '../features/orders/use-order-updates';
import { adminOrderKeys } from '../features/admin-orders/api';
import { useAdminOrderUpdates } from '../features/admin-orders/use-admin-order-updates';

/** A stand-in for socket.io-client's socket: records what is sent and lets the test fire server events. */
class FakeSocket {
  handlers = new Map<string, ((payload?: unknown) => void)[]>();
  emitted: unknown[][] = [];
  disconnected = false;
  on(event: string, handler: (payload?: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  fire(event: string, payload?: unknown) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler(payload)));
  }
}

const created: { socket: FakeSocket; options: Record<string, unknown> }[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new FakeSocket();
    created.push({ socket, options });
    return socket;
  },
}));

function ProfileProbe() {
  const { connectionFailed } = useOrderUpdates();
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

  it('a customer on the admin hook opens no socket', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    renderWithApp(<AdminProbe />);
    expect(created).toHaveLength(0);
  });
});
