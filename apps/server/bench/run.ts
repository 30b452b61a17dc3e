/**
 * `npm run bench`: start-up and request figures on this machine, printed as medians.
 * - cold start of the built server on an existing embedded data directory (spawn → first 200 from /api/health)
 * - first start on an empty data directory (migrations + demo catalogue)
 * - GET /api/categories and /api/health throughput with 10 concurrent clients
 * Needs `npm run build` first (the bench runs the built server, as production does).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const mainJs = join(root, 'apps/server/dist/main.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startAndTime(
  dataDir: string,
): Promise<{ ms: number; stop: () => Promise<void>; port: number }> {
  const port = await freePort();
  const begin = performance.now();
  const child = spawn(process.execPath, [mainJs], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - begin;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ms, stop, port };
}

async function throughput(url: string, seconds: number, concurrency = 10): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const res = await fetch(url);
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return done / seconds;
}

async function main() {
  if (!existsSync(mainJs)) throw new Error('Run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  try {
    const first = await startAndTime(dataDir);
    console.log(
      `first start on an empty data dir (migrate + demo catalogue): ${(first.ms / 1000).toFixed(1)} s`,
    );
    const categoriesRps = await throughput(`http://127.0.0.1:${first.port}/api/categories`, 5);
    const healthRps = await throughput(`http://127.0.0.1:${first.port}/api/health`, 5);
    await first.stop();

    const colds: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await startAndTime(dataDir);
      colds.push(run.ms);
      await run.stop();
    }
    console.log(
      `cold start, existing data (median of ${RUNS}): ${Math.round(median(colds))} ms  [${colds.map(Math.round).join(', ')}]`,
    );
    console.log(`GET /api/categories, 10 clients, 5 s: ${Math.round(categoriesRps)} req/s`);
    console.log(`GET /api/health,     10 clients, 5 s: ${Math.round(healthRps)} req/s`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
