import { useState } from 'react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { ImportJob, ImportReport } from '@shop/shared/import/schemas';
import { hiddenGoodsSummary } from '@shop/shared/import/texts';
import { buttonClass } from '../../../ui/button';
import { PROBLEMS_SHOWN, problemCount, problemPlace, reportCounts, reportLosses } from '../report-view';

const R = ADMIN_PAGES.import.report;

const hiddenTotal = (hidden: NonNullable<ImportReport['hidden']>) =>
  hidden.noPrice + hidden.withdrawn + hidden.noCategory;

/**
 * What an import did, in plain words (spec §3 Import results): first what did not get into the shop (a
 * price list's losses), then the counts and the goods the storefront hides after it, then the warnings and errors with where they are — the first
 * 20, the rest behind 'Показать все'.
 */
export function ImportReportView({ report, kind }: { report: ImportReport; kind: ImportJob['kind'] }) {
  const [expanded, setExpanded] = useState(false);
  const problems = expanded ? report.errors : report.errors.slice(0, PROBLEMS_SHOWN);
  const total = problemCount(report);
  const losses = reportLosses(report);
  const hidden = hiddenGoodsSummary(report.hidden);
  return (
    <div className="space-y-3">
      {losses.length > 0 && (
        <div role="alert" className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm">
          <h3 className="font-semibold text-red-900">{R.losses}</h3>
          <ul className="list-disc space-y-1 pl-5 text-red-900">
            {losses.map((loss, index) => (
              <li key={index} className="break-words">
                {loss}
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {reportCounts(report, kind).map(({ key, label, value }) => (
          <div key={key} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {hidden && (
        <p
          className={`rounded-lg px-3 py-2 text-sm ${report.hidden && hiddenTotal(report.hidden) > 0 ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}
        >
          {hidden}
        </p>
      )}
      {total === 0 ? (
        <p className="text-sm text-slate-600">{R.noProblems}</p>
      ) : (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">{R.problems(total)}</h3>
          <ol className="divide-y divide-slate-100 rounded-lg border border-amber-200 bg-amber-50/60 text-sm">
            {problems.map((problem, index) => (
              <li key={index} className="px-3 py-2">
                <p className="text-xs font-medium break-words text-slate-600">{problemPlace(problem)}</p>
                <p className="break-words text-slate-900">{problem.message}</p>
              </li>
            ))}
          </ol>
          {report.errors.length > PROBLEMS_SHOWN && (
            <button
              type="button"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              className={buttonClass('secondary')}
            >
              {expanded ? R.showFirst(PROBLEMS_SHOWN) : R.showAll(report.errors.length)}
            </button>
          )}
          {report.omittedErrors > 0 && (
            <p className="text-sm text-slate-600">{R.omitted(report.omittedErrors)}</p>
          )}
        </div>
      )}
    </div>
  );
}
