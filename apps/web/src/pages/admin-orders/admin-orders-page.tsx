import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { AdminOrders } from '../../features/admin-orders/components/admin-orders';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

/** /admin/orders: order management (spec §2). */
export function AdminOrdersPage() {
  useDocumentTitle(ADMIN_PAGES.orders.title);
  return (
    <div className="space-y-4">
      <PageTitle>{ADMIN_PAGES.orders.title}</PageTitle>
      <AdminOrders />
    </div>
  );
}
