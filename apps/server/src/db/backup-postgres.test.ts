/**
 * `npm run backup` / `npm run restore` on PostgreSQL (runs only with TEST_DATABASE_URL): a shop with
 * products, pictures, a customer and an order is backed up while it runs, restored into a new database
 * and a new uploads directory, and again over its own database; every row and file must come back the
 * same. A missing, damaged or wrong archive changes nothing.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import {
  freshDatabase,
  multipartForm,
  rawRows,
  testConfig,
  testPicture,
  type TestContext,
} from '../../test/helpers.js';
import { createUsers, orderPayload, postOrder, type TestUser } from '../../test/orders-fixtures.js';
import { BackupError, backupPostgres, restorePostgres } from './backup.js';
import { openPostgres, type Database } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Everything the comparison looks at: whole rows, ordered. */
async function shopRows(db: Database) {
  const rows = (table: string) =>
    rawRows<Record<string, unknown>>(db, sql.raw(`select * from ${table} order by id`));
  return {
    categories: await rows('categories'),
    products: await rows('products'),
    orders: await rows('orders'),
    orderItems: await rows('order_items'),
    users: await rows('users'),
  };
}

async function rowsOf(url: string) {
  const database = await openPostgres(url);
  try {
    return await shopRows(database.db);
  } finally {
    await database.close();
  }
}

/** Every file under `dir`: its path inside and its SHA-256. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A closed pool's sessions leave pg_stat_activity a moment later. */
async function untilNoSessions(url: string) {
  const name = new URL(url).pathname.slice(1);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin((client) =>
      client.query(
        `select 1 from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [name],
      ),
    );
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sessions of ${name} did not end`);
}

describe.runIf(Boolean(serverUrl))('PostgreSQL backup and restore', () => {
  let shop: TestContext;
  let shopUrl: string;
  let dropShop: () => Promise<void>;
  let customer: TestUser;
  let backupFile: string;
  let before: Awaited<ReturnType<typeof shopRows>>;
  let filesBefore: Record<string, string>;
  let restoredConfig: Config;
  const restoredDb = `shop_restore_${randomBytes(6).toString('hex')}`;
  let scratch: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'shop-backup-pg-'));
    const fresh = await freshDatabase();
    shopUrl = fresh.url!;
    dropShop = fresh.drop;
    const config = testConfig({ DATABASE_URL: shopUrl });
    const app = await buildApp(config, { database: fresh.database, logger: false });
    await app.ready();
    shop = { app, config, database: fresh.database, close: () => app.close() };

    const [boss] = (await createUsers(shop, ['backup-boss'], 'admin')) as [TestUser];
    [customer] = (await createUsers(shop, ['backup-customer'])) as [TestUser];
    const picture = await testPicture('png', 400);
    const send = async (url: string, fields: Record<string, string | number>, withPicture: boolean) => {
      const form = multipartForm(fields, withPicture ? { data: picture } : undefined);
      const res = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...boss.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const categoryId = await send('/categories', { name: 'Двери', parent_id: 'root' }, true);
    const product = (name: string, price: string, article: string) => ({
      name,
      price,
      description: 'Полотно 800 мм',
      category_id: categoryId,
      stock_quantity: 12,
      article,
      discount: 0,
    });
    const doorId = await send('/products', product('Дверь «Верона»', '5490.50', 'VR-800'), true);
    const handleId = await send('/products', product('Ручка дверная', '120.00', 'RD-1'), false);
    const order = await postOrder(
      shop,
      customer.headers,
      orderPayload([
        { product_id: doorId, quantity: 2, price: 5490.5 },
        { product_id: handleId, quantity: 1, price: 120 },
      ]),
    );
    expect(order.statusCode).toBe(201);
    // a file of another kind, with a name tar and the restore must keep as it is
    mkdirSync(join(config.uploadsDir, 'notes'), { recursive: true });
    writeFileSync(join(config.uploadsDir, 'notes', 'прайс 2026.txt'), 'цены на январь\n');

    before = await shopRows(shop.database.db);
    filesBefore = filesOf(config.uploadsDir);
    await admin((client) => client.query(`CREATE DATABASE ${restoredDb}`));
    const restoredUrl = new URL(serverUrl!);
    restoredUrl.pathname = `/${restoredDb}`;
    restoredConfig = testConfig({ DATABASE_URL: restoredUrl.toString() });
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await dropShop?.();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`));
    for (const dir of [shop?.config.dataDir, restoredConfig?.dataDir, scratch]) {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('backs up the running shop into one archive: the dump, the pictures and backup.json', async () => {
    expect(before.products).toHaveLength(2);
    expect(before.orders).toHaveLength(1);
    expect(before.orderItems).toHaveLength(2);
    expect(before.users).toHaveLength(2);
    expect(Object.keys(filesBefore).filter((path) => path.startsWith('products/'))).toHaveLength(3);

    const result = await backupPostgres(shop.config);
    backupFile = result.file;
    expect(dirname(backupFile)).toBe(join(shop.config.dataDir, 'backups'));
    expect(basename(backupFile)).toMatch(/^shop-[\dT-]+\.tar\.gz$/);
    // no temporary file or staging folder is left beside it
    expect(readdirSync(dirname(backupFile))).toEqual([basename(backupFile)]);
    expect(result.manifest).toMatchObject({
      format: 1,
      kind: 'postgres',
      shopVersion: shop.config.version,
      counts: { products: 2, orders: 1, users: 2 },
      files: Object.keys(filesBefore).length,
    });

    const entries = execFileSync('tar', ['-tzf', backupFile], { encoding: 'utf8' }).split('\n');
    expect(entries).toEqual(
      expect.arrayContaining(['backup.json', 'database.dump', 'uploads/notes/прайс 2026.txt']),
    );
    const manifest = JSON.parse(
      execFileSync('tar', ['-xOzf', backupFile, 'backup.json'], { encoding: 'utf8' }),
    );
    expect(manifest).toEqual(result.manifest);
  }, 60_000);

  it('restores into a new database and a new uploads directory: the same rows and files', async () => {
    const result = await restorePostgres(restoredConfig, backupFile);
    expect(result.uploadsKeptAside).toBeUndefined();
    expect(await rowsOf(restoredConfig.databaseUrl!)).toEqual(before);
    expect(filesOf(restoredConfig.uploadsDir)).toEqual(filesBefore);
    expect(
      readdirSync(dirname(restoredConfig.uploadsDir)).filter((name) => name.startsWith('.shop-')),
    ).toEqual([]);

    // a shop started on it serves the product and its picture
    const database = await openPostgres(restoredConfig.databaseUrl!);
    const app = await buildApp(restoredConfig, { database, logger: false });
    try {
      await app.ready();
      const door = before.products.find((row) => row.article === 'VR-800')!;
      const page = await app.inject({ url: `/api/products/${door.id as number}` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ name: 'Дверь «Верона»', price: 5490.5 });
      expect((await app.inject({ url: door.image as string })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('changes nothing for a missing, damaged or foreign archive, or a dump pg_restore refuses', async () => {
    await untilNoSessions(restoredConfig.databaseUrl!);
    const uploadsParent = dirname(restoredConfig.uploadsDir);
    const parentBefore = readdirSync(uploadsParent).sort();
    // the shop started on it in the test above counted a product view
    const rowsBefore = await rowsOf(restoredConfig.databaseUrl!);
    const archive = (name: string, files: Record<string, string>) => {
      const dir = mkdtempSync(join(scratch, 'archive-'));
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
      const file = join(scratch, name);
      execFileSync('tar', ['-czf', file, '-C', dir, ...Object.keys(files)]);
      return file;
    };
    const manifest = (kind: string) =>
      JSON.stringify({ format: 1, kind, createdAt: '', shopVersion: '', counts: {}, files: 0 });
    const whole = readFileSync(backupFile);
    writeFileSync(join(scratch, 'truncated.tar.gz'), whole.subarray(0, Math.floor(whole.length / 2)));
    writeFileSync(join(scratch, 'noise.tar.gz'), randomBytes(4096));

    const cases: [string, RegExp][] = [
      [join(scratch, 'missing.tar.gz'), /не найден/],
      [join(scratch, 'truncated.tar.gz'), /повреждён/],
      [join(scratch, 'noise.tar.gz'), /повреждён/],
      [archive('other.tar.gz', { 'readme.txt': 'x' }), /не резервная копия/],
      [archive('legacy.tar.gz', { PG_VERSION: '17\n' }), /встроенной базы/],
      [
        archive('embedded.tar.gz', { 'backup.json': manifest('embedded'), 'pglite.tar.gz': 'x' }),
        /встроенной базы/,
      ],
      [
        archive('bad-dump.tar.gz', {
          'backup.json': manifest('postgres'),
          'database.dump': 'not a dump',
          'uploads/products/x.webp': 'x',
        }),
        /pg_restore[^]*не изменена/,
      ],
    ];
    for (const [file, message] of cases) {
      const failure = await restorePostgres(restoredConfig, file).catch((error: unknown) => error);
      expect(failure, file).toBeInstanceOf(BackupError);
      expect((failure as Error).message, file).toMatch(message);
    }
    expect(await rowsOf(restoredConfig.databaseUrl!)).toEqual(rowsBefore);
    expect(filesOf(restoredConfig.uploadsDir)).toEqual(filesBefore);
    expect(readdirSync(uploadsParent).sort()).toEqual(parentBefore);
  }, 60_000);

  it('refuses while the shop is connected, then restores over its own database and keeps its pictures aside', async () => {
    // the shop moves on after the backup: a new product, a new picture, an order cancelled
    const added = multipartForm({
      name: 'Новый товар',
      price: '10.00',
      stock_quantity: 1,
      article: 'NEW-1',
      category_id: before.categories[0]!.id as number,
    });
    const [boss] = (await createUsers(shop, ['backup-boss-2'], 'admin')) as [TestUser];
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...boss.headers, ...added.headers },
      payload: added.payload,
    });
    expect(created.statusCode).toBe(201);
    await shop.database.db.execute(sql`update orders set status = 'CANCELLED'`);
    writeFileSync(join(shop.config.uploadsDir, 'notes', 'после копии.txt'), 'новое\n');
    expect(await shopRows(shop.database.db)).not.toEqual(before);

    await expect(restorePostgres(shop.config, backupFile)).rejects.toThrow(/подключены другие процессы/);

    await shop.close();
    await shop.database.close();
    await untilNoSessions(shopUrl);
    const result = await restorePostgres(shop.config, backupFile);
    expect(result.uploadsKeptAside).toMatch(/uploads\.before-restore-/);
    expect(Object.keys(filesOf(result.uploadsKeptAside!))).toContain('notes/после копии.txt');
    expect(await rowsOf(shopUrl)).toEqual(before);
    expect(filesOf(shop.config.uploadsDir)).toEqual(filesBefore);
  }, 60_000);

  it('says so when pg_dump is missing, and leaves no archive behind', async () => {
    const out = join(scratch, 'backups', 'nightly.tar.gz');
    const path = process.env.PATH;
    process.env.PATH = join(scratch, 'no-programs-here');
    try {
      await expect(backupPostgres(restoredConfig, out)).rejects.toThrow(/pg_dump не найдена/);
    } finally {
      process.env.PATH = path;
    }
    expect(readdirSync(dirname(out))).toEqual([]);
  });
});
