/**
 * The 1C exchange (commerceml.md §8): one endpoint, `type` × `mode`. This module authenticates 1C
 * (Basic credentials of the exchange account, then a session cookie with a sliding expiry), keeps one
 * exchange per type at a time, logs every request (exchange_requests), and hands the modes to the
 * catalogue half (catalog-exchange.ts) or the orders half (sale-exchange.ts).
 *
 * Sessions: `checkauth` opens a session and gives 1C its cookie; `init` starts the exchange (its
 * folder) unless another exchange of the type holds the lock. 1C may log in again mid-exchange: a
 * request of a fresh, not yet started session while a started one of its type is live continues the
 * started one (the new cookie is moved to it), so the files never split between two sessions.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EXCHANGE_TYPES, type ExchangeType } from '@shop/shared/exchange/schemas';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { ImportDeactivate } from '../catalog/import-deactivate.js';
import type { ImportService } from '../import/import.service.js';
import { createCatalogExchange } from './catalog-exchange.js';
import { answerKind, failure, success, type ExchangeAnswer } from './exchange-answer.js';
import { ExchangeFileError, normaliseFileName, pathInside, unpackArchive } from './exchange-files.js';
import { createExchangeSessions, SESSION_COOKIE, type SessionRow } from './exchange-sessions.js';
import type { ExchangeSettingsService } from './exchange-settings.js';

/** The orders half (sale-exchange.ts), called for `type=sale`. */
export interface SaleExchange {
  query(sessionId: string): Promise<{ body: Buffer; contentType: string }>;
  success(sessionId: string): Promise<number>;
  importOrders(
    sessionId: string,
    filePath: string,
    fileName: string,
  ): Promise<{ applied: number; unknown: number; notFound: number; changedLines: number }>;
}

export interface ExchangeRequest {
  type: string | undefined;
  mode: string | undefined;
  filename: string | undefined;
  authorization: string | undefined;
  /** the session cookie's value */
  token: string | undefined;
  ip: string;
  body: Readable;
  /** Content-Length, for the log */
  bytes: number | undefined;
}

export interface ExchangeServiceOptions {
  db: Database;
  config: Config;
  imports: ImportService;
  settings: ExchangeSettingsService;
  deactivate: ImportDeactivate;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** the orders half; `type=sale` answers failure without it */
  sale?: SaleExchange;
}

/**
 * Login and password of a Basic header; an empty pair for a malformed one (it then fails the check);
 * undefined without one (another scheme, such as a staff member's Bearer token, is no exchange login).
 */
export function parseBasic(header: string | undefined): { login: string; password: string } | undefined {
  const scheme = /^Basic(?:\s+(.*))?$/i.exec(header?.trim() ?? '');
  if (!scheme) return undefined;
  const encoded = scheme[1]?.trim() ?? '';
  if (!/^[A-Za-z0-9+/=_-]*$/.test(encoded)) return { login: '', password: '' };
  const decoded = Buffer.from(encoded, 'base64').toString('latin1');
  const colon = decoded.indexOf(':');
  if (colon < 0) return { login: '', password: '' };
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const MODES = ['checkauth', 'init', 'file', 'import', 'query', 'success', 'deactivate', 'complete'] as const;
type Mode = (typeof MODES)[number];

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const ANSWER_TEXT_MAX = 1000;

/** An authenticated request: its session, and the token 1C holds for it (when it holds one). */
interface Caller {
  session: SessionRow;
  token: string | undefined;
  /** the token is new to 1C: sent as Set-Cookie */
  fresh: boolean;
}

export function createExchangeService(options: ExchangeServiceOptions) {
  const { db, config, settings, limiter, log } = options;
  const root = join(config.dataDir, 'exchange');
  const sessions = createExchangeSessions(db, config.exchange.sessionTtlMs);
  const catalog = createCatalogExchange({
    db,
    imports: options.imports,
    sessions,
    deactivate: options.deactivate,
    config: config.exchange,
    root,
  });
  const loginLimit = config.rateLimits.exchangeLoginFailures;

  /** Basic credentials checked (failures counted per address); a failure answer when refused. */
  async function checkCredentials(
    request: ExchangeRequest,
    basic: { login: string; password: string },
  ): Promise<ExchangeAnswer | undefined> {
    const key = `exchange-login:${request.ip}`;
    const blocked = await limiter.isBlocked(key, loginLimit);
    if (!blocked.allowed) return failure(EXCHANGE_TEXTS.auth.tooManyAttempts(minutes(blocked.retryAfterMs)));
    const outcome = await settings.check(basic.login, basic.password);
    if (outcome === 'ok') return undefined;
    await limiter.recordFailure(key, loginLimit);
    return failure(
      outcome === 'notConfigured' ? EXCHANGE_TEXTS.auth.notConfigured : EXCHANGE_TEXTS.auth.wrongCredentials,
    );
  }

  /** The live, started sessions of the type that hold its lock (other than `except`). */
  async function lockHolders(type: ExchangeType, except: string | undefined, tx: Database = db) {
    const live = await sessions.holders(type, config.exchange.lockIdleMs, tx);
    const started = await Promise.all(live.map((s) => catalog.hasFolder(s.id)));
    return live.filter((s, i) => started[i] && s.id !== except);
  }

  /**
   * Starts the session's exchange (its folder) unless another exchange of the type holds the lock; the
   * started sessions of the type that no longer hold it (1C stopped calling them) end as expired.
   */
  async function start(session: SessionRow): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exchange:${session.type}`}))`);
      if ((await lockHolders(session.type, session.id, tx)).length > 0) return false;
      const others = await sessions.live(session.type, session.id, tx);
      const started = await Promise.all(others.map((other) => catalog.hasFolder(other.id)));
      await sessions.expire(
        others.filter((_other, i) => started[i]).map((other) => other.id),
        tx,
      );
      await mkdir(catalog.folderOf(session.id), { recursive: true });
      return true;
    });
  }

  /**
   * Who is calling: the session of a live cookie of this type; else, with valid Basic credentials,
   * the started exchange of the type (1C logged in again) or a new session. Undefined with an answer
   * when the request is refused.
   */
  async function identify(
    request: ExchangeRequest,
    type: ExchangeType,
    mode: Mode,
  ): Promise<Caller | ExchangeAnswer> {
    const fromCookie = request.token ? await sessions.byToken(request.token) : undefined;
    if (fromCookie && fromCookie.type === type && mode !== 'checkauth') {
      return { session: fromCookie, token: request.token, fresh: false };
    }
    const basic = parseBasic(request.authorization);
    if (!basic) {
      if (fromCookie && fromCookie.type === type)
        return { session: fromCookie, token: request.token, fresh: false };
      return { httpStatus: 401, lines: [EXCHANGE_TEXTS.auth.sessionEnded] };
    }
    const refused = await checkCredentials(request, basic);
    if (refused) return refused;
    if (fromCookie && fromCookie.type === type)
      return { session: fromCookie, token: request.token, fresh: false };
    await sessions.expireStale();
    if (mode !== 'checkauth' && mode !== 'init') {
      const [holder] = await lockHolders(type, undefined);
      if (holder) return { session: holder, token: undefined, fresh: false };
    }
    const created = await sessions.create(type, request.ip);
    return { session: created.session, token: created.token, fresh: true };
  }

  /**
   * A request other than checkauth/init on a session that never started: 1C logged in again mid-way
   * (the started exchange continues with this cookie), or skipped `init` (started now).
   */
  async function continueOrStart(caller: Caller): Promise<Caller | ExchangeAnswer> {
    if (await catalog.hasFolder(caller.session.id)) return caller;
    const [holder] = await lockHolders(caller.session.type, caller.session.id);
    if (holder) {
      if (caller.token) await sessions.adoptToken(caller.token, holder.id, caller.session.id);
      return { ...caller, session: (await sessions.get(holder.id)) ?? holder };
    }
    if (!(await start(caller.session))) return failure(EXCHANGE_TEXTS.protocol.busy);
    return caller;
  }

  /** `init`: a started session that already received files begins again as a new session. */
  async function init(caller: Caller): Promise<{ caller: Caller; answer: ExchangeAnswer }> {
    let current = caller;
    const { session } = caller;
    if (await catalog.hasFolder(session.id)) {
      const used = session.files.length > 0 || (await catalog.jobsOf(session.id)).size > 0;
      if (used) {
        await sessions.end(session.id);
        const created = await sessions.create(session.type, session.ip, caller.token);
        current = { session: created.session, token: created.token, fresh: caller.token === undefined };
      }
    }
    await sessions.expireStale();
    if (!(await catalog.hasFolder(current.session.id)) && !(await start(current.session))) {
      return { caller: current, answer: failure(EXCHANGE_TEXTS.protocol.busy) };
    }
    const zip = current.session.type === 'catalog' ? 'yes' : 'no';
    return {
      caller: current,
      answer: { httpStatus: 200, lines: [`zip=${zip}`, `file_limit=${config.exchange.fileLimit}`] },
    };
  }

  async function complete(session: SessionRow): Promise<ExchangeAnswer> {
    await sessions.end(session.id);
    await catalog.prune();
    return success(EXCHANGE_TEXTS.complete.done);
  }

  async function catalogMode(mode: Mode, caller: Caller, request: ExchangeRequest): Promise<ExchangeAnswer> {
    const { session } = caller;
    if (mode === 'file') return catalog.receiveFile(session, request.filename, request.body);
    if (mode === 'import') return catalog.importFile(session, request.filename);
    if (mode === 'deactivate') return catalog.deactivate(session);
    if (mode === 'complete') return complete(session);
    return failure(EXCHANGE_TEXTS.protocol.unknownMode(mode));
  }

  /** An orders file 1C sent (maybe zipped): stored in the session, then applied at once. */
  async function saleFile(
    sale: SaleExchange,
    session: SessionRow,
    request: ExchangeRequest,
  ): Promise<ExchangeAnswer> {
    let name: string;
    try {
      name = normaliseFileName(request.filename);
    } catch (error) {
      request.body.resume();
      if (error instanceof ExchangeFileError) return failure(error.message);
      throw error;
    }
    const stored = await catalog.storeBody(session, name, request.body);
    if (stored.lines[0] !== 'success') return stored;
    const folder = catalog.folderOf(session.id);
    const path = pathInside(folder, name);
    const xmlFiles = name.toLowerCase().endsWith('.zip')
      ? (await unpackArchive(folder, path, name)).filter((file) => file.toLowerCase().endsWith('.xml'))
      : [name];
    const lines: string[] = [];
    for (const file of xmlFiles) {
      const outcome = await sale.importOrders(session.id, pathInside(folder, file), file);
      lines.push(EXCHANGE_TEXTS.orders.fileApplied(file, outcome));
    }
    return success(...lines);
  }

  async function saleMode(mode: Mode, caller: Caller, request: ExchangeRequest): Promise<ExchangeAnswer> {
    const { sale } = options;
    const { session } = caller;
    if (mode === 'complete') return complete(session);
    if (!sale) {
      request.body.resume();
      return failure(EXCHANGE_TEXTS.protocol.saleUnavailable);
    }
    if (mode === 'query') {
      const { body, contentType } = await sale.query(session.id);
      return { httpStatus: 200, lines: [], body: { bytes: body, contentType } };
    }
    if (mode === 'success') {
      await sale.success(session.id);
      return success();
    }
    if (mode === 'file') return saleFile(sale, session, request);
    // some 1C versions follow the file with mode=import: it was applied when it arrived
    if (mode === 'import') return success();
    return failure(EXCHANGE_TEXTS.protocol.unknownMode(mode));
  }

  async function dispatch(request: ExchangeRequest): Promise<{ answer: ExchangeAnswer; sessionId?: string }> {
    const type = EXCHANGE_TYPES.find((t) => t === request.type);
    const mode = MODES.find((m) => m === request.mode);
    if (!type || !mode) {
      if (!parseBasic(request.authorization) && request.token === undefined)
        return { answer: { httpStatus: 401, lines: [EXCHANGE_TEXTS.auth.sessionEnded] } };
      if (!type) return { answer: failure(EXCHANGE_TEXTS.protocol.unknownType(request.type ?? '')) };
      return { answer: failure(EXCHANGE_TEXTS.protocol.unknownMode(request.mode ?? '')) };
    }
    const identified = await identify(request, type, mode);
    if (!('session' in identified)) return { answer: identified };
    let caller: Caller = identified;
    if (mode === 'checkauth') {
      return {
        sessionId: caller.session.id,
        answer: { ...success(SESSION_COOKIE, caller.token), cookie: caller.token },
      };
    }
    if (mode === 'init') {
      const started = await init(caller);
      return {
        sessionId: started.caller.session.id,
        answer: { ...started.answer, cookie: started.caller.fresh ? started.caller.token : undefined },
      };
    }
    const continued = await continueOrStart(caller);
    if (!('session' in continued)) return { answer: continued, sessionId: caller.session.id };
    caller = continued;
    const answer =
      type === 'catalog' ? await catalogMode(mode, caller, request) : await saleMode(mode, caller, request);
    if (caller.fresh && caller.token) answer.cookie = caller.token;
    return { answer, sessionId: caller.session.id };
  }

  async function logRequest(request: ExchangeRequest, answer: ExchangeAnswer, sessionId: string | undefined) {
    const [first, ...rest] = answer.lines;
    const kind =
      answer.httpStatus === 401
        ? 'unauthorized'
        : answer.body
          ? 'query'
          : first?.startsWith('zip=')
            ? 'init'
            : answerKind(answer);
    const text = (answer.httpStatus === 401 || first?.startsWith('zip=') ? answer.lines : rest)
      .filter((line) => line !== SESSION_COOKIE && line !== answer.cookie)
      .join('\n')
      .slice(0, ANSWER_TEXT_MAX);
    await db
      .execute(
        sql`insert into exchange_requests (session_id, type, mode, file_name, bytes, http_status, answer, answer_text, ip)
          values (${sessionId ?? null}, ${request.type?.slice(0, 50) ?? null}, ${request.mode?.slice(0, 50) ?? null},
            ${request.filename?.slice(0, 500) ?? null}, ${request.bytes ?? null}, ${answer.httpStatus}, ${kind},
            ${text || null}, ${request.ip})`,
      )
      .catch((err: unknown) => log.warn({ err }, '1C exchange request not logged'));
  }

  return {
    sessions,
    catalog,
    root,
    /** Starts a session's exchange (a replay's) unless another exchange of its type holds the lock. */
    startSession: start,
    /** Answers one request of 1C; never throws for 1C's input (the route turns other errors into failure). */
    async handle(request: ExchangeRequest): Promise<ExchangeAnswer> {
      const { answer, sessionId } = await dispatch(request);
      if (request.body.readable) request.body.resume();
      await logRequest(request, answer, sessionId);
      return answer;
    },
    /** Logs a request that failed inside the shop (its answer is the internal failure). */
    logFailed: (request: ExchangeRequest, answer: ExchangeAnswer) => logRequest(request, answer, undefined),
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
