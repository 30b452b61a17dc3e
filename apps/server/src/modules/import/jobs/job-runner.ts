/**
 * Durable import jobs in `import_jobs`. Any number of processes run them: a job is claimed with
 * `FOR UPDATE SKIP LOCKED` and held under a lease (`locked_by`, `locked_until`) that the running
 * process renews; a job whose lease ran out (its process died or hung) is claimed again and resumed
 * from its last checkpoint, or failed with a Russian reason once it has been tried `maxAttempts`
 * times, so no job stays 'running' forever. One job per lane (the catalogue files of either kind)
 * may be queued or running at once, enforced by a partial unique index (migration 0009).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_JOB_KINDS, IMPORT_JOB_STATUSES, ImportReport } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../../db/client.js';
import { column, queryRow, queryRows } from '../../../db/sql.js';
import { AppError } from '../../../lib/errors.js';
import { describeCatalogue } from './report-products.js';

export type JobKind = (typeof IMPORT_JOB_KINDS)[number];

const JobRow = z.object({
  id: column.text,
  kind: z.enum(IMPORT_JOB_KINDS),
  status: z.enum(IMPORT_JOB_STATUSES),
  phase: column.text,
  percent: column.int,
  attempts: column.int,
  applied_count: column.int,
  options: z.record(z.string(), z.unknown()),
  file_path: column.text.nullable(),
  file_name: column.text.nullable(),
  upload_id: column.text.nullable(),
  report: ImportReport.nullable(),
  error: column.text.nullable(),
  created_at: z.coerce.date(),
  started_at: z.coerce.date().nullable(),
  finished_at: z.coerce.date().nullable(),
});
export type JobRow = z.infer<typeof JobRow>;

const JOB_COLUMNS = sql.raw(
  'id, kind, status, phase, percent, attempts, applied_count, options, file_path, file_name, upload_id, report, error, created_at, started_at, finished_at',
);

/** What a job handler gets: its row, a signal, and the calls that move its progress. */
export interface JobContext {
  job: JobRow;
  /** aborted when this process loses the lease or stops: the handler stops at its next batch */
  signal: AbortSignal;
  /** phase and percentage shown by the panel; throws when the lease was lost */
  progress(phase: string, percent: number): Promise<void>;
  /**
   * Records the records applied so far and the report, inside the caller's transaction, so a batch and
   * its checkpoint commit together; throws (rolling the batch back) when the lease was lost.
   */
  checkpoint(tx: Database, appliedCount: number, report: ImportReport, percent: number): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<ImportReport>;

export interface JobRunnerOptions {
  db: Database;
  handlers: Partial<Record<JobKind, JobHandler>>;
  /** how long a claim holds without renewal */
  leaseMs?: number;
  /** how often an idle runner looks for jobs (queued by other processes, or with an expired lease) */
  pollMs?: number;
  /** claims before a job whose lease keeps expiring is failed */
  maxAttempts?: number;
  /** called with a job's unexpected error (logged by the caller) */
  onError?: (error: unknown, jobId: string) => void;
  /** removes what a job leaves behind (its upload): called before it is marked ended, so nobody sees it ended with the file still there */
  cleanup?: (job: JobRow) => Promise<void>;
  /**
   * called with a handler's report before the job is marked completed (so within the job's time):
   * the maintenance its writes call for; an error is logged, the job still completes
   */
  afterWrites?: (report: ImportReport) => Promise<unknown>;
  /** called after a job ended, whatever the outcome */
  onFinished?: (job: JobRow) => void | Promise<void>;
}

export interface NewJob {
  kind: JobKind;
  fileName: string;
  filePath: string;
  options: Record<string, unknown>;
  createdBy: number | null;
  /** the panel's id of a pictures upload (unique: a second job with it is refused) */
  uploadId?: string;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

type DatabaseError = { constraint?: string; cause?: { constraint?: string } };
const violatedConstraint = (error: unknown) =>
  (error as DatabaseError).constraint ?? (error as DatabaseError).cause?.constraint;

class LeaseLost extends Error {}

export function createJobRunner(options: JobRunnerOptions) {
  const { db, handlers } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const finished = new EventEmitter();
  finished.setMaxListeners(0);
  let running: { id: string; abort: AbortController; done: Promise<void> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let ticking: Promise<void> | undefined;
  let canRun: () => boolean = () => true;

  const leaseInterval = sql`(${`${leaseMs} milliseconds`})::interval`;

  async function enqueue(job: NewJob): Promise<JobRow> {
    try {
      const row = await queryRow(
        db,
        sql`insert into import_jobs (id, kind, file_name, file_path, options, created_by, upload_id)
          values (${randomUUID()}, ${job.kind}, ${job.fileName}, ${job.filePath},
            ${JSON.stringify(job.options)}::jsonb, ${job.createdBy}, ${job.uploadId ?? null})
          returning ${JOB_COLUMNS}`,
        JobRow,
      );
      wake();
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (violatedConstraint(error) === 'import_jobs_upload_id_key') {
        throw new AppError('CONFLICT', IMPORT_TEXTS.pictures.uploadIdTaken);
      }
      throw new AppError('IMPORT_RUNNING');
    }
  }

  /** Jobs whose lease expired too often: failed with a reason instead of claimed again. */
  async function failExhausted(): Promise<JobRow[]> {
    const rows = await queryRows(
      db,
      sql`update import_jobs set status = 'failed', phase = 'done', locked_by = null, locked_until = null,
          finished_at = now(), error = ${IMPORT_TEXTS.jobs.interrupted(maxAttempts)}
        where status = 'running' and locked_until < now() and attempts >= ${maxAttempts}
        returning ${JOB_COLUMNS}`,
      JobRow,
    );
    for (const row of rows) {
      await options.cleanup?.(row);
      await announce(row);
    }
    return rows;
  }

  /** The oldest queued job, or a running one whose lease expired (resumed from its checkpoint). */
  function claim(): Promise<JobRow | undefined> {
    const kinds = Object.keys(handlers);
    return queryRow(
      db,
      sql`update import_jobs set status = 'running', locked_by = ${workerId},
          locked_until = now() + ${leaseInterval}, attempts = attempts + 1,
          started_at = coalesce(started_at, now())
        where id = (
          select id from import_jobs
          where kind = any(${`{${kinds.join(',')}}`}::text[])
            and (status = 'queued' or (status = 'running' and locked_until < now()))
          order by created_at
          limit 1
          for update skip locked)
        returning ${JOB_COLUMNS}`,
      JobRow,
    );
  }

  async function ownedUpdate(tx: Database, id: string, set: ReturnType<typeof sql>): Promise<void> {
    const rows = await queryRows(
      tx,
      sql`update import_jobs set ${set}, locked_until = now() + ${leaseInterval}
        where id = ${id} and locked_by = ${workerId} and status = 'running' returning id`,
      z.object({ id: column.text }),
    );
    if (rows.length === 0) throw new LeaseLost(`lease of import job ${id} lost`);
  }

  function contextFor(job: JobRow, abort: AbortController): JobContext {
    const guard = async (write: () => Promise<void>) => {
      if (abort.signal.aborted) throw new LeaseLost('import job stopped');
      await write();
    };
    return {
      job,
      signal: abort.signal,
      progress: (phase, percent) =>
        guard(() => ownedUpdate(db, job.id, sql`phase = ${phase}, percent = ${clampPercent(percent)}`)),
      checkpoint: (tx, appliedCount, report, percent) =>
        guard(() =>
          ownedUpdate(
            tx,
            job.id,
            sql`applied_count = ${appliedCount}, report = ${JSON.stringify(report)}::jsonb,
              percent = ${clampPercent(percent)}, processed_count = ${report.processed}`,
          ),
        ),
    };
  }

  /** Renews the lease while the handler runs; a lost lease aborts the handler. */
  function keepLease(id: string, abort: AbortController): () => void {
    const renew = setInterval(
      () => {
        ownedUpdate(db, id, sql`attempts = attempts`).catch(() => abort.abort());
      },
      Math.max(Math.floor(leaseMs / 3), 10),
    );
    return () => clearInterval(renew);
  }

  async function finish(id: string, outcome: { report: ImportReport } | { error: string }): Promise<void> {
    const set =
      'report' in outcome
        ? sql`status = 'completed', phase = 'done', percent = 100,
            report = ${JSON.stringify(outcome.report)}::jsonb, processed_count = ${outcome.report.processed}`
        : sql`status = 'failed', phase = 'done', error = ${outcome.error}`;
    const row = await queryRow(
      db,
      sql`update import_jobs set ${set}, finished_at = now(), locked_by = null, locked_until = null
        where id = ${id} and locked_by = ${workerId} returning ${JOB_COLUMNS}`,
      JobRow,
    );
    if (row) await announce(row);
  }

  /** Gives a job back when this process stops: another process (or the next start) resumes it. */
  async function release(id: string): Promise<void> {
    await db.execute(
      sql`update import_jobs set status = 'queued', attempts = greatest(attempts - 1, 0),
          locked_by = null, locked_until = null
        where id = ${id} and locked_by = ${workerId} and status = 'running'`,
    );
  }

  async function announce(row: JobRow): Promise<void> {
    try {
      await options.onFinished?.(row);
    } finally {
      finished.emit(row.id, row);
    }
  }

  async function run(job: JobRow, abort: AbortController): Promise<void> {
    const stopRenewing = keepLease(job.id, abort);
    try {
      const handler = handlers[job.kind]!;
      const written = await handler(contextFor(job, abort));
      await options.afterWrites?.(written).catch((error: unknown) => options.onError?.(error, job.id));
      const report = await describeCatalogue(db, job.kind, written);
      await options.cleanup?.(job);
      await finish(job.id, { report });
    } catch (error) {
      if (stopped && abort.signal.aborted) return void (await release(job.id));
      if (error instanceof LeaseLost || abort.signal.aborted) return;
      const known = error instanceof AppError || (error as Error).name === 'ImportParseError';
      if (!known) options.onError?.(error, job.id);
      await options.cleanup?.(job);
      await finish(job.id, { error: known ? (error as Error).message : IMPORT_TEXTS.jobs.internal });
    } finally {
      stopRenewing();
    }
  }

  /** Claims and runs jobs until none is left; one at a time in this process. */
  async function drain(): Promise<void> {
    while (!running) {
      await failExhausted();
      const job = await claim();
      if (!job) return;
      const abort = new AbortController();
      const done = run(job, abort);
      running = { id: job.id, abort, done };
      try {
        await done;
      } finally {
        running = undefined;
      }
      if (stopped) return;
    }
  }

  function tick(): Promise<void> {
    ticking ??= drain()
      .catch((error: unknown) => options.onError?.(error, 'claim'))
      .finally(() => {
        ticking = undefined;
      });
    return ticking;
  }

  function wake(): void {
    if (!stopped && canRun()) void tick();
  }

  /** The job's row once it has ended, or as it is after `timeoutMs`. */
  async function wait(id: string, timeoutMs: number): Promise<JobRow | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await get(id);
      if (!row || row.status === 'completed' || row.status === 'failed') return row;
      const left = deadline - Date.now();
      if (left <= 0) return row;
      const ended = new Promise<void>((resolve) => finished.once(id, () => resolve()));
      await Promise.race([ended, sleep(Math.min(left, pollMs))]);
    }
  }

  function get(id: string): Promise<JobRow | undefined> {
    return queryRow(db, sql`select ${JOB_COLUMNS} from import_jobs where id = ${id}`, JobRow);
  }

  function getByUploadId(uploadId: string): Promise<JobRow | undefined> {
    return queryRow(db, sql`select ${JOB_COLUMNS} from import_jobs where upload_id = ${uploadId}`, JobRow);
  }

  function list(limit: number): Promise<JobRow[]> {
    return queryRows(
      db,
      sql`select ${JOB_COLUMNS} from import_jobs order by created_at desc, id limit ${limit}`,
      JobRow,
    );
  }

  return {
    workerId,
    enqueue,
    wait,
    get,
    getByUploadId,
    list,
    /** Runs what is claimable now (tests drive the runner with it). */
    tick,
    /** Polls for jobs; `ready` says whether the database can be used yet (migrations ran). */
    start(ready: () => boolean = () => true): void {
      canRun = ready;
      stopped = false;
      timer = setInterval(wake, pollMs);
      wake();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      running?.abort.abort();
      await ticking;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

const clampPercent = (percent: number) => Math.max(0, Math.min(100, Math.round(percent)));
