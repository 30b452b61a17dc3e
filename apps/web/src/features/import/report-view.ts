/** How an import job and its report read for shop staff (spec §3 Import results). */
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { ImportJob, ImportReport, ImportReportError } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS, importProductLabel, shortExternalId } from '@shop/shared/import/texts';

const P = ADMIN_PAGES.import;
const R = P.report;

/** Problems a report shows before 'Показать все'. */
export const PROBLEMS_SHOWN = 20;

type JobKind = ImportJob['kind'];
type JobStatus = ImportJob['status'];

export const isActiveStatus = (status: JobStatus) => status === 'queued' || status === 'running';

export const kindLabel = (kind: JobKind) => P.kinds[kind];
export const statusLabel = (status: JobStatus) => P.statuses[status];

/** 'Проверка файла', 'Запись в каталог'…: what a queued or running job is doing now. */
export function phaseLabel(job: Pick<ImportJob, 'status' | 'phase'>): string {
  if (job.status !== 'running') return statusLabel(job.status);
  return P.phases[job.phase as keyof typeof P.phases] ?? statusLabel('running');
}

export interface ReportCount {
  key: string;
  label: string;
  value: number;
}

type Counted = 'processed' | 'created' | 'updated' | 'unpublished' | 'skipped' | 'categoriesCreated';

/** The counts each kind of import fills in. */
const COUNTED: Record<JobKind, Counted[]> = {
  commerceml: ['processed', 'created', 'updated', 'unpublished', 'skipped', 'categoriesCreated'],
  spreadsheet: ['processed', 'created', 'updated', 'unpublished', 'skipped', 'categoriesCreated'],
  prices: ['processed', 'updated', 'unpublished', 'skipped'],
  images: ['updated', 'skipped'],
};

/** The report's counts, the ones its kind of import makes; a pictures archive adds what became of its files. */
export function reportCounts(report: ImportReport, kind: JobKind): ReportCount[] {
  const counts = COUNTED[kind].map((key) => ({ key, label: R[key], value: report[key] }));
  const pictures = report.pictures;
  if (!pictures) return counts;
  const files = (Object.keys(R.pictures) as Array<keyof typeof R.pictures>)
    // a product's other pictures: a line only when there were some (older reports did not count them)
    .filter((key) => key !== 'extra' || (pictures.extra ?? 0) > 0)
    .map((key) => ({ key: `pictures.${key}`, label: R.pictures[key], value: pictures[key] ?? 0 }));
  return [...counts, ...files];
}

/**
 * The record a problem is about: its product as staff know it ('Дверь «Оптима» (Ид cbcf496f…)', 'товар с
 * Ид cbcf496f…' for one the catalogue lacks), or the Ид alone (a group's; older reports).
 */
function problemRecord(problem: ImportReportError): string | null {
  if (!problem.id) return null;
  if (problem.name === undefined) return R.id(shortExternalId(problem.id));
  return importProductLabel(problem.name, problem.id);
}

/** 'import0_1.xml · строка 12 · Дверь «Оптима» (Ид cbcf496f…)': where a problem is. */
export function problemPlace(problem: ImportReportError): string {
  return [
    problem.file,
    problem.sheet ? R.sheet(problem.sheet) : null,
    problem.line ? R.line(problem.line) : null,
    problemRecord(problem),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What a price list held that did not get into the shop (columns not found, sheets skipped, rows not
 * read, products without a price): the report's first lines.
 */
export const reportLosses = (report: ImportReport): string[] =>
  (report.losses ?? []).map((loss) => loss.message);

/** Every problem the report keeps, and how many past them it only counted. */
export const problemCount = (report: ImportReport) => report.errors.length + report.omittedErrors;

/** The success toast of a finished import (spec §8): records and categories, or products updated. */
export function doneMessage(kind: JobKind, report: ImportReport): string {
  return kind === 'prices'
    ? IMPORT_TEXTS.panel.pricesDone(report.updated)
    : IMPORT_TEXTS.panel.done(report.processed, report.categoriesCreated);
}

/** 'обработано 228 · создано 228 · обновлено 0 · скрыто 0' for a row of past imports. */
export const reportSummary = (report: ImportReport) =>
  P.history.summary(report.processed, report.created, report.updated, report.unpublished);
