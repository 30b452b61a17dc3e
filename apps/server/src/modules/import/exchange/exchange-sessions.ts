/**
 * Exchange logins and sessions (exchange_logins, exchange_sessions), their one writer (the sale half
 * writes a session's queried ids).
 *
 * A login is who calls: a `checkauth` (a random 32-byte token, only its SHA-256 kept, expiry sliding)
 * or a client that sends Basic credentials only (one login per address). A session is one exchange of
 * one type, `init` to its end; a login points to its current session of each type, so its requests
 * never reach another exchange's files, whatever happened to that one.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ExchangeSessionState, ExchangeType } from '@shop/shared/exchange/schemas';
import type { ExchangeConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { column, queryRow, queryRows } from '../../../db/sql.js';
import { tokenHash } from '../../../lib/token-hash.js';

export const SESSION_COOKIE = 'cml_sid';

export const SessionFile = z.object({
  name: z.string(),
  bytes: z.number().int(),
  /** an archive already unpacked into the session folder */
  unpacked: z.boolean().optional(),
  /** an orders file already applied: the next piece of this name begins a new file */
  applied: z.boolean().optional(),
});
export type SessionFile = z.infer<typeof SessionFile>;

export const SessionRow = z.object({
  id: column.text,
  type: ExchangeType,
  state: ExchangeSessionState,
  /** open or importing, and not past its expiry */
  live: column.bool,
  finalized: column.bool,
  full_export: column.bool.nullable(),
  files: z.array(SessionFile),
  error: column.text.nullable(),
  ip: column.text,
  created_at: z.coerce.date(),
  last_seen_at: z.coerce.date(),
  expires_at: z.coerce.date(),
  ended_at: z.coerce.date().nullable(),
});
export type SessionRow = z.infer<typeof SessionRow>;

export const LoginRow = z.object({
  id: column.text,
  catalog_session_id: column.text.nullable(),
  sale_session_id: column.text.nullable(),
});
export type LoginRow = z.infer<typeof LoginRow>;

/** A login's current session of the type. */
export const sessionOf = (login: LoginRow, type: ExchangeType) =>
  type === 'catalog' ? login.catalog_session_id : login.sale_session_id;

const LIVE_CONDITION = `state in ('open', 'importing') and expires_at > now()`;
const LIVE = sql.raw(LIVE_CONDITION);

const COLUMNS = sql.raw(
  `id, type, state, (${LIVE_CONDITION}) as live, finalized, full_export, files, error, ip,
   created_at, last_seen_at, expires_at, ended_at`,
);

const LOGIN_COLUMNS = sql.raw('id, catalog_session_id, sale_session_id');

/** Ended states a session may be closed with by the shop (1C's `complete` ends it through `end`). */
export type ClosedState = 'expired' | 'interrupted';

/** The running import of a session: what `init` tells a refused exchange. */
export const RunningImport = z.object({
  session_id: column.text,
  file_name: column.text,
  status: column.text,
  phase: column.text,
  percent: column.int,
});
export type RunningImport = z.infer<typeof RunningImport>;

const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::text[]`;

export function createExchangeSessions(db: Database, timing: Pick<ExchangeConfig, 'sessionTtlMs'>) {
  /** read at every use: tests shorten the lifetime on a running app */
  const expiry = () => sql`now() + ${`${timing.sessionTtlMs} milliseconds`}::interval`;

  return {
    /** A new `checkauth` login and the token 1C gets (cookie value and `sessid`). */
    async createLogin(ip: string): Promise<{ login: LoginRow; token: string }> {
      const token = randomBytes(32).toString('hex');
      const login = await queryRow(
        db,
        sql`insert into exchange_logins (id, token_hash, ip, expires_at)
          values (${randomUUID()}, ${tokenHash(token)}, ${ip}, ${expiry()})
          returning ${LOGIN_COLUMNS}`,
        LoginRow,
      );
      return { login: login!, token };
    },

    /** The live login of a token, its expiry moved on (sliding). */
    loginByToken(token: string): Promise<LoginRow | undefined> {
      return queryRow(
        db,
        sql`update exchange_logins set last_seen_at = now(), expires_at = ${expiry()}
          where token_hash = ${tokenHash(token)} and expires_at > now()
          returning ${LOGIN_COLUMNS}`,
        LoginRow,
      );
    },

    /** The login of a client that sends Basic credentials only, from this address (made once). */
    async basicLogin(ip: string): Promise<LoginRow> {
      const login = await queryRow(
        db,
        sql`insert into exchange_logins (id, basic_ip, ip, expires_at)
          values (${randomUUID()}, ${ip}, ${ip}, ${expiry()})
          on conflict (basic_ip) do update set last_seen_at = now(), expires_at = excluded.expires_at
          returning ${LOGIN_COLUMNS}`,
        LoginRow,
      );
      return login!;
    },

    /** Whether the exchange account has logged in from this address before (a login row is made then). */
    async loggedInFrom(ip: string): Promise<boolean> {
      const row = await queryRow(
        db,
        sql`select 1 as one from exchange_logins where ip = ${ip} limit 1`,
        z.object({ one: column.int }),
      );
      return row !== undefined;
    },

    /** The login's current session of the type is now `sessionId`. */
    async pointTo(loginId: string, type: ExchangeType, sessionId: string, tx: Database = db): Promise<void> {
      const column = sql.raw(type === 'catalog' ? 'catalog_session_id' : 'sale_session_id');
      await tx.execute(sql`update exchange_logins set ${column} = ${sessionId} where id = ${loginId}`);
    },

    /** A new session (started, or refused from the start with the reason as its error). */
    async create(type: ExchangeType, ip: string, tx: Database = db, refusal?: string): Promise<SessionRow> {
      const state = refusal === undefined ? 'open' : 'refused';
      const session = await queryRow(
        tx,
        sql`insert into exchange_sessions (id, type, state, ip, error, expires_at, ended_at)
          values (${randomUUID()}, ${type}, ${state}, ${ip}, ${refusal ?? null}, ${expiry()},
            ${refusal === undefined ? null : sql`now()`})
          returning ${COLUMNS}`,
        SessionRow,
      );
      return session!;
    },

    get(id: string, tx: Database = db): Promise<SessionRow | undefined> {
      return queryRow(tx, sql`select ${COLUMNS} from exchange_sessions where id = ${id}`, SessionRow);
    },

    /** 1C called in the session: its expiry moves on (sliding). */
    touch(id: string): Promise<unknown> {
      return db.execute(
        sql`update exchange_sessions set last_seen_at = now(), expires_at = ${expiry()}
          where id = ${id} and ${LIVE}`,
      );
    },

    /** The live sessions of a type, newest first. */
    live(type: ExchangeType, tx: Database = db): Promise<SessionRow[]> {
      return queryRows(
        tx,
        sql`select ${COLUMNS} from exchange_sessions where type = ${type} and ${LIVE}
          order by created_at desc, id`,
        SessionRow,
      );
    },

    /** The imports of these sessions that are queued or running, with their progress. */
    running(ids: readonly string[], tx: Database = db): Promise<RunningImport[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return queryRows(
        tx,
        sql`select i.session_id, i.file_name, j.status, j.phase, j.percent
          from exchange_session_imports i join import_jobs j on j.id = i.job_id
          where i.session_id = any(${idArray(ids)}) and j.status in ('queued', 'running')
          order by i.id`,
        RunningImport,
      );
    },

    /** Writes the files 1C sent (name, size, unpacked). */
    async setFiles(id: string, files: readonly SessionFile[]): Promise<void> {
      await db.execute(
        sql`update exchange_sessions set files = ${JSON.stringify(files)}::jsonb where id = ${id}`,
      );
    },

    async markImporting(id: string): Promise<void> {
      await db.execute(
        sql`update exchange_sessions set state = 'importing', finalized = true
          where id = ${id} and state in ('open', 'importing')`,
      );
    },

    async setError(id: string, error: string): Promise<void> {
      await db.execute(sql`update exchange_sessions set error = ${error.slice(0, 2000)} where id = ${id}`);
    },

    async setFullExport(id: string, full: boolean): Promise<void> {
      await db.execute(sql`update exchange_sessions set full_export = ${full} where id = ${id}`);
    },

    /** 1C ended the session (`complete`): completed, or failed when it recorded an error. */
    async end(id: string): Promise<void> {
      await db.execute(
        sql`update exchange_sessions set
            state = case when error is null then 'completed' else 'failed' end, ended_at = now()
          where id = ${id} and state in ('open', 'importing')`,
      );
    },

    /** Live sessions closed by the shop: a new exchange of their type began (interrupted). */
    async close(ids: readonly string[], state: ClosedState, tx: Database = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.execute(
        sql`update exchange_sessions set state = ${state}, ended_at = now()
          where id = any(${idArray(ids)}) and state in ('open', 'importing')`,
      );
    },

    /** Sessions past their expiry are marked expired; logins expired for a day are removed. */
    async expireStale(): Promise<void> {
      await db.execute(
        sql`update exchange_sessions set state = 'expired', ended_at = expires_at
          where state in ('open', 'importing') and expires_at <= now()`,
      );
      await db.execute(
        sql`delete from exchange_logins where token_hash is not null and expires_at < now() - interval '1 day'`,
      );
    },

    /** The newest sessions first. */
    list(limit: number): Promise<SessionRow[]> {
      return queryRows(
        db,
        sql`select ${COLUMNS} from exchange_sessions order by created_at desc, id limit ${limit}`,
        SessionRow,
      );
    },

    /** These sessions (the owners of folders on disk), newest first, with whether each is live. */
    owners(ids: readonly string[]): Promise<{ id: string; type: ExchangeType; live: boolean }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return queryRows(
        db,
        sql`select id, type, (${LIVE}) as live from exchange_sessions
          where id = any(${idArray(ids)}) order by created_at desc, id`,
        z.object({ id: column.text, type: ExchangeType, live: column.bool }),
      );
    },
  };
}

export type ExchangeSessions = ReturnType<typeof createExchangeSessions>;
