import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type {
  ImportJob,
  ImportPreview,
  ImportPreviewApplyInput,
  ImportReport,
} from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { TEXTS } from '@shop/shared/texts';
import { ApiRequestError } from '../../lib/api-client';
import {
  applyPreview,
  cancelPreview,
  createPreview,
  fetchJob,
  fetchJobs,
  importKeys,
  JOB_POLL_MS,
} from './api';
import { fileProblem } from './file-checks';
import { doneMessage, isActiveStatus } from './report-view';
import { importErrorMessage } from './upload';

const ADMIN_TEXTS = ADMIN_PAGES.import;

/** The blocks that send a catalogue or prices file and wait for its job (1, 2 and 4). */
export type FileImportKind = 'catalog' | 'import01' | 'prices';

export type FileImportStage =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  /** the file is being sent for its check (blocks with a preview) */
  | { name: 'checking'; percent: number }
  /** the check's answer, waiting for 'Загрузить' or 'Отмена' */
  | { name: 'preview'; preview: ImportPreview; error?: string }
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

const PREVIEW_JOB_KIND: Record<ImportPreview['kind'], ImportJob['kind']> = {
  catalog: 'commerceml',
  prices: 'prices',
  spreadsheet: 'spreadsheet',
};

type Answer = {
  status: number;
  data: { status: ImportJob['status']; jobId: string; report: ImportReport | null };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One submit: it ends once, whichever comes first — the answer, or the end of its job. */
interface Attempt {
  ended: boolean;
  /** the job, once the answer (202) or the list of jobs named it */
  jobId: string | null;
  /** an applied preview: shown again with the error when the apply is refused (409, 400) */
  preview?: ImportPreview;
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
    const refused = next.name === 'failed' && attempt.preview && !jobId && !quiet;
    setStage(refused ? { name: 'preview', preview: attempt.preview!, error: next.message } : next);
    void queryClient.invalidateQueries({ queryKey: importKeys.jobs() });
    // an applied preview remembers its choices
    if (attempt.preview) void queryClient.invalidateQueries({ queryKey: importKeys.choices() });
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

  /** Sends the file for its check; the preview waits for 'Загрузить' or 'Отмена'. */
  async function check(chosen: File) {
    setStage({ name: 'checking', percent: 0 });
    try {
      const { data } = await createPreview(chosen, isCategorized, (percent) =>
        setStage((now) => (now.name === 'checking' ? { name: 'checking', percent } : now)),
      );
      if (!closed.current) setStage({ name: 'preview', preview: data });
    } catch (error) {
      const message = importErrorMessage(error, FALLBACK[kind]);
      setStage({ name: 'failed', message });
      toast.error(message);
    }
  }

  async function submit() {
    const problem = fileProblem(kind, file);
    if (problem || !file)
      return setStage({ name: 'failed', message: problem ?? TEXTS.validation.fileNotSelected });
    // a file chosen again replaces the preview waiting for an answer
    if (stage.name === 'preview') void cancelPreview(stage.preview.id).catch(() => undefined);
    return check(file);
  }

  /** 'Загрузить': the checked file imported with the staff's choices, followed like an upload. */
  async function apply(input: ImportPreviewApplyInput) {
    if (stage.name !== 'preview') return;
    const { preview } = stage;
    await run(
      PREVIEW_JOB_KIND[preview.kind],
      async (onProgress) => {
        onProgress(100);
        return applyPreview(preview.id, input);
      },
      preview,
    );
  }

  /** 'Отмена': the checked file removed on the server. */
  async function cancel() {
    if (stage.name !== 'preview') return;
    const { preview } = stage;
    setStage({ name: 'idle' });
    try {
      await cancelPreview(preview.id);
    } catch (error) {
      toast.error(importErrorMessage(error, ADMIN_TEXTS.preview.cancelFailed));
    }
  }

  /** Sends an import (an upload, or a preview's apply) and follows its job to the report. */
  async function run(
    jobKind: ImportJob['kind'],
    send: (onProgress: (percent: number) => void) => Promise<Answer>,
    preview?: ImportPreview,
  ) {
    const attempt: Attempt = { ended: false, jobId: null, preview };
    setStage({ name: 'uploading', percent: 0 });
    let sent = false;
    const onProgress = (percent: number) => {
      if (percent < 100) return setStage({ name: 'uploading', percent });
      if (!sent) uploaded(attempt);
      sent = true;
    };
    try {
      const { status, data } = await send(onProgress);
      if (status === 200 && data.status === 'completed' && data.report) {
        end(attempt, { name: 'done', kind: jobKind, report: data.report }, data.jobId);
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
    busy: stage.name === 'uploading' || stage.name === 'processing' || stage.name === 'checking',
    submit,
    apply,
    cancel,
  };
}
