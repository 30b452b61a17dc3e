import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { AdminProduct } from '@shop/shared/catalog/admin-schemas';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { EmptyList } from '../../../../ui/empty-list';
import { LoadError } from '../../../../ui/load-error';
import { Pagination } from '../../../../ui/pagination';
import { Skeleton } from '../../../../ui/skeleton';
import { useCategories } from '../../api';
import { useAdminProducts } from '../../product-admin-api';
import type { AdminProductsParams } from '../../product-admin-api';
import { ProductAdminTable } from './product-admin-table';
import { ProductDeleteDialog } from './product-delete-dialog';

interface ProductAdminListProps {
  params: AdminProductsParams;
  /** the address of a page of the same list (the page owns the URL rules) */
  hrefForPage: (page: number) => string;
  onEdit: (product: AdminProduct) => void;
}

/** The staff product list: 10 a page, hidden products marked, edit and delete on each row. */
export function ProductAdminList({ params, hrefForPage, onEdit }: ProductAdminListProps) {
  const navigate = useNavigate();
  const query = useAdminProducts(params);
  const categories = useCategories();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const data = query.data;
  const totalPages = data ? Math.ceil(data.total / ADMIN_PRODUCTS_PAGE_SIZE) : 0;

  // the last products of the last page were deleted (or an old link): show the new last page
  const pastEnd = data !== undefined && !query.isPlaceholderData && params.page > Math.max(totalPages, 1);
  const lastPageHref = pastEnd ? hrefForPage(Math.max(totalPages, 1)) : null;
  useEffect(() => {
    if (lastPageHref) void navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);

  if (query.isError && !data) {
    return (
      <LoadError
        message={TEXTS.catalog.productsLoadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!data || pastEnd) return <ProductAdminListSkeleton />;
  if (data.products.length === 0) {
    return <EmptyList>{ADMIN_PAGES.products.empty}</EmptyList>;
  }
  return (
    <div className="space-y-4">
      <div
        aria-busy={query.isFetching}
        className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <ProductAdminTable
          products={data.products}
          categories={categories.data}
          onEdit={onEdit}
          onDelete={setDeleting}
        />
      </div>
      <Pagination page={params.page} totalPages={totalPages} hrefFor={hrefForPage} />
      {deleting && (
        <ProductDeleteDialog
          product={deleting}
          onClose={() => setDeleting(null)}
          onDone={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function ProductAdminListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-2">
      <p className="sr-only">{TEXTS.common.loading}</p>
      {Array.from({ length: ADMIN_PRODUCTS_PAGE_SIZE }, (_, index) => (
        <Skeleton key={index} className="h-24 w-full lg:h-12" />
      ))}
    </div>
  );
}
