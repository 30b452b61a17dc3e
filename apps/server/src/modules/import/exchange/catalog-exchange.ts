/**
 * The catalogue half of the 1C exchange (commerceml.md §8.1): files in, each XML file imported by the
 * import module's durable jobs (its lanes, checkpoints, resume and reports), pictures from
 * import_files/ given to the products by its 'images' job, then `deactivate` and `complete`.
 *
 * Every `import` call answers within `waitMs`: the first enqueues the file's job and records it
 * (exchange_session_imports), later calls report that same job, so a process that dies mid-import
 * loses nothing — the runner resumes the job and 1C's next call reads its state.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import { hiddenGoodsSummary } from '@shop/shared/import/texts';
import type { ExchangeConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { column, queryRows } from '../../../db/sql.js';
import { AppError } from '../../../lib/errors.js';
import type { ImportDeactivate } from '../../catalog/index.js';
import type { ImportJobKind, ImportJobState, ImportService } from '../import.service.js';
import { readCommerceMl } from '../parsers/commerceml.js';
import { failure, progress, success, type ExchangeAnswer } from './exchange-answer.js';
import {
  appendBody,
  BodyTooLarge,
  ExchangeFileError,
  folderExists,
  linkForJob,
  listFiles,
  normaliseFileName,
  pathInside,
  removeFolder,
  unpackArchive,
} from './exchange-files.js';
import type { ExchangeSessions, SessionFile, SessionRow } from './exchange-sessions.js';
import { packPictures } from './pictures-archive.js';

export interface CatalogExchangeOptions {
  db: Database;
  imports: ImportService;
  sessions: ExchangeSessions;
  deactivate: ImportDeactivate;
  config: ExchangeConfig;
  /** DATA_DIR/exchange */
  root: string;
}

/** The suffix of a file's pictures job in exchange_session_imports. */
export const PICTURES_SUFFIX = '#import_files';

const SessionImport = z.object({ file_name: column.text, job_id: column.text });

/** Which job imports a file 1C names: catalogue (and groups), offers (prices, stock), or none. */
export function jobKindOf(fileName: string): ImportJobKind | undefined {
  const name = basename(fileName).toLowerCase();
  if (extname(name) !== '.xml') return undefined;
  if (/^(import|catalog|groups)/.test(name)) return 'commerceml';
  if (/^(offers|prices|rests)/.test(name)) return 'prices';
  return undefined;
}

const isArchive = (name: string) => extname(name).toLowerCase() === '.zip';
/** Whether the name 1C gives at `import` means this file of the session (its path, or its base name). */
const namesFile = (importName: string, file: string) =>
  importName === file || basename(importName) === basename(file);
const isPicture = (path: string) =>
  /(^|\/)import_files\//i.test(path) && extname(path).toLowerCase() !== '.xml';
const ended = (job: ImportJobState) => job.status === 'completed' || job.status === 'failed';

/** The job's state in words for 1C's log. */
function jobProgress(job: ImportJobState, fileName: string): string {
  if (job.status === 'queued') return EXCHANGE_TEXTS.import.queued(fileName);
  if (job.phase === 'checking') return EXCHANGE_TEXTS.import.checking(fileName, job.percent);
  if (job.phase === 'finishing') return EXCHANGE_TEXTS.import.finishing;
  if (job.kind === 'commerceml') return EXCHANGE_TEXTS.import.products(job.applied_count, job.percent);
  if (job.kind === 'prices') return EXCHANGE_TEXTS.import.offers(job.applied_count, job.percent);
  if (job.kind === 'images') return EXCHANGE_TEXTS.import.pictures(job.percent);
  return EXCHANGE_TEXTS.import.applying(job.percent);
}

function warningsLine(job: ImportJobState): string | undefined {
  const count = (job.report?.errors.length ?? 0) + (job.report?.omittedErrors ?? 0);
  return count > 0 ? EXCHANGE_TEXTS.import.warnings(count) : undefined;
}

/** 'Скрыты с витрины: без цены — 27 товаров.': what the storefront hides after the file's import. */
const hiddenLine = (job: ImportJobState) => hiddenGoodsSummary(job.report?.hidden) ?? undefined;

export function createCatalogExchange(options: CatalogExchangeOptions) {
  const { db, imports, sessions, config } = options;
  const folderOf = (sessionId: string) => join(options.root, sessionId);
  /** Deactivations running in this process, by session (a repeated call waits for the same one). */
  const deactivations = new Map<string, Promise<ExchangeAnswer>>();
  /** Pictures archives being packed, by session and catalogue file. */
  const packing = new Map<string, Promise<ImportJobState | 'busy' | undefined>>();
  /** Imports being enqueued, by session and file: two calls at once enqueue one job. */
  const enqueuing = new Map<string, Promise<ExchangeAnswer>>();

  /** The session's imports by the file name 1C gave (those of a file sent again since left out). */
  async function jobsOf(sessionId: string): Promise<Map<string, string>> {
    const rows = await queryRows(
      db,
      sql`select file_name, job_id from exchange_session_imports
        where session_id = ${sessionId} and not superseded order by id`,
      SessionImport,
    );
    return new Map(rows.map((row) => [row.file_name, row.job_id]));
  }

  /**
   * The imports of these files are done with: 1C sent a file again (or an archive unpacked them again),
   * so the next `import` of its name runs a new job on the new content, never reports the old one.
   */
  async function supersede(sessionId: string, files: readonly string[]): Promise<void> {
    const keys = [...(await jobsOf(sessionId)).keys()].filter((key) =>
      files.some((file) => namesFile(key.replace(PICTURES_SUFFIX, ''), file)),
    );
    if (keys.length === 0) return;
    await db.execute(
      sql`update exchange_session_imports set superseded = true
        where session_id = ${sessionId} and file_name = any(${`{${keys.map((key) => JSON.stringify(key)).join(',')}}`}::text[])`,
    );
  }

  const fileEntry = async (session: SessionRow, name: string) =>
    ((await sessions.get(session.id)) ?? session).files.find((file) => file.name === name);

  /** Stores the body of `mode=file`: appended to the pieces before it, or a file sent again begun anew. */
  async function receiveFile(
    session: SessionRow,
    rawName: string | undefined,
    body: Readable,
  ): Promise<ExchangeAnswer> {
    let name: string;
    try {
      name = normaliseFileName(rawName);
      pathInside(folderOf(session.id), name);
    } catch (error) {
      body.resume();
      if (error instanceof ExchangeFileError) return failure(error.message);
      throw error;
    }
    const imported = [...(await jobsOf(session.id)).keys()].some((key) => namesFile(key, name));
    const again = imported || (await fileEntry(session, name))?.unpacked === true;
    if (again) await supersede(session.id, [name]);
    return storeBody(session, name, body, again);
  }

  /**
   * Writes a body under `name` in the session folder: appended (1C's pieces of one file), or as a new
   * file when `fresh` (1C sent a file again that this session already took in).
   */
  async function storeBody(
    session: SessionRow,
    name: string,
    body: Readable,
    fresh = false,
  ): Promise<ExchangeAnswer> {
    let total: number;
    try {
      ({ total } = await appendBody(body, pathInside(folderOf(session.id), name), config.fileLimit, fresh));
    } catch (error) {
      if (error instanceof BodyTooLarge) return failure(EXCHANGE_TEXTS.files.tooLarge(config.fileLimit));
      if (
        (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
        (error as { code?: string }).code === 'ECONNRESET'
      ) {
        return failure(EXCHANGE_TEXTS.files.cutOff(name));
      }
      throw error;
    }
    const current = (await sessions.get(session.id))?.files ?? session.files;
    const files: SessionFile[] = current.filter((file) => file.name !== name);
    files.push({ name, bytes: total });
    await sessions.setFiles(session.id, files);
    return success(EXCHANGE_TEXTS.files.received(name, total));
  }

  /** An orders file was applied: a later piece of the same name is a new file. */
  async function markApplied(session: SessionRow, name: string): Promise<void> {
    const current = (await sessions.get(session.id))?.files ?? session.files;
    await sessions.setFiles(
      session.id,
      current.map((file) => (file.name === name ? { ...file, applied: true } : file)),
    );
  }

  /** At the first `import`: the archives 1C sent are unpacked (later ones at the next `import`). */
  async function finalize(session: SessionRow): Promise<void> {
    const current = (await sessions.get(session.id)) ?? session;
    const pending = current.files.filter((file) => isArchive(file.name) && !file.unpacked);
    if (current.finalized && pending.length === 0) return;
    const folder = folderOf(session.id);
    for (const archive of pending) {
      const unpacked = await unpackArchive(folder, pathInside(folder, archive.name), archive.name);
      await supersede(session.id, unpacked);
      archive.unpacked = true;
    }
    if (pending.length > 0) await sessions.setFiles(session.id, current.files);
    await sessions.markImporting(session.id);
  }

  /** The session's file 1C names: its exact path, else the one file with that name anywhere in it. */
  async function locate(sessionId: string, name: string): Promise<string | undefined> {
    const files = await listFiles(folderOf(sessionId));
    if (files.includes(name)) return name;
    const sameName = files.filter((file) => basename(file) === basename(name));
    return sameName.length === 1 ? sameName[0] : undefined;
  }

  /** A job for a file of the session, on a link of its own (the job removes its file when it ends). */
  async function enqueue(
    session: SessionRow,
    key: string,
    kind: ImportJobKind,
    fileName: string,
    prepare: (path: string) => Promise<void>,
  ): Promise<ImportJobState | 'busy'> {
    const path = join(imports.uploadsDir, `${randomUUID()}${kind === 'images' ? '.zip' : '.xml'}`);
    await prepare(path);
    let job: ImportJobState;
    try {
      job = await imports.enqueueExchangeJob({ kind, fileName, filePath: path });
    } catch (error) {
      await rm(path, { force: true });
      if (error instanceof AppError && error.code === 'IMPORT_RUNNING') return 'busy';
      throw error;
    }
    await db.execute(
      sql`insert into exchange_session_imports (session_id, file_name, job_id)
        values (${session.id}, ${key}, ${job.id}) on conflict do nothing`,
    );
    return job;
  }

  /** The job's row once it ended, or as it is when `deadline` comes. */
  async function waitFor(jobId: string, deadline: number): Promise<ImportJobState | undefined> {
    return imports.waitForJob(jobId, Math.max(deadline - Date.now(), 0));
  }

  /** After a catalogue file: its pictures (import_files/ of the session) as an 'images' job. */
  async function enqueuePictures(
    session: SessionRow,
    fileName: string,
  ): Promise<ImportJobState | 'busy' | undefined> {
    const folder = folderOf(session.id);
    const pictures = (await listFiles(folder)).filter(isPicture);
    if (pictures.length === 0) return undefined;
    return enqueue(
      session,
      fileName + PICTURES_SUFFIX,
      'images',
      `${fileName}: import_files`,
      async (path) => {
        await packPictures(folder, pictures, path);
      },
    );
  }

  /**
   * The pictures job of a catalogue file once its archive is packed (thousands of pictures take a while:
   * the packing goes on in the background, 1C is answered `progress` meanwhile), or 'late'.
   */
  async function packedInTime(
    session: SessionRow,
    fileName: string,
    deadline: number,
  ): Promise<ImportJobState | 'busy' | 'late' | undefined> {
    const key = `${session.id}\n${fileName}`;
    let running = packing.get(key);
    if (!running) {
      running = enqueuePictures(session, fileName);
      packing.set(key, running);
      // settled: the job is recorded (or the lane was busy, or packing failed): the next call looks again
      running.finally(() => packing.delete(key)).catch(() => undefined);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(deadline - Date.now(), 0));
    });
    try {
      return await Promise.race([running, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The answer for a file whose job was enqueued: progress, failure, or success once all its jobs ended. */
  async function report(session: SessionRow, fileName: string, deadline: number): Promise<ExchangeAnswer> {
    const jobs = await jobsOf(session.id);
    const main = await waitFor(jobs.get(fileName)!, deadline);
    if (!main) return failure(EXCHANGE_TEXTS.files.notReceived(fileName));
    if (main.status === 'failed') {
      const reason = EXCHANGE_TEXTS.import.failed(fileName, main.error ?? '');
      await sessions.setError(session.id, reason);
      return failure(reason);
    }
    if (!ended(main)) return progress(jobProgress(main, fileName));
    const done = EXCHANGE_TEXTS.import.done(
      fileName,
      main.report?.processed ?? 0,
      main.report?.created ?? 0,
      main.report?.updated ?? 0,
    );
    if (main.kind !== 'commerceml') return success(done, warningsLine(main), hiddenLine(main));
    const picturesId = jobs.get(fileName + PICTURES_SUFFIX);
    let pictures: ImportJobState | undefined;
    if (picturesId) pictures = await waitFor(picturesId, deadline);
    else {
      const queued = await packedInTime(session, fileName, deadline);
      if (queued === 'late') return progress(EXCHANGE_TEXTS.import.preparingPictures);
      if (queued === 'busy') return progress(EXCHANGE_TEXTS.import.waitingForLane);
      if (queued) pictures = await waitFor(queued.id, deadline);
    }
    if (!pictures) return success(done, warningsLine(main), hiddenLine(main));
    if (!ended(pictures)) return progress(jobProgress(pictures, fileName));
    const picturesLine =
      pictures.status === 'failed'
        ? EXCHANGE_TEXTS.import.failed(`${fileName}: import_files`, pictures.error ?? '')
        : EXCHANGE_TEXTS.import.picturesDone(pictures.report?.pictures?.applied ?? 0);
    return success(done, warningsLine(main), hiddenLine(main), picturesLine);
  }

  async function startImport(session: SessionRow, name: string, deadline: number): Promise<ExchangeAnswer> {
    const jobs = await jobsOf(session.id);
    if (jobs.has(name)) return report(session, name, deadline);
    const located = await locate(session.id, name);
    if (!located) return failure(EXCHANGE_TEXTS.files.notReceived(name));
    const kind = jobKindOf(located);
    if (!kind) return success(EXCHANGE_TEXTS.import.skipped(name));
    const source = pathInside(folderOf(session.id), located);
    const job = await enqueue(session, name, kind, basename(located), (path) => linkForJob(source, path));
    if (job === 'busy') return progress(EXCHANGE_TEXTS.import.waitingForLane);
    return report(session, name, deadline);
  }

  /** `mode=import&filename=…`: enqueues the file's job at the first call, reports it at every call. */
  async function importFile(session: SessionRow, rawName: string | undefined): Promise<ExchangeAnswer> {
    const deadline = Date.now() + config.waitMs;
    let name: string;
    try {
      name = normaliseFileName(rawName);
      await finalize(session);
    } catch (error) {
      if (error instanceof ExchangeFileError) return failure(error.message);
      if (error instanceof AppError) {
        const reason = EXCHANGE_TEXTS.import.archiveFailed(error.message);
        await sessions.setError(session.id, reason);
        return failure(reason);
      }
      throw error;
    }
    const key = `${session.id}\n${name}`;
    let running = enqueuing.get(key);
    if (!running) {
      running = startImport(session, name, deadline).finally(() => enqueuing.delete(key));
      enqueuing.set(key, running);
    }
    return running;
  }

  /** The products' `Ид` of a catalogue file, and whether it is a full export. */
  async function productsOf(path: string, fileName: string): Promise<{ ids: Set<string>; full: boolean }> {
    const ids = new Set<string>();
    let full = false;
    for await (const record of readCommerceMl(createReadStream(path), { fileName })) {
      if (record.kind === 'catalog') full = !record.onlyChanges;
      else if (record.kind === 'product') ids.add(record.product.externalId);
    }
    return { ids, full };
  }

  async function runDeactivation(session: SessionRow): Promise<ExchangeAnswer> {
    const current = (await sessions.get(session.id)) ?? session;
    // the pictures are not the catalogue: a failed pictures job does not keep products visible
    const jobs = [...(await jobsOf(session.id))].filter(([name]) => !name.endsWith(PICTURES_SUFFIX));
    const rows = await Promise.all(jobs.map(([, id]) => imports.jobState(id)));
    const clean = current.error === null && rows.every((job) => job?.status === 'completed');
    const catalogues = jobs.map(([name]) => name).filter((_name, i) => rows[i]?.kind === 'commerceml');
    if (!clean) {
      await sessions.setFullExport(session.id, false);
      return success(EXCHANGE_TEXTS.deactivate.notClean);
    }
    if (catalogues.length === 0) return success(EXCHANGE_TEXTS.deactivate.noCatalogue);
    const kept = new Set<string>();
    for (const name of catalogues) {
      const located = await locate(session.id, name);
      if (!located) return success(EXCHANGE_TEXTS.deactivate.notClean);
      const { ids, full } = await productsOf(pathInside(folderOf(session.id), located), name);
      if (!full) {
        await sessions.setFullExport(session.id, false);
        return success(EXCHANGE_TEXTS.deactivate.delta);
      }
      for (const id of ids) kept.add(id);
    }
    await sessions.setFullExport(session.id, true);
    const hidden = await options.deactivate.hideMissing(kept);
    return success(EXCHANGE_TEXTS.deactivate.hidden(hidden));
  }

  /**
   * `mode=deactivate`: hides the 1C products a full export did not contain, once every import of the
   * session succeeded; answers success either way, saying what it did. Long work answers `progress`.
   */
  async function deactivate(session: SessionRow): Promise<ExchangeAnswer> {
    let running = deactivations.get(session.id);
    if (!running) {
      running = runDeactivation(session);
      deactivations.set(session.id, running);
      // the result stays for the next call; dropped after a while so the map does not grow
      running
        .finally(() => setTimeout(() => deactivations.delete(session.id), 10 * 60_000).unref())
        .catch(() => undefined);
    }
    const timeout = new Promise<'late'>((resolve) =>
      setTimeout(() => resolve('late'), config.waitMs).unref(),
    );
    const outcome = await Promise.race([running, timeout]);
    if (outcome === 'late') return progress(EXCHANGE_TEXTS.deactivate.working);
    return outcome;
  }

  /**
   * The folders of the newest `keepSessions` sessions of each type stay (a catalogue session can be
   * replayed from them); older ones, and folders no session owns, are removed. A live session's
   * folder is never removed.
   */
  async function prune(): Promise<void> {
    const names = (await listFolders(options.root)).filter((name) => /^[0-9a-f-]{36}$/.test(name));
    const owners = await sessions.owners(names);
    const owned = new Set(owners.map((owner) => owner.id));
    const kept = { catalog: 0, sale: 0 };
    const removed: string[] = names.filter((name) => !owned.has(name));
    for (const owner of owners) {
      if (owner.live || kept[owner.type] < config.keepSessions) kept[owner.type]++;
      else removed.push(owner.id);
    }
    await Promise.all(removed.map((id) => removeFolder(folderOf(id))));
  }

  return {
    folderOf,
    hasFolder: (sessionId: string) => folderExists(folderOf(sessionId)),
    receiveFile,
    storeBody,
    wasApplied: async (session: SessionRow, name: string) =>
      (await fileEntry(session, name))?.applied === true,
    markApplied,
    finalize,
    importFile,
    deactivate,
    prune,
    jobsOf,
  };
}

async function listFolders(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

export type CatalogExchange = ReturnType<typeof createCatalogExchange>;
