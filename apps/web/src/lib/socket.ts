import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { readStored } from './storage';

/**
 * A Socket.IO connection to the shop's server (spec §4 Realtime): websocket transport only (no long
 * polling over a weak mobile link), the stored sign-in token in the handshake `auth`, read again on
 * every reconnect, and automatic reconnection with a growing delay.
 */
export function connectSocket(): Socket {
  return io({
    transports: ['websocket'],
    auth: (send) => send({ token: readStored('token') ?? '' }),
    reconnection: true,
    reconnectionDelay: 2_000,
    reconnectionDelayMax: 30_000,
  });
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
    const socket = connectSocket();
    socket.on('connect', () => {
      setConnectionFailed(false);
      latest.current.onConnect?.(socket);
    });
    socket.on('connect_error', (error: Error) => {
      setConnectionFailed(true);
      latest.current.onConnectError?.(error);
    });
    for (const name of eventNames.split(',').filter(Boolean)) {
      socket.on(name, (payload: unknown) => latest.current.events[name]?.(payload));
    }
    return () => {
      socket.disconnect();
    };
  }, [options.enabled, eventNames]);

  return { connectionFailed: options.enabled && connectionFailed };
}
