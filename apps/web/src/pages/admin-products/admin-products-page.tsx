import { useState } from 'react';
import { Plus } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { AdminProduct } from '@shop/shared/catalog/admin-schemas';
import { ProductAdminFilters } from '../../features/catalog/components/admin/product-admin-filters';
import { ProductAdminList } from '../../features/catalog/components/admin/product-admin-list';
import { ProductEditModal } from '../../features/catalog/components/admin/product-edit-modal';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClass } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { useAdminProductsView } from './admin-products-view';

const P = ADMIN_PAGES.products;

/** /admin/products: products management (spec §2): add, filter by text and category, edit, delete. */
export function AdminProductsPage() {
  useDocumentTitle(P.title);
  const { view, text, setText, setCategory, hrefForPage } = useAdminProductsView();
  // the product in the form: 'new' adds one
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{P.title}</PageTitle>
        <button type="button" onClick={() => setEditing('new')} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-5" />
          {P.add}
        </button>
      </div>
      <ProductAdminFilters
        text={text}
        onTextChange={setText}
        categoryId={view.categoryId === null ? '' : String(view.categoryId)}
        onCategoryChange={setCategory}
      />
      <ProductAdminList params={view} hrefForPage={hrefForPage} onEdit={setEditing} />
      {editing && (
        <ProductEditModal product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
