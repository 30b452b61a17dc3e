import { createConnection, createServer, type Socket as TcpSocket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { TEXTS } from '@shop/shared/texts';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  buildTestApp,
  reachableRedis,
  testConfig,
  tokenFor,
  type TestContext,
} from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';
import { buildApp } from '../../app.js';

const PRODUCT = 4101;
const PRICE = 250;
const STOCK = 100;

const tokenOf = (user: TestUser) => user.headers.authorization!.replace(/^Bearer /, '');

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const sockets: Socket[] = [];

/** A websocket-only client; resolves once connected, rejects with the server's connect_error. */
function connect(url: string, token: string | undefined): Promise<Socket> {
  const socket = connectClient(url, {
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every payload of `event` this socket receives from now on. */
function record<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

function next<T = unknown>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const emitWithAck = (socket: Socket, event: string, ...args: unknown[]) =>
  socket.timeout(5_000).emitWithAck(event, ...args) as Promise<{ ok: boolean }>;

/** Lets events still in flight arrive before asserting that something did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

const order = (ctx: TestContext, user: TestUser) =>
  postOrder(ctx, user.headers, orderPayload([{ product_id: PRODUCT, quantity: 1, price: PRICE }]));

let ctx: TestContext;
let url: string;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  url = await listen(ctx.app);
  await seedProducts(ctx, 'Кровля', [{ id: PRODUCT, name: 'Профнастил С8', stockQuantity: STOCK }]);
  [alice, bob] = (await createUsers(ctx, ['rt-alice', 'rt-bob'])) as [TestUser, TestUser];
  [admin] = (await createUsers(ctx, ['rt-boss'], 'admin')) as [TestUser];
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await ctx?.close();
});

describe('realtime (Socket.IO)', () => {
  it('refuses a missing, forged or unknown token with connect_error', async () => {
    await expect(connect(url, undefined)).rejects.toThrow(TEXTS.auth.authTokenMissing);
    await expect(connect(url, 'not-a-jwt')).rejects.toThrow(TEXTS.auth.sessionExpired);
    const forged = tokenOf(alice).slice(0, -4) + 'AAAA';
    await expect(connect(url, forged)).rejects.toThrow(TEXTS.auth.sessionExpired);
  });

  it('refuses the polling transport', async () => {
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });

  it('sends a customer only their own orderUpdate, and stock_updated to everyone', async () => {
    const [a, b] = await Promise.all([connect(url, tokenOf(alice)), connect(url, tokenOf(bob))]);
    // bob claims alice's id: ignored, he joins his own room
    expect(await emitWithAck(a, 'register', alice.id)).toEqual({ ok: true });
    expect(await emitWithAck(b, 'register', alice.id)).toEqual({ ok: true });
    const bobOrders = record(b, 'orderUpdate');
    const aliceUpdate = next<{ id: number; user_id: number; status: string }>(a, 'orderUpdate');
    const bobStock = next(b, 'stock_updated');

    const response = await order(ctx, alice);
    expect(response.statusCode).toBe(201);
    const placed = response.json<{ id: number }>();
    expect(await aliceUpdate).toMatchObject({ id: placed.id, status: 'NEW' });
    expect(await bobStock).toEqual({ productId: PRODUCT, newStock: STOCK - 1, newStockExact: STOCK - 1 });
    await settle();
    expect(bobOrders).toEqual([]);
  });

  it('sends an admin after registerAdmin every new order and status change; a customer gets nothing', async () => {
    const [boss, sneaky] = await Promise.all([connect(url, tokenOf(admin)), connect(url, tokenOf(bob))]);
    expect(await emitWithAck(boss, 'registerAdmin')).toEqual({ ok: true });
    expect(await emitWithAck(sneaky, 'registerAdmin')).toEqual({ ok: false });
    const sneakyOrders = record(sneaky, 'orderUpdate');

    const aliceSocket = await connect(url, tokenOf(alice));
    expect(await emitWithAck(aliceSocket, 'register')).toEqual({ ok: true });
    const created = next<{ id: number; status: string }>(boss, 'orderUpdate');
    const placed = (await order(ctx, alice)).json<{ id: number }>();
    // a customer's new order names no staff member: every admin page announces it
    expect(await created).toMatchObject({ id: placed.id, status: 'NEW', changed_by: null });

    const changed = next<{ id: number; status: string }>(boss, 'orderUpdate');
    const customerCopy = next<Record<string, unknown>>(aliceSocket, 'orderUpdate');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.id}/status`,
      headers: admin.headers,
      payload: { status: 'COMPLETED' },
    });
    expect(response.statusCode).toBe(200);
    // the admins learn who changed it (the changer's page stays quiet); the customer does not
    expect(await changed).toMatchObject({ id: placed.id, status: 'COMPLETED', changed_by: admin.id });
    const seenByCustomer = await customerCopy;
    expect(seenByCustomer).toMatchObject({ id: placed.id, status: 'COMPLETED' });
    expect(seenByCustomer).not.toHaveProperty('changed_by');
    await settle();
    expect(sneakyOrders).toEqual([]);
  });

  it('sends admins a new contact message or measurement request as inquiryCreated; a customer gets nothing', async () => {
    const [boss, nosy] = await Promise.all([connect(url, tokenOf(admin)), connect(url, tokenOf(bob))]);
    expect(await emitWithAck(boss, 'registerAdmin')).toEqual({ ok: true });
    expect(await emitWithAck(nosy, 'register')).toEqual({ ok: true });
    const nosyInquiries = record(nosy, 'inquiryCreated');

    const arrived = next<{ id: number; type: string; name: string; status: string }>(boss, 'inquiryCreated');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/telegram/send-measurement',
      payload: { name: 'Зинаида', phone: '+79991234567', consent: true },
    });
    expect(sent.statusCode).toBe(200);
    expect(await arrived).toMatchObject({
      type: 'measurement',
      name: 'Зинаида',
      status: 'new',
      delivery: [],
    });
    await settle();
    expect(nosyInquiries).toEqual([]);
  });

  it('sends the customer the status change of their order', async () => {
    const a = await connect(url, tokenOf(alice));
    await emitWithAck(a, 'register');
    const created = next<{ id: number; status: string }>(a, 'orderUpdate');
    const placed = (await order(ctx, alice)).json<{ id: number }>();
    expect(await created).toMatchObject({ id: placed.id, status: 'NEW' });
    const update = next<{ id: number; status: string }>(a, 'orderUpdate');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.id}/status`,
      headers: admin.headers,
      payload: { status: 'PROCESSING' },
    });
    expect(await update).toMatchObject({ id: placed.id, status: 'PROCESSING' });
  });

  it('broadcasts rating_updated after a rating and accepts rating_added', async () => {
    const [a, b] = await Promise.all([connect(url, tokenOf(alice)), connect(url, tokenOf(bob))]);
    const updated = next(b, 'rating_updated');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/ratings/${PRODUCT}`,
      headers: alice.headers,
      payload: { rating: 4 },
    });
    expect(response.statusCode).toBe(200);
    expect(await updated).toEqual({ productId: PRODUCT, averageRating: 4, voteCount: 1 });
    expect(await emitWithAck(a, 'rating_added', { productId: PRODUCT })).toEqual({ ok: true });
  });
});

/** Resolves with the reason once the socket is disconnected by the server. */
function disconnected(socket: Socket, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('realtime access is withdrawn', () => {
  it("logout disconnects the sockets of that token, not the user's other sessions", async () => {
    const [person] = (await createUsers(ctx, ['rt-logout'])) as [TestUser];
    const other = await tokenFor(ctx, { id: person.id, email: person.email, role: 'customer' });
    const [first, second] = await Promise.all([connect(url, tokenOf(person)), connect(url, other)]);
    const gone = disconnected(first);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: person.headers });
    expect(logout.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await settle();
    expect(second.connected).toBe(true);
    await expect(connect(url, tokenOf(person))).rejects.toThrow(TEXTS.auth.sessionExpired);
  });

  it('a new password disconnects every socket of the user', async () => {
    const [person] = (await createUsers(ctx, ['rt-reset'])) as [TestUser];
    const socket = await connect(url, tokenOf(person));
    const gone = disconnected(socket);
    // what a password reset does to the account: the token version moves on
    await ctx.database.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${person.id}`,
    );
    expect(await gone).toBe('io server disconnect');
  });

  it('a demoted admin is disconnected and gets no more order events; a deleted user too', async () => {
    const [boss] = (await createUsers(ctx, ['rt-demoted'], 'admin')) as [TestUser];
    const socket = await connect(url, tokenOf(boss));
    expect(await emitWithAck(socket, 'registerAdmin')).toEqual({ ok: true });
    const orders = record(socket, 'orderUpdate');
    const gone = disconnected(socket);
    await ctx.database.db.execute(sql`update users set role = 'customer' where id = ${boss.id}`);
    expect(await gone).toBe('io server disconnect');
    expect((await order(ctx, alice)).statusCode).toBe(201);
    await settle();
    expect(orders).toEqual([]);

    const [leaving] = (await createUsers(ctx, ['rt-deleted'])) as [TestUser];
    const leavingSocket = await connect(url, tokenOf(leaving));
    const leavingGone = disconnected(leavingSocket);
    await ctx.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect(await leavingGone).toBe('io server disconnect');
  });

  it('sends admin events only to users who are admins now, even when a disconnect was missed', async () => {
    const [boss] = (await createUsers(ctx, ['rt-quiet-demotion'], 'admin')) as [TestUser];
    const socket = await connect(url, tokenOf(boss));
    expect(await emitWithAck(socket, 'registerAdmin')).toEqual({ ok: true });
    const orders = record(socket, 'orderUpdate');
    // the role changes without the notification (as if this process missed it)
    await ctx.database.db.execute(sql`alter table users disable trigger users_sessions_changed`);
    try {
      await ctx.database.db.execute(sql`update users set role = 'customer' where id = ${boss.id}`);
    } finally {
      await ctx.database.db.execute(sql`alter table users enable trigger users_sessions_changed`);
    }
    expect((await order(ctx, alice)).statusCode).toBe(201);
    await settle();
    expect(orders).toEqual([]);
  });
});

const redisUrl = await reachableRedis();
if (!redisUrl) {
  console.warn('realtime Redis test skipped: neither REDIS_URL_TEST nor redis://127.0.0.1:6379 answers');
}

/**
 * A TCP relay to Redis that a test can break: `hold` swallows what clients send (their commands stay
 * in flight), `cut` drops every connection and refuses new ones, `restore` relays again.
 */
async function redisRelay(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<TcpSocket>();
  let mode: 'relay' | 'hold' | 'down' = 'relay';
  const server = createServer((client) => {
    if (mode === 'down') return void client.destroy();
    const upstream = createConnection({ host: hostname, port: Number(port || 6379) });
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        open.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', end).on('error', end);
    }
    client.on('data', (chunk) => mode === 'relay' && upstream.write(chunk));
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => void (mode = 'hold'),
    cut() {
      mode = 'down';
      for (const socket of open) socket.destroy();
    },
    restore: () => void (mode = 'relay'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Instance A (reaching Redis at `redisUrlOfA`) and instance B (at the shared Redis) on one database, a
 * customer, and an admin socket on B; `close` stops both.
 */
async function twoInstances(redisUrlOfA: string) {
  const a = await buildTestApp({ config: testConfig({ REDIS_URL: redisUrlOfA }) });
  const b = await buildApp(testConfig({ REDIS_URL: redisUrl! }), { database: a.database, logger: false });
  await seedProducts(a, 'Кровля', [{ id: PRODUCT, name: 'Профнастил С8', stockQuantity: STOCK }]);
  const [customer] = (await createUsers(a, ['redis-customer'])) as [TestUser];
  const [boss] = (await createUsers(a, ['redis-boss'], 'admin')) as [TestUser];
  const urlOfB = await listen(b);
  const adminOnB = await connect(urlOfB, tokenOf(boss));
  expect(await emitWithAck(adminOnB, 'registerAdmin')).toEqual({ ok: true });
  const close = async () => {
    adminOnB.disconnect();
    await b.close();
    await a.close();
  };
  return { a, urlOfB, customer, adminOnB, close };
}

describe.skipIf(!redisUrl)('realtime across two server instances sharing Redis', () => {
  it('an order placed through instance A reaches an admin socket on instance B', async () => {
    const { a, customer, adminOnB, close } = await twoInstances(redisUrl!);
    try {
      const update = next<{ id: number }>(adminOnB, 'orderUpdate');
      const response = await order(a, customer);
      expect(response.statusCode).toBe(201);
      expect(await update).toMatchObject({ id: response.json<{ id: number }>().id });
    } finally {
      await close();
    }
  });

  it('a contact message sent through instance A reaches an admin socket on instance B', async () => {
    const { a, adminOnB, close } = await twoInstances(redisUrl!);
    try {
      const arrived = next<{ name: string; type: string }>(adminOnB, 'inquiryCreated');
      const response = await a.app.inject({
        method: 'POST',
        url: '/api/telegram/send-contact',
        payload: { name: 'Савелий', phone: '+79991234567', message: 'Перезвоните', consent: true },
      });
      expect(response.statusCode).toBe(200);
      expect(await arrived).toMatchObject({ name: 'Савелий', type: 'contact' });
    } finally {
      await close();
    }
  });

  it('a logout through instance A disconnects the same session socket on instance B', async () => {
    const { a, urlOfB, customer, close } = await twoInstances(redisUrl!);
    try {
      const socket = await connect(urlOfB, tokenOf(customer));
      const gone = disconnected(socket);
      const logout = await a.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: customer.headers,
      });
      expect(logout.statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
    } finally {
      await close();
    }
  });

  it('keeps serving through a Redis outage after the start, and relays again once Redis is back', async () => {
    const relay = await redisRelay(redisUrl!);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const { a, customer, adminOnB, close } = await twoInstances(relay.url);
    try {
      const received = record<{ id: number }>(adminOnB, 'orderUpdate');
      const place = async () => {
        const response = await order(a, customer);
        expect(response.statusCode).toBe(201);
        return response.json<{ id: number }>().id;
      };
      const reachesB = (id: number) =>
        vi.waitFor(() => expect(received.map((update) => update.id)).toContain(id), { timeout: 10_000 });

      await reachesB(await place());

      // Redis goes away while A's broadcast of an order is in flight, and stays away for the next order
      relay.hold();
      await place();
      await settle();
      relay.cut();
      await place();
      await settle();
      expect(unhandled).toEqual([]);

      relay.restore();
      await reachesB(await place());
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await close();
      await relay.close();
    }
  });
});

describe('a stopping process', () => {
  it('drops its sockets as a lost connection, so clients reconnect (to another process behind the proxy)', async () => {
    const stopping = await buildTestApp();
    const [customer] = (await createUsers(stopping, ['stopping-customer'])) as [TestUser];
    const socket = await connect(await listen(stopping.app), tokenOf(customer));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await stopping.close();
    // 'io server disconnect' would tell socket.io's client not to reconnect at all
    expect(await reason).toBe('transport close');
  });
});
