/**
 * `npm run bench`: figures on this machine, printed (never asserted). Run `npm run build` first: the shop
 * runs as a separate process from the built code, as in production.
 * - a 100,000-product catalogue, seeded once into BENCH_DATA_DIR (default a temp folder) on PGlite, and
 *   on the PostgreSQL of DATABASE_URL when set: the scenarios of bench/scenarios.ts (catalogue page,
 *   suggestions, typo search, results pages), next to bare Fastify's hello-JSON as the ceiling;
 *   p50/p95 latency (p95 is autocannon's p97.5) and req/s with 10 clients; then checkout (bench/checkout.ts)
 * - cold start on the existing 100,000-product directory (spawn → /api/health) and the memory then; the
 *   shop process's memory after the scenarios
 * - first start on an empty data directory (migrations + demo catalogue), cold start on existing data
 * - pages drawn on the server: a product and a catalogue page never drawn before, and drawn before
 * BENCH_SCENARIOS=admin runs the ceiling and the admin product search only; =pages the ceiling and the
 * pages; =start the cold start only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkoutFigures } from './checkout.js';
import { adminScenarios, freshQueries, measure, pageScenarios, shopScenarios } from './scenarios.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const mainJs = join(root, 'apps/server/dist/main.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * BENCH_SCENARIOS=admin or pages: only the ceiling and the admin product search, or the server-drawn
 * pages; =start: only the cold start on the 100,000-product directory
 */
const ONLY = process.env.BENCH_SCENARIOS as 'admin' | 'pages' | 'start' | undefined;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const BENCH_ADMIN = { email: 'bench-admin@example.ru', password: 'Bench-admin-password-1' };

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
): Promise<{ ms: number; stop: () => Promise<void>; port: number; pid: number }> {
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
  return { ms, stop, port, pid: child.pid! };
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

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return freePort().then(async (port) => {
    const child = spawn(process.execPath, [mainJs], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // the bench places hundreds of orders per customer and signs in an administrator
        NEW_ORDERS_PER_CUSTOMER: '1000',
        REGISTRATIONS_PER_HOUR: '100000',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return { child, port };
      await new Promise((r) => setTimeout(r, 200));
    }
  });
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** Seeds 100,000 products unless that database already has a catalogue (the seed CLI refuses then). */
async function seed100k(env: Record<string, string>) {
  console.log(
    `seeding 100,000 products into ${env.DATABASE_URL ?? env.DATA_DIR} if empty (about 90 s, once)...`,
  );
  await new Promise<void>((resolve) => {
    const child = spawn('npm', ['run', 'seed', '--', '--products', '100000'], {
      cwd: root,
      // DATABASE_URL only when this run is for PostgreSQL: the embedded run must not seed the server
      env: { ...withoutDatabaseUrl(process.env), ...env },
      stdio: 'ignore',
    });
    child.on('exit', () => resolve());
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Bare Fastify's hello-JSON in its own process: the ceiling the shop's figures are a ratio of. */
async function frameworkCeiling(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/bench/hello-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (d) => resolve(String(d).trim())),
  );
  await measure(`http://127.0.0.1:${port}`, {
    label: 'bare Fastify hello-JSON (ceiling)',
    paths: ['/hello'],
  });
  await stopChild(child);
}

async function catalogueFigures(kind: string, env: Record<string, string>) {
  const { child, port } = await startServer(env);
  const base = `http://127.0.0.1:${port}`;
  const categories = (await (await fetch(`${base}/api/categories`)).json()) as Array<{
    id: number;
    parent_id: number | null;
    is_promotion_category: boolean;
    is_discount_category: boolean;
  }>;
  const department = categories.find(
    (c) =>
      c.parent_id === null &&
      !c.is_promotion_category &&
      !c.is_discount_category &&
      categories.some((x) => x.parent_id === c.id),
  )!;
  console.log(`\n${kind}, 100,000 products:`);
  await frameworkCeiling();
  const fresh = await freshQueries(
    base,
    categories.map((c) => c.id),
  );
  if (!ONLY) for (const scenario of shopScenarios(department.id, fresh)) await measure(base, scenario);
  if (ONLY !== 'admin') for (const scenario of pageScenarios(fresh)) await measure(base, scenario);
  if (ONLY === 'pages') return stopChild(child);
  const { token } = (await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    })
  ).json()) as { token: string };
  for (const scenario of adminScenarios(token, fresh)) await measure(base, scenario);
  if (!ONLY) await checkoutFigures(base, env.DATA_DIR!);
  console.log(`shop process memory after the scenarios: ${memoryOf(child.pid!)}`);
  await stopChild(child);
}

/** The process's resident memory now and its peak (Linux). */
function memoryOf(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return `RSS ${mb('VmRSS')} MB, peak ${mb('VmHWM')} MB`;
}

/**
 * The floor under a cold start: a Node process that only loads PGlite, opens the same directory with the
 * shop's settings and answers one query (spawn → exit).
 */
async function databaseAloneMs(dataDir: string): Promise<number> {
  const settingsJs = join(root, 'apps/server/dist/db/pglite-settings.js');
  const script = `const [{ PGlite }, { pg_trgm }, { PGLITE_CONF }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import(${JSON.stringify(settingsJs)}),
    ]);
    const client = await PGlite.create({
      dataDir: ${JSON.stringify(join(dataDir, 'pg'))},
      extensions: { pg_trgm },
      postgresqlconf: PGLITE_CONF,
    });
    await client.query('select 1');
    process.exit(0);`;
  const begin = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`opening ${dataDir} alone failed`);
  return performance.now() - begin;
}

/**
 * Starts on the existing 100,000-product directory RUNS times: until /api/health answers, and the memory
 * then; each next to the database opened alone in the same run.
 */
async function coldStartFigures(dataDir: string) {
  const times: number[] = [];
  const floors: number[] = [];
  let memory = '';
  for (let i = 0; i < RUNS; i++) {
    floors.push(await databaseAloneMs(dataDir));
    const run = await startAndTime(dataDir);
    times.push(run.ms);
    memory = memoryOf(run.pid);
    await run.stop();
  }
  console.log(
    `cold start on the 100,000-product directory (median of ${RUNS}): ${Math.round(median(times))} ms` +
      `  [${times.map(Math.round).join(', ')}]; ${memory} when ready;` +
      ` the database alone: ${Math.round(median(floors))} ms  [${floors.map(Math.round).join(', ')}]`,
  );
}

/**
 * The scripts every page needs to be taken over: the build's entry module and its preloads (boot.js
 * starts them after the page has loaded; `npm run bench:web` counts what Chromium really fetches).
 */
function initialJsFigure() {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const boot = gzipSync(readFileSync(join(dist, 'boot.js'))).length;
  console.log(
    `storefront JS: entry ${(bytes / 1000).toFixed(1)} kB gzip in ${scripts.length} files, started after load` +
      ` by boot.js (${(boot / 1000).toFixed(1)} kB)`,
  );
}

async function main() {
  if (!existsSync(mainJs)) throw new Error('Run `npm run build` first');
  initialJsFigure();
  const bigDataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'shop-bench-100k');
  const embedded = { DATA_DIR: bigDataDir };
  if (!existsSync(join(bigDataDir, 'pg'))) await seed100k(embedded);
  if (!ONLY || ONLY === 'start') await coldStartFigures(bigDataDir);
  if (ONLY === 'start') return;
  await catalogueFigures('PGlite', embedded);
  if (process.env.DATABASE_URL) {
    const postgres = {
      DATA_DIR: bigDataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      JWT_SECRET: 'x'.repeat(40),
    };
    await seed100k(postgres);
    await catalogueFigures('PostgreSQL', postgres);
  }
  if (ONLY) return;

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
