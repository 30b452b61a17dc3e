/**
 * A worker thread's entry (file-check.ts): a big 1C file checked off the shop's thread. Posts the bytes
 * read as it goes, then what the check found, or why it failed; a job's records go to the spool file
 * it named, which the job reads back once the check has passed.
 */
import type { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { RecordSpool } from '../jobs/spool.js';
import type { ParsedOffer } from '../parsers/types.js';
import { describeFailure, type CheckInWorker, type CheckMessage } from './check-messages.js';
import {
  checkCatalogue,
  checkOffers,
  countingStream,
  PREPARED_LINES,
  scanForPreview,
} from './file-checks.js';

const task = workerData as CheckInWorker;
const { path, fileName } = task;
const post = (message: CheckMessage) => parentPort!.postMessage(message);
const noProgress = () => undefined;

function check(input: Readable) {
  if (task.kind === 'preview') return scanForPreview(input, fileName);
  if (task.kind === 'catalogue')
    return checkCatalogue(input, fileName, new RecordSpool(task.spoolPath, PREPARED_LINES), noProgress);
  return checkOffers(input, fileName, new RecordSpool<ParsedOffer>(task.spoolPath), noProgress);
}

try {
  post({ checked: await check(countingStream(path, (bytes) => post({ bytes }))) });
} catch (error) {
  post({ failed: describeFailure(error) });
}
