import { useEffect, useRef, useState } from 'react';
// types only: the contract's schemas (zod) and socket.io-client load with the first connection
import type { ClientEventName, ServerEventName, ServerEventPayload } from '@shop/shared/realtime/events';
import type { DeliverServerEvent, RealtimeSocket } from './realtime-client';
import { readStored } from './storage';

/** Handlers of server events; each gets its payload as the shared contract describes it. */
export type ServerEventHandlers = {
  [Name in ServerEventName]?: (payload: ServerEventPayload<Name>) => void;
};

/** Sends a client event on the connection, e.g. 'register' to join the user's room. */
export type EmitRealtime = (event: ClientEventName, ...args: unknown[]) => void;

interface Subscriber {
  onConnect: (emit: EmitRealtime) => void;
  onConnectError: (error: Error) => void;
  deliver: DeliverServerEvent;
}

/**
 * The tab's one Socket.IO connection (spec §4 Realtime), shared by every component that listens: it
 * opens with the first subscriber and closes after the last one leaves.
 */
interface Connection {
  subscribers: Set<Subscriber>;
  socket: RealtimeSocket | null;
  /** true while the client script is being downloaded */
  loading: boolean;
  /** the last failure while not connected (a refused connection or a script that did not load) */
  error: Error | null;
}

let connection: Connection | null = null;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function notify(current: Connection, call: (subscriber: Subscriber) => void): void {
  // a handler may unsubscribe another component: go over a copy
  [...current.subscribers].forEach(call);
}

/** Downloads the client (on the first connection only: guests never get it) and connects. */
function open(current: Connection): void {
  current.loading = true;
  import('./realtime-client').then(
    ({ connectRealtime, deliverServerEvents }) => {
      current.loading = false;
      // everyone left before the script arrived: connect nothing
      if (connection !== current) return;
      const socket = connectRealtime(() => readStored('token') ?? '');
      const emit: EmitRealtime = (event, ...args) => socket.emit(event, ...args);
      current.socket = socket;
      current.error = null;
      socket.on('connect', () => {
        current.error = null;
        notify(current, (subscriber) => subscriber.onConnect(emit));
      });
      socket.on('connect_error', (error: Error) => {
        current.error = error;
        notify(current, (subscriber) => subscriber.onConnectError(error));
      });
      deliverServerEvents(socket, (name, payload) =>
        notify(current, (subscriber) => subscriber.deliver(name, payload)),
      );
    },
    // the client script could not be loaded (a weak link): the same warning as a refused connection
    (error: unknown) => {
      current.loading = false;
      if (connection !== current) return;
      const failure = asError(error);
      current.error = failure;
      notify(current, (subscriber) => subscriber.onConnectError(failure));
    },
  );
}

function subscribe(subscriber: Subscriber): () => void {
  const current = connection ?? { subscribers: new Set(), socket: null, loading: false, error: null };
  connection = current;
  current.subscribers.add(subscriber);
  const { socket, error } = current;
  if (socket?.connected) {
    // joining an open connection: do now what a connect does, e.g. join the user's room
    subscriber.onConnect((event, ...args) => socket.emit(event, ...args));
  } else if (!socket && !current.loading) {
    // the first subscriber, or the client script failed to load before: (try to) load it
    open(current);
  } else if (error) {
    subscriber.onConnectError(error);
  }
  return () => {
    current.subscribers.delete(subscriber);
    if (current.subscribers.size > 0 || connection !== current) return;
    connection = null;
    current.socket?.disconnect();
  };
}

/**
 * Sends a client event (e.g. `rating_added` after a rating, spec §4) on the tab's connection. Returns
 * false, sending nothing, when it is not connected.
 */
export function emitRealtime(event: ClientEventName, payload: unknown): boolean {
  const socket = connection?.socket;
  if (!socket?.connected) return false;
  socket.emit(event, payload);
  return true;
}

/** What listens on the tab's connection. */
export interface RealtimeListener {
  /** called on every (re)connect, and at once when the connection is already open: join a room */
  onConnect?: (emit: EmitRealtime) => void;
  onConnectError?: (error: Error) => void;
  /** server events and their handlers; a payload that breaks the shared contract is dropped */
  events: ServerEventHandlers;
}

/** Listens on the tab's connection (opening it if needed) until the returned function is called. */
export function listenRealtime(listener: RealtimeListener): () => void {
  return subscribe({
    onConnect: (emit) => listener.onConnect?.(emit),
    onConnectError: (error) => listener.onConnectError?.(error),
    deliver: (name, payload) => listener.events[name]?.(payload),
  });
}

export interface SocketEventsOptions extends RealtimeListener {
  /** no connection while false (a guest, or the session still loading) */
  enabled: boolean;
}

/**
 * Listens on the tab's connection while the component is mounted and `enabled`; handlers may change
 * between renders. Returns whether the connection is failing (the last attempt failed).
 */
export function useSocketEvents(options: SocketEventsOptions): { connectionFailed: boolean } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [connectionFailed, setConnectionFailed] = useState(false);

  useEffect(() => {
    if (!options.enabled) return;
    return subscribe({
      onConnect: (emit) => {
        setConnectionFailed(false);
        latest.current.onConnect?.(emit);
      },
      onConnectError: (error) => {
        setConnectionFailed(true);
        latest.current.onConnectError?.(error);
      },
      deliver: (name, payload) => latest.current.events[name]?.(payload),
    });
  }, [options.enabled]);

  return { connectionFailed: options.enabled && connectionFailed };
}
