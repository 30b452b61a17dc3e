import { useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { HomePage } from '../pages/home/home-page';
import { AdminLayout } from './layouts/admin-layout';
import { MainLayout } from './layouts/main-layout';
import { lazyPage } from '../lib/lazy-page';
import { paths } from '../lib/paths';
import { RootLayout } from './root-layout';
import { PageErrorBoundary } from './route-error';
import { RouteGuard } from './route-guard';

// Home is the landing page of most visits and stays in the entry chunk (no extra round trip on a
// weak connection); every other page is downloaded when first opened.
const CatalogPage = lazyPage(
  () => import('../pages/catalog/catalog-page'),
  'CatalogPage',
  'src/pages/catalog/catalog-page.tsx',
);
const SearchPage = lazyPage(
  () => import('../pages/search/search-page'),
  'SearchPage',
  'src/pages/search/search-page.tsx',
);
const ProductPage = lazyPage(
  () => import('../pages/product/product-page'),
  'ProductPage',
  'src/pages/product/product-page.tsx',
);
const CartPage = lazyPage(
  () => import('../pages/cart/cart-page'),
  'CartPage',
  'src/pages/cart/cart-page.tsx',
);
const ContactPage = lazyPage(
  () => import('../pages/contact/contact-page'),
  'ContactPage',
  'src/pages/contact/contact-page.tsx',
);
const PrivacyPolicyPage = lazyPage(
  () => import('../pages/privacy-policy/privacy-policy-page'),
  'PrivacyPolicyPage',
  'src/pages/privacy-policy/privacy-policy-page.tsx',
);
const ReturnsPage = lazyPage(
  () => import('../pages/returns/returns-page'),
  'ReturnsPage',
  'src/pages/returns/returns-page.tsx',
);
const DeliveryPage = lazyPage(
  () => import('../pages/delivery/delivery-page'),
  'DeliveryPage',
  'src/pages/delivery/delivery-page.tsx',
);
const PersonalDataConsentPage = lazyPage(
  () => import('../pages/personal-data-consent/personal-data-consent-page'),
  'PersonalDataConsentPage',
  'src/pages/personal-data-consent/personal-data-consent-page.tsx',
);
const ProfilePage = lazyPage(
  () => import('../pages/profile/profile-page'),
  'ProfilePage',
  'src/pages/profile/profile-page.tsx',
);
const LoginPage = lazyPage(
  () => import('../pages/login/login-page'),
  'LoginPage',
  'src/pages/login/login-page.tsx',
);
const NotFoundPage = lazyPage(
  () => import('../pages/not-found/not-found-page'),
  'NotFoundPage',
  'src/pages/not-found/not-found-page.tsx',
);
const AdminImportPage = lazyPage(
  () => import('../pages/admin-import/admin-import-page'),
  'AdminImportPage',
  'src/pages/admin-import/admin-import-page.tsx',
);
const AdminOrdersPage = lazyPage(
  () => import('../pages/admin-orders/admin-orders-page'),
  'AdminOrdersPage',
  'src/pages/admin-orders/admin-orders-page.tsx',
);
const AdminInquiriesPage = lazyPage(
  () => import('../pages/admin-inquiries/admin-inquiries-page'),
  'AdminInquiriesPage',
  'src/pages/admin-inquiries/admin-inquiries-page.tsx',
);
const AdminPromotionsPage = lazyPage(
  () => import('../pages/admin-promotions/admin-promotions-page'),
  'AdminPromotionsPage',
  'src/pages/admin-promotions/admin-promotions-page.tsx',
);
const AdminDiscountsPage = lazyPage(
  () => import('../pages/admin-discounts/admin-discounts-page'),
  'AdminDiscountsPage',
  'src/pages/admin-discounts/admin-discounts-page.tsx',
);
const AdminProductsPage = lazyPage(
  () => import('../pages/admin-products/admin-products-page'),
  'AdminProductsPage',
  'src/pages/admin-products/admin-products-page.tsx',
);
const AdminExchangePage = lazyPage(
  () => import('../pages/admin-exchange/admin-exchange-page'),
  'AdminExchangePage',
  'src/pages/admin-exchange/admin-exchange-page.tsx',
);
const AdminCategoriesPage = lazyPage(
  () => import('../pages/admin-categories/admin-categories-page'),
  'AdminCategoriesPage',
  'src/pages/admin-categories/admin-categories-page.tsx',
);
const AdminSettingsPage = lazyPage(
  () => import('../pages/admin-settings/admin-settings-page'),
  'AdminSettingsPage',
  'src/pages/admin-settings/admin-settings-page.tsx',
);
const AdminDeliveryPage = lazyPage(
  () => import('../pages/admin-delivery/admin-delivery-page'),
  'AdminDeliveryPage',
  'src/pages/admin-delivery/admin-delivery-page.tsx',
);

/**
 * The whole route table of spec §2, the same on the server and in the browser. Pages other than home
 * are loaded on demand (their scripts arrive beside the entry's, see lazy-page.ts); a page that fails
 * to render keeps the header and footer around its error message (MainLayout's PageErrorBoundary).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            children: [
              { index: true, element: <HomePage /> },
              { path: paths.catalog.pattern, element: <CatalogPage /> },
              { path: paths.search.pattern, element: <SearchPage /> },
              { path: paths.product.pattern, element: <ProductPage /> },
              { path: paths.contact.pattern, element: <ContactPage /> },
              { path: paths.privacyPolicy.pattern, element: <PrivacyPolicyPage /> },
              { path: paths.returns.pattern, element: <ReturnsPage /> },
              { path: paths.delivery.pattern, element: <DeliveryPage /> },
              { path: paths.personalDataConsent.pattern, element: <PersonalDataConsentPage /> },
              { path: paths.login.pattern, element: <LoginPage /> },
              {
                element: <RouteGuard access="login" />,
                children: [
                  { path: paths.cart.pattern, element: <CartPage /> },
                  { path: paths.profile.pattern, element: <ProfilePage /> },
                ],
              },
              {
                element: <RouteGuard access="admin" />,
                children: [
                  {
                    element: <AdminLayout />,
                    children: [
                      { path: paths.admin.import.pattern, element: <AdminImportPage /> },
                      { path: paths.admin.orders.pattern, element: <AdminOrdersPage /> },
                      { path: paths.admin.inquiries.pattern, element: <AdminInquiriesPage /> },
                      { path: paths.admin.promotions.pattern, element: <AdminPromotionsPage /> },
                      { path: paths.admin.discounts.pattern, element: <AdminDiscountsPage /> },
                      { path: paths.admin.products.pattern, element: <AdminProductsPage /> },
                      { path: paths.admin.categories.pattern, element: <AdminCategoriesPage /> },
                      { path: paths.admin.exchange.pattern, element: <AdminExchangePage /> },
                      { path: paths.admin.settings.pattern, element: <AdminSettingsPage /> },
                      { path: paths.admin.delivery.pattern, element: <AdminDeliveryPage /> },
                    ],
                  },
                ],
              },
              { path: paths.notFound.pattern, element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The routes of the current location (inside a BrowserRouter or the server's StaticRouter). */
export function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}
