/**
 * The admin orders page (its list, filters and returns: ADMIN_ORDER_TEXTS in orders/texts.ts, which
 * the server answers with too). Kept apart from the domain's texts.ts, which TEXTS assembles, so the
 * storefront's first download does not carry them: they load with the admin pages (ADMIN_PAGES,
 * admin/pages.ts).
 */

export const ORDERS_ADMIN_PAGE = {
  title: 'Управление заказами',
} as const;
