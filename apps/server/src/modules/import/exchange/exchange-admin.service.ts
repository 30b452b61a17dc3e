/**
 * The admin section 'Обмен с 1С': the settings to give the 1C operator, the last sessions with their
 * requests, imports (and their reports) and order events, a replay of a kept catalogue session, and the
 * table that maps 1C's order states to the shop's statuses (exchange_status_map, read by the sale half).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ExchangeOrderEvent,
  ExchangeRequestLog,
  ExchangeSessionImport,
  ExchangeSessionSummary,
  ExchangeStatusMapping,
  ExchangeStatusMappingInput,
} from '@shop/shared/exchange/schemas';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import { OrderStatus } from '@shop/shared/orders/status';
import type { Database } from '../../../db/client.js';
import { column, queryRow, queryRows } from '../../../db/sql.js';
import { AppError } from '../../../lib/errors.js';
import type { ImportService } from '../import.service.js';
import { PICTURES_SUFFIX } from './catalog-exchange.js';
import { linkForJob, listFiles, pathInside } from './exchange-files.js';
import type { SessionRow } from './exchange-sessions.js';
import type { ExchangeSettingsService } from './exchange-settings.js';
import type { ExchangeService } from './exchange.service.js';

export interface ExchangeAdminOptions {
  db: Database;
  exchange: ExchangeService;
  imports: ImportService;
  settings: ExchangeSettingsService;
  /** a replay's unexpected error (logged by the caller) */
  onError?: (error: unknown, sessionId: string) => void;
}

/** Requests shown per session (a big upload makes thousands; the newest are kept). */
const REQUESTS_SHOWN = 300;

const RequestRow = z.object({
  session_id: column.text,
  created_at: z.coerce.date(),
  mode: column.text.nullable(),
  file_name: column.text.nullable(),
  bytes: column.int.nullable(),
  http_status: column.int,
  answer: column.text,
  answer_text: column.text.nullable(),
});

const ImportRow = z.object({
  session_id: column.text,
  file_name: column.text,
  job_id: column.text,
  superseded: column.bool,
});

const EventRow = z.object({
  session_id: column.text,
  created_at: z.coerce.date(),
  order_id: column.int.nullable(),
  document_number: column.text.nullable(),
  kind: z.enum(['status_applied', 'status_unknown', 'lines_changed', 'order_not_found']),
  details: z.record(z.string(), z.unknown()),
});

const MappingRow = z.object({
  id: column.id,
  requisite: column.text,
  value: column.text,
  status: OrderStatus,
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::text[]`;

export function createExchangeAdmin(options: ExchangeAdminOptions) {
  const { db, exchange, imports } = options;
  const { sessions, catalog } = exchange;

  async function requestsOf(ids: string[]): Promise<Map<string, ExchangeRequestLog[]>> {
    const rows = await queryRows(
      db,
      sql`select * from (
          select session_id, created_at, mode, file_name, bytes, http_status, answer, answer_text, id,
            row_number() over (partition by session_id order by id desc) as n
          from exchange_requests where session_id = any(${idArray(ids)})) r
        where n <= ${REQUESTS_SHOWN} order by id`,
      RequestRow,
    );
    const bySession = new Map<string, ExchangeRequestLog[]>();
    for (const row of rows) {
      const list = bySession.get(row.session_id) ?? [];
      list.push({
        at: row.created_at.toISOString(),
        mode: row.mode,
        fileName: row.file_name,
        bytes: row.bytes,
        httpStatus: row.http_status,
        answer: row.answer,
        answerText: row.answer_text,
      });
      bySession.set(row.session_id, list);
    }
    return bySession;
  }

  async function importsOf(ids: string[]): Promise<Map<string, ExchangeSessionImport[]>> {
    const rows = await queryRows(
      db,
      sql`select session_id, file_name, job_id, superseded from exchange_session_imports
        where session_id = any(${idArray(ids)}) order by id`,
      ImportRow,
    );
    const bySession = new Map<string, ExchangeSessionImport[]>();
    for (const row of rows) {
      const job = await imports.jobState(row.job_id);
      const list = bySession.get(row.session_id) ?? [];
      list.push({
        fileName: row.file_name,
        jobId: row.job_id,
        status: job?.status ?? 'failed',
        phase: job?.phase ?? 'done',
        percent: job?.percent ?? 0,
        report: job?.report ?? null,
        error: job ? job.error : null,
        superseded: row.superseded,
      });
      bySession.set(row.session_id, list);
    }
    return bySession;
  }

  async function eventsOf(ids: string[]): Promise<Map<string, ExchangeOrderEvent[]>> {
    const rows = await queryRows(
      db,
      sql`select session_id, created_at, order_id, document_number, kind, details from exchange_order_events
        where session_id = any(${idArray(ids)}) order by id`,
      EventRow,
    );
    const bySession = new Map<string, ExchangeOrderEvent[]>();
    for (const row of rows) {
      const list = bySession.get(row.session_id) ?? [];
      list.push({
        at: row.created_at.toISOString(),
        orderId: row.order_id,
        documentNumber: row.document_number,
        kind: row.kind,
        details: row.details,
      });
      bySession.set(row.session_id, list);
    }
    return bySession;
  }

  async function summaries(rows: SessionRow[]): Promise<ExchangeSessionSummary[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [requests, importRows, events] = await Promise.all([
      requestsOf(ids),
      importsOf(ids),
      eventsOf(ids),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const sessionImports = importRows.get(row.id) ?? [];
        return {
          id: row.id,
          type: row.type,
          state: row.state,
          startedAt: row.created_at.toISOString(),
          lastSeenAt: row.last_seen_at.toISOString(),
          endedAt: row.ended_at?.toISOString() ?? null,
          error: row.error,
          files: row.files.map((file) => ({ name: file.name, bytes: file.bytes })),
          replayable:
            row.type === 'catalog' &&
            sessionImports.some((i) => !i.fileName.endsWith(PICTURES_SUFFIX)) &&
            (await catalog.hasFolder(row.id)),
          requests: requests.get(row.id) ?? [],
          imports: sessionImports,
          orderEvents: events.get(row.id) ?? [],
        };
      }),
    );
  }

  /** The replay's imports, one file after another as 1C would call them; the session ends after. */
  async function runReplay(session: SessionRow, files: string[]): Promise<void> {
    try {
      for (const file of files) {
        for (;;) {
          await sessions.touch(session.id);
          const answer = await catalog.importFile(session, file);
          if (answer.lines[0] === 'progress') continue;
          if (answer.lines[0] === 'failure') return;
          break;
        }
      }
    } catch (error) {
      options.onError?.(error, session.id);
      await sessions.setError(session.id, EXCHANGE_TEXTS.protocol.internal).catch(() => undefined);
    } finally {
      await sessions.end(session.id).catch(() => undefined);
    }
  }

  /**
   * Re-runs the imports of a kept catalogue session, in their order, as a new session of its own (its
   * files linked from the old one's folder). 404 for an unknown session; 409 when its files are gone,
   * it imported nothing, or an exchange or a catalogue import is running.
   */
  async function replay(id: string, ip: string): Promise<ExchangeSessionSummary> {
    const old = await sessions.get(id);
    if (!old) throw new AppError('NOT_FOUND', EXCHANGE_TEXTS.admin.sessionNotFound);
    if (old.type !== 'catalog') throw new AppError('CONFLICT', EXCHANGE_TEXTS.admin.notCatalogue);
    if (!(await catalog.hasFolder(old.id))) throw new AppError('CONFLICT', EXCHANGE_TEXTS.admin.filesGone);
    const files = [...(await catalog.jobsOf(old.id)).keys()].filter(
      (name) => !name.endsWith(PICTURES_SUFFIX),
    );
    if (files.length === 0) throw new AppError('CONFLICT', EXCHANGE_TEXTS.admin.nothingToReplay);
    try {
      await imports.refuseWhileRunning('catalog');
    } catch {
      throw new AppError('CONFLICT', EXCHANGE_TEXTS.admin.replayBusy);
    }
    const session = await exchange.beginReplay(ip);
    if (!session) throw new AppError('CONFLICT', EXCHANGE_TEXTS.admin.replayBusy);
    const from = catalog.folderOf(old.id);
    const to = catalog.folderOf(session.id);
    for (const file of await listFiles(from)) {
      await linkForJob(pathInside(from, file), pathInside(to, file));
    }
    await sessions.setFiles(session.id, old.files);
    const current = (await sessions.get(session.id))!;
    void runReplay(current, files);
    return (await summaries([current]))[0]!;
  }

  const mappingNotFound = () => new AppError('NOT_FOUND', EXCHANGE_TEXTS.admin.mappingNotFound);

  async function writeMapping(write: () => Promise<ExchangeStatusMapping | undefined>) {
    try {
      const row = await write();
      if (!row) throw mappingNotFound();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', EXCHANGE_TEXTS.admin.mappingTaken);
      throw error;
    }
  }

  return {
    settings: () => options.settings.get(),
    updateSettings: options.settings.update.bind(options.settings),

    async sessions(limit: number): Promise<{ sessions: ExchangeSessionSummary[] }> {
      await sessions.expireStale();
      return { sessions: await summaries(await sessions.list(limit)) };
    },

    replay,

    statusMap(): Promise<ExchangeStatusMapping[]> {
      return queryRows(
        db,
        sql`select id, requisite, value, status from exchange_status_map order by lower(requisite), lower(value), id`,
        MappingRow,
      );
    },

    addMapping: (input: ExchangeStatusMappingInput) =>
      writeMapping(() =>
        queryRow(
          db,
          sql`insert into exchange_status_map (requisite, value, status)
            values (${input.requisite}, ${input.value}, ${input.status})
            returning id, requisite, value, status`,
          MappingRow,
        ),
      ),

    updateMapping: (id: number, input: ExchangeStatusMappingInput) =>
      writeMapping(() =>
        queryRow(
          db,
          sql`update exchange_status_map set requisite = ${input.requisite}, value = ${input.value},
              status = ${input.status}
            where id = ${id} returning id, requisite, value, status`,
          MappingRow,
        ),
      ),

    async removeMapping(id: number): Promise<{ message: string }> {
      const removed = await queryRow(
        db,
        sql`delete from exchange_status_map where id = ${id} returning id`,
        z.object({ id: column.id }),
      );
      if (!removed) throw mappingNotFound();
      return { message: EXCHANGE_TEXTS.admin.mappingDeleted };
    },
  };
}

export type ExchangeAdmin = ReturnType<typeof createExchangeAdmin>;
