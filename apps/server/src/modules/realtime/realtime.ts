import { createAdapter } from '@socket.io/redis-adapter';
import { isAdminRole } from '@shop/shared/auth/roles';
import type { ClientToServerEvents, RealtimeAck, ServerToClientEvents } from '@shop/shared/realtime/events';
import { TEXTS } from '@shop/shared/texts';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { SessionUser } from '../auth/auth.service.js';
import { connectRedis } from './redis.js';

/** The room of one customer: their order events go there only. */
export const userRoom = (userId: number) => `user:${userId}`;
export const ADMINS_ROOM = 'admins';

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

/**
 * Socket.IO on the app's HTTP server (spec §4 Realtime): websocket transport only, the JWT in the
 * handshake `auth.token`, checked like the HTTP guards (signature, revocation, the user's current role
 * from the database). Relays the app's events: `orderUpdate` to the customer's room and to the admins,
 * `stock_updated` and `rating_updated` to everyone. With REDIS_URL the Redis adapter carries the
 * broadcasts between server processes; a Redis that does not answer at start stops the start.
 */
export async function attachRealtime(app: FastifyInstance): Promise<ShopServer> {
  const redis = app.config.redisUrl ? await connectRedis(app.config.redisUrl, app.log) : undefined;
  const io: ShopServer = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
  });
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      next(new Error(TEXTS.auth.authTokenMissing));
      return;
    }
    app.services.auth
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
    const { user } = socket.data;

    // any id the client sends is ignored: a customer can only join their own room
    socket.on('register', (...args) => {
      void socket.join(userRoom(user.id));
      ackOf(args)?.({ ok: true });
    });

    // the role is read again from the database, so a demoted or logged-out admin is refused
    socket.on('registerAdmin', (...args) => {
      void app.services.auth
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

  const unsubscribe = [
    app.events.on('orderUpdate', ({ userId, order }) => {
      const target = userId === null ? io.to(ADMINS_ROOM) : io.to(userRoom(userId)).to(ADMINS_ROOM);
      target.emit('orderUpdate', order);
    }),
    app.events.on('stockUpdated', (payload) => {
      io.emit('stock_updated', payload);
    }),
    app.events.on('ratingUpdated', (payload) => {
      io.emit('rating_updated', payload);
    }),
  ];

  // Open websockets would hold the HTTP server's close open: end them (this process's only) first.
  app.addHook('preClose', async () => {
    unsubscribe.forEach((off) => off());
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await redis?.close();
  });
  return io;
}
