import { screen, waitFor } from '@testing-library/react';
import { TEXTS } from '@shop/shared/texts';
import type { OrderUpdatePayload, StockUpdatedPayload } from '@shop/shared/realtime/events';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { emitRealtime, useSocketEvents } from './socket';
import type { ServerEventHandlers } from './socket';
import { STORAGE_KEYS } from './storage';
import { renderWithApp } from '../test/render-with-app';
import { createdSockets } from '../test/fake-socket';
import { makeAdminOrder, makeOrder } from '../test/orders';
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
/** Another listener of the tab, as the storefront frame's catalogue updates are. */
function StockProbe({ onStock }: { onStock: (update: StockUpdatedPayload) => void }) {
  useSocketEvents({ enabled: true, events: { stock_updated: onStock } });
  return null;
}

/** Lets the lazily loaded client script arrive (or not). */
async function scriptsSettled() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  created.length = 0;
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('realtime hooks', () => {
  it('opens no socket for a guest', async () => {
    renderWithApp(<ProfileProbe />);
    await scriptsSettled();
    expect(created).toHaveLength(0);
  });

  it('customer: websocket only with the stored token, registers, reloads own orders, warns on error', async () => {
    const token = userToken();
    window.localStorage.setItem(STORAGE_KEYS.token, token);
    const { queryClient, unmount } = renderWithApp(<ProfileProbe />);
    await waitFor(() => expect(created).toHaveLength(1));
    const { socket, options } = created[0]!;
    expect(options).toMatchObject({
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 2_000,
      reconnectionDelayMax: 30_000,
    });
    const auth = vi.fn();
    (options.auth as (send: typeof auth) => void)(auth);
    expect(auth).toHaveBeenCalledWith({ token });
    // the token is read again on every (re)connect
    const renewed = userToken({ exp: Math.floor(Date.now() / 1000) + 7200 });
    window.localStorage.setItem(STORAGE_KEYS.token, renewed);
    (options.auth as (send: typeof auth) => void)(auth);
    expect(auth).toHaveBeenLastCalledWith({ token: renewed });

    socket.fire('connect');
    expect(socket.emitted).toEqual([['register', 7]]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.fire('orderUpdate', makeOrder(3));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orderKeys.mine(7) });

    socket.fire('connect_error', new Error('xhr poll error'));
    expect(await screen.findByText(TEXTS.profile.realtimeUnavailable)).toBeInTheDocument();
    socket.fire('connect');
    expect(screen.getByText('ok')).toBeInTheDocument();
    expect(socket.emitted).toEqual([
      ['register', 7],
      ['register', 7],
    ]);
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
    socket.fire('orderUpdate', makeAdminOrder(9));
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
    socket.fire('orderUpdate', makeOrder(3, { status: 'COMPLETED', status_rus: 'Завершён' }));
    socket.fire('orderUpdate', makeOrder(4));
    expect(onOrderUpdate).toHaveBeenCalledTimes(2);
  });

  it('drops payloads that break the shared contract', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    const onOrderUpdate = vi.fn();
    const onStock = vi.fn();
    const { queryClient } = renderWithApp(
      <>
        <ProfileProbe onOrderUpdate={onOrderUpdate} />
        <StockProbe onStock={onStock} />
      </>,
    );
    await waitFor(() => expect(created).toHaveLength(1));
    const { socket } = created[0]!;
    socket.fire('connect');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    for (const payload of [undefined, null, 'x', { id: 3 }, makeOrder(3, { status: 'ARCHIVED' as never })]) {
      socket.fire('orderUpdate', payload);
    }
    for (const payload of [
      { productId: 5 },
      { productId: '5', newStock: 1 },
      { productId: 5, newStock: -1 },
    ]) {
      socket.fire('stock_updated', payload);
    }
    expect(onOrderUpdate).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(onStock).not.toHaveBeenCalled();

    socket.fire('stock_updated', { productId: 5, newStock: 0 });
    expect(onStock).toHaveBeenCalledWith({ productId: 5, newStock: 0 });
  });

  it('types each handler with its payload from the shared contract', () => {
    expectTypeOf<
      Parameters<NonNullable<ServerEventHandlers['stock_updated']>>[0]
    >().toEqualTypeOf<StockUpdatedPayload>();
    expectTypeOf<
      Parameters<NonNullable<ServerEventHandlers['orderUpdate']>>[0]
    >().toEqualTypeOf<OrderUpdatePayload>();
  });

  it('emitRealtime sends on the connected socket of the tab, and only then', async () => {
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

  it('a page left before the client script arrives opens no socket; the next one does', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    const { unmount } = renderWithApp(<ProfileProbe />);
    unmount();
    await scriptsSettled();
    expect(created).toHaveLength(0);
    expect(emitRealtime('rating_added', { productId: 5 })).toBe(false);

    renderWithApp(<ProfileProbe />);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.socket.disconnected).toBe(false);
  });

  it('a customer on the admin hook opens no socket', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    renderWithApp(<AdminProbe />);
    await scriptsSettled();
    expect(created).toHaveLength(0);
  });
});

describe('one connection per tab', () => {
  it('is shared by every listener and closes after the last one leaves', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    const onStock = vi.fn();
    const onOrderUpdate = vi.fn();
    const stock = renderWithApp(<StockProbe onStock={onStock} />);
    const profile = renderWithApp(<ProfileProbe onOrderUpdate={onOrderUpdate} />);
    await waitFor(() => expect(created).toHaveLength(1));
    await scriptsSettled();
    expect(created).toHaveLength(1);
    const { socket } = created[0]!;
    socket.fire('connect');
    expect(socket.emitted).toEqual([['register', 7]]);

    socket.fire('stock_updated', { productId: 5, newStock: 2 });
    socket.fire('orderUpdate', makeOrder(3));
    expect(onStock).toHaveBeenCalledTimes(1);
    expect(onOrderUpdate).toHaveBeenCalledTimes(1);

    profile.unmount();
    expect(socket.disconnected).toBe(false);
    socket.fire('stock_updated', { productId: 5, newStock: 1 });
    socket.fire('orderUpdate', makeOrder(3));
    expect(onStock).toHaveBeenCalledTimes(2);
    expect(onOrderUpdate).toHaveBeenCalledTimes(1);

    stock.unmount();
    expect(socket.disconnected).toBe(true);
    expect(emitRealtime('rating_added', { productId: 5 })).toBe(false);

    renderWithApp(<StockProbe onStock={onStock} />);
    await waitFor(() => expect(created).toHaveLength(2));
  });

  it('a listener joining an open connection registers at once, and again on every reconnect', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    renderWithApp(<StockProbe onStock={() => undefined} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const { socket } = created[0]!;
    socket.fire('connect');
    expect(socket.emitted).toEqual([]);

    renderWithApp(<ProfileProbe />);
    expect(socket.emitted).toEqual([['register', 7]]);
    socket.fire('connect');
    expect(socket.emitted).toEqual([
      ['register', 7],
      ['register', 7],
    ]);
    expect(created).toHaveLength(1);
  });

  it('a listener joining a failing connection is told at once (the profile warns, the admin gets a toast)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, adminToken());
    const warn = vi.spyOn(toast, 'warn');
    renderWithApp(<StockProbe onStock={() => undefined} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const { socket } = created[0]!;
    socket.fire('connect_error', new Error('websocket error'));

    renderWithApp(<ProfileProbe />);
    expect(await screen.findByText(TEXTS.profile.realtimeUnavailable)).toBeInTheDocument();
    renderWithApp(<AdminProbe />);
    expect(warn).toHaveBeenCalledWith(TEXTS.realtime.websocketError('websocket error'), expect.anything());

    socket.fire('connect');
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(socket.emitted).toEqual([['register', 1], ['registerAdmin']]);
  });
});
