/**
 * The admin promotions page. Kept apart from the domain's texts.ts, which TEXTS assembles, so the
 * storefront's first download does not carry them: they load with the admin pages (ADMIN_PAGES,
 * admin/pages.ts).
 */

export const PROMOTIONS_ADMIN_PAGE = {
  title: 'Управление акциями',
  text: 'Акции магазина: название, описание и изображение.',
  addTitle: 'Новая акция',
  editTitle: 'Редактирование акции',
  description: 'Описание акции',
  create: 'Добавить акцию',
  list: 'Все акции',
  empty: 'Акций пока нет. Добавьте первую в форме.',
  deleteTitle: 'Удаление акции',
} as const;
