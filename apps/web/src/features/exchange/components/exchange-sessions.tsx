import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { ExchangeSessionSummary } from '@shop/shared/exchange/schemas';
import { toastThenClose } from '../../../lib/toast-outcome';
import { formatShopDateTime } from '../../../lib/date-time';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyList } from '../../../ui/empty-list';
import { Section } from '../../../ui/section';
import { WithQuery } from '../../../ui/with-query';
import { useExchangeSessions, useExchangeSettings, useReplaySession } from '../api';
import type { ImportViews } from '../import-views';
import { isActiveSession, isLiveSession } from '../session-view';
import { SessionCard } from './session-card';

const S = ADMIN_PAGES.exchange.sessions;

/** The clock live sessions count their duration by, ticking once a second while one is shown. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * 'Последние сеансы обмена': newest first; asked again every few seconds while one is running. The
 * import panel's report and progress views come from the page (features do not import each other).
 */
export function ExchangeSessions({ importViews }: { importViews: ImportViews }) {
  const sessions = useExchangeSessions();
  const kept = useExchangeSettings().data?.keptSessions;
  const live = !!sessions.data?.some(isLiveSession);
  const now = useNow(live);
  const active = !!sessions.data?.some((session) => isActiveSession(session, now));
  const [replaying, setReplaying] = useState<ExchangeSessionSummary | null>(null);

  return (
    <Section heading={S.title} className="space-y-3">
      {kept !== undefined && <p className="max-w-3xl text-slate-600">{S.text(kept)}</p>}
      {active && (
        <p className="flex items-center gap-2 text-sm text-sky-800" aria-live="polite">
          <RefreshCw aria-hidden="true" className="size-4 animate-spin [animation-duration:3s]" />
          {S.refreshing}
        </p>
      )}
      <WithQuery query={sessions} errorMessage={S.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <EmptyList>{S.empty}</EmptyList>
          ) : (
            <ul aria-label={S.title} className="space-y-3">
              {list.map((session, index) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  now={now}
                  initiallyOpen={index === 0 || isActiveSession(session, now)}
                  onReplay={() => setReplaying(session)}
                  importViews={importViews}
                />
              ))}
            </ul>
          )
        }
      </WithQuery>
      <ReplayDialog session={replaying} onClose={() => setReplaying(null)} />
    </Section>
  );
}

/** Asks before the kept files of a catalogue session are imported again. */
function ReplayDialog({ session, onClose }: { session: ExchangeSessionSummary | null; onClose: () => void }) {
  const replay = useReplaySession();
  return (
    <ConfirmDialog
      open={session !== null}
      title={S.replayTitle}
      onConfirm={() =>
        session && replay.mutate(session.id, toastThenClose(onClose, S.replayStarted, S.replayFailed))
      }
      onClose={onClose}
      busy={replay.isPending}
      busyLabel={S.replaying}
      confirmLabel={S.replay}
    >
      <p>{S.replayText}</p>
      {session && <p className="text-sm text-slate-500">{formatShopDateTime(session.startedAt)}</p>}
    </ConfirmDialog>
  );
}
