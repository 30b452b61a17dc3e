import { isAdminRole } from '@shop/shared/auth/roles';
import type { ClientToServerEvents, RealtimeAck, ServerToClientEvents } from '@shop/shared/realtime/events';
import { TEXTS } from '@shop/shared/texts';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Listener } from '../../db/client.js';
import type { RedisPair } from '../../lib/redis.js';
import type { SessionUser } from '../auth/index.js';
import { tokenHash } from '../../lib/token-hash.js';

/** The room of one customer: their order events go there only. */
export const userRoom = (userId: number) => `user:${userId}`;
export const ADMINS_ROOM = 'admins';
/** Every socket of a user, and every socket of one token: sessions end there (logout, new password…). */
const sessionRoom = (userId: number) => `session:${userId}`;
const tokenRoom = (hash: string) => `token:${hash}`;

/** The database channel of migration 0006: a user's sessions or one token ended. */
export const SESSIONS_CHANNEL = 'shop_sessions';

interface SocketData {
  user: SessionUser;
  token: string;
}

type Ack = (answer: RealtimeAck) => void;
type ShopServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

function ackOf(args: unknown[]): Ack | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
}

function parseSessionNotice(
  payload: string | undefined,
): { userId?: number; tokenHash?: string } | undefined {
  if (payload === undefined) return undefined;
  try {
    return JSON.parse(payload) as { userId?: number; tokenHash?: string };
  } catch {
    return undefined;
  }
}

/**
 * Socket.IO on the app's HTTP server (spec §4 Realtime): websocket transport only, the JWT in the
 * handshake `auth.token`, checked like the HTTP guards (signature, installation, revocation, the
 * user's current role from the database). Relays the app's events: `orderUpdate` to the customer's
 * room and to the sockets of users who are admins now (theirs also names in `changed_by` the staff
 * member who changed the order), `inquiryCreated` to those admins only, `stock_updated`,
 * `rating_updated` and `shop.updated` (the shop's settings were saved) to everyone.
 * A logout, a new password, a role change or a deleted account (a database notification, so it
 * reaches every process) disconnects that user's sockets. With REDIS_URL the Redis adapter
 * carries the broadcasts between server processes.
 */
export async function attachRealtime(
  app: FastifyInstance,
  redis: RedisPair | undefined,
): Promise<ShopServer> {
  const { auth } = app.services;
  const io: ShopServer = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
  });
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(redis.pub, redis.sub));
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      next(new Error(TEXTS.auth.authTokenMissing));
      return;
    }
    auth
      .authenticate(token)
      .then((session) => {
        if (!session) return next(new Error(TEXTS.auth.sessionExpired));
        socket.data = { user: session.user, token };
        next();
      })
      .catch((err: unknown) => {
        app.log.warn({ err }, 'realtime authentication failed');
        next(new Error(TEXTS.auth.sessionExpired));
      });
  });

  io.on('connection', (socket) => {
    const { user, token } = socket.data;
    void socket.join([sessionRoom(user.id), tokenRoom(tokenHash(token))]);

    // any id the client sends is ignored: a customer can only join their own room
    socket.on('register', (...args) => {
      void socket.join(userRoom(user.id));
      ackOf(args)?.({ ok: true });
    });

    // the role is read again from the database, so a demoted or logged-out admin is refused
    socket.on('registerAdmin', (...args) => {
      void auth
        .authenticate(socket.data.token)
        .then((session) => {
          const isAdmin = isAdminRole(session?.user.role);
          if (isAdmin) void socket.join(ADMINS_ROOM);
          ackOf(args)?.({ ok: isAdmin });
        })
        .catch((err: unknown) => {
          app.log.warn({ err }, 'realtime registerAdmin failed');
          ackOf(args)?.({ ok: false });
        });
    });

    // sent by the client after rating (spec §4); the server already broadcast `rating_updated`
    socket.on('rating_added', (...args) => {
      ackOf(args)?.({ ok: true });
    });
  });

  /** Admin events go to the sockets of the admins room whose user is an admin now (any process). */
  async function toCurrentAdmins(send: (socket: { emit: ShopServer['emit'] }) => void) {
    const sockets = await io.in(ADMINS_ROOM).fetchSockets();
    const roles = await auth.rolesOf(sockets.map((socket) => socket.data.user.id));
    for (const socket of sockets) {
      if (isAdminRole(roles.get(socket.data.user.id)))
        send(socket as unknown as { emit: ShopServer['emit'] });
      else socket.leave(ADMINS_ROOM);
    }
  }

  /** Sockets whose token no longer opens the shop are disconnected (after a missed notification). */
  async function recheckLocalSockets() {
    for (const socket of await io.local.fetchSockets()) {
      const session = await auth.authenticate(socket.data.token).catch(() => undefined);
      if (!session) socket.disconnect(true);
    }
  }

  function endSessions(payload: string | undefined) {
    const notice = parseSessionNotice(payload);
    if (!notice)
      return void recheckLocalSockets().catch((err: unknown) => app.log.warn({ err }, 'recheck failed'));
    if (typeof notice.userId === 'number') io.local.in(sessionRoom(notice.userId)).disconnectSockets(true);
    if (typeof notice.tokenHash === 'string')
      io.local.in(tokenRoom(notice.tokenHash)).disconnectSockets(true);
  }

  let sessions: Listener | undefined;
  app.addHook('onReady', async () => {
    sessions = await app.database.listen(SESSIONS_CHANNEL, endSessions);
  });

  const unsubscribe = [
    app.events.on('orderUpdate', ({ userId, order, actor }) => {
      if (userId !== null) io.to(userRoom(userId)).except(ADMINS_ROOM).emit('orderUpdate', order);
      // admins learn who changed it, so the changer's own pages do not announce the change again
      const adminCopy = { ...order, changed_by: actor ?? null };
      toCurrentAdmins((socket) => socket.emit('orderUpdate', adminCopy)).catch((err: unknown) =>
        app.log.warn({ err }, 'realtime orderUpdate to admins failed'),
      );
    }),
    app.events.on('stockUpdated', (payload) => {
      io.emit('stock_updated', payload);
    }),
    app.events.on('ratingUpdated', (payload) => {
      io.emit('rating_updated', payload);
    }),
    app.events.on('shop.updated', ({ updatedAt }) => {
      if (updatedAt !== null) io.emit('shop.updated', { updatedAt });
    }),
    app.events.on('inquiryCreated', (inquiry) => {
      toCurrentAdmins((socket) => socket.emit('inquiryCreated', inquiry)).catch((err: unknown) =>
        app.log.warn({ err }, 'realtime inquiryCreated to admins failed'),
      );
    }),
  ];

  // Open websockets would hold the HTTP server's close open: end them (this process's only) first.
  // Their transports are closed without a "server disconnect" packet: clients take it as a lost
  // connection and reconnect (through the proxy, to another process), as after a network drop.
  app.addHook('preClose', async () => {
    unsubscribe.forEach((off) => off());
    await sessions?.close();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
  });
  return io;
}
