import { useSearchParams } from 'react-router';
import { TEXTS } from '@shop/shared/texts';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { CatalogOverview } from '../../features/catalog/components/catalog-overview';
import { CatalogProducts } from '../../features/catalog/components/catalog-products';
import { CategorySidebar } from '../../features/catalog/components/category-sidebar';
import { useDocumentTitle } from '../../lib/use-document-title';
import { catalogQueryHref, parseCatalogQuery } from './catalog-query';

export function CatalogPage() {
  useDocumentTitle(TEXTS.nav.catalog);
  const [searchParams] = useSearchParams();
  const query = parseCatalogQuery(searchParams);
  const { categoryId } = query;

  return (
    <div className="container-page py-5 sm:py-8">
      <div className="grid gap-8 lg:grid-cols-[280px_1fr]">
        <aside aria-label={TEXTS.labels.categories} className="hidden lg:block">
          <div className="sticky top-36 max-h-[calc(100dvh-10rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2">
            <CategorySidebar activeCategoryId={categoryId} />
          </div>
        </aside>
        <div className="min-w-0 space-y-6 sm:space-y-8">
          <CatalogOverview key={categoryId ?? 'all'} categoryId={categoryId} />
          <CatalogProducts
            query={query}
            hrefFor={catalogQueryHref}
            title={categoryId === null ? TEXTS.catalog.allProducts : undefined}
            renderAction={(product) => <AddToCartButton product={product} variant="card" />}
          />
        </div>
      </div>
    </div>
  );
}
