import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Skeleton } from '../../ui/skeleton';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Product page frame (spec §2): breadcrumbs, image, and the buying column. */
export function ProductPage() {
  useDocumentTitle('Товар');
  return (
    <div className="container-page space-y-5 py-5 sm:py-8" aria-busy="true">
      <Breadcrumbs
        items={[
          { label: 'Главная', href: paths.home.href() },
          { label: 'Каталог', href: paths.catalog.href() },
        ]}
      />
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-12 w-full sm:w-64" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
