import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type {
  ExchangeOrderEvent,
  ExchangeRequestLog,
  ExchangeSessionImport,
  ExchangeSessionState,
  ExchangeSessionSummary,
} from '@shop/shared/exchange/schemas';
import { formatShopDateTime } from '../../../lib/date-time';
import { buttonClass } from '../../../ui/button';
import type { ImportViews } from '../import-views';
import {
  answerLabel,
  eventSubject,
  eventText,
  formatBytes,
  formatTime,
  importKind,
  importStatus,
  importSummary,
  isFailureAnswer,
  isRunningImport,
  isActiveSession,
  isNoticeEvent,
  modeLabel,
  sessionDuration,
  sessionTypeLabel,
  shownState,
} from '../session-view';

const S = ADMIN_PAGES.exchange.sessions;
const P = ADMIN_PAGES.import;

const STATE_BADGES: Record<ExchangeSessionState | 'quiet', string> = {
  open: 'bg-sky-100 text-sky-800',
  importing: 'bg-sky-100 text-sky-800',
  completed: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-amber-100 text-amber-900',
  interrupted: 'bg-slate-100 text-slate-800',
  refused: 'bg-red-100 text-red-800',
  quiet: 'bg-emerald-100 text-emerald-800',
};

/** The states whose card says in words why the session ended so. */
const EXPLAINED = ['quiet', 'expired', 'interrupted', 'refused'] as const;
const isExplained = (state: ExchangeSessionState | 'quiet'): state is (typeof EXPLAINED)[number] =>
  (EXPLAINED as readonly string[]).includes(state);

interface SessionCardProps {
  session: ExchangeSessionSummary;
  /** the clock a running session's duration is counted to */
  now: number;
  /** the import reports start unfolded (the newest session and running ones) */
  initiallyOpen: boolean;
  onReplay: () => void;
  importViews: ImportViews;
}

/** One exchange session: what 1C sent, what the shop did with it and what it answered. */
export function SessionCard({ session, now, initiallyOpen, onReplay, importViews }: SessionCardProps) {
  const id = useId();
  const state = shownState(session, now);
  const canReplay = session.type === 'catalog' && session.replayable && !isActiveSession(session, now);
  const startedAt = formatShopDateTime(session.startedAt);
  return (
    <li aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-x-3 gap-y-2 border-b border-slate-100 px-4 py-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 space-y-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-title`} className="font-semibold text-slate-900">
              {sessionTypeLabel(session.type)}
            </h3>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_BADGES[state]}`}
            >
              {S.states[state]}
            </span>
          </div>
          <p className="text-sm text-slate-600">
            <time dateTime={session.startedAt}>{S.startedAt(startedAt)}</time> ·{' '}
            {sessionDuration(session, now)}
            {session.endedAt && (
              <>
                {' · '}
                <time dateTime={session.endedAt}>{S.endedAt(formatShopDateTime(session.endedAt))}</time>
              </>
            )}
          </p>
        </div>
        {canReplay && (
          <button
            type="button"
            onClick={onReplay}
            aria-label={S.replayOne(startedAt)}
            className={buttonClass('secondary', 'self-start px-3')}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {S.replay}
          </button>
        )}
      </div>
      <div className="space-y-4 px-4 py-4">
        {session.error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {session.error}
          </p>
        )}
        {isExplained(state) && <p className="text-sm text-slate-700">{S.stateHints[state]}</p>}
        <SessionFiles files={session.files} />
        {session.imports.length > 0 && (
          <Part title={S.imports}>
            <ul className="space-y-3">
              {session.imports.map((item) => (
                <SessionImport
                  key={item.jobId}
                  item={item}
                  initiallyOpen={initiallyOpen}
                  views={importViews}
                />
              ))}
            </ul>
          </Part>
        )}
        {session.type === 'sale' && <OrderEvents events={session.orderEvents} />}
        <RequestLog requests={session.requests} />
      </div>
    </li>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {children}
    </div>
  );
}

function SessionFiles({ files }: { files: ExchangeSessionSummary['files'] }) {
  return (
    <Part title={S.files}>
      {files.length === 0 ? (
        <p className="text-sm text-slate-500">{S.noFiles}</p>
      ) : (
        <ul aria-label={S.files} className="space-y-0.5 text-sm">
          {files.map((file) => (
            <li key={file.name} className="flex min-w-0 gap-2">
              <span className="min-w-0 truncate font-mono text-slate-800" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-slate-500 tabular-nums">{formatBytes(file.bytes)}</span>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

/** A file's import: its progress while it runs, then its report (folded away for older sessions). */
function SessionImport({
  item,
  initiallyOpen,
  views: { Report, Progress },
}: {
  item: ExchangeSessionImport;
  initiallyOpen: boolean;
  views: ImportViews;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const status = importStatus(item);
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium break-all text-slate-900">{S.importOf(item.fileName)}</span>
        <span className={status === 'failed' ? 'font-medium text-red-700' : 'text-slate-600'}>
          {S.importStates[status]}
        </span>
        {item.superseded && <span className="text-slate-600">{S.superseded}</span>}
      </p>
      {isRunningImport(status) && <Progress job={{ status, phase: item.phase, percent: item.percent }} />}
      {item.error && <p className="text-sm font-medium break-words text-red-700">{item.error}</p>}
      {item.report && (
        <details
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
          className="group space-y-2"
        >
          <summary className="cursor-pointer py-1 text-sm text-slate-700 marker:text-slate-400">
            <span className="font-medium">{P.report.title}</span>: {importSummary(item.report)}
          </summary>
          <div className="pt-2">
            <Report report={item.report} kind={importKind(item.fileName)} />
          </div>
        </details>
      )}
    </li>
  );
}

function OrderEvents({ events }: { events: ExchangeOrderEvent[] }) {
  return (
    <Part title={S.orderEvents}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-500">{S.noOrderEvents}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {events.map((event, index) => (
            <li
              key={index}
              className={`px-3 py-2 ${isNoticeEvent(event) ? 'bg-amber-50/60 text-amber-950' : 'text-slate-800'}`}
            >
              <span className="font-medium">{eventSubject(event)}</span>: {eventText(event)}
              <span className="ml-2 text-xs text-slate-500 tabular-nums">{formatTime(event.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

/** Every request 1C made in the session and the first line the shop answered, folded by default. */
function RequestLog({ requests }: { requests: ExchangeRequestLog[] }) {
  const C = S.requestColumns;
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2.5 text-sm font-medium text-slate-800">
        {S.requests(requests.length)}
      </summary>
      <div className="border-t border-slate-100 text-sm">
        <div
          aria-hidden="true"
          className="hidden grid-cols-[5.25rem_30%_minmax(0,1fr)] bg-slate-50 px-3 py-2 text-xs font-medium text-slate-600 sm:grid"
        >
          <span>{C.at}</span>
          <span>{C.mode}</span>
          <span>{C.answer}</span>
        </div>
        <ol aria-label={S.requests(requests.length)} className="divide-y divide-slate-100">
          {requests.map((request, index) => (
            <li
              key={index}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 px-3 py-1.5 sm:grid-cols-[5.25rem_30%_minmax(0,1fr)] sm:gap-x-0"
            >
              <time dateTime={request.at} className="text-slate-600 tabular-nums">
                {formatTime(request.at)}
              </time>
              <span className="min-w-0 text-slate-800 sm:pr-3">
                {modeLabel(request.mode)}
                {request.fileName && (
                  <span className="block text-xs break-all text-slate-500">
                    {request.fileName}
                    {request.bytes !== null && ` (${formatBytes(request.bytes)})`}
                  </span>
                )}
              </span>
              <span
                className={`col-span-2 min-w-0 break-words sm:col-span-1 ${isFailureAnswer(request) ? 'font-medium text-red-700' : 'text-slate-700'}`}
              >
                {answerLabel(request)}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
}
