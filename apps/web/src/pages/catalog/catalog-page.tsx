import { useSearchParams } from 'react-router';
import { CatalogOverview } from '../../features/catalog/components/catalog-overview';
import { CategorySidebar } from '../../features/catalog/components/category-sidebar';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A category_id that is not a positive integer is ignored (spec §2). */
export function parseCategoryId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function CatalogPage() {
  useDocumentTitle('Каталог');
  const [searchParams] = useSearchParams();
  const categoryId = parseCategoryId(searchParams.get('category_id'));

  return (
    <div className="container-page py-5 sm:py-8">
      <div className="grid gap-8 lg:grid-cols-[280px_1fr]">
        <aside aria-label="Категории" className="hidden lg:block">
          <div className="sticky top-36 max-h-[calc(100dvh-10rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2">
            <CategorySidebar activeCategoryId={categoryId} />
          </div>
        </aside>
        <div className="min-w-0">
          <CatalogOverview key={categoryId ?? 'all'} categoryId={categoryId} />
        </div>
      </div>
    </div>
  );
}
