/**
 * The change history of a record in the admin forms (ui/change-history.tsx). Kept apart from the
 * domain's texts.ts, which TEXTS assembles, so the storefront's first download does not carry them:
 * they load with the admin pages (ADMIN_PAGES, admin/pages.ts).
 */

/** 'История изменений' of a record (ui/change-history.tsx) */
export const CHANGE_HISTORY_TEXTS = {
  // wording not given by the spec
  title: 'История изменений',
  empty: 'Изменений пока нет',
  loadFailed: 'Не удалось загрузить историю изменений',
  actions: {
    create: 'Создано',
    update: 'Изменено',
    delete: 'Удалено',
    unpublish: 'Скрыто с витрины',
    status: 'Статус изменён',
    return: 'Оформлен возврат',
  },
  system: 'Система',
  /** the changed field's name in an entry: 'цена: 100 → 120' */
  fields: {
    name: 'название',
    title: 'заголовок',
    price: 'цена',
    description: 'описание',
    category_id: 'категория',
    parent_id: 'родительская категория',
    stock_quantity: 'остаток',
    article: 'артикул',
    discount: 'скидка, %',
    image: 'изображение',
    published: 'на витрине',
    status: 'статус',
    returned: 'возврат',
    return_reason: 'причина возврата',
    // the shop's settings (PUT /api/shop; `name` above)
    legalName: 'полное наименование',
    // not 'ИНН' alone: the contacts page names that (CONTACT_PAGE), and each text is named once
    inn: 'ИНН продавца',
    ogrn: 'ОГРН продавца',
    kpp: 'КПП продавца',
    legalAddress: 'юридический адрес',
    address: 'адрес магазина',
    pickupAddress: 'адрес самовывоза',
    phones: 'телефоны',
    email: 'e-mail',
    timeZone: 'часовой пояс',
    hours: 'часы работы',
    exceptions: 'особые дни',
    map: 'точка на карте',
    returnsText: 'текст «Обмен и возврат»',
    deliveryText: 'текст о доставке',
    // the shop's Telegram chat (PUT /api/shop/telegram; the token kept masked)
    telegramBotToken: 'токен бота Telegram',
    telegramChatId: 'чат Telegram',
    // a delivery zone (/api/delivery/zones; `name` and `price` above)
    free_from: 'бесплатная доставка от',
    min_order: 'минимальный заказ',
    lead_time: 'срок доставки',
    active: 'доставка доступна',
  },
  /** a discount's member product and its percent */
  discountProduct: (id: number) => `скидка на товар № ${id}, %`,
  imageAdded: 'изображение добавлено',
  imageReplaced: 'изображение заменено',
  imageRemoved: 'изображение удалено',
  yes: 'да',
  no: 'нет',
} as const;
