import { Archive } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { useImageUpload } from '../use-image-upload';
import { ImportBlock } from './import-block';
import { ImportReportView } from './import-report';
import { JobProgress, UploadProgress } from './job-progress';

const P = ADMIN_PAGES.import;

/** Block 3: the pictures archive (ZIP, up to 5 GB), processed in the background (spec §2, §4). */
export function ImagesBlock({ onCatalogueChanged }: { onCatalogueChanged: () => void }) {
  const upload = useImageUpload(onCatalogueChanged);
  const { uploadId, status } = upload.tracking;
  const finished = upload.finished;
  return (
    <ImportBlock
      kind="images"
      icon={Archive}
      busy={upload.busy}
      error={upload.error}
      onFile={upload.chooseFile}
      onSubmit={() => void upload.submit()}
    >
      {upload.percent !== null && <UploadProgress percent={upload.percent} />}
      {uploadId && (
        <div role="status" className="space-y-2 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-700">
          <JobProgress job={status ?? { status: 'queued', phase: 'queued', percent: 0 }} />
          {status && <p>{P.images.progress(status.files, status.count)}</p>}
          <p className="text-slate-500">{P.images.tracking}</p>
        </div>
      )}
      {!uploadId && finished?.report && (
        <div className="space-y-2 border-t border-slate-100 pt-4">
          <h3 className="font-semibold text-slate-900">{P.report.title}</h3>
          <ImportReportView report={finished.report} kind="images" />
        </div>
      )}
    </ImportBlock>
  );
}
