import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

const T = ADMIN_PAGES.promotions;

/** /admin/promotions: promotions management (spec §2). */
export function AdminPromotionsPage() {
  useDocumentTitle(T.title);
  return (
    <div className="space-y-3">
      <PageTitle>{T.title}</PageTitle>
      <p className="text-slate-600">{T.text}</p>
    </div>
  );
}
