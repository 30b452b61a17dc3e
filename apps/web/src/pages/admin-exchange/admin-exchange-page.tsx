import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { TEXTS } from '@shop/shared/texts';
import { ExchangeSessions } from '../../features/exchange/components/exchange-sessions';
import { ExchangeSetup } from '../../features/exchange/components/exchange-setup';
import { StatusMap } from '../../features/exchange/components/status-map';
import type { ImportViews } from '../../features/exchange/import-views';
import { ImportReportView } from '../../features/import/components/import-report';
import { JobProgress } from '../../features/import/components/job-progress';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

/** A session's imports read like the import panel's. */
const IMPORT_VIEWS: ImportViews = { Report: ImportReportView, Progress: JobProgress };

/** /admin/exchange: 'Обмен с 1С' (issue 14): what to enter in 1C, the last sessions, the status map. */
export function AdminExchangePage() {
  useDocumentTitle(TEXTS.admin.exchange);
  return (
    <div className="space-y-8">
      <div>
        <PageTitle>{TEXTS.admin.exchange}</PageTitle>
        <p className="mt-1 max-w-3xl text-slate-600">{ADMIN_PAGES.exchange.text}</p>
      </div>
      <ExchangeSetup />
      <ExchangeSessions importViews={IMPORT_VIEWS} />
      <StatusMap />
    </div>
  );
}
