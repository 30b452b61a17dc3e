/**
 * The 1C exchange (commerceml.md §8): one endpoint, `type` × `mode`. This module authenticates 1C
 * (Basic credentials of the exchange account, a `checkauth` token as cookie or `sessid`), keeps each
 * exchange in a session of its own, logs every request (exchange_requests), and hands the modes to the
 * catalogue half (catalog-exchange.ts) or the orders half (sale-exchange.ts).
 *
 * Sessions: every `init` begins a new exchange of its type. The live exchanges of the type end as
 * interrupted (most 1C versions never send `complete`) unless an import of one of them still runs:
 * then the new one is refused, and every later request of the refused login fails too, so it never
 * reaches another exchange's files or jobs. A login without an exchange of the type (1C logged in again
 * mid-exchange) continues the newest live one. Every request keeps its login and session alive.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EXCHANGE_QUIET_MS, EXCHANGE_TYPES, type ExchangeType } from '@shop/shared/exchange/schemas';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { RateLimiter } from '../../../lib/rate-limiter.js';
import type { ImportDeactivate } from '../../catalog/index.js';
import type { ImportService } from '../import.service.js';
import { ImportParseError } from '../parsers/types.js';
import { createCatalogExchange } from './catalog-exchange.js';
import { answerKind, failure, success, type ExchangeAnswer } from './exchange-answer.js';
import { ExchangeFileError, normaliseFileName, pathInside, unpackArchive } from './exchange-files.js';
import {
  createExchangeSessions,
  SESSION_COOKIE,
  sessionOf,
  type LoginRow,
  type RunningImport,
  type SessionRow,
} from './exchange-sessions.js';
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
  /** Bitrix-style clients send the `checkauth` token back as this parameter instead of (or beside) the cookie */
  sessid: string | undefined;
  /** `init`'s protocol version parameter (Bitrix-style clients then expect a `sessid=` line) */
  version: string | undefined;
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

/** An authenticated request: its login, and the token 1C holds for it (none for Basic only). */
interface Caller {
  login: LoginRow;
  token: string | undefined;
}

/** A request's answer, and the exchange and login it belonged to (for the log). */
interface Dispatched {
  answer: ExchangeAnswer;
  sessionId?: string;
  loginId?: string;
}

const isAnswer = (value: SessionRow | ExchangeAnswer): value is ExchangeAnswer => 'lines' in value;

/** What `init` tells an exchange refused while another one's import runs: the file and how far it is. */
const busyReason = (running: RunningImport) =>
  EXCHANGE_TEXTS.protocol.busyImporting(
    running.file_name,
    running.status === 'queued' ? null : running.percent,
  );

export function createExchangeService(options: ExchangeServiceOptions) {
  const { db, config, settings, limiter, log } = options;
  const root = join(config.dataDir, 'exchange');
  const sessions = createExchangeSessions(db, config.exchange);
  const catalog = createCatalogExchange({
    db,
    imports: options.imports,
    sessions,
    deactivate: options.deactivate,
    config: config.exchange,
    root,
  });
  const loginLimit = config.rateLimits.exchangeLoginFailures;

  /**
   * Basic credentials checked; wrong ones are counted per address and per login, and past a limit the
   * request is refused before any password hash is computed (the hashing queue is the one customers'
   * sign-ins wait in). The per-login limit spares the addresses 1C has logged in from before, so
   * strangers guessing the password cannot lock the shop's own 1C out. A failure answer when refused.
   */
  async function checkCredentials(
    request: ExchangeRequest,
    basic: { login: string; password: string },
  ): Promise<ExchangeAnswer | undefined> {
    const byAddress = `exchange-login:${request.ip}`;
    const byLogin = `exchange-login-name:${basic.login.trim().toLowerCase().slice(0, 100)}`;
    for (const key of [byAddress, byLogin]) {
      const blocked = await limiter.isBlocked(key, loginLimit);
      if (blocked.allowed) continue;
      if (key === byLogin && (await sessions.loggedInFrom(request.ip))) continue;
      return failure(EXCHANGE_TEXTS.auth.tooManyAttempts(minutes(blocked.retryAfterMs)));
    }
    const keys = [byAddress, byLogin];
    const outcome = await settings.check(basic.login, basic.password);
    if (outcome === 'ok') return undefined;
    for (const key of keys) await limiter.recordFailure(key, loginLimit);
    return failure(
      outcome === 'notConfigured' ? EXCHANGE_TEXTS.auth.notConfigured : EXCHANGE_TEXTS.auth.wrongCredentials,
    );
  }

  /**
   * Who is calling: the login of a live token (the cookie, else the `sessid` parameter); else, with
   * valid Basic credentials, a new login at `checkauth` or the login of the address for other modes.
   */
  async function authenticate(request: ExchangeRequest, mode: Mode): Promise<Caller | ExchangeAnswer> {
    const basic = parseBasic(request.authorization);
    if (mode === 'checkauth' && basic) {
      const refused = await checkCredentials(request, basic);
      if (refused) return refused;
      // a login that brings its live token keeps it
      return (await byToken(request)) ?? sessions.createLogin(request.ip);
    }
    const known = await byToken(request);
    if (known) return known;
    if (!basic) return { httpStatus: 401, lines: [EXCHANGE_TEXTS.auth.sessionEnded] };
    const refused = await checkCredentials(request, basic);
    if (refused) return refused;
    return { login: await sessions.basicLogin(request.ip), token: undefined };
  }

  /** The login of a live token the request carries: the cookie, else the `sessid` parameter. */
  async function byToken(request: ExchangeRequest): Promise<Caller | undefined> {
    for (const token of [request.token, request.sessid]) {
      if (!token) continue;
      const login = await sessions.loginByToken(token);
      if (login) return { login, token };
    }
    return undefined;
  }

  /**
   * Begins a new exchange of the type for the login: the live ones of the type end as interrupted,
   * unless an import of one of them is queued or running — then this one is refused (recorded as a
   * refused session the login points to, so its later requests fail too).
   */
  async function begin(caller: Caller, type: ExchangeType, ip: string): Promise<SessionRow | ExchangeAnswer> {
    await sessions.expireStale();
    const begun = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exchange:${type}`}))`);
      const live = await sessions.live(type, tx);
      const [running] = await sessions.running(
        live.map((session) => session.id),
        tx,
      );
      if (running) {
        const reason = busyReason(running);
        const refused = await sessions.create(type, ip, tx, reason);
        await sessions.pointTo(caller.login.id, type, refused.id, tx);
        return failure(reason);
      }
      await sessions.close(
        live.map((session) => session.id),
        'interrupted',
        tx,
      );
      const session = await sessions.create(type, ip, tx);
      await sessions.pointTo(caller.login.id, type, session.id, tx);
      await mkdir(catalog.folderOf(session.id), { recursive: true });
      return session;
    });
    if (!isAnswer(begun)) await catalog.prune();
    return begun;
  }

  /** The login's current exchange of the type, unless it has none (or one that ended). */
  async function pointedSession(caller: Caller, type: ExchangeType): Promise<SessionRow | undefined> {
    const id = sessionOf(caller.login, type);
    return id === null ? undefined : sessions.get(id);
  }

  /** `init`: a new exchange, unless the login's current one has not received anything yet. */
  async function init(caller: Caller, type: ExchangeType, request: ExchangeRequest) {
    const pointed = await pointedSession(caller, type);
    const unused =
      pointed?.live && pointed.files.length === 0 && (await catalog.jobsOf(pointed.id)).size === 0;
    const session = unused ? pointed : await begin(caller, type, request.ip);
    if (isAnswer(session)) return { answer: session, sessionId: sessionOf(caller.login, type) ?? undefined };
    const lines = [`zip=${type === 'catalog' ? 'yes' : 'no'}`, `file_limit=${config.exchange.fileLimit}`];
    if (request.version !== undefined && caller.token) lines.push(`sessid=${caller.token}`);
    return { answer: { httpStatus: 200, lines }, sessionId: session.id };
  }

  /**
   * The session a request other than checkauth/init works in: the login's current exchange of the type
   * while it is live; a failure when that exchange was refused or interrupted; else (a new login, 1C
   * logged in again mid-exchange) the newest live exchange of the type, or a new one (1C skipped init).
   */
  async function current(caller: Caller, type: ExchangeType, mode: Mode, ip: string) {
    const pointed = await pointedSession(caller, type);
    if (pointed?.live) return pointed;
    if (pointed?.state === 'refused') return failure(EXCHANGE_TEXTS.protocol.refusedSession);
    if (pointed?.state === 'interrupted') return failure(EXCHANGE_TEXTS.protocol.interrupted);
    if (pointed && mode === 'complete') return success(EXCHANGE_TEXTS.complete.done);
    const [newest] = await sessions.live(type);
    if (!newest) return begin(caller, type, ip);
    await sessions.pointTo(caller.login.id, type, newest.id);
    return newest;
  }

  async function complete(session: SessionRow): Promise<ExchangeAnswer> {
    await sessions.end(session.id);
    await catalog.prune();
    return success(EXCHANGE_TEXTS.complete.done);
  }

  async function catalogMode(
    mode: Mode,
    session: SessionRow,
    request: ExchangeRequest,
  ): Promise<ExchangeAnswer> {
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
    const stored = await catalog.storeBody(
      session,
      name,
      request.body,
      await catalog.wasApplied(session, name),
    );
    if (stored.lines[0] !== 'success') return stored;
    try {
      return success(...(await applyOrderFiles(sale, session, name)));
    } catch (error) {
      // a broken file or archive: its reason to 1C, as for a catalogue file
      if (!(error instanceof AppError) && !(error instanceof ImportParseError)) throw error;
      const reason = EXCHANGE_TEXTS.orders.fileFailed(name, error.message);
      log.warn({ sessionId: session.id, file: name, reason }, 'orders file from 1C refused');
      await sessions.setError(session.id, reason);
      return failure(reason);
    } finally {
      // a file of this name sent again begins anew instead of being appended to this one
      await catalog.markApplied(session, name);
    }
  }

  /** The orders file (or the XML files of the archive) applied; a line of what each did. */
  async function applyOrderFiles(sale: SaleExchange, session: SessionRow, name: string): Promise<string[]> {
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
    return lines;
  }

  async function saleMode(
    mode: Mode,
    session: SessionRow,
    request: ExchangeRequest,
  ): Promise<ExchangeAnswer> {
    const { sale } = options;
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

  /** `checkauth`: the cookie (name, value), and Bitrix's `sessid=` and `timestamp=` lines. */
  function loggedIn(token: string): ExchangeAnswer {
    const timestamp = Math.floor(Date.now() / 1000);
    return {
      ...success(SESSION_COOKIE, token, `sessid=${token}`, `timestamp=${timestamp}`),
      cookie: token,
    };
  }

  async function dispatch(request: ExchangeRequest): Promise<Dispatched> {
    const type = EXCHANGE_TYPES.find((t) => t === request.type);
    const mode = MODES.find((m) => m === request.mode);
    if (!type || !mode) {
      if (!parseBasic(request.authorization) && !request.token && !request.sessid)
        return { answer: { httpStatus: 401, lines: [EXCHANGE_TEXTS.auth.sessionEnded] } };
      if (!type) return { answer: failure(EXCHANGE_TEXTS.protocol.unknownType(request.type ?? '')) };
      return { answer: failure(EXCHANGE_TEXTS.protocol.unknownMode(request.mode ?? '')) };
    }
    const caller = await authenticate(request, mode);
    if (!('login' in caller)) return { answer: caller };
    const loginId = caller.login.id;
    if (mode === 'checkauth') return { answer: loggedIn(caller.token!), loginId };
    if (mode === 'init') return { ...(await init(caller, type, request)), loginId };
    const session = await current(caller, type, mode, request.ip);
    if (isAnswer(session)) {
      return { answer: session, sessionId: sessionOf(caller.login, type) ?? undefined, loginId };
    }
    await sessions.touch(session.id);
    const answer =
      type === 'catalog' ? await catalogMode(mode, session, request) : await saleMode(mode, session, request);
    return { answer, sessionId: session.id, loginId };
  }

  async function logRequest(request: ExchangeRequest, { answer, sessionId, loginId }: Dispatched) {
    const [first, ...rest] = answer.lines;
    const kind =
      answer.httpStatus === 401
        ? 'unauthorized'
        : answer.body
          ? 'query'
          : first?.startsWith('zip=')
            ? 'init'
            : answerKind(answer);
    const secret = answer.cookie ?? request.token ?? request.sessid;
    const text = (answer.httpStatus === 401 || first?.startsWith('zip=') ? answer.lines : rest)
      .filter((line) => line !== SESSION_COOKIE && !(secret && line.includes(secret)))
      .join('\n')
      .slice(0, ANSWER_TEXT_MAX);
    await db
      .execute(
        sql`insert into exchange_requests
            (session_id, login_id, type, mode, file_name, bytes, http_status, answer, answer_text, ip)
          values (${sessionId ?? null}, ${loginId ?? null}, ${request.type?.slice(0, 50) ?? null},
            ${request.mode?.slice(0, 50) ?? null}, ${request.filename?.slice(0, 500) ?? null},
            ${request.bytes ?? null}, ${answer.httpStatus}, ${kind}, ${text || null}, ${request.ip})`,
      )
      .catch((err: unknown) => log.warn({ err }, '1C exchange request not logged'));
    // the login's `checkauth` (logged before it had an exchange) joins the exchange it works in
    if (sessionId && loginId) {
      await db
        .execute(
          sql`update exchange_requests set session_id = ${sessionId}
            where login_id = ${loginId} and session_id is null`,
        )
        .catch((err: unknown) => log.warn({ err }, '1C exchange login requests not attached'));
    }
  }

  return {
    sessions,
    catalog,
    root,
    /**
     * A new catalogue session for an admin's replay, unless a catalogue exchange runs (undefined): 1C
     * called it within EXCHANGE_QUIET_MS or an import of it runs. A quiet one (done with what 1C asked,
     * never completed) is closed as interrupted, as 1C's next `init` would.
     */
    async beginReplay(ip: string): Promise<SessionRow | undefined> {
      await sessions.expireStale();
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'exchange:catalog'}))`);
        const live = await sessions.live('catalog', tx);
        const ids = live.map((session) => session.id);
        const recent = live.some(
          (session) => Date.now() - session.last_seen_at.getTime() < EXCHANGE_QUIET_MS,
        );
        if (recent || (await sessions.running(ids, tx)).length > 0) return undefined;
        await sessions.close(ids, 'interrupted', tx);
        const session = await sessions.create('catalog', ip, tx);
        await mkdir(catalog.folderOf(session.id), { recursive: true });
        return session;
      });
    },
    /** Answers one request of 1C; never throws for 1C's input (the route turns other errors into failure). */
    async handle(request: ExchangeRequest): Promise<ExchangeAnswer> {
      const dispatched = await dispatch(request);
      if (request.body.readable) request.body.resume();
      await logRequest(request, dispatched);
      return { ...dispatched.answer, encoding: await settings.answersEncoding() };
    },
    /** Logs a request that failed inside the shop (its answer is the internal failure). */
    logFailed: (request: ExchangeRequest, answer: ExchangeAnswer) => logRequest(request, { answer }),
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
