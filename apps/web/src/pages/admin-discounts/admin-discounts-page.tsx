import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { TEXTS } from '@shop/shared/texts';
import { cartKeys } from '../../features/cart/api';
import { catalogKeys, useCategories } from '../../features/catalog/api';
import { AdminDiscounts } from '../../features/discounts/components/admin/admin-discounts';
import { searchKeys } from '../../features/search/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadError } from '../../ui/load-error';
import { PageTitle } from '../../ui/page-title';

const T = ADMIN_PAGES.discounts;

/** /admin/discounts: discounts management (spec §2). */
export function AdminDiscountsPage() {
  useDocumentTitle(T.title);
  const categories = useCategories();
  const queryClient = useQueryClient();
  // a discount changes prices (catalogue, product pages, search, the cart) and the 'Акции' categories
  const onCatalogueChanged = useCallback(() => {
    for (const queryKey of [catalogKeys.all, searchKeys.all, cartKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
  return (
    <div className="space-y-4">
      <PageTitle>{T.title}</PageTitle>
      <p className="text-slate-600">{T.text}</p>
      {categories.isError && (
        <LoadError
          message={TEXTS.catalog.categoriesLoadFailed}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      )}
      <AdminDiscounts categories={categories.data} onCatalogueChanged={onCatalogueChanged} />
    </div>
  );
}
