import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { readStored } from './storage';

/**
 * A Socket.IO connection to the shop's server (spec §4 Realtime): websocket transport only (no long
 * polling over a weak mobile link), the stored sign-in token in the handshake `auth`, read again on
 * every reconnect, and automatic reconnection with a growing delay. socket.io-client is loaded on the
 * first connection, so pages that never connect (guests) never download it.
 */
export async function connectSocket(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io({
    transports: ['websocket'],
    auth: (send) => send({ token: readStored('token') ?? '' }),
    reconnection: true,
    reconnectionDelay: 2_000,
    reconnectionDelayMax: 30_000,
  });
}

/** The sockets the mounted components hold open, for events the client sends on its own. */
const openSockets = new Set<Socket>();

/**
 * Sends a client event (e.g. `rating_added` after a rating, spec §4) on one connected socket of this
 * page. Returns false, sending nothing, when no socket is connected.
 */
export function emitRealtime(event: string, payload: unknown): boolean {
  for (const socket of openSockets) {
    if (socket.connected) {
      socket.emit(event, payload);
      return true;
    }
  }
  return false;
}

export interface SocketEventsOptions {
  /** no connection while false (a guest, or the session still loading) */
  enabled: boolean;
  /** called on every (re)connect, e.g. to join a room again */
  onConnect?: (socket: Socket) => void;
  onConnectError?: (error: Error) => void;
  /** server events and their handlers */
  events: Record<string, (payload: unknown) => void>;
}

/**
 * Keeps a socket open while the component is mounted and `enabled`; handlers may change between
 * renders without reconnecting. Returns whether the last connection attempt failed.
 */
export function useSocketEvents(options: SocketEventsOptions): { connectionFailed: boolean } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [connectionFailed, setConnectionFailed] = useState(false);
  const eventNames = Object.keys(options.events).sort().join(',');

  useEffect(() => {
    if (!options.enabled) return;
    let closed = false;
    let socket: Socket | undefined;
    connectSocket().then(
      (opened) => {
        if (closed) {
          opened.disconnect();
          return;
        }
        socket = opened;
        openSockets.add(opened);
        opened.on('connect', () => {
          setConnectionFailed(false);
          latest.current.onConnect?.(opened);
        });
        opened.on('connect_error', (error: Error) => {
          setConnectionFailed(true);
          latest.current.onConnectError?.(error);
        });
        for (const name of eventNames.split(',').filter(Boolean)) {
          opened.on(name, (payload: unknown) => latest.current.events[name]?.(payload));
        }
      },
      // the client script could not be loaded (a weak link): the same warning as a refused connection
      (error: unknown) => {
        if (closed) return;
        setConnectionFailed(true);
        latest.current.onConnectError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      closed = true;
      if (socket) {
        openSockets.delete(socket);
        socket.disconnect();
      }
    };
  }, [options.enabled, eventNames]);

  return { connectionFailed: options.enabled && connectionFailed };
}
