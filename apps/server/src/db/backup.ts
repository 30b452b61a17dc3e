import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config.js';

/**
 * `npm run backup` / `npm run restore`. One gzip tarball holds everything the shop keeps:
 *
 *   backup.json      what this is (kind 'postgres' or 'embedded'), when, the shop's version, a few counts
 *   database.dump    PostgreSQL: `pg_dump -Fc` of DATABASE_URL          (kind 'postgres')
 *   pglite.tar.gz    the embedded database: PGlite's dumpDataDir      (kind 'embedded')
 *   uploads/...      the pictures (config.uploadsDir)
 *
 * Archives of earlier versions (embedded only) are PGlite's bare dumpDataDir tarball; they still restore.
 * The system's `pg_dump`, `pg_restore` and `tar` do the work, started with argument lists (no shell).
 */

export class BackupError extends Error {}

export interface BackupCounts {
  products: number;
  orders: number;
  users: number;
}

export interface BackupManifest {
  format: 1;
  kind: 'postgres' | 'embedded';
  createdAt: string;
  shopVersion: string;
  counts: BackupCounts;
  /** regular files under uploads/ */
  files: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** what tar said when a picture changed or vanished while it was read (the archive is still written) */
  warnings: string[];
}

export interface RestoreResult {
  manifest?: BackupManifest;
  /** where the replaced uploads directory was moved (it is never deleted) */
  uploadsKeptAside?: string;
}

type BackupConfig = Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl' | 'version'>;

const MANIFEST = 'backup.json';
const PG_DUMP = 'database.dump';
const PGLITE_DUMP = 'pglite.tar.gz';
const UPLOADS = 'uploads';
const COUNTED_TABLES = ['products', 'orders', 'users'] as const;

const PG_CLIENT_HINT =
  'установите клиент PostgreSQL (Debian/Ubuntu: apt install postgresql-client) той же версии, что и сервер, или новее';

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

function defaultBackupFile(dataDir: string): string {
  return join(dataDir, 'backups', `shop-${timestamp()}.tar.gz`);
}

// ---------------------------------------------------------------------------------------------------
// external programs

interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

const OUTPUT_LIMIT = 16_000_000;
const STDERR_LIMIT = 8_000;

/** Runs a program with an argument list (never a shell); a missing program is a BackupError. */
function runTool(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<ToolRun> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < OUTPUT_LIMIT) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_LIMIT);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      const hint = command === 'tar' ? 'установите tar' : PG_CLIENT_HINT;
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `Программа ${command} не найдена: ${hint}.`
            : `Не удалось запустить ${command}: ${error.message}`,
        ),
      );
    });
    child.once('close', (code, signal) => {
      resolveRun({ code: code ?? (signal ? 128 : 1), stdout, stderr: stderr.trim() });
    });
  });
}

/**
 * The URL for `--dbname` without its password, which goes to the child's environment (PGPASSWORD)
 * instead: a program's arguments are visible to every local user in `ps`.
 */
function pgTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const env = { ...process.env };
  try {
    const url = new URL(databaseUrl);
    if (url.password) {
      env.PGPASSWORD = decodeURIComponent(url.password);
      url.password = '';
    }
    return { dbname: url.toString(), env };
  } catch {
    return { dbname: databaseUrl, env };
  }
}

/** host/database of a URL, for messages (no user, no password). */
export function describeDatabase(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

// ---------------------------------------------------------------------------------------------------
// counts and files

/** Rows of the counted tables (0 for a table that is not there, such as in a database never migrated). */
async function countRows(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<BackupCounts> {
  const present = await query(
    `select ${COUNTED_TABLES.map((table) => `to_regclass('public.${table}') is not null as ${table}`).join(', ')}`,
  );
  const counted = COUNTED_TABLES.filter((table) => present[0]?.[table] === true);
  const counts: BackupCounts = { products: 0, orders: 0, users: 0 };
  if (counted.length === 0) return counts;
  const [row] = await query(
    `select ${counted.map((table) => `(select count(*) from public.${table})::int as ${table}`).join(', ')}`,
  );
  for (const table of counted) counts[table] = Number(row?.[table] ?? 0);
  return counts;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) files += countFiles(join(dir, entry.name));
    else if (entry.isFile()) files += 1;
  }
  return files;
}

// ---------------------------------------------------------------------------------------------------
// the archive

/**
 * Packs the staged files plus the uploads directory into `file`: written under a temporary name and
 * renamed at the end, so a failed or interrupted backup never leaves a half-written archive behind.
 */
async function writeArchive(
  staging: string,
  members: string[],
  uploadsDir: string,
  file: string,
): Promise<{ bytes: number; warnings: string[] }> {
  const uploadsLink = join(staging, UPLOADS);
  // tar follows this link (-h) and stores the files as uploads/..., whatever the directory is called
  if (existsSync(uploadsDir)) symlinkSync(resolve(uploadsDir), uploadsLink, 'dir');
  else mkdirSync(uploadsLink);
  const partial = `${file}.partial-${process.pid}`;
  try {
    const run = await runTool('tar', ['-czhf', partial, '-C', staging, ...members, UPLOADS]);
    // GNU tar says 1 when a file changed or vanished while it was read: a picture added or removed
    // by the running shop; the archive is complete all the same
    if (run.code > 1 || !existsSync(partial)) {
      throw new BackupError(`tar не смог записать архив (код ${run.code}): ${run.stderr}`);
    }
    renameSync(partial, file);
    return { bytes: statSync(file).size, warnings: run.code === 1 && run.stderr ? [run.stderr] : [] };
  } finally {
    rmSync(partial, { force: true });
  }
}

type ArchiveKind = 'postgres' | 'embedded' | 'legacy-embedded';

interface ArchiveInfo {
  kind: ArchiveKind;
  manifest?: BackupManifest;
  hasUploads: boolean;
}

/**
 * Reads the archive's table of contents (which checks the whole gzip stream, so a truncated or damaged
 * file is found before anything is touched) and its backup.json.
 */
async function inspectArchive(file: string): Promise<ArchiveInfo> {
  if (!existsSync(file)) throw new BackupError(`Файл резервной копии не найден: ${file}`);
  const listing = await runTool('tar', ['-tzf', file]);
  if (listing.code !== 0) {
    throw new BackupError(`Архив повреждён или это не резервная копия магазина: ${file}\n${listing.stderr}`);
  }
  const names = new Set(
    listing.stdout
      .split('\n')
      .map((name) => name.replace(/^(\.?\/)+/, '').replace(/\/$/, ''))
      .filter(Boolean),
  );
  if (!names.has(MANIFEST)) {
    if (names.has('PG_VERSION')) return { kind: 'legacy-embedded', hasUploads: false };
    throw new BackupError(`Это не резервная копия магазина (нет ${MANIFEST}): ${file}`);
  }
  const read = await runTool('tar', ['-xOzf', file, MANIFEST]);
  let manifest: BackupManifest | null = null;
  try {
    manifest = JSON.parse(read.stdout) as BackupManifest | null;
  } catch {
    // answered below
  }
  if (read.code !== 0 || typeof manifest !== 'object' || manifest === null) {
    throw new BackupError(`Не удалось прочитать ${MANIFEST} в ${file}`);
  }
  const dump =
    manifest.kind === 'postgres' ? PG_DUMP : manifest.kind === 'embedded' ? PGLITE_DUMP : undefined;
  if (!dump) throw new BackupError(`Неизвестный вид резервной копии «${String(manifest.kind)}» в ${file}`);
  if (!names.has(dump)) throw new BackupError(`В архиве нет ${dump}: ${file}`);
  return { kind: manifest.kind, manifest, hasUploads: names.has(UPLOADS) };
}

async function extractArchive(file: string, staging: string, members: string[]): Promise<void> {
  const run = await runTool('tar', ['-xzf', file, '-C', staging, ...members]);
  if (run.code !== 0) throw new BackupError(`Не удалось распаковать ${file}: ${run.stderr}`);
}

/** Where the uploads really are: a symlinked uploads directory (another disk) stays where it is. */
function realUploadsDir(uploadsDir: string): string {
  return existsSync(uploadsDir) ? realpathSync(uploadsDir) : resolve(uploadsDir);
}

/** A staging directory beside `target`, so that renames from it stay on one file system. */
function stagingBeside(target: string, prefix: string): string {
  const parent = dirname(resolve(target));
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, prefix));
}

/**
 * Puts the restored uploads in place. A non-empty uploads directory is moved aside
 * (`uploads.before-restore-<date>`), never deleted; an empty one is replaced.
 */
function swapUploads(restored: string, uploadsDir: string): string | undefined {
  let keptAside: string | undefined;
  if (existsSync(uploadsDir)) {
    if (readdirSync(uploadsDir).length > 0) {
      keptAside = join(dirname(uploadsDir), `${basename(uploadsDir)}.before-restore-${timestamp()}`);
      renameSync(uploadsDir, keptAside);
    } else {
      rmdirSync(uploadsDir);
    }
  }
  if (existsSync(restored)) renameSync(restored, uploadsDir);
  else mkdirSync(uploadsDir, { recursive: true });
  return keptAside;
}

function refuseKind(info: ArchiveInfo, wanted: 'postgres' | 'embedded', file: string) {
  const actual = info.kind === 'postgres' ? 'postgres' : 'embedded';
  if (actual === wanted) return;
  throw new BackupError(
    actual === 'postgres'
      ? `${file} — копия базы PostgreSQL, а DATABASE_URL не задан: задайте DATABASE_URL базы, в которую восстановить.`
      : `${file} — копия встроенной базы (PGlite), а задан DATABASE_URL: восстановите её без DATABASE_URL.`,
  );
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupError(
      `Не удалось подключиться к базе ${describeDatabase(databaseUrl)}: ${(error as Error).message}`,
    );
  }
  return client;
}

/**
 * Backs up DATABASE_URL and the uploads into one archive while the shop keeps running: pg_dump reads
 * one consistent snapshot (the same one the counts of backup.json come from), and pictures are
 * write-once files, copied after the dump, so every picture the dump names is there (unless staff
 * deleted it in between).
 */
export async function backupPostgres(config: BackupConfig, outFile?: string): Promise<BackupResult> {
  const { databaseUrl } = config;
  if (!databaseUrl) {
    throw new BackupError('DATABASE_URL не задан: встроенную базу копирует backupEmbedded.');
  }
  const file = resolve(outFile ?? defaultBackupFile(config.dataDir));
  mkdirSync(dirname(file), { recursive: true });
  const staging = stagingBeside(file, '.shop-backup-');
  try {
    const client = await connect(databaseUrl);
    let counts: BackupCounts;
    try {
      // the counts are read in the very snapshot pg_dump dumps (the transaction stays open meanwhile)
      await client.query('begin isolation level repeatable read read only');
      const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
      const { dbname, env } = pgTarget(databaseUrl);
      const dump = await runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${snapshot}`,
          `--file=${join(staging, PG_DUMP)}`,
          `--dbname=${dbname}`,
        ],
        env,
      );
      if (dump.code !== 0) {
        throw new BackupError(`pg_dump завершился с ошибкой (код ${dump.code}):\n${dump.stderr}`);
      }
      counts = await countRows(async (text) => (await client.query(text)).rows);
      await client.query('commit');
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `Не удалось прочитать базу ${describeDatabase(databaseUrl)}: ${(error as Error).message}`,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
    const manifest: BackupManifest = {
      format: 1,
      kind: 'postgres',
      createdAt: new Date().toISOString(),
      shopVersion: config.version,
      counts,
      files: countFiles(config.uploadsDir),
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const { bytes, warnings } = await writeArchive(staging, [MANIFEST, PG_DUMP], config.uploadsDir, file);
    return { file, bytes, manifest, warnings };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive of backupPostgres into DATABASE_URL (an empty new database or the shop's own) and
 * its pictures into the uploads directory. Every process of the shop must be stopped: the restore
 * refuses while other sessions are connected to the database. The database is restored in one
 * transaction (nothing changes if it fails), then the uploads are swapped (the old ones kept aside).
 */
export async function restorePostgres(config: BackupConfig, file: string): Promise<RestoreResult> {
  const { databaseUrl } = config;
  if (!databaseUrl) throw new BackupError('DATABASE_URL не задан: укажите базу, в которую восстановить.');
  assertShopStopped(config.dataDir);
  const info = await inspectArchive(file);
  refuseKind(info, 'postgres', file);

  const client = await connect(databaseUrl);
  try {
    const others = await client.query<{ name: string }>(
      `select coalesce(nullif(application_name, ''), client_addr::text, 'local') as name from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (others.rows.length > 0) {
      const names = [...new Set(others.rows.map((row) => row.name))].join(', ');
      throw new BackupError(
        `К базе ${describeDatabase(databaseUrl)} подключены другие процессы (${others.rows.length}: ${names}). ` +
          'Остановите все процессы магазина (и закройте другие подключения), затем повторите восстановление.',
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }

  const uploadsDir = realUploadsDir(config.uploadsDir);
  const staging = stagingBeside(uploadsDir, '.shop-restore-');
  try {
    await extractArchive(file, staging, [MANIFEST, PG_DUMP, ...(info.hasUploads ? [UPLOADS] : [])]);
    const { dbname, env } = pgTarget(databaseUrl);
    const restore = await runTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        join(staging, PG_DUMP),
      ],
      env,
    );
    if (restore.code !== 0) {
      throw new BackupError(
        `pg_restore завершился с ошибкой (код ${restore.code}); база не изменена, картинки тоже:\n${restore.stderr}`,
      );
    }
    const uploadsKeptAside = swapUploads(join(staging, UPLOADS), uploadsDir);
    return { manifest: info.manifest, uploadsKeptAside };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// the embedded database (PGlite)

/**
 * Writes a consistent archive of the embedded database and the uploads (the shop must be stopped).
 * `options.uploadsDir`: DATA_DIR/uploads unless given.
 */
export async function backupEmbedded(
  dataDir: string,
  outFile?: string,
  options: { uploadsDir?: string; version?: string } = {},
): Promise<BackupResult> {
  assertShopStopped(dataDir);
  const pgDir = join(dataDir, 'pg');
  if (!existsSync(pgDir)) throw new BackupError(`Нет встроенной базы данных в ${pgDir}`);
  const uploadsDir = options.uploadsDir ?? join(dataDir, UPLOADS);
  const file = resolve(outFile ?? defaultBackupFile(dataDir));
  mkdirSync(dirname(file), { recursive: true });
  const staging = stagingBeside(file, '.shop-backup-');
  try {
    const db = await PGlite.create({ dataDir: pgDir, extensions: { pg_trgm } });
    let counts: BackupCounts;
    try {
      await db.exec('CHECKPOINT');
      counts = await countRows(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    const manifest: BackupManifest = {
      format: 1,
      kind: 'embedded',
      createdAt: new Date().toISOString(),
      shopVersion: options.version ?? 'unknown',
      counts,
      files: countFiles(uploadsDir),
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const { bytes, warnings } = await writeArchive(staging, [MANIFEST, PGLITE_DUMP], uploadsDir, file);
    return { file, bytes, manifest, warnings };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Replaces the embedded database (and the uploads, when the archive has them) with a backup; the current
 * ones are kept aside, not deleted. Takes the archives of earlier versions too (the bare PGlite dump).
 */
export async function restoreEmbedded(
  dataDir: string,
  backupFile: string,
  options: { uploadsDir?: string } = {},
): Promise<RestoreResult & { keptAside?: string }> {
  assertShopStopped(dataDir);
  const info = await inspectArchive(backupFile);
  refuseKind(info, 'embedded', backupFile);
  const uploadsDir = realUploadsDir(options.uploadsDir ?? join(dataDir, UPLOADS));
  const staging = info.kind === 'embedded' ? stagingBeside(uploadsDir, '.shop-restore-') : undefined;
  try {
    let dumpFile = backupFile;
    if (staging) {
      await extractArchive(backupFile, staging, [
        MANIFEST,
        PGLITE_DUMP,
        ...(info.hasUploads ? [UPLOADS] : []),
      ]);
      dumpFile = join(staging, PGLITE_DUMP);
    }
    const pgDir = join(dataDir, 'pg');
    let keptAside: string | undefined;
    if (existsSync(pgDir)) {
      keptAside = join(dataDir, `pg.before-restore-${timestamp()}`);
      renameSync(pgDir, keptAside);
    }
    const blob = new Blob([readFileSync(dumpFile)]);
    try {
      const db = await PGlite.create({ dataDir: pgDir, loadDataDir: blob, extensions: { pg_trgm } });
      await db.query('select 1');
      await db.close();
    } catch (error) {
      rmSync(pgDir, { recursive: true, force: true });
      if (keptAside) renameSync(keptAside, pgDir);
      throw new BackupError(`Не удалось восстановить базу: ${(error as Error).message}`);
    }
    const uploadsKeptAside = staging ? swapUploads(join(staging, UPLOADS), uploadsDir) : undefined;
    return { keptAside, manifest: info.manifest, uploadsKeptAside };
  } finally {
    if (staging) rmSync(staging, { recursive: true, force: true });
  }
}
