/** How a 1C exchange session and its parts read for shop staff (issue 14): plain words, no raw codes. */
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { EXCHANGE_QUIET_MS } from '@shop/shared/exchange/schemas';
import type {
  ExchangeOrderEvent,
  ExchangeRequestLog,
  ExchangeSessionImport,
  ExchangeSessionSummary,
  ExchangeSettings,
} from '@shop/shared/exchange/schemas';
import type { ImportJob, ImportReport } from '@shop/shared/import/schemas';
import { SHOP_TIME_ZONE } from '@shop/shared/orders/schemas';
import { ADMIN_ORDER_STATUS_LABELS, OrderStatus } from '@shop/shared/orders/status';
import { TEXTS } from '@shop/shared/texts';

const S = ADMIN_PAGES.exchange.sessions;

/** A session not ended yet: 1C may still call in it. */
export const isLiveSession = (session: Pick<ExchangeSessionSummary, 'state'>) =>
  session.state === 'open' || session.state === 'importing';

/**
 * A live session with nothing of it running that 1C has not called for a minute: it did what 1C
 * asked (most 1C versions never send `complete`) and reads as done.
 */
export function isQuietSession(
  session: Pick<ExchangeSessionSummary, 'state' | 'lastSeenAt' | 'imports'>,
  now: number,
): boolean {
  if (!isLiveSession(session)) return false;
  if (session.imports.some((item) => isRunningImport(importStatus(item)))) return false;
  return now - Date.parse(session.lastSeenAt) >= EXCHANGE_QUIET_MS;
}

/** A session that is running now: 1C is in it, or its files are being imported. */
export const isActiveSession = (
  session: Pick<ExchangeSessionSummary, 'state' | 'lastSeenAt' | 'imports'>,
  now: number,
) => isLiveSession(session) && !isQuietSession(session, now);

/** The state staff read: a quiet live session reads as done. */
export const shownState = (session: ExchangeSessionSummary, now: number) =>
  isQuietSession(session, now) ? 'quiet' : session.state;

export const sessionTypeLabel = (type: ExchangeSessionSummary['type']) =>
  type === 'catalog' ? TEXTS.labels.products : TEXTS.labels.orders;

/** Where 1C sends its requests: the server's own idea of its address, else this page's origin. */
export function exchangeAddress(settings: Pick<ExchangeSettings, 'url' | 'path'>, origin: string): string {
  if (settings.url) return settings.url;
  const path = settings.path.startsWith('/') ? settings.path : `/${settings.path}`;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** '45 с', '2 мин 5 с', '1 ч 3 мин'. */
export function formatDuration(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds / 1000));
  if (total < 60) return S.seconds(total);
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return S.minutes(minutes, total % 60);
  return S.hours(Math.floor(minutes / 60), minutes % 60);
}

/** 'длился 2 мин 5 с' for a finished session, 'идёт 40 с' for a running one (counted to `now`). */
export function sessionDuration(session: ExchangeSessionSummary, now: number): string {
  const start = Date.parse(session.startedAt);
  if (isActiveSession(session, now)) return S.running(formatDuration(now - start));
  const end = Date.parse(session.endedAt ?? session.lastSeenAt);
  return S.lasted(formatDuration(end - start));
}

const sizeFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** '512 Б', '1,5 КБ', '12,3 МБ'. */
export function formatBytes(bytes: number): string {
  const units = [S.sizes.bytes, S.sizes.kilobytes, S.sizes.megabytes, S.sizes.gigabytes];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(unit === 0 ? value : Math.round(value * 10) / 10)} ${units[unit]}`;
}

/** The import job's status as the import panel knows it; anything unknown reads as running. */
export function importStatus(item: Pick<ExchangeSessionImport, 'status'>): ImportJob['status'] {
  const known: ReadonlyArray<ImportJob['status']> = ['queued', 'running', 'completed', 'failed'];
  return known.find((status) => status === item.status) ?? 'running';
}

export const isRunningImport = (status: ImportJob['status']) => status === 'queued' || status === 'running';

/** 'обработано 228 · создано 228 · обновлено 0 · скрыто 0': an import's report in one line. */
export const importSummary = (report: ImportReport) =>
  ADMIN_PAGES.import.history.summary(report.processed, report.created, report.updated, report.unpublished);

/** 1C names its files import*.xml / offers*.xml (also prices*, rests* in split packages): the job kind. */
export function importKind(fileName: string): ImportJob['kind'] {
  const base = fileName.split('/').pop() ?? fileName;
  return /^(offers|prices|rests)/i.test(base) ? 'prices' : 'commerceml';
}

export const modeLabel = (mode: string | null) =>
  mode === null ? S.noAnswerText : (S.modes[mode as keyof typeof S.modes] ?? mode);

export const isFailureAnswer = (request: Pick<ExchangeRequestLog, 'answer' | 'httpStatus'>) =>
  request.answer === 'failure' || request.httpStatus >= 400;

/** 'успешно', 'отказ: Неверный логин или пароль', or the answer's own first line (zip=yes…). */
export function answerLabel(request: Pick<ExchangeRequestLog, 'answer' | 'answerText'>): string {
  const word = S.answers[request.answer as keyof typeof S.answers] ?? request.answer;
  return request.answerText ? `${word}: ${request.answerText}` : word;
}

/** '12:30:05' in the shop's time zone. */
const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

function detailText(details: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = details[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/** 'Заказ № 15' (or 'Документ 1С № 0007' for a document the shop does not know). */
export function eventSubject(event: ExchangeOrderEvent): string {
  const number = event.documentNumber ?? (event.orderId === null ? null : String(event.orderId));
  if (event.kind === 'order_not_found') return S.document(number ?? S.noAnswerText);
  return S.order(number ?? S.noAnswerText);
}

/** Whether an order event needs a person's look: not a status applied as 1C asked, nor a payment. */
export const isNoticeEvent = (event: ExchangeOrderEvent) =>
  event.kind === 'status_applied' ? event.details.applied === false : event.kind !== 'payment';

/** What an order file from 1C did to one order, in plain words. */
export function eventText(event: ExchangeOrderEvent): string {
  const E = S.events;
  switch (event.kind) {
    case 'status_applied': {
      // a move the order's transition rules refused: the server's message says which and why
      if (event.details.applied === false)
        return detailText(event.details, 'message') ?? E.status_applied_plain;
      const status = OrderStatus.safeParse(event.details.to);
      return status.success
        ? E.status_applied(ADMIN_ORDER_STATUS_LABELS[status.data])
        : E.status_applied_plain;
    }
    case 'status_unknown': {
      const value = detailText(event.details, 'value');
      return value ? E.status_unknown(value) : E.status_unknown_plain;
    }
    case 'lines_changed':
      return E.lines_changed;
    case 'order_not_found':
      return E.order_not_found;
    case 'payment':
      return E.payment(detailText(event.details, 'number'), detailText(event.details, 'date'));
  }
}
