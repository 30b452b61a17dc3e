import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_SPINNER_MS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { cartKeys } from '../../features/cart/api';
import { catalogKeys } from '../../features/catalog/api';
import { adminProductKeys } from '../../features/catalog/product-admin-api';
import { discountKeys } from '../../features/discounts/api';
import { DeleteAllSection } from '../../features/import/components/delete-all';
import { FileImportBlock } from '../../features/import/components/file-import-block';
import { ImagesBlock } from '../../features/import/components/images-block';
import { ImportChoicesSection } from '../../features/import/components/import-choices';
import { ImportHistory } from '../../features/import/components/import-history';
import { searchKeys } from '../../features/search/api';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';
import { Spinner } from '../../ui/spinner';

/** spec §2: the panel shows a spinner for about 0.5 s before its blocks. */
function useStartSpinner(): boolean {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), ADMIN_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);
  return waiting;
}

/** /admin: the import panel (spec §2): four upload blocks, past imports, delete-all. */
export function AdminImportPage() {
  useDocumentTitle(TEXTS.admin.home);
  const { isAdmin } = useSession();
  const waiting = useStartSpinner();
  const queryClient = useQueryClient();
  // an import changes the catalogue, prices, stock and pictures everywhere the shop shows them
  const onCatalogueChanged = useCallback(() => {
    for (const queryKey of [
      catalogKeys.all,
      adminProductKeys.all,
      searchKeys.all,
      cartKeys.all,
      discountKeys.all,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);

  if (!isAdmin) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-5 font-medium text-red-900"
      >
        {TEXTS.auth.adminOnly}
      </p>
    );
  }
  if (waiting) return <Spinner />;
  return (
    <div className="space-y-6">
      <PageTitle>{TEXTS.admin.home}</PageTitle>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <FileImportBlock kind="catalog" onCatalogueChanged={onCatalogueChanged} />
        <FileImportBlock kind="import01" onCatalogueChanged={onCatalogueChanged} />
        <ImagesBlock onCatalogueChanged={onCatalogueChanged} />
        <FileImportBlock kind="prices" onCatalogueChanged={onCatalogueChanged} />
      </div>
      <ImportHistory />
      <ImportChoicesSection />
      <DeleteAllSection onDeleted={onCatalogueChanged} />
    </div>
  );
}
