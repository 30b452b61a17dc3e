/**
 * Search benchmark (not a test): `node --conditions=source --import tsx apps/server/bench/search.ts`.
 * Seeds 100,000 demo products (BENCH_PRODUCTS) into a temporary PGlite, or reuses BENCH_DATA_DIR when it
 * already holds a catalogue; with DATABASE_URL it runs on that PostgreSQL instead (seeded when empty).
 * Then the app listens on loopback and autocannon (in a worker thread, 5 s each) asks: suggestions
 * (prefixes, limit 10, in stock), typo searches, results pages (20), each cycling through several
 * queries, and the health endpoint as the framework's ceiling. Printed: p50/p95 latency of one client
 * alone (the time a request takes), then req/s and p50/p95 with 10 clients (p95 is autocannon's p97.5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { isCatalogEmpty, seedDemo } from '../src/demo/seed.js';
import { refreshSearchWords } from '../src/modules/search/search.service.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const search = (q: string, extra: string) => `/api/products/search?q=${encodeURIComponent(q)}&${extra}`;

const SCENARIOS: { label: string; paths: string[] }[] = [
  { label: 'GET /api/health (ceiling)', paths: ['/api/health'] },
  {
    label: 'suggestions: prefix, limit 10, in stock',
    paths: [
      'две',
      'двер',
      'лам',
      'ламин',
      'гипсок',
      'краск',
      'плит',
      'самор',
      'шпакл',
      'проф',
      'цем',
      'смес',
    ].map((q) => search(q, 'limit=10&inStock=true')),
  },
  {
    label: 'typo search: limit 20',
    paths: ['гипсакартон', 'ламинад', 'шпаклювка', 'перфаратор', 'металочерепица', 'ldthm'].map((q) =>
      search(q, 'limit=20'),
    ),
  },
  {
    label: 'results page: limit 20',
    paths: [
      'дверь межкомнатная',
      'ламинат 33 класс',
      'клей для плитки',
      'краска белая',
      'саморез кровельный',
      'гкл',
    ].flatMap((q) => [search(q, 'limit=20'), search(q, 'limit=20&offset=20')]),
  },
  {
    label: 'results page sorted by price: limit 20',
    paths: ['дверь', 'ламинат', 'краска'].map((q) => search(q, 'limit=20&sort=price_asc')),
  },
];

async function openBenchDatabase(): Promise<{ database: DatabaseHandle; kind: string; cleanup(): void }> {
  if (process.env.DATABASE_URL) {
    return { database: await openPostgres(process.env.DATABASE_URL), kind: 'PostgreSQL', cleanup() {} };
  }
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-bench-search-'));
  const keep = Boolean(process.env.BENCH_DATA_DIR);
  return {
    database: await openPglite(join(dataDir, 'pg')),
    kind: 'PGlite',
    cleanup: () => (keep ? undefined : rmSync(dataDir, { recursive: true, force: true })),
  };
}

async function prepare(database: DatabaseHandle, uploadsDir: string) {
  await migrate(database);
  if (await isCatalogEmpty(database.db)) {
    console.log(`seeding ${PRODUCTS.toLocaleString('en')} products (about 90 s per 100,000)...`);
    const begin = performance.now();
    await seedDemo(database.db, { products: PRODUCTS, uploadsDir });
    console.log(`  seeded in ${((performance.now() - begin) / 1000).toFixed(0)} s`);
  }
  const begin = performance.now();
  const words = await refreshSearchWords(database.db);
  console.log(`dictionary: ${words} words, rebuilt in ${Math.round(performance.now() - begin)} ms`);
}

async function measure(url: string, { label, paths }: (typeof SCENARIOS)[number]) {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  // warm-up: one pass over the queries, as a visitor's second keystroke would find them
  await autocannon({ url, connections: 1, amount: paths.length, requests });
  const alone = await autocannon({ url, connections: 1, duration: SECONDS, workers: 1, requests });
  const loaded = await autocannon({ url, connections: 10, duration: SECONDS, workers: 1, requests });
  const failed = alone.errors + alone.non2xx + loaded.errors + loaded.non2xx;
  const ms = (value: number) => `${String(value).padStart(4)} ms`;
  console.log(
    `${label.padEnd(40)} 1 client: p50 ${ms(alone.latency.p50)} p95 ${ms(alone.latency.p97_5)}` +
      ` | 10 clients: ${String(Math.round(loaded.requests.average)).padStart(5)} req/s` +
      ` p50 ${ms(loaded.latency.p50)} p95 ${ms(loaded.latency.p97_5)}${failed ? `   FAILED ${failed}` : ''}`,
  );
}

async function main() {
  const { database, kind, cleanup } = await openBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-search-app-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
  try {
    await prepare(database, config.uploadsDir);
    const app = await buildApp(config, { database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    console.log(`\n${kind}, ${PRODUCTS.toLocaleString('en')} products, ${SECONDS} s each:`);
    for (const scenario of SCENARIOS) await measure(`http://127.0.0.1:${port}`, scenario);
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    cleanup();
  }
}

await main();
