import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

/** /admin/products: products management (spec §2). */
export function AdminProductsPage() {
  useDocumentTitle('Управление товарами');
  return (
    <div className="space-y-3">
      <PageTitle>Управление товарами</PageTitle>
      <p className="text-slate-600">Товары каталога: поиск по названию или артикулу, фильтр по категории.</p>
    </div>
  );
}
