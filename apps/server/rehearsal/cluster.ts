/**
 * The production topology of the README on one machine: shop processes started from the build (as
 * systemd would), nginx in front with the repository's own configuration (deploy/nginx), one
 * PostgreSQL database and one Redis. Everything listens on loopback.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
const mainJs = join(root, 'apps/server/dist/main.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `probe` holds, at most `timeoutMs`; false when it never did. */
export async function waitFor(probe: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return true;
    await sleep(everyMs);
  }
  return false;
}

export interface ShopProcess {
  name: string;
  port: number;
  base: string;
  /** the running child, undefined while stopped */
  child: ChildProcess | undefined;
  start(): Promise<void>;
  /** SIGTERM and the wait for the exit: its code and how long the stop took */
  stop(): Promise<{ code: number | null; ms: number }>;
  kill(): Promise<void>;
  pid(): number | undefined;
}

/** One shop process from the build, its output appended to `<logDir>/<name>.log`. */
export function shopProcess(name: string, port: number, env: Record<string, string>, logDir: string) {
  const base = `http://127.0.0.1:${port}`;
  const log = join(logDir, `${name}.log`);
  const exited = new Map<ChildProcess, Promise<number | null>>();
  const shop: ShopProcess = {
    name,
    port,
    base,
    child: undefined,
    pid: () => shop.child?.pid,
    async start() {
      const out = createWriteStream(log, { flags: 'a' });
      const child = spawn(process.execPath, [mainJs], {
        env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      exited.set(child, new Promise((resolve) => child.on('exit', (code) => resolve(code))));
      shop.child = child;
      const ready = await waitFor(
        async () => (await fetch(`${base}/api/ready`)).status === 200 || child.exitCode !== null,
        120_000,
      );
      if (!ready || child.exitCode !== null) {
        throw new Error(`${name} did not become ready (see ${log})`);
      }
    },
    async stop() {
      const child = shop.child;
      if (!child) return { code: 0, ms: 0 };
      const begin = performance.now();
      child.kill('SIGTERM');
      const code = await exited.get(child)!;
      shop.child = undefined;
      return { code, ms: performance.now() - begin };
    },
    async kill() {
      const child = shop.child;
      if (!child) return;
      child.kill('SIGKILL');
      await exited.get(child);
      shop.child = undefined;
    },
  };
  return shop;
}

/** The tail of a process's log, for a failure report. */
export function logTail(logDir: string, name: string, lines = 30): string {
  const file = join(logDir, `${name}.log`);
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** A fresh, empty database on the server of `adminUrl` (dropped first when it exists). */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Debian's nginx, installed when missing (the CI machine runs as root and reaches Debian's mirror). */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  console.log('nginx is missing: apt-get install -y nginx');
  for (const args of [['update'], ['install', '-y', 'nginx']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  const installed = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!installed) throw new Error('nginx is still missing after apt-get');
  return installed;
}

/**
 * nginx with deploy/nginx/shop.conf as written, only its `listen` moved to a loopback port, and
 * deploy/nginx/upstream.conf with the rehearsal's ports: the README's configuration, run.
 */
export async function startNginx(binary: string, dir: string, port: number, upstreamPorts: number[]) {
  // nginx's workers run as another user when started by root: they write request bodies here
  mkdirSync(join(dir, 'temp'), { recursive: true, mode: 0o777 });
  chmodSync(join(dir, 'temp'), 0o777);
  const shopConf = readFileSync(join(root, 'deploy/nginx/shop.conf'), 'utf8');
  const listen = 'listen 80;';
  if (!shopConf.includes(listen)) throw new Error(`deploy/nginx/shop.conf has no '${listen}'`);
  writeFileSync(join(dir, 'shop.conf'), shopConf.replace(listen, `listen 127.0.0.1:${port};`));
  const upstream = readFileSync(join(root, 'deploy/nginx/upstream.conf'), 'utf8');
  const servers = [...upstream.matchAll(/server 127\.0\.0\.1:(\d+)/g)];
  if (servers.length !== upstreamPorts.length)
    throw new Error('deploy/nginx/upstream.conf: unexpected servers');
  let rewritten = upstream;
  servers.forEach((match, index) => {
    rewritten = rewritten.replace(match[0], `server 127.0.0.1:${upstreamPorts[index]}`);
  });
  writeFileSync(join(dir, 'upstream.conf'), rewritten);
  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 2;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      `  client_body_temp_path ${temp}/body;`,
      `  proxy_temp_path ${temp}/proxy;`,
      `  fastcgi_temp_path ${temp}/fastcgi;`,
      `  uwsgi_temp_path ${temp}/uwsgi;`,
      `  scgi_temp_path ${temp}/scgi;`,
      `  include ${join(dir, 'upstream.conf')};`,
      `  include ${join(dir, 'shop.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const up = await waitFor(async () => (await fetch(`${base}/api/health`)).status === 200, 15_000);
  if (!up) throw new Error(`nginx did not answer on ${base} (see ${join(dir, 'error.log')})`);
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
