import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../../orders/index.js';

/**
 * One 1C exchange ('Обмен с сайтом', commerceml.md §8) of one type: from `init` to `complete`, a new
 * exchange that closes it, or expiry. Its files live in DATA_DIR/exchange/<id>/ (the last N sessions
 * are kept for replay). Who called it is an exchange login (below).
 */
export const exchangeSessions = pgTable(
  'exchange_sessions',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /**
     * open → (importing) → completed | failed | expired | interrupted (a new exchange of the type
     * started while nothing of this one ran) — or refused from the start (another one was importing)
     */
    state: text('state').notNull().default('open'),
    /** the archives were unpacked and the files closed (at the first `import`) */
    finalized: boolean('finalized').notNull().default(false),
    /** a full export (СодержитТолькоИзменения=false) imported without errors: `deactivate` may hide the rest */
    fullExport: boolean('full_export'),
    /** the files 1C sent: [{ name, bytes }] */
    files: jsonb('files')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** type=sale: the orders the last `query` returned, marked exported by `success` */
    queriedOrderIds: integer('queried_order_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    error: text('error'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** sliding: about 2 h after the last request */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('exchange_sessions_created_idx').on(t.createdAt.desc()),
    index('exchange_sessions_type_state_idx').on(t.type, t.state),
    check('exchange_sessions_type_check', sql`${t.type} in ('catalog', 'sale')`),
    check(
      'exchange_sessions_state_check',
      sql`${t.state} in ('open', 'importing', 'completed', 'failed', 'expired', 'interrupted', 'refused')`,
    ),
  ],
);

/**
 * Who calls the exchange: a `checkauth` (its token is the cookie, and the `sessid` parameter of
 * Bitrix-style clients), or a client that sends Basic credentials only (one row per address). Each
 * points to its current exchange of each type, so its requests never reach another exchange's files.
 */
export const exchangeLogins = pgTable(
  'exchange_logins',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the token 1C sends back; the token itself is never stored; null for Basic only */
    tokenHash: text('token_hash'),
    /** the address of a client that sends Basic credentials only */
    basicIp: text('basic_ip'),
    ip: text('ip').notNull(),
    catalogSessionId: text('catalog_session_id').references(() => exchangeSessions.id, {
      onDelete: 'set null',
    }),
    saleSessionId: text('sale_session_id').references(() => exchangeSessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** sliding: about 2 h after the last request */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('exchange_logins_token_key').on(t.tokenHash),
    uniqueIndex('exchange_logins_basic_ip_key').on(t.basicIp),
    check('exchange_logins_caller_check', sql`${t.tokenHash} is not null or ${t.basicIp} is not null`),
  ],
);

/** Every request 1C made, with the first line of the answer (commerceml.md §9.15). */
export const exchangeRequests = pgTable(
  'exchange_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').references(() => exchangeSessions.id, { onDelete: 'cascade' }),
    /** who sent it (exchange_logins.id): its `checkauth` joins the session the login then works in */
    loginId: text('login_id'),
    type: text('type'),
    mode: text('mode'),
    fileName: text('file_name'),
    /** the request body's size (file) */
    bytes: integer('bytes'),
    httpStatus: integer('http_status').notNull(),
    /** the answer's first line: success, progress, failure, or the init/query kind */
    answer: text('answer').notNull(),
    /** the rest of the answer (its Russian text), shortened */
    answerText: text('answer_text'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_requests_session_idx').on(t.sessionId, t.id),
    index('exchange_requests_login_idx')
      .on(t.loginId)
      .where(sql`${t.sessionId} is null`),
  ],
);

/** The import job of each file of a session: a repeated `import` call reports the same job. */
export const exchangeSessionImports = pgTable(
  'exchange_session_imports',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => exchangeSessions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** import_jobs.id */
    jobId: text('job_id').notNull(),
    /** 1C sent the file again after this import: the next `import` of the name runs a new job */
    superseded: boolean('superseded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_session_imports_file_key')
      .on(t.sessionId, t.fileName)
      .where(sql`not ${t.superseded}`),
  ],
);

/**
 * The exchange's settings set in the admin area (one row, id 1). EXCHANGE_LOGIN and EXCHANGE_PASSWORD
 * in the environment take precedence over the login and password here.
 */
export const exchangeSettings = pgTable(
  'exchange_settings',
  {
    id: integer('id').primaryKey().default(1),
    login: text('login'),
    /** argon2 hash */
    passwordHash: text('password_hash'),
    /** the encoding of `query`'s XML: 'utf-8', or 'windows-1251' for an old 1C that garbles Cyrillic */
    ordersEncoding: text('orders_encoding').notNull().default('utf-8'),
    /** the encoding of the text answers (success/progress/failure lines) */
    answersEncoding: text('answers_encoding').notNull().default('utf-8'),
    /** `Валюта` of the order documents: 1C's own documents write 'руб' */
    currency: text('currency').notNull().default('руб'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('exchange_settings_single_row', sql`${t.id} = 1`),
    check('exchange_settings_encoding_check', sql`${t.ordersEncoding} in ('utf-8', 'windows-1251')`),
    check('exchange_settings_answers_encoding_check', sql`${t.answersEncoding} in ('utf-8', 'windows-1251')`),
  ],
);

/**
 * How 1C's order states become the shop's: a requisite of the order document ('Статус заказа',
 * 'Оплачен', 'Отгружен', 'Отменен') with a value ('[F] Доставлен', 'true') → an order status.
 */
export const exchangeStatusMap = pgTable(
  'exchange_status_map',
  {
    id: serial('id').primaryKey(),
    requisite: text('requisite').notNull(),
    value: text('value').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_status_map_key').on(sql`lower(${t.requisite})`, sql`lower(${t.value})`),
    check(
      'exchange_status_map_status_check',
      sql`${t.status} in ('NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED')`,
    ),
  ],
);

/**
 * What an order file from 1C did to each order: a status applied, a status 1C sent that the map does
 * not know (kept, shown to the admin), changed lines or quantities (recorded, never re-priced), a
 * payment 1C recorded ('Номер/Дата оплаты по 1С'), or a document matching no order.
 */
export const exchangeOrderEvents = pgTable(
  'exchange_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').references(() => exchangeSessions.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** the document's Номер / Ид as 1C sent them */
    documentNumber: text('document_number'),
    documentId: text('document_id'),
    kind: text('kind').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_order_events_order_idx').on(t.orderId, t.createdAt),
    index('exchange_order_events_created_idx').on(t.createdAt.desc()),
    check(
      'exchange_order_events_kind_check',
      sql`${t.kind} in ('status_applied', 'status_unknown', 'lines_changed', 'order_not_found', 'payment')`,
    ),
  ],
);
