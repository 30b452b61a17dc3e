import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

/** /admin/categories: categories management (spec §2). */
export function AdminCategoriesPage() {
  useDocumentTitle('Управление категориями');
  return (
    <div className="space-y-3">
      <PageTitle>Управление категориями</PageTitle>
      <p className="text-slate-600">Категории каталога и их вложенность.</p>
    </div>
  );
}
