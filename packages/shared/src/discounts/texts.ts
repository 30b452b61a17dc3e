/**
 * Discounts: the storefront banner and the server's answers to the admin's changes. Strings are the
 * spec's wording verbatim; entries under a "wording not given by the spec" comment are ours.
 */

export const DISCOUNT_TEXTS = {
  createFailed: 'Ошибка создания скидки',
  deleteFailed: 'Ошибка удаления скидки',
  loadFailed: 'Не удалось загрузить данные о скидках.',
  // wording not given by the spec
  created: 'Скидка создана',
  updated: 'Скидка обновлена',
  deleted: 'Скидка удалена',
  notLinked: 'Не привязана',
  notFound: 'Скидка не найдена',
  categoryIsDiscount: 'Выберите обычную категорию: эта уже служит скидке',
  productsAdded: (added: number, updated: number) =>
    [
      added > 0 ? `Добавлено товаров: ${added}` : '',
      updated > 0 ? `Скидка изменена у уже добавленных: ${updated}` : '',
    ]
      .filter(Boolean)
      .join('. '),
  productRemoved: 'Товар убран из скидки',
  productNotInDiscount: 'Этого товара нет в скидке',
  /** on the banner of a discount category's page */
  pricesIncludeDiscount: 'Цены указаны с учётом скидки',
} as const;
