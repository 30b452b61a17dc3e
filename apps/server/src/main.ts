import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import type { PrepareResult } from './db/prepare.js';
import { sql } from 'drizzle-orm';

const DB_RETRY_MS = 5_000;
const CHECKPOINT_EVERY_MS = 5 * 60_000;
const VACUUM_EVERY_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 18_000;
/**
 * A stop sheds GETs for the proxy to send elsewhere until no request came for QUIET ms (at most SHED_MAX),
 * closes the port, then waits for the requests in flight (at most DRAIN): all within the grace above.
 */
const STOP_TIMING = { quietMs: 300, shedMaxMs: 4_000, drainMs: 8_000 };

/** A configuration error (a wrong variable, a REDIS_URL that does not answer) stops the start with its line. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    return exitOnConfigError(error);
  }
}

function describeDatabaseError(error: unknown): string {
  const err = error as { code?: string; message?: string };
  return [err.code, err.message].filter(Boolean).join(' ') || String(error);
}

/** Two processes on one embedded data directory would corrupt it. */
function refuseSecondInstance(pidFile: string, kind: DatabaseHandle['kind']) {
  if (kind !== 'pglite' || !existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  if (!Number.isInteger(pid) || pid === process.pid || !isAlive(pid)) return;
  console.error(
    `Магазин уже запущен с этой папкой данных (процесс ${pid}). Остановите его перед новым запуском.`,
  );
  process.exit(1);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function reportUnreachable(database: DatabaseHandle, error: unknown) {
  console.error(
    `База данных недоступна (${database.kind}): ${describeDatabaseError(error)}. Повтор через ${DB_RETRY_MS / 1000} с`,
  );
}

/**
 * The application's modules, loaded while the database opens: PGlite's start spends much of its time
 * waiting for its WebAssembly and files, time the imports can use.
 */
async function loadServerModules() {
  const [{ buildApp }, { describeStart, prepareDatabase }] = await Promise.all([
    import('./app.js'),
    import('./db/prepare.js'),
  ]);
  return { buildApp, describeStart, prepareDatabase };
}
type ServerModules = Awaited<ReturnType<typeof loadServerModules>>;

async function prepareWithRetries(
  { prepareDatabase }: ServerModules,
  database: DatabaseHandle,
  config: Config,
  stopping: () => boolean,
): Promise<PrepareResult | undefined> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, DB_RETRY_MS));
    if (stopping()) return undefined;
    try {
      return await prepareDatabase(database, config);
    } catch (error) {
      reportUnreachable(database, error);
    }
  }
}

async function main() {
  const config = readConfig();
  const loading = loadServerModules();
  // an import that fails is thrown where it is awaited below, not reported as unhandled meanwhile
  loading.catch(() => undefined);
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    console.error(`Не удалось открыть базу данных: ${describeDatabaseError(error)}`);
    process.exit(1);
  }

  const modules = await loading;
  const { buildApp, describeStart, prepareDatabase } = modules;

  const pidFile = join(config.dataDir, 'shop.pid');
  refuseSecondInstance(pidFile, database.kind);
  // built first (it connects to Redis, whose absence stops the start at once), opened last
  const app = await buildApp(config, { database, databaseReady: false }).catch(exitOnConfigError);
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // /api/ready says 503 from now on; GETs are shed to the other processes, the port closes, the
    // requests in flight finish, job leases and messages being sent are given back, then it exits
    app.state.stopping = true;
    console.log(`Остановка магазина (${signal})...`);
    setTimeout(() => {
      console.error('Магазин останавливался слишком долго: выход');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.requestsInFlight.stopAccepting(STOP_TIMING);
    await app.close();
    await database.close();
    rmSync(pidFile, { force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  writeFileSync(pidFile, String(process.pid));

  // Migrations and the demo catalogue come before the port opens: once the shop listens, every
  // answer is a real one (no 503 while a first start writes its demo data). Only a database that
  // does not answer opens the port early, so /api/health says 503 while it is retried.
  const listen = () => app.listen({ host: config.host, port: config.port });
  let prepared = await prepareDatabase(database, config).catch((error: unknown) => {
    reportUnreachable(database, error);
    return undefined;
  });
  if (!prepared) {
    await listen();
    prepared = await prepareWithRetries(modules, database, config, () => stopping);
    if (!prepared) return;
  }
  app.state.databaseReady = true;
  if (!app.server.listening) await listen();
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  for (const line of describeStart(url, prepared, config.demoData, config.env === 'production')) {
    console.log(line);
  }

  if (database.kind === 'pglite') {
    setInterval(
      () => void database.checkpoint().catch((err) => app.log.warn({ err }, 'checkpoint failed')),
      CHECKPOINT_EVERY_MS,
    ).unref();
    // PGlite runs no autovacuum: without this, rows changed by orders, views and imports make the
    // catalogue's index-only scans read the table again (about 0.6 s after 2,000 changed rows on 100k)
    setInterval(
      () =>
        void database.db.execute(sql`vacuum products`).catch((err) => app.log.warn({ err }, 'vacuum failed')),
      VACUUM_EVERY_MS,
    ).unref();
  }
}

void main();
