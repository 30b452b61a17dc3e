/**
 * The admin orders page (its list, filters and returns: ADMIN_ORDER_TEXTS in orders/texts.ts, which
 * the server answers with too). Kept apart from the domain's texts.ts, which TEXTS assembles, so the
 * storefront's first download does not carry them: they load with the admin pages (ADMIN_PAGES,
 * admin/pages.ts).
 */

export const ORDERS_ADMIN_PAGE = {
  title: 'Управление заказами',
} as const;

/** Finding an order while the customer is on the phone, and reading it out. */
export const ADMIN_ORDER_SEARCH_TEXTS = {
  searchLabel: 'Поиск заказа',
  searchPlaceholder: 'Номер, телефон или имя',
  searchHint: 'Номер заказа, телефон в любом виде (хватит последних 4 цифр) или часть имени',
  clearSearch: 'Очистить поиск',
  notFound: (query: string) => `По запросу «${query}» заказов не найдено`,
  articleOf: (article: string) => `арт. ${article}`,
  /** '2,5 м × 123,45 ₽': the quantity comes with its unit (orders/lines.ts orderLineQuantity) */
  lineOf: (quantity: string, unitPrice: string) => `${quantity} × ${unitPrice}`,
  orderLines: 'Состав заказа',
  email: 'Почта',
  /** the amount due while the manager has not set the delivery cost yet */
  deliveryNotAdded: 'без доставки: её стоимость ещё не назначена',
} as const;
