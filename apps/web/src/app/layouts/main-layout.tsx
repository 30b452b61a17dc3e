import { Suspense, useRef, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { parseRowId } from '@shop/shared/ids';
import { TEXTS } from '@shop/shared/texts';
import { AuthModalProvider } from '../../features/auth/components/auth-modal-provider';
import { CookieBanner } from '../../features/consent/components/cookie-banner';
import { ContactsStrip } from '../../features/shop/components/contacts-strip';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';
import { PageErrorBoundary } from '../route-error';
import { useLiveCatalogUpdates } from '../use-live-catalog-updates';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useToastsBelow } from './use-toasts-below';

// The drawer's list (with an icon for every kind of goods) loads when the drawer first opens.
const CategorySidebar = lazyPage(
  () => import('../../features/catalog/components/category-sidebar'),
  'CategorySidebar',
  'src/features/catalog/components/category-sidebar.tsx',
);

/**
 * The storefront frame: contacts strip, header, category drawer, page, footer and cookie banner; it
 * keeps the shown products' stock and ratings live for a signed-in user.
 */
export function MainLayout() {
  useLiveCatalogUpdates();
  const headerRef = useRef<HTMLElement>(null);
  useToastsBelow(headerRef);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // the drawer belongs to one history entry: following a link closes it without an effect
  const [catalogOpenAt, setCatalogOpenAt] = useState<string | null>(null);
  const catalogOpen = catalogOpenAt === location.key;
  const closeCatalog = () => setCatalogOpenAt(null);
  const activeCategoryId =
    location.pathname === paths.catalog.pattern ? parseRowId(searchParams.get('category_id')) : null;

  return (
    <AuthModalProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {TEXTS.nav.skipToContent}
        </a>
        <ContactsStrip />
        <SiteHeader
          ref={headerRef}
          catalogOpen={catalogOpen}
          onToggleCatalog={() => setCatalogOpenAt(catalogOpen ? null : location.key)}
        />
        <Modal open={catalogOpen} onClose={closeCatalog} title={TEXTS.nav.catalogDrawer} placement="left">
          <div id="category-drawer" className="p-2">
            <Suspense fallback={<Spinner className="py-10" />}>
              <CategorySidebar onNavigate={closeCatalog} activeCategoryId={activeCategoryId} />
            </Suspense>
          </div>
        </Modal>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <PageErrorBoundary inline>
            <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <SiteFooter />
        <CookieBanner />
      </div>
    </AuthModalProvider>
  );
}
