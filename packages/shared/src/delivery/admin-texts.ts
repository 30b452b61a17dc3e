/**
 * The admin's delivery pages: the delivery zones page (/admin/delivery) and the delivery line of the
 * admin orders page with its cost correction. Kept apart from the domain's texts.ts so the storefront's
 * first download does not carry them: they load with the admin pages. Words the storefront already
 * names ('Доставка', 'бесплатно', 'рассчитает менеджер') are reused from there.
 */

export const DELIVERY_ADMIN_TEXTS = {
  // wording not given by the spec
  text: 'Куда магазин доставляет заказы, сколько стоит доставка и когда её ждать. Действующие зоны покупатели видят на странице товара, в корзине, при оформлении заказа и на странице «Доставка и оплата».',
  addTitle: 'Новая зона доставки',
  editTitle: 'Редактирование зоны доставки',
  list: 'Все зоны доставки',
  empty: 'Зон доставки пока нет. Добавьте первую в форме.',
  name: 'Населённый пункт или район',
  nameHint: 'Например, с. Верхняя Хава или Рамонский район',
  price: 'Стоимость доставки, ₽',
  freeFrom: 'Бесплатная доставка от, ₽',
  freeFromHint: 'Сумма товаров, с которой доставка бесплатна. Пусто — доставка всегда платная',
  minOrder: 'Минимальный заказ, ₽',
  minOrderHint: 'На меньшую сумму доставка не оформляется. Пусто — без ограничения',
  leadTime: 'Срок доставки',
  leadTimeHint: 'Как его прочтёт покупатель: «завтра», «2–3 дня»',
  active: 'Показывать покупателям',
  activeHint: 'Снимите отметку, чтобы на время перестать принимать заказы с доставкой сюда',
  create: 'Добавить зону',
  created: 'Зона доставки добавлена',
  updated: 'Зона доставки сохранена',
  deleteTitle: 'Удаление зоны доставки',
  deleteConfirm:
    'Удалить эту зону доставки? Покупатели больше не смогут её выбрать; уже оформленные заказы не изменятся.',
  /** the zones table's column headings */
  columns: {
    zone: 'Зона',
    // price, 'бесплатно от' and lead time: the columns of the public page (DELIVERY_PAGE.columns)
    minOrder: 'Мин. заказ',
    state: 'Состояние',
  },
  activeState: 'Действует',
  inactiveState: 'Отключена',
  editOne: (name: string) => `Редактировать зону «${name}»`,
  deleteOne: (name: string) => `Удалить зону «${name}»`,
  /** the admin orders page: an order's delivery and its cost correction */
  order: {
    /** the order's line in the admin list: 'Доставка: с. Верхняя Хава, 300,00 ₽' */
    summary: (delivery: string) => `Доставка: ${delivery}`,
    changeCost: 'Изменить стоимость доставки',
    costChanged: 'Стоимость доставки изменена, покупатель получит письмо',
    costChangeFailed: 'Не удалось изменить стоимость доставки',
    costHint: '0 — бесплатно',
  },
} as const;
