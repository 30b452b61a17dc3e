import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export class BackupError extends Error {}

function assertShopStopped(dataDir: string) {
  const pidFile = join(dataDir, 'shop.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale pid file after a crash or kill -9
  }
  throw new BackupError(`Магазин запущен (процесс ${pid}). Остановите его, затем повторите команду.`);
}

function timestamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
}

/** Writes a consistent gzip tarball of the embedded database (the shop must be stopped). */
export async function backupEmbedded(
  dataDir: string,
  outFile?: string,
): Promise<{ file: string; bytes: number }> {
  assertShopStopped(dataDir);
  const pgDir = join(dataDir, 'pg');
  if (!existsSync(pgDir)) throw new BackupError(`Нет встроенной базы данных в ${pgDir}`);
  const db = await PGlite.create({ dataDir: pgDir, extensions: { pg_trgm } });
  try {
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir('gzip');
    const file = outFile ?? join(dataDir, 'backups', `shop-${timestamp()}.tar.gz`);
    mkdirSync(dirname(file), { recursive: true });
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes);
    return { file, bytes: bytes.length };
  } finally {
    await db.close();
  }
}

/** Replaces the embedded database with a backup; the current one is kept aside, not deleted. */
export async function restoreEmbedded(dataDir: string, backupFile: string): Promise<{ keptAside?: string }> {
  assertShopStopped(dataDir);
  if (!existsSync(backupFile)) throw new BackupError(`Файл резервной копии не найден: ${backupFile}`);
  const pgDir = join(dataDir, 'pg');
  let keptAside: string | undefined;
  if (existsSync(pgDir)) {
    keptAside = join(dataDir, `pg.before-restore-${timestamp()}`);
    renameSync(pgDir, keptAside);
  }
  const blob = new Blob([readFileSync(backupFile)]);
  try {
    const db = await PGlite.create({ dataDir: pgDir, loadDataDir: blob, extensions: { pg_trgm } });
    await db.query('select 1');
    await db.close();
  } catch (error) {
    if (keptAside) renameSync(keptAside, pgDir);
    throw new BackupError(`Не удалось восстановить базу: ${(error as Error).message}`);
  }
  return { keptAside };
}
