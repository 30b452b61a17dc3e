import { act } from '@testing-library/react';

/** A stand-in for socket.io-client's socket: records what is sent and lets the test fire server events. */
export class FakeSocket {
  handlers = new Map<string, ((payload?: unknown) => void)[]>();
  emitted: unknown[][] = [];
  connected = false;
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
    this.connected = false;
    this.disconnected = true;
    return this;
  }
  /** Delivers an event as the server would; 'connect' also marks the socket connected. */
  fire(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    if (event === 'connect_error') this.connected = false;
    act(() => this.handlers.get(event)?.forEach((handler) => handler(payload)));
  }
}

/** The sockets `io()` was asked for, with its options; mock 'socket.io-client' with `fakeSocketModule`. */
export const createdSockets: { socket: FakeSocket; options: Record<string, unknown> }[] = [];

export const fakeSocketModule = () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new FakeSocket();
    createdSockets.push({ socket, options });
    return socket;
  },
});
