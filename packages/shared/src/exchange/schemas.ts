/**
 * The 1C exchange ('Обмен с сайтом', commerceml.md §8; issue 14): the admin section's API. The
 * exchange itself (GET|POST /api/1c/exchange) answers 1C in text/plain, not through these schemas.
 */
import { z } from 'zod';
import { ImportReport } from '../import/schemas.js';
import { OrderStatus } from '../orders/status.js';
import { hasNoControlCharacters } from '../validation.js';
import { TEXTS } from '../texts.js';
import { EXCHANGE_TEXTS } from './texts.js';

export const EXCHANGE_TYPES = ['catalog', 'sale'] as const;
export const ExchangeType = z.enum(EXCHANGE_TYPES);
export type ExchangeType = z.infer<typeof ExchangeType>;

/**
 * open/importing: 1C is in it; completed (1C sent `complete`) or failed (completed with an error);
 * expired (1C stopped calling); interrupted (1C began a new exchange of the type while nothing of this
 * one ran); refused (it began while another exchange's import ran: every request of it fails).
 */
export const EXCHANGE_SESSION_STATES = [
  'open',
  'importing',
  'completed',
  'failed',
  'expired',
  'interrupted',
  'refused',
] as const;
export const ExchangeSessionState = z.enum(EXCHANGE_SESSION_STATES);
export type ExchangeSessionState = z.infer<typeof ExchangeSessionState>;

export const ORDERS_ENCODINGS = ['utf-8', 'windows-1251'] as const;
/** The encoding of what the exchange sends 1C: the order documents, and the text answers. */
export const OrdersEncoding = z.enum(ORDERS_ENCODINGS);
export type OrdersEncoding = z.infer<typeof OrdersEncoding>;

/**
 * A live exchange 1C has not called for this long, with no import of it running, has done what 1C
 * asked: most 1C versions never send `complete`, so it stays live until the next exchange begins.
 * Staff see it as done; an admin's replay may close it.
 */
export const EXCHANGE_QUIET_MS = 60_000;

/** `Валюта` of the order documents when not set: what 1C's own documents write. */
export const DEFAULT_EXCHANGE_CURRENCY = 'руб';

/** The order requisites 1C sends that the status map reads. */
export const STATUS_REQUISITES = ['Статус заказа', 'Оплачен', 'Отгружен', 'Отменен', 'Проведен'] as const;

/** GET /api/exchange/settings: what to give the 1C operator, and the settings staff may change. */
export const ExchangeSettings = z.object({
  /** the exchange's address as the server knows it (PUBLIC_URL), or null: the page then shows its own origin */
  url: z.string().nullable(),
  /** the path 1C is given after the site's address */
  path: z.string(),
  login: z.string().nullable(),
  passwordSet: z.boolean(),
  /** 'env': EXCHANGE_LOGIN/EXCHANGE_PASSWORD are set on the server and cannot be changed here */
  credentialsFrom: z.enum(['env', 'admin']).nullable(),
  ordersEncoding: OrdersEncoding,
  /** the encoding of the text answers (success/progress/failure): windows-1251 for old clients */
  answersEncoding: OrdersEncoding,
  /** `Валюта` of the order documents ('руб' as 1C writes it, or 'RUB') */
  currency: z.string(),
  /** the largest piece 1C sends per request (init's file_limit), bytes */
  fileLimit: z.number().int().positive(),
  /** how many past sessions keep their files for a replay */
  keptSessions: z.number().int().positive(),
});
export type ExchangeSettings = z.infer<typeof ExchangeSettings>;

/** The exchange account's login: ASCII only (1C sends Basic credentials in ASCII). */
const AsciiCredential = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/);

/** PUT /api/exchange/settings: any subset; a login and a password only when not set in the environment. */
export const ExchangeSettingsUpdate = z.object({
  login: AsciiCredential.optional(),
  password: z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\x20-\x7e]+$/)
    .optional(),
  ordersEncoding: OrdersEncoding.optional(),
  answersEncoding: OrdersEncoding.optional(),
  currency: z
    .string()
    .trim()
    .min(1)
    .max(10)
    .regex(/^[\p{L}.$€₽]+$/u, { error: EXCHANGE_TEXTS.admin.currencyInvalid })
    .optional(),
});
export type ExchangeSettingsUpdate = z.infer<typeof ExchangeSettingsUpdate>;

export const ExchangeStatusMapping = z.object({
  id: z.number().int().positive(),
  requisite: z.string(),
  value: z.string(),
  status: OrderStatus,
});
export type ExchangeStatusMapping = z.infer<typeof ExchangeStatusMapping>;

/** POST /api/exchange/status-map (a new row) and PUT /api/exchange/status-map/:id. */
const MappingText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(hasNoControlCharacters, { error: TEXTS.validation.controlCharacters });

export const ExchangeStatusMappingInput = z.object({
  requisite: MappingText(100),
  value: MappingText(200),
  status: OrderStatus,
});
export type ExchangeStatusMappingInput = z.infer<typeof ExchangeStatusMappingInput>;

export const ExchangeRequestLog = z.object({
  at: z.string(),
  mode: z.string().nullable(),
  fileName: z.string().nullable(),
  bytes: z.number().int().nullable(),
  httpStatus: z.number().int(),
  /** success, progress, failure, … */
  answer: z.string(),
  answerText: z.string().nullable(),
});
export type ExchangeRequestLog = z.infer<typeof ExchangeRequestLog>;

export const ExchangeSessionImport = z.object({
  fileName: z.string(),
  jobId: z.string(),
  status: z.string(),
  phase: z.string(),
  percent: z.number().int(),
  report: ImportReport.nullable(),
  error: z.string().nullable(),
  /** 1C sent the file again in the session: a later import of the same name replaced this one */
  superseded: z.boolean(),
});
export type ExchangeSessionImport = z.infer<typeof ExchangeSessionImport>;

export const ExchangeOrderEvent = z.object({
  at: z.string(),
  orderId: z.number().int().nullable(),
  documentNumber: z.string().nullable(),
  kind: z.enum(['status_applied', 'status_unknown', 'lines_changed', 'order_not_found', 'payment']),
  details: z.record(z.string(), z.unknown()),
});
export type ExchangeOrderEvent = z.infer<typeof ExchangeOrderEvent>;

export const ExchangeSessionSummary = z.object({
  id: z.string(),
  type: ExchangeType,
  state: ExchangeSessionState,
  startedAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  error: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), bytes: z.number().int() })),
  /** the files are still kept: the session can be replayed */
  replayable: z.boolean(),
  requests: z.array(ExchangeRequestLog),
  imports: z.array(ExchangeSessionImport),
  /** type=sale: what the order files did */
  orderEvents: z.array(ExchangeOrderEvent),
});
export type ExchangeSessionSummary = z.infer<typeof ExchangeSessionSummary>;

/** GET /api/exchange/sessions?limit= (newest first, default 20). */
export const ExchangeSessionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ExchangeSessionList = z.object({ sessions: z.array(ExchangeSessionSummary) });
export type ExchangeSessionList = z.infer<typeof ExchangeSessionList>;
