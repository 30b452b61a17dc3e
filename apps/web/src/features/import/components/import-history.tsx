import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { ImportJob } from '@shop/shared/import/schemas';
import { formatShopDateTime } from '../../../lib/date-time';
import { EmptyList } from '../../../ui/empty-list';
import { FormAlert } from '../../../ui/text-field';
import { Modal } from '../../../ui/modal';
import { Section } from '../../../ui/section';
import { WithQuery } from '../../../ui/with-query';
import { useImportJob, useImportJobs } from '../api';
import { isActiveStatus, kindLabel, reportSummary, statusLabel } from '../report-view';
import { ImportReportView } from './import-report';
import { JobProgress } from './job-progress';

const P = ADMIN_PAGES.import;
const H = P.history;

const STATUS_CLASS: Record<ImportJob['status'], string> = {
  queued: 'bg-slate-100 text-slate-700',
  running: 'bg-sky-100 text-sky-800',
  completed: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

/** Past imports, newest first (GET /api/import/jobs): a running one shows its progress, a row opens its report. */
export function ImportHistory() {
  const jobs = useImportJobs();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Section heading={H.title} className="space-y-3">
      <WithQuery query={jobs} errorMessage={H.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <EmptyList>{H.empty}</EmptyList>
          ) : (
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
              {list.map((job) => (
                <li key={job.id}>
                  <JobRow job={job} onOpen={() => setOpenId(job.id)} />
                </li>
              ))}
            </ul>
          )
        }
      </WithQuery>
      {openId && <JobReportModal id={openId} listed={jobs.data} onClose={() => setOpenId(null)} />}
    </Section>
  );
}

/** A row: the whole of it opens the report (the button's area is stretched over it). */
function JobRow({ job, onOpen }: { job: ImportJob; onOpen: () => void }) {
  const file = job.fileName ?? H.noFile;
  return (
    <div className="relative flex min-w-0 items-center gap-3 px-4 py-3 hover:bg-slate-50">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            onClick={onOpen}
            aria-label={H.open(file)}
            className="text-left font-medium text-slate-900 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-300 focus-visible:after:ring-inset"
          >
            {kindLabel(job.kind)}
          </button>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[job.status]}`}>
            {statusLabel(job.status)}
          </span>
          <span className="text-sm text-slate-500">{formatShopDateTime(job.createdAt)}</span>
        </div>
        <p className="truncate text-sm text-slate-700">{file}</p>
        {isActiveStatus(job.status) ? (
          <div className="max-w-md">
            <JobProgress job={job} />
          </div>
        ) : job.report ? (
          <p className="text-sm text-slate-600">{reportSummary(job.report)}</p>
        ) : (
          job.error && <p className="line-clamp-2 text-sm text-red-700">{job.error}</p>
        )}
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
    </div>
  );
}

/** One job's report; a running one keeps updating. */
function JobReportModal({ id, listed, onClose }: { id: string; listed?: ImportJob[]; onClose: () => void }) {
  const fresh = useImportJob(id);
  const job = fresh.data ?? listed?.find((item) => item.id === id);
  return (
    <Modal
      open
      onClose={onClose}
      title={job?.fileName ? P.report.of(job.fileName) : P.report.title}
      widthClass="sm:max-w-2xl"
    >
      {job && (
        <div className="space-y-4 p-5">
          <p className="text-sm text-slate-600">
            {kindLabel(job.kind)} · {formatShopDateTime(job.createdAt)} · {statusLabel(job.status)}
          </p>
          {isActiveStatus(job.status) && <JobProgress job={job} />}
          <FormAlert>{job.error}</FormAlert>
          {job.report && <ImportReportView report={job.report} kind={job.kind} />}
        </div>
      )}
    </Modal>
  );
}
