/** Delivery zones and their costs: the storefront's lines and the admin form's messages. */
export const DELIVERY_TEXTS = {
  /** 'Доставка в с. Верхняя Хава: 300,00 ₽, завтра' */
  line: (zone: string, cost: string, leadTime: string) => `Доставка в ${zone}: ${cost}, ${leadTime}`,
  free: 'бесплатно',
  freeFrom: (amount: string) => `бесплатно от ${amount}`,
  byManager: 'рассчитает менеджер',
  minOrder: (amount: string) => `минимальный заказ с доставкой — ${amount}`,
  /** 'Доставка в с. Верхняя Хава: минимальный заказ с доставкой — 2 000,00 ₽' */
  zoneNote: (zone: string, note: string) => `Доставка в ${zone}: ${note}`,
  /** the storefront's settlement picker (product page, cart): shown before a zone is chosen */
  choose: 'выбрать населённый пункт',
  /** the picker's accessible name and the checkout's select */
  zoneLabel: 'Населённый пункт',
  zonePlaceholder: 'Выберите из списка',
  changeZone: 'Изменить',
  zonesLoadFailed: 'Не удалось загрузить населённые пункты',
  /** 'Самовывоз: сегодня' (every item in stock) */
  pickupLine: (method: string, when: string) => `${method}: ${when}`,
  /**
   * the checkout's line above 'Оформить заказ' (distance-selling rules): 'Нажимая «Оформить заказ», вы
   * соглашаетесь с условиями продажи и возврата', the last words linking to /delivery and /returns
   */
  terms: {
    lead: 'Нажимая «Оформить заказ», вы соглашаетесь с',
    sale: 'условиями продажи',
    and: 'и',
    returns: 'возврата',
  },
  validation: {
    nameRequired: 'Укажите населённый пункт или район',
    nameTooLong: (max: number) => `Не длиннее ${max} символов`,
    invalidAmount: 'Сумма должна быть числом от 0 до 1 000 000 ₽',
    leadTimeRequired: 'Укажите срок доставки, например «завтра» или «2–3 дня»',
    invalidActive: 'Укажите, доступна ли доставка в эту зону',
  },
  /** the server's refusals (404, 409, 400 at checkout) and its answer to a removal */
  errors: {
    notFound: 'Зона доставки не найдена',
    nameTaken: (name: string) => `Зона доставки «${name}» уже есть`,
    unavailable: 'Доставка в эту зону недоступна',
  },
  deleted: 'Зона доставки удалена',
} as const;

/** The server's words about delivery zones: the API's operation summaries (OpenAPI). */
export const DELIVERY_API_TEXTS = {
  listSummary: 'Зоны доставки: куда, за сколько, от какой суммы бесплатно, срок (действующие)',
  listAllSummary: 'Все зоны доставки, с отключёнными (администратор)',
  createSummary: 'Добавить зону доставки (администратор)',
  updateSummary: 'Изменить зону доставки (администратор)',
  removeSummary: 'Удалить зону доставки (администратор)',
} as const;
