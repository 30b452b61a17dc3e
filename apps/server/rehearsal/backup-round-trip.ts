/**
 * `npm run backup` of the rehearsed shop while it runs, restored into a fresh database and a fresh
 * uploads folder, then compared with the original: the same goods, orders, customers and pictures.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';
import { backupPostgres, restorePostgres } from '../src/db/backup.js';
import { dropDatabase, freshDatabase } from './cluster.js';
import type { Figure } from './checks.js';

const RESTORED_DB = 'shop_rehearsal_restored';

/** A fingerprint of what matters in the database: rows of goods, orders and their lines, customers. */
const FINGERPRINTS = {
  products: 'select id, name, price, stock_exact, image from products order by id',
  orders: 'select id, user_id, status, total_amount from orders order by id',
  order_items:
    'select order_id, product_id, quantity, price_at_purchase from order_items order by order_id, product_id',
  users: 'select id, email, role from users order by id',
};

async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, { rows: number; hash: string }> = {};
    for (const [table, query] of Object.entries(FINGERPRINTS)) {
      const { rows } = await client.query(query);
      result[table] = {
        rows: rows.length,
        hash: createHash('sha256').update(JSON.stringify(rows)).digest('hex'),
      };
    }
    return result;
  } finally {
    await client.end();
  }
}

function filesOf(dir: string, under = dir): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      for (const [key, hash] of filesOf(path, under)) files.set(key, hash);
    } else {
      files.set(relative(under, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  }
  return files;
}

export async function backupRoundTrip(
  adminUrl: string,
  dbUrl: string,
  dataDir: string,
  runDir: string,
): Promise<Figure[]> {
  const source = { dataDir, uploadsDir: join(dataDir, 'uploads'), databaseUrl: dbUrl, version: 'rehearsal' };
  const backup = await backupPostgres(source, join(runDir, 'shop-backup.tar.gz'));
  const restoredUrl = await freshDatabase(adminUrl, RESTORED_DB);
  const restoredDir = join(runDir, 'restored');
  const target = {
    dataDir: restoredDir,
    uploadsDir: join(restoredDir, 'uploads'),
    databaseUrl: restoredUrl,
    version: 'rehearsal',
  };
  try {
    await restorePostgres(target, backup.file);
    const [before, after] = await Promise.all([fingerprint(dbUrl), fingerprint(restoredUrl)]);
    const tables = Object.keys(FINGERPRINTS).map((table) => {
      const same = before[table]!.hash === after[table]!.hash;
      return `${table} ${after[table]!.rows}${same ? '' : ' DIFFERENT'}`;
    });
    const originalFiles = filesOf(source.uploadsDir);
    const restoredFiles = filesOf(target.uploadsDir);
    const sameFiles =
      originalFiles.size === restoredFiles.size &&
      [...originalFiles].every(([name, hash]) => restoredFiles.get(name) === hash);
    return [
      {
        name: `backup of the running shop (${(backup.bytes / 1024 / 1024).toFixed(1)} MB), restored into a fresh database`,
        value: tables.join(', '),
        ok: tables.every((line) => !line.endsWith('DIFFERENT')),
      },
      {
        name: 'pictures restored into a fresh folder',
        value: `${restoredFiles.size} of ${originalFiles.size} files${sameFiles ? ', same bytes' : ', DIFFERENT'}`,
        ok: sameFiles && originalFiles.size > 0,
      },
    ];
  } finally {
    await dropDatabase(adminUrl, RESTORED_DB).catch(() => undefined);
  }
}
