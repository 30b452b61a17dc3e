/**
 * `npm run bench:import`: how fast the 1C import is, printed (never asserted). Generates a CommerceML
 * pair (bench/commerceml-generator.ts; BENCH_IMPORT_PRODUCTS, default 100,000) once into
 * BENCH_IMPORT_DIR, then, on PGlite and on the PostgreSQL of DATABASE_URL when set, starts the shop on an
 * empty database and measures through HTTP, as the admin panel sends them:
 * - the parser alone over both files: records/s and its peak RSS (a child process of its own);
 * - the panel's check before an import (POST /api/import/previews) of each file, against the empty shop
 *   and against the imported one: its time next to the parser's over the same bytes (the ceiling);
 * - a first import into the empty shop, the same file again (unchanged), the offers (the goods' first
 *   prices and stock), the same offers again (a day without changes) and the same offers with every
 *   price and stock changed (a reprice): records/s from the upload to the job's end;
 * - the catalogue page's p50/p95 while each import or check runs: one customer, a page every
 *   BENCH_IMPORT_READER_MS (default 20; 0 = one request right after another, which keeps a core busy:
 *   the figures before 2026-11-28 were measured so);
 * - the shop process's peak RSS (VmHWM) at the end;
 * - a pictures archive (BENCH_IMPORT_PICTURES_MB, default 2,048; 0 = none) of camera-sized JPEGs named
 *   by the catalogue's `Картинка` paths: the time and the shop's RSS before and during its job;
 * - the same pair through 1C's exchange (bench/one-c-exchange.ts; BENCH_EXCHANGE=0 skips it): one ZIP
 *   sent in pieces of file_limit into another empty shop, each file imported while the shop answers
 *   `progress`: the time of the whole exchange, from checkauth to complete (BENCH_EXCHANGE=only runs
 *   this step alone).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateCommerceMl } from './commerceml-generator.js';
import { EXCHANGE_ACCOUNT, playExchange, writeExchangeZip } from './one-c-exchange.js';
import { writePictureZip } from './picture-zip.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
const DIR = process.env.BENCH_IMPORT_DIR ?? join(tmpdir(), `shop-bench-import-${PRODUCTS}`);
const ADMIN = { email: 'bench-admin@example.ru', password: 'Bench-admin-password-1' };
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'shop_bench_import';

interface Files {
  importPath: string;
  offersPath: string;
  /** the same offers with other prices and stock (the generator's next seed): a reprice of priced goods */
  repricedPath: string;
  /** a pictures archive of BENCH_IMPORT_PICTURES_MB (default 2,048; 0 = none) */
  picturesPath: string | null;
}

const PICTURES_MB = Number(process.env.BENCH_IMPORT_PICTURES_MB ?? 2048);
const EXCHANGE = process.env.BENCH_EXCHANGE !== '0';
const ONLY_EXCHANGE = process.env.BENCH_EXCHANGE === 'only';
const READER_PAUSE_MS = Number(process.env.BENCH_IMPORT_READER_MS ?? 20);

async function ensureFiles(): Promise<Files> {
  let importPath = join(DIR, 'import.xml');
  let offersPath = join(DIR, 'offers.xml');
  if (!existsSync(offersPath)) {
    mkdirSync(DIR, { recursive: true });
    console.log(`generating a CommerceML pair of ${PRODUCTS.toLocaleString('en')} products into ${DIR}...`);
    ({ importPath, offersPath } = await generateCommerceMl({
      products: PRODUCTS,
      outDir: DIR,
      warehouses: 5,
    }));
  }
  const repricedPath = await ensureRepriced();
  if (PICTURES_MB <= 0) return { importPath, offersPath, repricedPath, picturesPath: null };
  const picturesPath = join(DIR, `pictures-${PICTURES_MB}mb.zip`);
  if (!existsSync(picturesPath)) console.log(`writing a ${PICTURES_MB} MB pictures archive...`);
  await writePictureZip(picturesPath, PRODUCTS, PICTURES_MB * 1024 * 1024);
  return { importPath, offersPath, repricedPath, picturesPath };
}

/** offers.xml generated again with the next seed: the same Ид, every price and stock different. */
async function ensureRepriced(): Promise<string> {
  const dir = join(DIR, 'repriced');
  const path = join(dir, 'offers.xml');
  if (existsSync(path)) return path;
  console.log('generating the same offers with other prices...');
  await generateCommerceMl({ products: PRODUCTS, outDir: dir, warehouses: 5, seed: 43 });
  rmSync(join(dir, 'import.xml'));
  return path;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en');

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Peak resident memory of a process so far (Linux). */
function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function runChild(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

/** The parser alone over both files; returns its time (the checking pass a preview cannot beat). */
async function parserFigures(files: Files): Promise<number> {
  const out = await runChild([
    '--conditions=source',
    '--import',
    'tsx',
    join(root, 'apps/server/bench/import-parse.ts'),
    files.importPath,
    files.offersPath,
  ]);
  const { records, ms, baseline, peak } = JSON.parse(out) as {
    records: number;
    ms: number;
    baseline: number;
    peak: number;
  };
  const bytes = statSync(files.importPath).size + statSync(files.offersPath).size;
  console.log(
    `parser alone: ${records.toLocaleString('en')} records of ${mb(bytes)} in ${(ms / 1000).toFixed(1)} s` +
      ` (${perSecond(records, ms)}/s), RSS ${mb(baseline)} before the first record, peak ${mb(peak)}` +
      ` (the parser's own +${mb(peak - baseline)})`,
  );
  return ms;
}

interface Shop {
  child: ChildProcess;
  base: string;
  token: string;
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (tries > 600) throw new Error('the shop did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { child, base, token };
}

async function stopShop(shop: Shop): Promise<void> {
  await new Promise<void>((resolve) => {
    shop.child.on('exit', () => resolve());
    shop.child.kill('SIGTERM');
  });
}

interface JobAnswer {
  jobId: string;
  status: string;
  report: { processed: number; created: number; updated: number; skipped: number } | null;
}

/** Uploads a file as the panel does and waits for its job; the time is from the upload to the job's end. */
async function importFile(shop: Shop, path: string, route: 'import0_1' | 'update-prices') {
  const headers = { authorization: `Bearer ${shop.token}` };
  const form = new FormData();
  form.set('isCategorized', 'true');
  form.set('file', await openAsBlob(path), basename(path));
  const started = performance.now();
  const res = await fetch(`${shop.base}/api/import/${route}`, { method: 'POST', body: form, headers });
  if (res.status !== 200 && res.status !== 202)
    throw new Error(`${route}: ${res.status} ${await res.text()}`);
  let job = (await res.json()) as JobAnswer;
  let report = job.report;
  while (job.status !== 'completed') {
    await new Promise((r) => setTimeout(r, 250));
    const polled = (await (await fetch(`${shop.base}/api/import/jobs/${job.jobId}`, { headers })).json()) as {
      status: string;
      error: string | null;
      report: JobAnswer['report'];
    };
    if (polled.status === 'failed') throw new Error(`${route} failed: ${polled.error}`);
    job = { ...job, status: polled.status };
    report = polled.report;
  }
  return { ms: performance.now() - started, report: report! };
}

interface PreviewAnswer {
  id: string;
  plan: { created: number; updated: number; hidden: number; withoutPrice: number };
}

/** The panel's check of a file: the time from the upload to the preview's answer; the preview is then cancelled. */
async function previewFile(shop: Shop, path: string) {
  const headers = { authorization: `Bearer ${shop.token}` };
  const form = new FormData();
  form.set('isCategorized', 'true');
  form.set('file', await openAsBlob(path), basename(path));
  const started = performance.now();
  const res = await fetch(`${shop.base}/api/import/previews`, { method: 'POST', body: form, headers });
  if (res.status !== 201) throw new Error(`preview: ${res.status} ${await res.text()}`);
  const preview = (await res.json()) as PreviewAnswer;
  const ms = performance.now() - started;
  await fetch(`${shop.base}/api/import/previews/${preview.id}`, { method: 'DELETE', headers });
  return { ms, plan: preview.plan };
}

async function previewFigures(shop: Shop, files: Files, parserMs: number, when: string) {
  let total = 0;
  for (const path of [files.importPath, files.offersPath]) {
    const { result, times } = await catalogueWhile(shop, previewFile(shop, path));
    const { ms, plan } = result;
    total += ms;
    console.log(
      `check before import (${when}) of ${basename(path).padEnd(12)} ${(ms / 1000).toFixed(1).padStart(6)} s` +
        `  (created ${plan.created}, updated ${plan.updated}, hidden ${plan.hidden}, without price ${plan.withoutPrice})` +
        meanwhile(times),
    );
  }
  console.log(
    `check of both files ${(total / 1000).toFixed(1)} s; ceiling: the parser alone over them ${(parserMs / 1000).toFixed(1)} s` +
      ` (x${(total / parserMs).toFixed(2)})`,
  );
}

const meanwhile = (times: number[]) =>
  `  catalogue page meanwhile: p50 ${percentile(times, 0.5).toFixed(0)} / p95 ${percentile(times, 0.95).toFixed(0)} ms, ${times.length} requests`;

/** One client reading a catalogue page every READER_PAUSE_MS until `work` settles: each request's time. */
async function catalogueWhile<T>(shop: Shop, work: Promise<T>): Promise<{ result: T; times: number[] }> {
  const times: number[] = [];
  let done = false;
  const reader = (async () => {
    for (let page = 0; !done; page = (page + 1) % 50) {
      const started = performance.now();
      const res = await fetch(`${shop.base}/api/products?limit=20&offset=${page * 20}&sort=popular`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (READER_PAUSE_MS > 0) await new Promise((r) => setTimeout(r, READER_PAUSE_MS));
    }
  })();
  const result = await work.finally(() => (done = true));
  await reader;
  return { result, times };
}

async function importFigures(kind: string, env: Record<string, string>, files: Files, parserMs: number) {
  const shop = await startShop(env);
  console.log(`\n${kind}, ${PRODUCTS.toLocaleString('en')} products:`);
  console.log(`shop process peak RSS after start, before any import: ${mb(peakRss(shop.child.pid!))}`);
  await previewFigures(shop, files, parserMs, 'empty shop');
  const steps = [
    ['first import into an empty shop', files.importPath, 'import0_1'],
    ['the same file again (unchanged)', files.importPath, 'import0_1'],
    ['offers: prices and stock', files.offersPath, 'update-prices'],
    ['the same offers again (unchanged)', files.offersPath, 'update-prices'],
    ['offers: every price changed', files.repricedPath, 'update-prices'],
  ] as const;
  for (const [label, path, route] of steps) {
    const { result, times } = await catalogueWhile(shop, importFile(shop, path, route));
    const { report, ms } = result;
    console.log(
      `${label.padEnd(34)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${perSecond(report.processed, ms).padStart(7)} records/s` +
        `  (created ${report.created}, updated ${report.updated}, unchanged ${report.skipped})` +
        meanwhile(times),
    );
  }
  await previewFigures(shop, files, parserMs, 'imported shop');
  console.log(`shop process peak RSS: ${mb(peakRss(shop.child.pid!))}`);
  if (files.picturesPath) await pictureFigures(shop, files.picturesPath);
  await stopShop(shop);
}

/** Resident memory of a process now (Linux). */
function rssNow(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

interface PicturesStatus {
  status: string;
  count: number;
  files: number;
  error: string | null;
}

/** The pictures archive as the panel sends it, its status polled; the shop's RSS sampled meanwhile. */
async function pictureFigures(shop: Shop, path: string) {
  const headers = { authorization: `Bearer ${shop.token}` };
  const pid = shop.child.pid!;
  const before = rssNow(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssNow(pid))), 100);
  const uploadId = `bench-${Date.now()}`;
  const form = new FormData();
  form.set('uploadId', uploadId);
  form.set('file', await openAsBlob(path), basename(path));
  const started = performance.now();
  const res = await fetch(`${shop.base}/api/import/images`, { method: 'POST', body: form, headers });
  if (res.status !== 202) throw new Error(`images: ${res.status} ${await res.text()}`);
  const uploadMs = performance.now() - started;
  let status: PicturesStatus;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const polled = await fetch(`${shop.base}/api/import/images/status/${uploadId}`, { headers });
    status = (await polled.json()) as PicturesStatus;
    if (status.status === 'completed' || status.status === 'failed') break;
  }
  clearInterval(sampler);
  const ms = performance.now() - started;
  if (status.status === 'failed') throw new Error(`images failed: ${status.error}`);
  console.log(
    `pictures: a ${mb(statSync(path).size)} ZIP (upload ${(uploadMs / 1000).toFixed(1)} s), ${status.files} files, ` +
      `${status.count} products given a picture in ${(ms / 1000).toFixed(0)} s; shop RSS ${mb(before)} before, ` +
      `peak ${mb(peak)} meanwhile (+${mb(peak - before)})`,
  );
}

/** A full 1C exchange of the pair, zipped, into an empty shop: its time, printed. */
async function exchangeFigures(kind: string, env: Record<string, string>, files: Files) {
  const zipPath = join(DIR, 'exchange.zip');
  if (!existsSync(zipPath)) console.log('packing the pair into one ZIP, as 1C sends it...');
  await writeExchangeZip(zipPath, [files.importPath, files.offersPath]);
  const shop = await startShop({
    ...env,
    EXCHANGE_LOGIN: EXCHANGE_ACCOUNT.login,
    EXCHANGE_PASSWORD: EXCHANGE_ACCOUNT.password,
  });
  try {
    const names = [basename(files.importPath), basename(files.offersPath)];
    const timing = await playExchange(shop.base, zipPath, names);
    const imports = names.map((name) => `${name} ${(timing.importMs[name]! / 1000).toFixed(1)} s`).join(', ');
    console.log(
      `\n${kind}: 1C exchange of ${PRODUCTS.toLocaleString('en')} products, a ${mb(statSync(zipPath).size)} ZIP in ` +
        `${timing.pieces} pieces of ${mb(timing.fileLimit)}: ${(timing.totalMs / 1000).toFixed(1)} s from checkauth to complete ` +
        `(upload ${(timing.uploadMs / 1000).toFixed(1)} s, ${imports}); deactivate: ${timing.deactivate}`,
    );
  } finally {
    await stopShop(shop);
  }
}

async function freshPostgres(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
  await admin.query(`create database ${PG_DATABASE}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${PG_DATABASE}`;
  return target.toString();
}

async function main() {
  const files = await ensureFiles();
  let parserMs = Number.NaN;
  if (!ONLY_EXCHANGE) {
    parserMs = await parserFigures(files);
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-import-pglite-'));
    try {
      await importFigures('PGlite', { DATA_DIR: dataDir }, files, parserMs);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (EXCHANGE) {
    const exchangeDir = mkdtempSync(join(tmpdir(), 'shop-bench-exchange-pglite-'));
    try {
      await exchangeFigures('PGlite', { DATA_DIR: exchangeDir }, files);
    } finally {
      rmSync(exchangeDir, { recursive: true, force: true });
    }
  }
  if (process.env.DATABASE_URL) {
    const pgDataDir = mkdtempSync(join(tmpdir(), 'shop-bench-import-pg-'));
    try {
      const url = await freshPostgres(process.env.DATABASE_URL);
      if (!ONLY_EXCHANGE)
        await importFigures('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: url }, files, parserMs);
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
    if (EXCHANGE) {
      const exchangeDir = mkdtempSync(join(tmpdir(), 'shop-bench-exchange-pg-'));
      try {
        const url = await freshPostgres(process.env.DATABASE_URL);
        await exchangeFigures('PostgreSQL', { DATA_DIR: exchangeDir, DATABASE_URL: url }, files);
      } finally {
        rmSync(exchangeDir, { recursive: true, force: true });
      }
    }
  }
}

await main();
