/**
 * `npm run rehearse`: production on this machine, rehearsed. nginx (deploy/nginx, as the README shows
 * it) in front of two shop processes from the build, on PostgreSQL and Redis, sharing one data
 * directory; load from loopback; then rolling restarts, kills, a database restart and a Redis outage.
 * Prints each figure and exits 1 on any lost request, order, job or message.
 *
 * REHEARSE_DATABASE_URL  a PostgreSQL server's admin connection (default postgres://postgres@127.0.0.1:5432/postgres);
 *                        the rehearsal creates and drops its own databases there
 * REHEARSE_REDIS_URL     default redis://127.0.0.1:6379/7 (the rehearsal empties that database)
 * REHEARSE_SKIP_BUILD=1  use the existing build (CI builds just before)
 * REHEARSE_FAULTS=0      skip restarting this machine's PostgreSQL and stopping its Redis
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { registerCustomer, type Customer } from '../bench/checkout.js';
import { DEFAULT_RATE_LIMITS } from '../src/config.js';
import {
  dropDatabase,
  ensureNginx,
  freePort,
  freshDatabase,
  logTail,
  root,
  shopProcess,
  sleep,
  waitFor,
  type ShopProcess,
} from './cluster.js';
import { startNginx } from './cluster.js';
import {
  cacheDropAcrossProcesses,
  customerSocket,
  forgedAddressThroughProxy,
  orderUpdatesReachSocket,
  pictureAcrossProcesses,
  rateLimitAcrossProcesses,
  type Figure,
} from './checks.js';
import {
  eachOrderMessagedOnce,
  killDuringImport,
  killDuringTelegram,
  postgresCluster,
  startRedis,
  stopRedis,
} from './faults.js';
import { backupRoundTrip } from './backup-round-trip.js';
import { startTelegram } from './telegram.js';
import {
  between,
  browsingPaths,
  orderPool,
  percentile,
  placeOrder,
  startBrowsing,
  startCheckouts,
  type Sample,
} from './traffic.js';

const ADMIN = { email: 'rehearsal-admin@example.ru', password: 'Rehearsal-admin-password-1' };
const DB_NAME = 'shop_rehearsal';
const BROWSING_CONNECTIONS = 4;
/** nginx leaves a failed process alone this long (deploy/nginx/upstream.conf): the next stop waits it out. */
const FAIL_TIMEOUT_MS = 5_000;
const CHECKOUT_CUSTOMERS = 2;
const RESTART_ROUNDS = 2;
const IMPORT_PRODUCTS = 20_000;
const TELEGRAM_ORDERS = 6;
/** The longest a request may wait during a fault before it counts as hung. */
const HANG_MS = 10_000;
/** Requests a second while PostgreSQL or Redis fails. */
const FAULT_RATE = 300;
/** How long PostgreSQL stays stopped in the outage fault. */
const POSTGRES_OUTAGE_MS = 5_000;

const adminUrl = process.env.REHEARSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REHEARSE_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const faults = process.env.REHEARSE_FAULTS !== '0';

const figures: Figure[] = [];
const record = (figure: Figure) => {
  figures.push(figure);
  console.log(`${figure.ok ? '  ok  ' : ' FAIL '} ${figure.name}: ${figure.value}`);
};

const ms = (value: number) => `${Math.round(value)} ms`;
/** The slowest answer (a spread of 100,000 samples would overflow the stack). */
const longest = (samples: Sample[]) => samples.reduce((max, sample) => Math.max(max, sample.ms), 0);
const failedOf = (samples: Sample[]) => samples.filter((sample) => sample.status !== 200);

async function emptyRedis() {
  const client = createClient({ url: redisUrl });
  await client.connect();
  await client.flushDb();
  await client.quit();
}

async function signIn(base: string, email: string, password: string) {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
  const { token } = (await answer.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Both processes restarted one after the other under load: no request and no checkout may fail. */
async function rollingRestarts(
  proxy: string,
  shops: ShopProcess[],
  paths: string[],
  customers: Customer[],
  pool: number[],
) {
  const browsing = startBrowsing(proxy, paths, BROWSING_CONNECTIONS);
  const checkouts = startCheckouts(proxy, customers, pool);
  await sleep(5000);
  const steadyEnd = Date.now();
  const stops: string[] = [];
  let exitCodesOk = true;
  for (let round = 0; round < RESTART_ROUNDS; round++) {
    for (const shop of shops) {
      const stopped = await shop.stop();
      exitCodesOk &&= stopped.code === 0;
      const begin = performance.now();
      await shop.start();
      stops.push(
        `${shop.name} stopped in ${ms(stopped.ms)} (exit ${stopped.code}), ready in ${ms(performance.now() - begin)}`,
      );
      await sleep(FAIL_TIMEOUT_MS + 1000);
    }
  }
  const restartsEnd = Date.now();
  await sleep(2000);
  await Promise.all([browsing.stop(), checkouts.stop()]);
  const steady = between(browsing.samples, 0, steadyEnd).map((s) => s.ms);
  const during = between(browsing.samples, steadyEnd, restartsEnd);
  const failed = failedOf(browsing.samples);
  const broken = checkouts.outcomes.filter((outcome) => !outcome.ok);
  const placed = checkouts.outcomes.filter((outcome) => outcome.ok);
  for (const line of stops) console.log(`        ${line}`);
  record({
    name: `restarts under load (${RESTART_ROUNDS * shops.length}, SIGTERM → exit → start → ready)`,
    value: `${stops.length} done, every exit code 0: ${exitCodesOk ? 'yes' : 'NO'}`,
    ok: exitCodesOk && stops.length === RESTART_ROUNDS * shops.length,
  });
  record({
    name: 'page and search requests through nginx',
    value: `${browsing.samples.length} sent, ${failed.length} failed${failed.length ? ` (statuses ${[...new Set(failed.map((s) => s.status))].join(', ')})` : ''}`,
    ok: failed.length === 0 && browsing.samples.length > 0,
  });
  record({
    name: 'p95 of those requests: steady / during the restarts',
    value: `${ms(percentile(steady, 95))} / ${ms(
      percentile(
        during.map((s) => s.ms),
        95,
      ),
    )} (${during.length} requests during the restarts)`,
    ok: true,
  });
  record({
    name: 'checkouts through nginx (cart + POST /api/orders)',
    value: `${placed.length} placed, ${broken.length} broken${broken[0] ? `: ${broken[0].error}` : ''}; p95 ${ms(
      percentile(
        placed.map((o) => o.ms),
        95,
      ),
    )}`,
    ok: broken.length === 0 && placed.length > 0,
  });
  return placed.map((outcome) => outcome.orderId!);
}

/** Load while something outside the shop fails: answers must come (200 or a quick 503), none hangs. */
async function underFault(proxy: string, paths: string[], label: string, fault: () => Promise<void>) {
  // a busy day's rate: quick 503s at full speed would only measure the load generator
  const browsing = startBrowsing(proxy, paths, 4, FAULT_RATE);
  await sleep(2000);
  const faultStart = Date.now();
  await fault();
  const faultEnd = Date.now();
  await sleep(5000);
  await browsing.stop();
  const samples = browsing.samples;
  const slowest = longest(samples);
  const unavailable = samples.filter((s) => s.status === 503);
  const slowest503 = longest(unavailable);
  const wrong = samples.filter((s) => s.status !== 200 && s.status !== 503);
  const tail = between(samples, Date.now() - 2000, Date.now());
  const recovered = tail.length > 0 && tail.every((s) => s.status === 200);
  record({
    name: `${label} (${((faultEnd - faultStart) / 1000).toFixed(1)} s)`,
    value: `${samples.length} requests: ${unavailable.length} × 503 (slowest ${ms(slowest503)}), ${wrong.length} other failures, slowest answer ${ms(slowest)}, recovered: ${recovered ? 'yes' : 'NO'}`,
    ok: wrong.length === 0 && slowest < HANG_MS && recovered,
  });
  for (const sample of wrong.slice(0, 3)) {
    console.log(`        ${new Date(sample.at).toISOString()} status ${sample.status} ${sample.error ?? ''}`);
  }
  return unavailable.length;
}

async function main() {
  if (process.env.REHEARSE_SKIP_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const nginxBinary = ensureNginx();
  const runDir = mkdtempSync(join(tmpdir(), 'shop-rehearsal-'));
  chmodSync(runDir, 0o755); // nginx's workers pass through it to their temp folder
  const dataDir = join(runDir, 'data');
  const telegram = await startTelegram();
  const dbUrl = await freshDatabase(adminUrl, DB_NAME);
  await emptyRedis();
  const metricsToken = randomBytes(24).toString('hex');
  const env = {
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(48).toString('base64'),
    TRUST_PROXY: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: 'true',
    TELEGRAM_BOT_TOKEN: '123456:rehearsal',
    TELEGRAM_CHAT_ID: '-100123',
    NOTIFICATIONS_POLL_MS: '300',
    NOTIFICATIONS_LEASE_MS: '2000',
    IMPORT_LEASE_MS: '3000',
    REGISTRATIONS_PER_HOUR: '1000',
    NEW_ORDERS_PER_CUSTOMER: '1000',
    METRICS_TOKEN: metricsToken,
  };
  const ports = [await freePort(), await freePort()];
  const shops = ['A', 'B'].map((name, index) =>
    shopProcess(name, ports[index]!, { ...env, TELEGRAM_API_URL: `${telegram.url}/${name}` }, runDir),
  );
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    let begin = performance.now();
    await shops[0]!.start();
    console.log(`A: first start (migrations, demo catalogue) ready in ${ms(performance.now() - begin)}`);
    begin = performance.now();
    await shops[1]!.start();
    console.log(`B: ready in ${ms(performance.now() - begin)}`);
    proxy = await startNginx(nginxBinary, join(runDir, 'nginx'), await freePort(), ports);
    const base = proxy.base;
    console.log(`nginx on ${base} → A :${ports[0]}, B :${ports[1]}\n`);

    const admin = await signIn(base, ADMIN.email, ADMIN.password);
    const outbox = join(dataDir, 'outbox');
    const customers: Customer[] = [];
    for (let n = 0; n < CHECKOUT_CUSTOMERS + 1; n++) {
      customers.push(await registerCustomer(base, outbox, `rehearsal-${n}-${Date.now()}@example.ru`));
    }
    const [watcher, ...buyers] = customers as [Customer, ...Customer[]];
    const paths = await browsingPaths(base);
    const pool = await orderPool(base, 40, 30);

    console.log('What the two processes share:');
    const picture = await pictureAcrossProcesses(shops[0]!, shops[1]!, admin);
    record(picture.figure);
    record(await cacheDropAcrossProcesses(shops[1]!, shops[0]!, admin, picture.categoryId));
    const limit = DEFAULT_RATE_LIMITS.loginFailures.max;
    record(await rateLimitAcrossProcesses(shops, limit));
    record(await forgedAddressThroughProxy(base, limit));
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const metricsText = await metrics.text();
    record({
      name: '/metrics through nginx with METRICS_TOKEN / without',
      value: `${metrics.status} / ${(await fetch(`${base}/metrics`)).status}`,
      ok: metrics.status === 200 && metricsText.includes('http_request_duration_seconds'),
    });

    const socket = customerSocket(base, watcher.headers.authorization!.slice('Bearer '.length));
    const watchedOrder = await placeOrder(base, watcher, [pool[0]!]);

    console.log('\nRolling restarts under load:');
    const orderIds = [watchedOrder, ...(await rollingRestarts(base, shops, paths, buyers, pool))];
    record(await orderUpdatesReachSocket(socket, shops, admin, watchedOrder));

    console.log('\nKills:');
    for (const figure of await killDuringImport(shops, admin, dbUrl, runDir, IMPORT_PRODUCTS)) record(figure);
    const killed = await killDuringTelegram(shops, base, buyers[0]!, pool, telegram, TELEGRAM_ORDERS);
    for (const figure of killed.figures) record(figure);
    for (const figure of await eachOrderMessagedOnce(telegram, [...orderIds, ...killed.orderIds]))
      record(figure);

    if (faults) {
      console.log('\nOutside faults:');
      await underFault(base, paths, 'PostgreSQL restarted under load', async () => {
        if (!postgresCluster('restart')) throw new Error('pg_ctlcluster restart failed');
      });
      await underFault(base, paths, 'PostgreSQL down under load', async () => {
        if (!postgresCluster('stop')) throw new Error('pg_ctlcluster stop failed');
        await sleep(POSTGRES_OUTAGE_MS);
        if (!postgresCluster('start')) throw new Error('pg_ctlcluster start failed');
      });
      await underFault(base, paths, 'Redis stopped under load', async () => {
        stopRedis();
        await sleep(4000);
        startRedis();
      });
      const ready = await waitFor(
        async () =>
          (await Promise.all(shops.map((s) => fetch(`${s.base}/api/ready`)))).every((a) => a.status === 200),
        20_000,
      );
      record({ name: 'both processes ready again after the faults', value: ready ? 'yes' : 'NO', ok: ready });
    } else {
      console.log('\n(REHEARSE_FAULTS=0: PostgreSQL and Redis left alone)');
    }

    console.log('\nBackup:');
    for (const figure of await backupRoundTrip(adminUrl, dbUrl, dataDir, runDir)) record(figure);
    socket.close();

    console.log('\nStopping:');
    for (const shop of shops) {
      const stopped = await shop.stop();
      record({
        name: `${shop.name} stopped with SIGTERM`,
        value: `exit ${stopped.code} in ${ms(stopped.ms)}`,
        ok: stopped.code === 0,
      });
    }
  } catch (error) {
    record({ name: 'rehearsal', value: String(error), ok: false });
    for (const shop of shops) console.log(`--- ${shop.name} log ---\n${logTail(runDir, shop.name)}`);
  } finally {
    for (const shop of shops) await shop.kill();
    await proxy?.stop();
    await telegram.close();
    await dropDatabase(adminUrl, DB_NAME).catch(() => undefined);
  }
  const failed = figures.filter((figure) => !figure.ok);
  console.log(
    `\n${failed.length === 0 ? 'Rehearsal passed' : `Rehearsal FAILED: ${failed.length} of ${figures.length} checks`}`,
  );
  if (failed.length === 0) rmSync(runDir, { recursive: true, force: true });
  else console.log(`Logs kept in ${runDir}`);
  process.exit(failed.length === 0 ? 0 : 1);
}

void main();
