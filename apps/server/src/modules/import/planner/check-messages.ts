/** What file-check.ts and its worker (check-worker.ts) send each other. */
import type { ErrorCode } from '@shop/shared/errors';
import { AppError } from '../../../lib/errors.js';
import { ImportParseError } from '../parsers/types.js';

/**
 * A job's check of a catalogue (import.xml) or of offers (offers.xml, prices*.xml, rests*.xml), whose
 * records go to the spool at `spoolPath`; or a preview's scan of either, which spools nothing.
 */
export type CheckInWorker =
  | { kind: 'catalogue' | 'offers'; path: string; fileName: string; spoolPath: string }
  | { kind: 'preview'; path: string; fileName: string };

/** An error as it crosses to the job's thread: the job reports AppError and ImportParseError as they are. */
interface Failure {
  name: string;
  message: string;
  stack?: string;
  code?: ErrorCode;
  file?: string;
  line?: number;
}

export type CheckMessage = { bytes: number } | { checked: unknown } | { failed: Failure };

export function describeFailure(error: unknown): Failure {
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
  if (error instanceof AppError) return { name, message, code: error.code };
  if (error instanceof ImportParseError) return { name, message, file: error.file, line: error.line };
  return { name, message, stack };
}

export function rebuildFailure(failure: Failure): Error {
  if (failure.code) return new AppError(failure.code, failure.message);
  if (failure.name === 'ImportParseError')
    return new ImportParseError(failure.message, failure.file ?? '', failure.line);
  const error = new Error(failure.message);
  error.stack = failure.stack;
  return error;
}
