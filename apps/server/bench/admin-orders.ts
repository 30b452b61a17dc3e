/**
 * The admin's order search (GET /api/orders/all?q=) over 100,000 orders, as a manager types it with the
 * customer on the phone: the phone's digits (whole, in another format, the last four), a part of the
 * name, an order number. Figures are printed, never asserted:
 * `node --conditions=source --import tsx apps/server/bench/admin-orders.ts` after `npm run build`.
 * The shop starts once on an empty data directory (migrations and the demo catalogue) and stops; the
 * orders and their lines are then written in bulk SQL straight into its database, and the shop starts
 * again to be measured with the scenarios' `measure`. On PGlite (BENCH_ORDERS_DATA_DIR, default a temp
 * folder), then on the PostgreSQL of DATABASE_URL when set, whose orders are REPLACED (a bench database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { measure, type Scenario } from './scenarios.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const mainJs = join(root, 'apps/server/dist/main.js');
/** BENCH_FROM_SOURCE=1 runs the shop from its sources (a tree not built yet), through tsx. */
const shopCommand = process.env.BENCH_FROM_SOURCE
  ? ['--conditions=source', '--import', 'tsx', join(root, 'apps/server/src/main.ts')]
  : [mainJs];
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ADMIN = { email: 'bench-admin@example.ru', password: 'Bench-admin-password-1' };

const FIRST_NAMES = [
  'Иван',
  'Мария',
  'Олег',
  'Анна',
  'Сергей',
  'Елена',
  'Павел',
  'Ольга',
  'Дмитрий',
  'Татьяна',
];
const LAST_NAMES = ['Иванов', 'Петров', 'Сидоров', 'Кузнецов', 'Смирнов', 'Попов', 'Волков', 'Зайцев'];

/** The n-th order's phone digits ('79' and nine more), as the seed writes them in three formats. */
const phoneDigits = (n: number) => `79${String((n * 7_919_993) % 1_000_000_000).padStart(9, '0')}`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startShop(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, shopCommand, {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'x'.repeat(40),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopShop(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** ORDERS orders with two lines each, names and phones from the lists above, in three statements. */
async function seedOrders(options: { databaseUrl?: string; dataDir: string }) {
  const begin = performance.now();
  const handle = await openDatabase(options);
  const { db } = handle;
  const firstNames = sql.raw(`array[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}]`);
  const lastNames = sql.raw(`array[${LAST_NAMES.map((n) => `'${n}'`).join(',')}]`);
  await db.execute(sql`truncate orders cascade`);
  await db.execute(sql`insert into orders (email, full_name, phone, delivery_method, delivery_address,
      payment_method, status, total_amount, created_at, channel)
    select 'buyer' || n || '@example.ru',
      (${lastNames})[1 + n % ${LAST_NAMES.length}] || (case when n % 2 = 0 then 'а' else '' end) || ' '
        || (${firstNames})[1 + (n / 7) % ${FIRST_NAMES.length}] || ' ' || n,
      case n % 3
        when 0 then '+7 (' || substr(p, 2, 3) || ') ' || substr(p, 5, 3) || '-' || substr(p, 8, 2) || '-' || substr(p, 10, 2)
        when 1 then '8' || substr(p, 2)
        else '+' || p end,
      'DELIVERY', 'с. Верхняя Хава, ул. Садовая, ' || n, 'CASH_ON_DELIVERY',
      (array['NEW','PROCESSING','READY','DELIVERING','COMPLETED','CANCELLED'])[1 + n % 6],
      1000 + n % 5000, now() - (n || ' minutes')::interval, case when n % 10 = 0 then 'phone' else 'cart' end
    from (select n, '79' || lpad(((n::bigint * 7919993) % 1000000000)::text, 9, '0') as p
      from generate_series(1, ${ORDERS}) n) s`);
  await db.execute(sql`insert into order_items (order_id, product_name, article, quantity, price_at_purchase)
    select o.id, 'Товар ' || k || ' заказа ' || o.id, 'ART-' || k, k, 250 * k
    from orders o cross join generate_series(1, 2) k`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_items`);
  await handle.checkpoint();
  await handle.close();
  console.log(
    `seeded ${ORDERS.toLocaleString('en')} orders in ${((performance.now() - begin) / 1000).toFixed(1)} s`,
  );
}

function searchScenarios(token: string, ids: number[]): Scenario[] {
  const headers = { authorization: `Bearer ${token}` };
  const list = (q: string) => `/api/orders/all?q=${encodeURIComponent(q)}&limit=10&offset=0`;
  const picks = Array.from({ length: 12 }, (_, i) => 1 + ((i * 8_291) % ORDERS));
  return [
    {
      label: 'admin order search: phone, 10',
      paths: picks.flatMap((n, i) => {
        const p = phoneDigits(n);
        const formatted = `8 ${p.slice(1, 4)} ${p.slice(4, 7)}-${p.slice(7, 9)}-${p.slice(9)}`;
        return [list(i % 2 ? formatted : `+${p}`), list(p.slice(-4))];
      }),
      headers,
    },
    {
      label: 'admin order search: name part, 10',
      paths: [...LAST_NAMES.map((name) => name.slice(0, 5).toLowerCase()), 'мария', 'олег 12', 'Иванова'].map(
        list,
      ),
      headers,
    },
    {
      label: 'admin order search: number, 10',
      paths: ids.map((id, i) => list(i % 2 ? `№${id}` : String(id))),
      headers,
    },
  ];
}

async function run(
  kind: string,
  env: Record<string, string>,
  options: { databaseUrl?: string; dataDir: string },
) {
  console.log(`\n${kind}, admin order search:`);
  const first = await startShop(env);
  await stopShop(first.child);
  await seedOrders(options);
  const { child, base } = await startShop(env);
  try {
    const { token } = (await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { token: string };
    const page = (await (
      await fetch(`${base}/api/orders/all?limit=100&offset=500`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { orders: { id: number }[]; total: number };
    console.log(`orders in the shop: ${page.total.toLocaleString('en')}`);
    const ids = page.orders.slice(0, 12).map((order) => order.id);
    for (const scenario of searchScenarios(token, ids)) await measure(base, scenario);
  } finally {
    await stopShop(child);
  }
}

async function main() {
  if (!process.env.BENCH_FROM_SOURCE && !existsSync(mainJs)) throw new Error('Run `npm run build` first');
  const dataDir = process.env.BENCH_ORDERS_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-bench-orders-'));
  try {
    await run('PGlite', { DATA_DIR: dataDir }, { dataDir });
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      await run('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, { databaseUrl, dataDir });
    }
  } finally {
    if (!process.env.BENCH_ORDERS_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
