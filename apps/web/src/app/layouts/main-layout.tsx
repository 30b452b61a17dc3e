import { Suspense, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { AuthModalProvider } from '../../features/auth/components/auth-modal-provider';
import { CookieBanner } from '../../features/consent/components/cookie-banner';
import { ContactsStrip } from '../../features/shop/components/contacts-strip';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { lazyPage } from '../lazy-page';
import { paths } from '../paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The drawer's list (with an icon for every kind of goods) loads when the drawer first opens.
const CategorySidebar = lazyPage(
  () => import('../../features/catalog/components/category-sidebar'),
  'CategorySidebar',
);

/** The storefront frame: contacts strip, header, category drawer, page, footer and cookie banner. */
export function MainLayout() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // the drawer belongs to one history entry: following a link closes it without an effect
  const [catalogOpenAt, setCatalogOpenAt] = useState<string | null>(null);
  const catalogOpen = catalogOpenAt === location.key;
  const closeCatalog = () => setCatalogOpenAt(null);
  const activeCategoryId =
    location.pathname === paths.catalog.pattern ? Number(searchParams.get('category_id')) || null : null;

  return (
    <AuthModalProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Перейти к содержимому
        </a>
        <ContactsStrip />
        <SiteHeader
          catalogOpen={catalogOpen}
          onToggleCatalog={() => setCatalogOpenAt(catalogOpen ? null : location.key)}
        />
        <Modal open={catalogOpen} onClose={closeCatalog} title="Каталог товаров" placement="left">
          <div id="category-drawer" className="p-2">
            <Suspense fallback={<Spinner className="py-10" />}>
              <CategorySidebar onNavigate={closeCatalog} activeCategoryId={activeCategoryId} />
            </Suspense>
          </div>
        </Modal>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
        <CookieBanner />
      </div>
    </AuthModalProvider>
  );
}
