/**
 * The shop is killed (SIGKILL) after a contact message was stored and while its Telegram call is in
 * flight, or after an order was placed and while its e-mails are being sent: started again, it sends
 * each message once the dead process's claim expired, and only once.
 * Real processes (src/main.ts) on one data directory (or, with TEST_DATABASE_URL, one PostgreSQL
 * database), with a Telegram stand-in that never answers the first time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InquiryList } from '@shop/shared/inquiries/schemas';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/helpers.js';
import { orderPayload } from '../../../test/orders-fixtures.js';
import { eventually, startTelegramStandIn, type TelegramStandIn } from '../../../test/telegram-stand-in.js';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const ADMIN = { email: 'boss@stroydvor.example', password: 'restart-test-password' };
const TOKEN = '7000000001:restart-test-token';
const started: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database when TEST_DATABASE_URL is set (dropped after the test), else PGlite. */
async function databaseEnv(): Promise<Record<string, string>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return {};
  const name = `shop_restart_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

interface Shop {
  child: ChildProcess;
  base: string;
  exited: Promise<unknown>;
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await eventually(async () => ((await fetch(`${base}/api/health`)).status === 200 ? true : undefined), 200);
  return { child, base, exited };
}

async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('killed between storing and sending', () => {
  let telegram: TelegramStandIn;

  it('sends the message after the restart, exactly once', async () => {
    telegram = await startTelegramStandIn(() => ({ kind: 'hang' }));
    cleanups.push(() => telegram.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      ...(await databaseEnv()),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'restart-test-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_CHAT_ID: '-100500',
      TELEGRAM_API_URL: telegram.url,
      NOTIFICATIONS_POLL_MS: '200',
      NOTIFICATIONS_LEASE_MS: '1500',
    };

    const first = await startShop(env);
    const sent = await fetch(`${first.base}/api/telegram/send-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Кирилл', phone: '+79995554433', message: 'Перезвоните', consent: true }),
    });
    expect(sent.status).toBe(200);
    await telegram.until(() => telegram.calls.length === 1);
    first.child.kill('SIGKILL');
    await first.exited;

    telegram.setPlan(() => ({ kind: 'accept' }));
    const second = await startShop(env);
    await telegram.until(() => telegram.delivered().length === 1);
    const token = await adminToken(second.base);
    const delivery = await eventually(async () => {
      const res = await fetch(`${second.base}/api/inquiries`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const list = (await res.json()) as InquiryList;
      const telegramDelivery = list.items[0]?.delivery.find((d) => d.channel === 'telegram');
      return telegramDelivery?.state === 'sent' ? telegramDelivery : undefined;
    }, 100);

    expect(delivery).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
    expect(telegram.calls.map((call) => call.answer)).toEqual(['hang', 'accept']);
    expect(telegram.delivered().filter((text) => text.includes('Кирилл'))).toHaveLength(1);
    expect(telegram.figures()).toEqual({ sent: 1, retried: 1, duplicates: 0 });

    second.child.kill('SIGTERM');
    await second.exited;
  }, 180_000);
});

/** A mail server that takes the connection and never greets: the shop's send waits in it. */
async function startSilentSmtp() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.length,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('killed between placing an order and mailing it', () => {
  it('mails the customer and the shop after the restart, each once', async () => {
    const silent = await startSilentSmtp();
    cleanups.push(() => silent.close());
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-mail-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      ...(await databaseEnv()),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'restart-test-secret-that-is-long-enough-for-hs256',
      SHOP_EMAIL: 'shop@stroydvor.example',
      NOTIFICATIONS_POLL_MS: '200',
      NOTIFICATIONS_LEASE_MS: '1500',
    };

    const first = await startShop({ ...env, SMTP_URL: silent.url });
    const { token } = await json<{ token: string }>(
      await fetch(`${first.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@stroydvor.local', password: 'demo-pokupatel' }),
      }),
    );
    const { products } = await json<{ products: Array<{ id: number; discounted_price: string }> }>(
      await fetch(`${first.base}/api/products?inStock=true&limit=1`),
    );
    const product = products[0]!;
    const placed = await json<{ id: number }>(
      await fetch(`${first.base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(
          orderPayload([{ product_id: product.id, quantity: 1, price: Number(product.discounted_price) }], {
            delivery_method: 'PICKUP',
          }),
        ),
      }),
    );
    // the order is committed and its first e-mail is on its way: the process dies there
    await eventually(async () => (silent.connections() > 0 ? true : undefined), 50);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.messages).toHaveLength(0);

    const second = await startShop({ ...env, SMTP_URL: smtp.url });
    const about = (to: string) =>
      smtp.messages.filter((mail) => mail.to === to && mail.subject.includes(`№ ${placed.id}`));
    await eventually(
      async () =>
        about('demo@stroydvor.local').length > 0 && about('shop@stroydvor.example').length > 0
          ? true
          : undefined,
      100,
    );
    // a claim of the dead process that expires late must not send anything twice
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(about('demo@stroydvor.local')).toHaveLength(1);
    expect(about('shop@stroydvor.example')).toHaveLength(1);

    second.child.kill('SIGTERM');
    await second.exited;
  }, 180_000);
});
