/**
 * Runs a 1C job's checking pass (file-checks.ts) and reports its progress. A file from
 * CHECK_IN_WORKER_FROM_BYTES is checked in a worker thread (check-worker.ts): parsing 100,000 products
 * takes 10 s of CPU, which in the shop's thread would slow every page it serves meanwhile (on PGlite
 * the database's too). A smaller file is checked here: a worker's start costs more than its parse.
 */
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { PreparedProduct } from '../../catalog/index.js';
import type { JobContext } from '../jobs/job-runner.js';
import type { RecordSpool } from '../jobs/spool.js';
import type { ParsedOffer } from '../parsers/types.js';
import {
  rebuildFailure,
  type CheckInWorker,
  type CheckMessage,
  type FileCheckKind,
} from './check-messages.js';
import {
  checkCatalogue,
  checkOffers,
  countingStream,
  type AfterRecord,
  type CheckedFile,
  type CheckedOffers,
} from './file-checks.js';
import { startWorker } from './worker-thread.js';

export const CHECK_IN_WORKER_FROM_BYTES = 8 * 1024 * 1024;
const PROGRESS_EVERY_MS = 250;

/** How a job checks its files. */
export interface CheckOptions {
  /** the share of the job's percentage the check fills */
  share: number;
  /** files from this size are checked in a worker thread */
  inWorkerFromBytes?: number;
}

interface FileCheck<T> extends CheckOptions {
  context: JobContext;
  path: string;
  fileName: string;
  spool: RecordSpool<T>;
}

/** A job's uploaded file and its name in the report. */
interface Upload {
  path: string;
  fileName: string;
}

/** Calls `report` at most every PROGRESS_EVERY_MS. */
function throttled(report: (percent: number) => Promise<void>) {
  let last = 0;
  return async (percent: number) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    await report(percent);
  };
}

type CheckHere<R> = (input: Readable, afterRecord: AfterRecord) => Promise<R>;

async function runCheck<T, R>(kind: FileCheckKind, job: FileCheck<T>, here: CheckHere<R>): Promise<R> {
  const size = Math.max((await stat(job.path)).size, 1);
  const tick = throttled((percent) => job.context.progress('checking', percent));
  const toPercent = (bytes: number) => (bytes / size) * job.share;
  if (size < (job.inWorkerFromBytes ?? CHECK_IN_WORKER_FROM_BYTES)) {
    let read = 0;
    const input = countingStream(job.path, (bytes) => (read = bytes));
    return here(input, () => tick(toPercent(read)));
  }
  const task: CheckInWorker = { kind, path: job.path, fileName: job.fileName, spoolPath: job.spool.path };
  return (await checkInWorker(task, job.context.signal, (bytes) => tick(toPercent(bytes)))) as R;
}

/** The check run in a worker thread; stopped with the job. */
function checkInWorker(
  task: CheckInWorker,
  signal: AbortSignal,
  onBytes: (bytes: number) => Promise<void>,
): Promise<unknown> {
  const worker = startWorker('check-worker', task);
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  let reporting = Promise.resolve();
  let answered = false;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      stop();
      reject(error);
    };
    worker.on('message', (message: CheckMessage) => {
      if ('bytes' in message) reporting = reporting.then(() => onBytes(message.bytes)).catch(fail);
      else {
        answered = true;
        if ('failed' in message) fail(rebuildFailure(message.failed));
        else void reporting.then(() => resolve(message.checked));
      }
    });
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`file check worker exited with code ${code}`));
    });
  }).finally(() => signal.removeEventListener('abort', stop));
}

export const checkCatalogueFile = (
  context: JobContext,
  spool: RecordSpool<PreparedProduct>,
  { path, fileName }: Upload,
  options: CheckOptions,
): Promise<CheckedFile> =>
  runCheck('catalogue', { context, spool, path, fileName, ...options }, (input, afterRecord) =>
    checkCatalogue(input, fileName, spool, afterRecord),
  );

export const checkOffersFile = (
  context: JobContext,
  spool: RecordSpool<ParsedOffer>,
  { path, fileName }: Upload,
  options: CheckOptions,
): Promise<CheckedOffers> =>
  runCheck('offers', { context, spool, path, fileName, ...options }, (input, afterRecord) =>
    checkOffers(input, fileName, spool, afterRecord),
  );
