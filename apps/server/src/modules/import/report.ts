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
  issue: { file: string; line?: number; id?: string; message: string },
): void {
  if (report.errors.length >= IMPORT_REPORT_MAX_ERRORS) {
    report.omittedErrors++;
    return;
  }
  const entry: ImportReportError = { file: issue.file, message: issue.message };
  if (issue.line !== undefined) entry.line = issue.line;
  if (issue.id !== undefined) entry.id = issue.id;
  report.errors.push(entry);
}
