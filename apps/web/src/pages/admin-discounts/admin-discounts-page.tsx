import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

/** /admin/discounts: discounts management (spec §2). */
export function AdminDiscountsPage() {
  useDocumentTitle('Управление скидками');
  return (
    <div className="space-y-3">
      <PageTitle>Управление скидками</PageTitle>
      <p className="text-slate-600">Скидки по категориям и товарам.</p>
    </div>
  );
}
