import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { ImportJob, ImportReport } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { TEXTS } from '@shop/shared/texts';
import { ApiRequestError } from '../../lib/api-client';
import { fetchJob, fetchJobs, importCatalog, importKeys, JOB_POLL_MS, updatePrices } from './api';
import { fileProblem } from './file-checks';
import { doneMessage, isActiveStatus } from './report-view';
import { importErrorMessage } from './upload';

/** The blocks that send a catalogue or prices file and wait for its job (1, 2 and 4). */
export type FileImportKind = 'catalog' | 'import01' | 'prices';

export type FileImportStage =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  /** the file is on the server; `job` once it is known */
  | { name: 'processing'; job: ImportJob | null }
  | { name: 'done'; kind: ImportJob['kind']; report: ImportReport }
  | { name: 'failed'; message: string };

type Ended = Extract<FileImportStage, { name: 'done' | 'failed' }>;

/** What failing means for each block when the server says nothing (spec §8 admin fallbacks). */
const FALLBACK: Record<FileImportKind, string> = {
  catalog: IMPORT_TEXTS.panel.xmlFailed,
  import01: IMPORT_TEXTS.panel.import01Failed,
  prices: IMPORT_TEXTS.panel.pricesFailed,
};

/** Jobs of the lane a block's upload runs in (one at a time per lane). */
const LANE: Record<FileImportKind, ReadonlyArray<ImportJob['kind']>> = {
  catalog: ['commerceml', 'spreadsheet'],
  import01: ['commerceml', 'spreadsheet'],
  prices: ['prices'],
};

const jobKindOf = (kind: FileImportKind, file: File): ImportJob['kind'] =>
  kind === 'prices' ? 'prices' : /\.xml$/i.test(file.name) ? 'commerceml' : 'spreadsheet';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One submit: it ends once, whichever comes first — the answer, or the end of its job. */
interface Attempt {
  ended: boolean;
  /** the job, once the answer (202) or the list of jobs named it */
  jobId: string | null;
}

/**
 * One upload block: the chosen file and checkbox, the upload percentage, then the job's phase and
 * percentage (the answer waits for the job, so meanwhile the lane's running job is found in the list
 * and followed by its id, every 1.5 s), then the report and the §8 toast.
 */
export function useFileImport(kind: FileImportKind, onCatalogueChanged: () => void) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [isCategorized, setIsCategorized] = useState(false);
  const [stage, setStage] = useState<FileImportStage>({ name: 'idle' });
  // jobs this block already reported: a list a moment old must not pass one off as the next
  const reported = useRef(new Set<string>());

  // a closed page asks about no job (the answer's toast still shows)
  const closed = useRef(false);
  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
    };
  }, []);

  function end(attempt: Attempt, next: Ended, jobId: string | null, quiet = false) {
    if (attempt.ended) return;
    attempt.ended = true;
    if (jobId) reported.current.add(jobId);
    setStage(next);
    void queryClient.invalidateQueries({ queryKey: importKeys.jobs() });
    if (next.name === 'done') {
      toast.success(doneMessage(next.kind, next.report));
      onCatalogueChanged();
    } else if (!quiet) {
      toast.error(next.message);
    }
  }

  function endWithJob(attempt: Attempt, job: ImportJob) {
    if (job.status === 'completed' && job.report) {
      end(attempt, { name: 'done', kind: job.kind, report: job.report }, job.id);
    } else {
      end(attempt, { name: 'failed', message: job.error ?? TEXTS.errors.importFailed }, job.id);
    }
  }

  /** The job of this upload: found in the list until the answer names it, then asked about by id. */
  async function lookUp(attempt: Attempt): Promise<ImportJob | undefined> {
    if (attempt.jobId) return fetchJob(attempt.jobId);
    const listed = (await fetchJobs()).find(
      (job) => LANE[kind].includes(job.kind) && isActiveStatus(job.status) && !reported.current.has(job.id),
    );
    if (listed && !attempt.jobId) attempt.jobId = listed.id;
    return listed;
  }

  async function follow(attempt: Attempt) {
    while (!attempt.ended && !closed.current) {
      const job = await lookUp(attempt).catch(() => undefined);
      if (attempt.ended || closed.current) return;
      if (job && !isActiveStatus(job.status)) return endWithJob(attempt, job);
      if (job) setStage({ name: 'processing', job });
      await pause(JOB_POLL_MS);
    }
  }

  function uploaded(attempt: Attempt) {
    if (attempt.ended) return;
    setStage((now) => (now.name === 'uploading' ? { name: 'processing', job: null } : now));
    void follow(attempt);
  }

  const chooseFile = (next: File | null) => {
    setFile(next);
    if (stage.name === 'failed') setStage({ name: 'idle' });
  };

  async function submit() {
    const problem = fileProblem(kind, file);
    if (problem || !file)
      return setStage({ name: 'failed', message: problem ?? TEXTS.validation.fileNotSelected });
    const attempt: Attempt = { ended: false, jobId: null };
    setStage({ name: 'uploading', percent: 0 });
    let sent = false;
    const onProgress = (percent: number) => {
      if (percent < 100) return setStage({ name: 'uploading', percent });
      if (!sent) uploaded(attempt);
      sent = true;
    };
    try {
      const { status, data } =
        kind === 'prices'
          ? await updatePrices(file, onProgress)
          : await importCatalog(file, isCategorized, onProgress);
      if (status === 200 && data.status === 'completed' && data.report) {
        end(attempt, { name: 'done', kind: jobKindOf(kind, file), report: data.report }, data.jobId);
      } else {
        // 202: the job outlived the answer; follow it by its id
        attempt.jobId = data.jobId;
        if (!sent) uploaded(attempt);
        sent = true;
      }
    } catch (error) {
      // spec §8: a 404 on an import is only logged (no toast; the block's error line still says it failed)
      const notFound = error instanceof ApiRequestError && error.status === 404;
      if (notFound) console.error(error);
      end(attempt, { name: 'failed', message: importErrorMessage(error, FALLBACK[kind]) }, null, notFound);
    }
  }

  return {
    file,
    chooseFile,
    isCategorized,
    setIsCategorized,
    stage,
    busy: stage.name === 'uploading' || stage.name === 'processing',
    submit,
  };
}
