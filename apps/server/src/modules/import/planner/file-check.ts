/**
 * Runs a 1C job's checking pass, or a preview's scan, of a file (file-checks.ts) and reports its
 * progress. A file from IMPORT_WORKER_FROM_MB (config.ts) is read in a worker thread (check-worker.ts):
 * parsing 100,000 products takes 10 s of CPU, which in the shop's thread would slow every page it
 * serves meanwhile (on PGlite the database's too). A smaller file is read here: a worker's start costs
 * more than its parse.
 */
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { PreparedProduct } from '../../catalog/index.js';
import type { JobContext } from '../jobs/job-runner.js';
import type { RecordSpool } from '../jobs/spool.js';
import type { ParsedOffer } from '../parsers/types.js';
import { rebuildFailure, type CheckInWorker, type CheckMessage } from './check-messages.js';
import {
  checkCatalogue,
  checkOffers,
  countingStream,
  scanForPreview,
  type AfterRecord,
  type CheckedFile,
  type CheckedOffers,
  type ScannedFile,
} from './file-checks.js';
import { startWorker } from './worker-thread.js';

const PROGRESS_EVERY_MS = 250;

/** How a job checks its files. */
export interface CheckOptions {
  /** the share of the job's percentage the check fills */
  share: number;
  /** files from this size are checked in a worker thread */
  inWorkerFromBytes: number;
}

/** An uploaded file and its name in the report. */
interface Upload {
  path: string;
  fileName: string;
}

interface CheckRun<R> {
  task: CheckInWorker;
  inWorkerFromBytes: number;
  signal?: AbortSignal;
  /** the share of the file read so far (0–1), reported now and then */
  onRead?: (share: number) => Promise<void>;
  /** the check in this thread */
  here: (input: Readable, afterRecord: AfterRecord) => Promise<R>;
}

/** Calls `report` at most every PROGRESS_EVERY_MS. */
function throttled(report: (share: number) => Promise<void>) {
  let last = 0;
  return async (share: number) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    await report(share);
  };
}

async function runCheck<R>(run: CheckRun<R>): Promise<R> {
  const size = Math.max((await stat(run.task.path)).size, 1);
  const onBytes = async (bytes: number) => run.onRead?.(bytes / size);
  if (size < run.inWorkerFromBytes) {
    let read = 0;
    const input = countingStream(run.task.path, (bytes) => (read = bytes));
    return run.here(input, () => onBytes(read));
  }
  return (await checkInWorker(run.task, run.signal, onBytes)) as R;
}

/** The check run in a worker thread; stopped with the job. */
function checkInWorker(
  task: CheckInWorker,
  signal: AbortSignal | undefined,
  onBytes: (bytes: number) => Promise<void>,
): Promise<unknown> {
  const worker = startWorker('check-worker', task);
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
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
  }).finally(() => signal?.removeEventListener('abort', stop));
}

/** A job's check: stopped with the job; its progress fills the job's share in phase 'checking'. */
const asJob = (context: JobContext, { share, inWorkerFromBytes }: CheckOptions) => ({
  inWorkerFromBytes,
  signal: context.signal,
  onRead: throttled((read) => context.progress('checking', read * share)),
});

export const checkCatalogueFile = (
  context: JobContext,
  spool: RecordSpool<PreparedProduct>,
  { path, fileName }: Upload,
  options: CheckOptions,
): Promise<CheckedFile> =>
  runCheck({
    task: { kind: 'catalogue', path, fileName, spoolPath: spool.path },
    ...asJob(context, options),
    here: (input, afterRecord) => checkCatalogue(input, fileName, spool, afterRecord),
  });

export const checkOffersFile = (
  context: JobContext,
  spool: RecordSpool<ParsedOffer>,
  { path, fileName }: Upload,
  options: CheckOptions,
): Promise<CheckedOffers> =>
  runCheck({
    task: { kind: 'offers', path, fileName, spoolPath: spool.path },
    ...asJob(context, options),
    here: (input, afterRecord) => checkOffers(input, fileName, spool, afterRecord),
  });

/** A 1C file read for the panel's preview. */
export const scanFile = ({ path, fileName }: Upload, inWorkerFromBytes: number): Promise<ScannedFile> =>
  runCheck({
    task: { kind: 'preview', path, fileName },
    inWorkerFromBytes,
    here: (input) => scanForPreview(input, fileName),
  });
