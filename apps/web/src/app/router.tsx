import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { HomePage } from '../pages/home/home-page';
import { AdminLayout } from './layouts/admin-layout';
import { MainLayout } from './layouts/main-layout';
import { lazyPage } from '../lib/lazy-page';
import { paths } from '../lib/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

// Home is the landing page of most visits and stays in the entry chunk (no extra round trip on a
// weak connection); every other page is downloaded when first opened.
const CatalogPage = lazyPage(() => import('../pages/catalog/catalog-page'), 'CatalogPage');
const SearchPage = lazyPage(() => import('../pages/search/search-page'), 'SearchPage');
const ProductPage = lazyPage(() => import('../pages/product/product-page'), 'ProductPage');
const CartPage = lazyPage(() => import('../pages/cart/cart-page'), 'CartPage');
const ContactPage = lazyPage(() => import('../pages/contact/contact-page'), 'ContactPage');
const PrivacyPolicyPage = lazyPage(
  () => import('../pages/privacy-policy/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const ProfilePage = lazyPage(() => import('../pages/profile/profile-page'), 'ProfilePage');
const LoginPage = lazyPage(() => import('../pages/login/login-page'), 'LoginPage');
const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page'), 'NotFoundPage');
const AdminImportPage = lazyPage(() => import('../pages/admin/admin-import-page'), 'AdminImportPage');
const AdminOrdersPage = lazyPage(() => import('../pages/admin-orders/admin-orders-page'), 'AdminOrdersPage');
const AdminInquiriesPage = lazyPage(
  () => import('../pages/admin-inquiries/admin-inquiries-page'),
  'AdminInquiriesPage',
);
const AdminPromotionsPage = lazyPage(
  () => import('../pages/admin-promotions/admin-promotions-page'),
  'AdminPromotionsPage',
);
const AdminDiscountsPage = lazyPage(
  () => import('../pages/admin-discounts/admin-discounts-page'),
  'AdminDiscountsPage',
);
const AdminProductsPage = lazyPage(
  () => import('../pages/admin-products/admin-products-page'),
  'AdminProductsPage',
);
const AdminExchangePage = lazyPage(
  () => import('../pages/admin-exchange/admin-exchange-page'),
  'AdminExchangePage',
);
const AdminCategoriesPage = lazyPage(
  () => import('../pages/admin-categories/admin-categories-page'),
  'AdminCategoriesPage',
);

/** The whole route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            // a failing page keeps the header and footer around its error message
            errorElement: <RouteError inline />,
            children: [
              { index: true, element: <HomePage /> },
              { path: paths.catalog.pattern, element: <CatalogPage /> },
              { path: paths.search.pattern, element: <SearchPage /> },
              { path: paths.product.pattern, element: <ProductPage /> },
              { path: paths.contact.pattern, element: <ContactPage /> },
              { path: paths.privacyPolicy.pattern, element: <PrivacyPolicyPage /> },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
