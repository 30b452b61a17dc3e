import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { migrate } from './migrate.js';
import { categories } from './schema.js';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.js';

async function withDb<T>(
  dataDir: string,
  work: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>,
) {
  const handle = await openPglite(join(dataDir, 'pg'));
  try {
    await migrate(handle);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describe('embedded backup and restore', () => {
  it('restores exactly what was backed up and keeps the replaced database aside', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    await withDb(dataDir, (db) => db.insert(categories).values({ name: 'До копии' }));
    const { file, bytes } = await backupEmbedded(dataDir);
    expect(bytes).toBeGreaterThan(1000);
    await withDb(dataDir, (db) => db.insert(categories).values({ name: 'После копии' }));

    const { keptAside } = await restoreEmbedded(dataDir, file);
    expect(keptAside).toMatch(/pg\.before-restore-/);
    const names = await withDb(dataDir, (db) => db.select({ name: categories.name }).from(categories));
    expect(names.map((n) => n.name)).toEqual(['До копии']);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pg', 'backups']));
  }, 120_000);

  it('refuses while the shop is running and explains a missing file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    writeFileSync(join(dataDir, 'shop.pid'), String(process.pid));
    await expect(backupEmbedded(dataDir)).rejects.toThrow(/Магазин запущен/);
    await expect(restoreEmbedded(dataDir, '/nope.tar.gz')).rejects.toThrow(BackupError);
    writeFileSync(join(dataDir, 'shop.pid'), '999999999');
    await expect(restoreEmbedded(dataDir, '/nope.tar.gz')).rejects.toThrow(/не найден/);
  });

  it('takes the pictures along, and still restores the bare PGlite dump of earlier versions', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    const uploads = join(dataDir, 'uploads');
    await withDb(dataDir, (db) => db.insert(categories).values({ name: 'До копии' }));
    mkdirSync(join(uploads, 'products'), { recursive: true });
    writeFileSync(join(uploads, 'products', 'a.webp'), 'a');
    const { file, manifest } = await backupEmbedded(dataDir, undefined, { version: '1.2.3' });
    expect(manifest).toMatchObject({
      kind: 'embedded',
      shopVersion: '1.2.3',
      files: 1,
      counts: { users: 0 },
    });

    await withDb(dataDir, (db) => db.insert(categories).values({ name: 'После копии' }));
    writeFileSync(join(uploads, 'products', 'b.webp'), 'b');
    const restored = await restoreEmbedded(dataDir, file);
    expect(restored.uploadsKeptAside).toMatch(/uploads\.before-restore-/);
    expect(readdirSync(join(uploads, 'products'))).toEqual(['a.webp']);
    expect(readdirSync(join(restored.uploadsKeptAside!, 'products')).sort()).toEqual(['a.webp', 'b.webp']);
    const names = await withDb(dataDir, (db) => db.select({ name: categories.name }).from(categories));
    expect(names.map((n) => n.name)).toEqual(['До копии']);

    // what backupEmbedded wrote before: PGlite's dumpDataDir, nothing else; the pictures stay as they are
    await withDb(dataDir, (db) => db.insert(categories).values({ name: 'Старая копия' }));
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: { pg_trgm } });
    const legacy = join(dataDir, 'legacy.tar.gz');
    writeFileSync(legacy, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    await pglite.close();
    await withDb(dataDir, (db) => db.insert(categories).values({ name: 'После старой копии' }));
    const fromLegacy = await restoreEmbedded(dataDir, legacy);
    expect(fromLegacy.uploadsKeptAside).toBeUndefined();
    expect(readdirSync(join(uploads, 'products'))).toEqual(['a.webp']);
    const legacyNames = await withDb(dataDir, (db) => db.select({ name: categories.name }).from(categories));
    expect(legacyNames.map((n) => n.name)).toEqual(['До копии', 'Старая копия']);
  }, 120_000);

  it('refuses an archive of a PostgreSQL database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    writeFileSync(join(dataDir, 'backup.json'), JSON.stringify({ format: 1, kind: 'postgres' }));
    writeFileSync(join(dataDir, 'database.dump'), 'x');
    const file = join(dataDir, 'pg.tar.gz');
    execFileSync('tar', ['-czf', file, '-C', dataDir, 'backup.json', 'database.dump']);
    await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(/PostgreSQL/);
    expect(readdirSync(dataDir).sort()).toEqual(['backup.json', 'database.dump', 'pg.tar.gz']);
  });
});
