import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  }, 60_000);

  it('refuses while the shop is running and explains a missing file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    writeFileSync(join(dataDir, 'shop.pid'), String(process.pid));
    await expect(backupEmbedded(dataDir)).rejects.toThrow(/Магазин запущен/);
    await expect(restoreEmbedded(dataDir, '/nope.tar.gz')).rejects.toThrow(BackupError);
    writeFileSync(join(dataDir, 'shop.pid'), '999999999');
    await expect(restoreEmbedded(dataDir, '/nope.tar.gz')).rejects.toThrow(/не найден/);
  });
});
