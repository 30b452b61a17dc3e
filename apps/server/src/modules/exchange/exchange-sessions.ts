/**
 * Exchange sessions (exchange_sessions): a random 32-byte token per session, only its SHA-256 kept,
 * with a sliding expiry; the one writer of the table's rows (the sale part writes its queried ids).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ExchangeSessionState, ExchangeType } from '@shop/shared/exchange/schemas';
import type { Database } from '../../db/client.js';
import { column, queryRow, queryRows } from '../../db/sql.js';
import { tokenHash } from '../../lib/token-hash.js';

export const SESSION_COOKIE = 'cml_sid';

export const SessionFile = z.object({
  name: z.string(),
  bytes: z.number().int(),
  /** an archive already unpacked into the session folder */
  unpacked: z.boolean().optional(),
});
export type SessionFile = z.infer<typeof SessionFile>;

export const SessionRow = z.object({
  id: column.text,
  type: ExchangeType,
  state: ExchangeSessionState,
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

const COLUMNS = sql.raw(
  'id, type, state, finalized, full_export, files, error, ip, created_at, last_seen_at, expires_at, ended_at',
);

const LIVE = sql.raw(`state in ('open', 'importing') and expires_at > now()`);

export function createExchangeSessions(db: Database, ttlMs: number) {
  const expiry = sql`now() + ${`${ttlMs} milliseconds`}::interval`;

  return {
    /** A new session and the token 1C gets as its cookie (a new one unless 1C's current one moves to it). */
    async create(
      type: ExchangeType,
      ip: string,
      token: string = randomBytes(32).toString('hex'),
    ): Promise<{ session: SessionRow; token: string }> {
      const session = await queryRow(
        db,
        sql`insert into exchange_sessions (id, token_hash, type, ip, expires_at)
          values (${randomUUID()}, ${tokenHash(token)}, ${type}, ${ip}, ${expiry})
          returning ${COLUMNS}`,
        SessionRow,
      );
      return { session: session!, token };
    },

    /** The live session of a cookie, its expiry moved on (sliding). */
    byToken(token: string): Promise<SessionRow | undefined> {
      return queryRow(
        db,
        sql`update exchange_sessions set last_seen_at = now(), expires_at = ${expiry}
          where token_hash = ${tokenHash(token)} and ${LIVE}
          returning ${COLUMNS}`,
        SessionRow,
      );
    },

    get(id: string): Promise<SessionRow | undefined> {
      return queryRow(db, sql`select ${COLUMNS} from exchange_sessions where id = ${id}`, SessionRow);
    },

    touch(id: string): Promise<unknown> {
      return db.execute(
        sql`update exchange_sessions set last_seen_at = now(), expires_at = ${expiry} where id = ${id}`,
      );
    },

    /**
     * Live sessions of a type that hold its lock: seen within `idleMs`, or with an import of theirs
     * queued or running. The caller keeps those that started (their folder exists).
     */
    holders(type: ExchangeType, idleMs: number, tx: Database = db): Promise<SessionRow[]> {
      return queryRows(
        tx,
        sql`select ${COLUMNS} from exchange_sessions s
          where type = ${type} and ${LIVE}
            and (last_seen_at > now() - ${`${idleMs} milliseconds`}::interval
              or exists (select 1 from exchange_session_imports i join import_jobs j on j.id = i.job_id
                where i.session_id = s.id and j.status in ('queued', 'running')))
          order by created_at`,
        SessionRow,
      );
    },

    /** Another token (a new login of the same 1C) now opens `id`; the session it came with is dropped. */
    async adoptToken(token: string, id: string, dropped: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from exchange_sessions where id = ${dropped}`);
        await tx.execute(
          sql`update exchange_sessions set token_hash = ${tokenHash(token)}, last_seen_at = now(),
              expires_at = ${expiry} where id = ${id}`,
        );
      });
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

    /** The session ends: completed, or failed when it recorded an error. */
    async end(id: string): Promise<void> {
      await db.execute(
        sql`update exchange_sessions set
            state = case when error is null then 'completed' else 'failed' end,
            ended_at = now(), token_hash = ${tokenHash(randomBytes(32).toString('hex'))}
          where id = ${id} and state in ('open', 'importing')`,
      );
    },

    /** Sessions that ended without `complete` (a new exchange of their type started): expired. */
    async expire(ids: readonly string[], tx: Database = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.execute(
        sql`update exchange_sessions set state = 'expired', ended_at = now()
          where id = any(${`{${ids.join(',')}}`}::text[]) and ${LIVE}`,
      );
    },

    /** Live sessions of a type other than `except` (the started ones among them are superseded by a new start). */
    live(type: ExchangeType, except: string, tx: Database = db): Promise<SessionRow[]> {
      return queryRows(
        tx,
        sql`select ${COLUMNS} from exchange_sessions where type = ${type} and id <> ${except} and ${LIVE}`,
        SessionRow,
      );
    },

    /** Sessions past their expiry are marked expired (their cookie no longer opens them). */
    async expireStale(): Promise<void> {
      await db.execute(
        sql`update exchange_sessions set state = 'expired', ended_at = expires_at
          where state in ('open', 'importing') and expires_at <= now()`,
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
          where id = any(${`{${ids.join(',')}}`}::text[]) order by created_at desc, id`,
        z.object({ id: column.text, type: ExchangeType, live: column.bool }),
      );
    },

    async delete(id: string): Promise<void> {
      await db.execute(sql`delete from exchange_sessions where id = ${id}`);
    },
  };
}

export type ExchangeSessions = ReturnType<typeof createExchangeSessions>;
