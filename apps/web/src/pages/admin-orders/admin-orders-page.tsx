import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

/** /admin/orders: order management (spec §2). */
export function AdminOrdersPage() {
  useDocumentTitle('Управление заказами');
  return (
    <div className="space-y-3">
      <PageTitle>Управление заказами</PageTitle>
      <p className="text-slate-600">Заказы покупателей с фильтрами по дате и статусу.</p>
    </div>
  );
}
