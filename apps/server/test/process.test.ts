import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const started: ChildProcess[] = [];

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const healthStatus = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.status);
const healthy = (port: number) =>
  waitFor(async () => ((await healthStatus(port)()) === 200 ? true : undefined));

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('starting the shop', () => {
  it('stops with one clear line when a variable is invalid', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-proc-')) });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Invalid configuration: PORT /);
    expect(server.output().trim().split('\n')).toHaveLength(1);
  });

  it('stops within seconds with one line naming REDIS_URL when Redis does not answer', async () => {
    const begin = Date.now();
    const server = startServer({
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-proc-')),
      // opened lazily, so the start reaches the Redis connection at once
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
      JWT_SECRET: 'x'.repeat(40),
      REDIS_URL: 'redis://:secret@127.0.0.1:1',
    });
    expect(await server.exited).toBe(1);
    // the 5 s given to Redis, plus the start of Node and tsx on a busy machine
    expect(Date.now() - begin).toBeLessThan(25_000);
    expect(server.output().trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Redis at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:1\) did not answer within 5 s: .*ECONNREFUSED/,
      ),
    ]);
  });

  it('keeps running with 503 from /api/health while the database is unreachable', async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-proc-')),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
      JWT_SECRET: 'x'.repeat(40),
    });
    const status = await waitFor(async () => healthStatus(port)());
    expect(status).toBe(503);
    await waitFor(async () => (server.output().includes('База данных недоступна') ? true : undefined));
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('answers the API only once the demo data is written: never 503 after it listens', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-proc-')) });
    const statuses: number[] = [];
    const deadline = Date.now() + 120_000;
    while (statuses.length < 20 && Date.now() < deadline) {
      const status = await fetch(`http://127.0.0.1:${port}/api/categories`)
        .then((res) => res.status)
        .catch(() => undefined);
      if (status !== undefined) statuses.push(status);
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(statuses).toHaveLength(20);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(server.output()).toContain(`Магазин запущен: http://localhost:${port}`);
    expect(server.output()).toMatch(/Демо-каталог создан: \d+ категори(я|и|й), \d+ товар/);
    // a clean stop is the kill -9 test's to prove; right after a first start on a loaded machine the
    // stop can outlast its 15 s grace, which is not what this test is about
    server.child.kill('SIGKILL');
    await server.exited;
  }, 180_000);

  it('survives kill -9 with the embedded data intact, and refuses a second process on the same data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-proc-'));
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = startServer(env);
    await healthy(port);
    await waitFor(async () => (first.output().includes('Администратор: ') ? true : undefined));
    const adminLine = /Администратор: admin@stroydvor\.local \/ (\S+)/.exec(first.output());
    expect(adminLine).not.toBeNull();
    const categories = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as unknown[];
    expect(categories.length).toBeGreaterThanOrEqual(40);

    const second = startServer({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Магазин уже запущен');

    first.child.kill('SIGKILL');
    await first.exited;
    const restarted = startServer(env);
    await healthy(port);
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as unknown[];
    expect(again).toEqual(categories);
    await waitFor(async () => (restarted.output().includes('Администратор: ') ? true : undefined));
    expect(restarted.output()).toContain(`Администратор: admin@stroydvor.local / ${adminLine![1]}`);
    expect(restarted.output()).not.toContain('Демо-каталог создан');

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
