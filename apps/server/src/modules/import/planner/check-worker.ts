/**
 * A worker thread's entry (file-check.ts): a big 1C file checked off the shop's thread. Posts the bytes
 * read as it goes, then what the check found, or why it failed; the records go to the spool file the
 * job named, which the job reads back once the check has passed.
 */
import type { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { RecordSpool } from '../jobs/spool.js';
import type { ParsedOffer } from '../parsers/types.js';
import { describeFailure, type CheckInWorker, type CheckMessage } from './check-messages.js';
import { checkCatalogue, checkOffers, countingStream, PREPARED_LINES } from './file-checks.js';

const { kind, path, fileName, spoolPath } = workerData as CheckInWorker;
const post = (message: CheckMessage) => parentPort!.postMessage(message);
const noProgress = () => undefined;

const check = (input: Readable) =>
  kind === 'catalogue'
    ? checkCatalogue(input, fileName, new RecordSpool(spoolPath, PREPARED_LINES), noProgress)
    : checkOffers(input, fileName, new RecordSpool<ParsedOffer>(spoolPath), noProgress);

try {
  post({ checked: await check(countingStream(path, (bytes) => post({ bytes }))) });
} catch (error) {
  post({ failed: describeFailure(error) });
}
