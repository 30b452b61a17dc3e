/** The import report (shared/import/schemas.ts): counters and at most IMPORT_REPORT_MAX_ERRORS problems. */
import {
  IMPORT_REPORT_MAX_ERRORS,
  type ImportReport,
  type ImportReportError,
} from '@shop/shared/import/schemas';

export function emptyReport(): ImportReport {
  return {
    processed: 0,
    created: 0,
    updated: 0,
    unpublished: 0,
    skipped: 0,
    categoriesCreated: 0,
    errors: [],
    omittedErrors: 0,
  };
}

/** Adds a located problem (a parser issue or the import's own), or counts it past the cap. */
export function addIssue(
  report: ImportReport,
  issue: { file: string; line?: number; sheet?: string; id?: string; name?: string | null; message: string },
): void {
  if (report.errors.length >= IMPORT_REPORT_MAX_ERRORS) {
    report.omittedErrors++;
    return;
  }
  const entry: ImportReportError = { file: issue.file, message: issue.message };
  if (issue.line !== undefined) entry.line = issue.line;
  if (issue.sheet !== undefined) entry.sheet = issue.sheet;
  if (issue.id !== undefined) entry.id = issue.id;
  if (issue.name !== undefined) entry.name = issue.name;
  report.errors.push(entry);
}

/** A job's percentage while it applies: after its checking pass's share, up to 99 (100 is for the end). */
export function applyingPercent(checkingShare: number, applied: number, total: number): number {
  return Math.min(checkingShare + ((100 - checkingShare) * applied) / Math.max(total, 1), 99);
}
