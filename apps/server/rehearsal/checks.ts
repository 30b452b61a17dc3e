/**
 * What two shop processes must share, checked through each one directly and through nginx: pictures
 * (one uploads directory), rate limits (Redis), dropped caches (database notifications), customers'
 * live connections (the Redis adapter), and the customer's real address behind the proxy.
 */
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { sleep, waitFor, type ShopProcess } from './cluster.js';

export interface Figure {
  name: string;
  value: string;
  ok: boolean;
}

type Headers = Record<string, string>;

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** A category with a picture saved through one process; its picture fetched from the other. */
export async function pictureAcrossProcesses(one: ShopProcess, other: ShopProcess, admin: Headers) {
  const picture = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('name', `Репетиция ${randomUUID().slice(0, 6)}`);
  form.set('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'rehearsal.png');
  const created = await fetch(`${one.base}/api/categories`, { method: 'POST', headers: admin, body: form });
  if (created.status !== 201 && created.status !== 200) {
    throw new Error(`POST /api/categories: ${created.status} ${await created.text()}`);
  }
  const category = (await created.json()) as { id: number; image: string };
  const [here, there] = await Promise.all([
    fetch(`${one.base}${category.image}`),
    fetch(`${other.base}${category.image}`),
  ]);
  const same = there.status === 200 && sha256(await here.arrayBuffer()) === sha256(await there.arrayBuffer());
  return {
    categoryId: category.id,
    figure: {
      name: `picture saved by ${one.name}, served by ${other.name}`,
      value: `${there.status}${same ? ', same bytes' : ', DIFFERENT bytes'}`,
      ok: same,
    },
  };
}

/** A category renamed through one process: how long until the other's category tree shows it. */
export async function cacheDropAcrossProcesses(
  one: ShopProcess,
  other: ShopProcess,
  admin: Headers,
  categoryId: number,
): Promise<Figure> {
  const tree = async () => JSON.stringify(await (await fetch(`${other.base}/api/categories`)).json());
  const name = `Переименована ${randomUUID().slice(0, 6)}`;
  await tree(); // the other process now holds the tree in its cache
  const form = new FormData();
  form.set('name', name);
  const begin = performance.now();
  const renamed = await fetch(`${one.base}/api/categories/${categoryId}`, {
    method: 'PUT',
    headers: admin,
    body: form,
  });
  if (renamed.status !== 200)
    throw new Error(`PUT /api/categories: ${renamed.status} ${await renamed.text()}`);
  const seen = await waitFor(async () => (await tree()).includes(name), 5_000, 20);
  const ms = Math.round(performance.now() - begin);
  return {
    name: `category cache dropped in ${other.name} after a change in ${one.name}`,
    value: seen ? `${ms} ms` : 'NOT within 5 s',
    ok: seen,
  };
}

async function wrongSignIn(base: string, email: string, headers: Headers = {}) {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: 'wrong-password-1' }),
  });
  return answer.status;
}

/** How many wrong sign-ins pass before the first 429; `attempt` sends the n-th one. */
async function signInsBeforeLimit(attempt: (n: number) => Promise<number>, tries: number) {
  for (let n = 0; n < tries; n++) {
    if ((await attempt(n)) === 429) return n;
  }
  return tries;
}

/** Wrong passwords for one e-mail, sent to the two processes in turn: the limit counts them together. */
export async function rateLimitAcrossProcesses(shops: ShopProcess[], limit: number): Promise<Figure> {
  const email = `limit-${randomUUID().slice(0, 8)}@example.ru`;
  const passed = await signInsBeforeLimit(
    (n) => wrongSignIn(shops[n % shops.length]!.base, email),
    limit * 3,
  );
  return {
    name: 'wrong sign-ins allowed across both processes',
    value: `${passed} (limit ${limit})`,
    ok: passed === limit,
  };
}

/**
 * Wrong passwords through nginx, each with a different forged X-Forwarded-For: nginx replaces the
 * header, so the shop counts the real address and stops them at the limit.
 */
export async function forgedAddressThroughProxy(proxy: string, limit: number): Promise<Figure> {
  const email = `forged-${randomUUID().slice(0, 8)}@example.ru`;
  const passed = await signInsBeforeLimit(
    (n) => wrongSignIn(proxy, email, { 'x-forwarded-for': `203.0.113.${n + 1}` }),
    limit * 3,
  );
  return {
    name: 'wrong sign-ins allowed with forged X-Forwarded-For',
    value: `${passed} (limit ${limit})`,
    ok: passed === limit,
  };
}

/** A customer's live connection through nginx, counting its (re)connections and order updates. */
export function customerSocket(proxy: string, token: string) {
  const socket: Socket = io(proxy, {
    transports: ['websocket'],
    auth: { token },
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  let connects = 0;
  const updates: { orderId: number; status: string }[] = [];
  // as the web client does on every (re)connection: join the customer's own room
  socket.on('connect', () => {
    connects += 1;
    socket.emit('register');
  });
  socket.on('orderUpdate', (payload: { id?: number; orderId?: number; status?: string }) => {
    updates.push({ orderId: Number(payload.id ?? payload.orderId), status: String(payload.status) });
  });
  return {
    connects: () => connects,
    updates,
    connected: () => socket.connected,
    close: () => socket.close(),
  };
}

export type CustomerSocket = ReturnType<typeof customerSocket>;

/** Staff change the customer's order through each process directly: the customer's socket hears both. */
export async function orderUpdatesReachSocket(
  socket: CustomerSocket,
  shops: ShopProcess[],
  admin: Headers,
  orderId: number,
): Promise<Figure> {
  await waitFor(async () => socket.connected(), 10_000);
  const statuses = ['PROCESSING', 'READY'];
  const heard: string[] = [];
  for (const [index, shop] of shops.entries()) {
    const status = statuses[index]!;
    const changed = await fetch(`${shop.base}/api/orders/${orderId}/status`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    if (changed.status !== 200) throw new Error(`PUT status: ${changed.status} ${await changed.text()}`);
    const got = await waitFor(
      async () => socket.updates.some((u) => u.orderId === orderId && u.status === status),
      5_000,
      20,
    );
    heard.push(`${shop.name}: ${got ? 'heard' : 'NOT heard'}`);
    await sleep(50);
  }
  return {
    name: `customer's socket (reconnected ${socket.connects() - 1}×) hears orderUpdate from each process`,
    value: heard.join(', '),
    ok: heard.every((line) => line.endsWith(': heard')),
  };
}
