/**
 * Faults production will meet: a process killed (SIGKILL, no goodbye) in the middle of an import job or
 * of sending messages to the shop's chat, PostgreSQL restarted, Redis stopped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { generateCommerceMl } from '../bench/commerceml-generator.js';
import type { Customer } from '../bench/checkout.js';
import { sleep, waitFor, type ShopProcess } from './cluster.js';
import type { Figure } from './checks.js';
import type { Telegram } from './telegram.js';
import { placeOrder } from './traffic.js';

interface JobRow {
  id: string;
  status: string;
  locked_by: string | null;
  attempts: number;
  error: string | null;
}

async function newestJob(dbUrl: string): Promise<JobRow | undefined> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<JobRow>(
      `select id::text, status, locked_by, attempts, error from import_jobs order by created_at desc limit 1`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The process whose pid is in a lease owner (`host:pid:random`). */
const holderOf = (shops: ShopProcess[], lockedBy: string | null) =>
  shops.find((shop) => lockedBy?.split(':')[1] === String(shop.pid()));

/**
 * A 1C catalogue of `products` goods uploaded to one process; the process running its job is killed
 * halfway; the other resumes the job from its checkpoint once the lease runs out, and finishes it.
 */
export async function killDuringImport(
  shops: ShopProcess[],
  admin: Record<string, string>,
  dbUrl: string,
  workDir: string,
  products: number,
): Promise<Figure[]> {
  const files = await generateCommerceMl({ products, outDir: join(workDir, 'commerceml') });
  const form = new FormData();
  form.set('isCategorized', 'true');
  form.set('file', await openAsBlob(files.importPath), 'import.xml');
  const before = await newestJob(dbUrl);
  const productsBefore = await countProducts(dbUrl);
  // the answer may never come (its process may be the one killed): the job is followed in the database
  void fetch(`${shops[0]!.base}/api/import/import0_1`, { method: 'POST', headers: admin, body: form }).catch(
    () => undefined,
  );
  let job: JobRow | undefined;
  const running = await waitFor(async () => {
    job = await newestJob(dbUrl);
    return (
      job?.id !== before?.id && job?.status === 'running' && holderOf(shops, job.locked_by) !== undefined
    );
  }, 60_000);
  if (!running || !job) return [{ name: 'import job killed mid-way', value: 'job never ran', ok: false }];
  await sleep(1500); // well into its batches
  const victim = holderOf(shops, (await newestJob(dbUrl))!.locked_by)!;
  const begin = performance.now();
  await victim.kill();
  const finished = await waitFor(async () => {
    const now = await newestJob(dbUrl);
    return now?.status === 'completed' || now?.status === 'failed';
  }, 180_000);
  const last = (await newestJob(dbUrl))!;
  const seconds = ((performance.now() - begin) / 1000).toFixed(1);
  await victim.start();
  const imported = (await countProducts(dbUrl)) - productsBefore;
  return [
    {
      name: `import of ${products} goods: ${victim.name} killed (SIGKILL) while running it`,
      value: finished
        ? `${last.status} by the other process ${seconds} s after the kill (attempts ${last.attempts})`
        : 'NOT finished within 180 s',
      ok: finished && last.status === 'completed',
    },
    {
      name: 'goods that import added to the catalogue',
      value: `${imported} of ${products}`,
      ok: imported === products,
    },
  ];
}

async function countProducts(dbUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from products`);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Orders placed while Telegram answers slowly; the process sending their messages is killed mid-send.
 * The other process sends what was left once the lease runs out.
 */
export async function killDuringTelegram(
  shops: ShopProcess[],
  proxy: string,
  customer: Customer,
  pool: number[],
  telegram: Telegram,
  orders: number,
): Promise<{ figures: Figure[]; orderIds: number[] }> {
  telegram.setDelay(1500);
  const orderIds: number[] = [];
  for (let n = 0; n < orders; n++) orderIds.push(await placeOrder(proxy, customer, [pool[n % pool.length]!]));
  let victim: ShopProcess | undefined;
  await waitFor(async () => {
    victim = shops.find((shop) => telegram.inFlight(shop.name) > 0);
    return victim !== undefined;
  }, 20_000);
  if (!victim) {
    telegram.setDelay(20);
    return { figures: [{ name: 'telegram kill', value: 'no send in flight', ok: false }], orderIds };
  }
  await victim.kill();
  telegram.setDelay(20);
  await victim.start();
  return {
    figures: [
      { name: `${victim.name} killed (SIGKILL) while sending to Telegram`, value: 'killed', ok: true },
    ],
    orderIds,
  };
}

/** Every order's message in the chat exactly once. */
export async function eachOrderMessagedOnce(telegram: Telegram, orderIds: number[]): Promise<Figure[]> {
  const countOf = (id: number) => telegram.delivered.filter((text) => text.includes(`№ ${id} `)).length;
  await waitFor(async () => orderIds.every((id) => countOf(id) >= 1), 60_000, 200);
  const missing = orderIds.filter((id) => countOf(id) === 0);
  const twice = orderIds.filter((id) => countOf(id) > 1);
  return [
    {
      name: `new-order messages in the shop's chat (${orderIds.length} orders)`,
      value: `${orderIds.length - missing.length} delivered, ${missing.length} missing, ${twice.length} twice; ${telegram.cutOff()} cut off by kills and sent again`,
      ok: missing.length === 0 && twice.length === 0,
    },
  ];
}

/** `pg_ctlcluster <version> main <action>` of this machine's cluster (the CI machine runs one). */
export function postgresCluster(action: 'restart' | 'stop' | 'start'): boolean {
  if (!existsSync('/etc/postgresql')) return false;
  const version = readdirSync('/etc/postgresql')[0];
  if (!version) return false;
  const result = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action], {
    stdio: 'inherit',
  });
  return result.status === 0;
}

export function stopRedis(): boolean {
  return spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'shutdown', 'nosave']).status !== null;
}

export function startRedis(): boolean {
  const result = spawnSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  return result.status === 0;
}
