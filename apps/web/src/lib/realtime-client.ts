import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { parseServerEvent, SERVER_EVENTS } from '@shop/shared/realtime/events';
import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from '@shop/shared/realtime/events';

/**
 * The part of the realtime client that is loaded with the first connection (see `./socket`): the
 * Socket.IO client and the contract's payload schemas (zod), which guests never download.
 */

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Receives a server event whose payload matched the contract. */
export type DeliverServerEvent = <Name extends ServerEventName>(
  name: Name,
  payload: ServerEventPayload<Name>,
) => void;

const SERVER_EVENT_NAMES = Object.keys(SERVER_EVENTS) as ServerEventName[];

/**
 * A Socket.IO connection to the shop's server (spec §4 Realtime): websocket transport only (no long
 * polling over a weak mobile link), the sign-in token in the handshake `auth`, read again on every
 * reconnect, and automatic reconnection with a growing delay.
 */
export function connectRealtime(readToken: () => string): RealtimeSocket {
  return io({
    transports: ['websocket'],
    auth: (send) => send({ token: readToken() }),
    reconnection: true,
    reconnectionDelay: 2_000,
    reconnectionDelayMax: 30_000,
  });
}

/**
 * Hands every server event of the contract to `deliver`, its payload checked against the shared schema
 * once; a payload that does not match (a newer or broken server) is dropped.
 */
export function deliverServerEvents(socket: RealtimeSocket, deliver: DeliverServerEvent): void {
  for (const name of SERVER_EVENT_NAMES) {
    socket.on(name, (payload: unknown) => {
      const parsed = parseServerEvent(name, payload);
      if (parsed !== undefined) deliver(name, parsed);
    });
  }
}
