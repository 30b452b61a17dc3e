import { AdminOrders } from '../../features/admin-orders/components/admin-orders';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

/** /admin/orders: order management (spec §2). */
export function AdminOrdersPage() {
  useDocumentTitle('Управление заказами');
  return (
    <div className="space-y-4">
      <PageTitle>Управление заказами</PageTitle>
      <AdminOrders />
    </div>
  );
}
