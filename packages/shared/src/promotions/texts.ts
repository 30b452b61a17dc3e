/**
 * The shop's promotions: the storefront block and the server's answers. Strings are the spec's wording
 * verbatim; entries under a "wording not given by the spec" comment are ours.
 */

export const PROMOTION_TEXTS = {
  loadFailed: 'Не удалось загрузить акции',
  notFound: 'Акция не найдена',
  // wording not given by the spec
  created: 'Акция создана',
  updated: 'Акция обновлена',
  deleted: 'Акция удалена',
  /** the storefront's block of promotions (home page, the promotion category's page) */
  title: 'Акции магазина',
  /** the products of a promotion category's page, and the home block's link to them */
  discountedProducts: 'Товары со скидкой',
} as const;
