import { TEXTS } from '@shop/shared/texts';

/** Every route of the shop (spec §2) with its pattern and an href builder; no URL strings elsewhere. */

function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A list's page for its address: the first one is the default and stays out of it. */
function laterPage(page: number | undefined): number | undefined {
  return page === 1 ? undefined : page;
}

export type AccessRule = 'public' | 'login' | 'admin';

export const paths = {
  home: { pattern: '/', access: 'public', href: () => '/' },
  catalog: {
    pattern: '/catalog',
    access: 'public',
    href: (query: { categoryId?: number; page?: number; sort?: string; inStock?: boolean } = {}) =>
      withQuery('/catalog', {
        category_id: query.categoryId,
        page: query.page,
        sort: query.sort,
        inStock: query.inStock === undefined ? undefined : String(query.inStock),
      }),
  },
  search: {
    pattern: '/search',
    access: 'public',
    href: (query: { q?: string; page?: number; sort?: string } = {}) =>
      withQuery('/search', { q: query.q, page: query.page, sort: query.sort }),
  },
  product: {
    pattern: '/product/:id',
    access: 'public',
    href: (id: number | string) => `/product/${encodeURIComponent(String(id))}`,
  },
  cart: { pattern: '/cart', access: 'login', href: () => '/cart' },
  contact: { pattern: '/contact', access: 'public', href: () => '/contact' },
  privacyPolicy: { pattern: '/privacy-policy', access: 'public', href: () => '/privacy-policy' },
  returns: { pattern: '/returns', access: 'public', href: () => '/returns' },
  delivery: { pattern: '/delivery', access: 'public', href: () => '/delivery' },
  personalDataConsent: {
    pattern: '/personal-data-consent',
    access: 'public',
    href: () => '/personal-data-consent',
  },
  profile: { pattern: '/profile', access: 'login', href: () => '/profile' },
  admin: {
    import: { pattern: '/admin', access: 'admin', href: () => '/admin' },
    orders: {
      pattern: '/admin/orders',
      access: 'admin',
      /** tab: the status tab; status, from, to, q (the search): the filters; page: 1-based. */
      href: ({
        tab,
        status,
        from,
        to,
        q,
        page,
      }: { tab?: string; status?: string; from?: string; to?: string; q?: string; page?: number } = {}) =>
        withQuery('/admin/orders', { tab, status, from, to, q, page: laterPage(page) }),
    },
    inquiries: {
      pattern: '/admin/inquiries',
      access: 'admin',
      /** type, status: the filters; page: 1-based. */
      href: ({ type, status, page }: { type?: string; status?: string; page?: number } = {}) =>
        withQuery('/admin/inquiries', { type, status, page: laterPage(page) }),
    },
    promotions: { pattern: '/admin/promotions', access: 'admin', href: () => '/admin/promotions' },
    discounts: {
      pattern: '/admin/discounts',
      access: 'admin',
      /** discount: the open discount; by, category, q, page: its product search (page 1-based). */
      href: ({
        discount,
        by,
        category,
        q,
        page,
      }: { discount?: number; by?: string; category?: number; q?: string; page?: number } = {}) =>
        withQuery('/admin/discounts', { discount, by, category, q, page: laterPage(page) }),
    },
    products: {
      pattern: '/admin/products',
      access: 'admin',
      /** q: name or article; categoryId: the category filter; page: 1-based. */
      href: (query: { q?: string; categoryId?: number | null; page?: number } = {}) =>
        withQuery('/admin/products', {
          q: query.q,
          category_id: query.categoryId,
          page: laterPage(query.page),
        }),
    },
    categories: { pattern: '/admin/categories', access: 'admin', href: () => '/admin/categories' },
    exchange: { pattern: '/admin/exchange', access: 'admin', href: () => '/admin/exchange' },
    settings: { pattern: '/admin/settings', access: 'admin', href: () => '/admin/settings' },
    delivery: { pattern: '/admin/delivery', access: 'admin', href: () => '/admin/delivery' },
  },
  login: { pattern: '/login', access: 'public', href: () => '/login' },
  notFound: { pattern: '*', access: 'public', href: () => '/404' },
} as const satisfies Record<string, unknown>;

/** The admin menu in the order the header and the admin layout show it. */
export const ADMIN_MENU = [
  { label: TEXTS.admin.home, href: paths.admin.import.href() },
  { label: TEXTS.admin.exchange, href: paths.admin.exchange.href() },
  { label: TEXTS.labels.products, href: paths.admin.products.href() },
  { label: TEXTS.labels.categories, href: paths.admin.categories.href() },
  { label: TEXTS.labels.orders, href: paths.admin.orders.href() },
  { label: TEXTS.admin.inquiries, href: paths.admin.inquiries.href() },
  { label: TEXTS.nav.promotions, href: paths.admin.promotions.href() },
  { label: TEXTS.nav.discounts, href: paths.admin.discounts.href() },
  { label: TEXTS.admin.settings, href: paths.admin.settings.href() },
  { label: TEXTS.checkout.deliveryLabel, href: paths.admin.delivery.href() },
] as const;
