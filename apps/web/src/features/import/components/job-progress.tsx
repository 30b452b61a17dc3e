import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { ImportJob } from '@shop/shared/import/schemas';
import { phaseLabel } from '../report-view';
import { ProgressBar } from './progress-bar';

const P = ADMIN_PAGES.import;

/** A queued or running job: 'Запись в каталог: 40 %' and its bar. */
export function JobProgress({ job }: { job: Pick<ImportJob, 'status' | 'phase' | 'percent'> }) {
  return (
    <ProgressBar name={P.jobProgress} label={P.phaseAt(phaseLabel(job), job.percent)} percent={job.percent} />
  );
}

/** The upload's own share: 'Файл загружен на 45 %'. */
export function UploadProgress({ percent }: { percent: number }) {
  return <ProgressBar name={P.uploadProgress} label={P.uploaded(percent)} percent={percent} />;
}
