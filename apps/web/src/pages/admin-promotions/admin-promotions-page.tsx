import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

/** /admin/promotions: promotions management (spec §2). */
export function AdminPromotionsPage() {
  useDocumentTitle('Управление акциями');
  return (
    <div className="space-y-3">
      <PageTitle>Управление акциями</PageTitle>
      <p className="text-slate-600">Акции магазина: название, описание и изображение.</p>
    </div>
  );
}
