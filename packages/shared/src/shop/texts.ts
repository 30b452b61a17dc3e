/**
 * The shop's own blocks: logo, contacts, map (the shop's name, address and hours: shop/details.ts;
 * wording not given by the spec).
 */

/** The shop's own blocks: logo, contacts, map. */
export const SHOP_TEXTS = {
  tagline: 'строительные материалы',
  call: 'Позвонить',
  hours: 'Часы работы',
  findUs: 'Как нас найти',
  map: (address: string) => `Карта: ${address}`,
  openMap: 'Открыть на Яндекс Картах',
  route: 'Построить маршрут',
  /** /returns: the seller's return terms (the text is the shop's setting) */
  returnsTitle: 'Обмен и возврат',
} as const;

/** The contacts the default returns text tells customers to use. */
export interface ReturnsContacts {
  phone: string;
  email: string;
  address: string;
}

/**
 * The shop's editable settings: opening hours, the open/closed line and the settings form's messages.
 * Kept out of TEXTS: the weekday abbreviations and the like would repeat other texts there.
 */
export const SHOP_SETTINGS_TEXTS = {
  /** Monday first, as WeekHours */
  weekdaysShort: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  /** 'откроется в понедельник': the accusative with its preposition */
  onWeekday: [
    'в понедельник',
    'во вторник',
    'в среду',
    'в четверг',
    'в пятницу',
    'в субботу',
    'в воскресенье',
  ],
  /** '9 января': the genitive */
  months: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  daily: 'Ежедневно',
  dayOff: 'выходной',
  closedDays: (days: string) => `${days} — выходной`,
  openUntil: (time: string) => `Открыто до ${time}`,
  closed: 'Закрыто',
  opensAt: (when: string, time: string) => `Закрыто · откроется ${when} в ${time}`,
  today: 'сегодня',
  tomorrow: 'завтра',
  validation: {
    nameRequired: 'Укажите название магазина',
    legalNameRequired: 'Укажите полное наименование организации',
    innRequired: 'Укажите ИНН',
    invalidInn: 'Неверный ИНН: нужно 10 цифр для организации или 12 для ИП, с верной контрольной цифрой',
    ogrnRequired: 'Укажите ОГРН или ОГРНИП',
    invalidOgrn: 'Неверный ОГРН: нужно 13 цифр (ОГРНИП — 15) с верной контрольной цифрой',
    invalidKpp: 'Неверный КПП: 9 символов, например 360401001',
    legalAddressRequired: 'Укажите юридический адрес',
    addressRequired: 'Укажите адрес магазина',
    pickupAddressRequired: 'Укажите адрес самовывоза',
    phonesRequired: 'Укажите хотя бы один телефон',
    tooManyPhones: (max: number) => `Не больше ${max} телефонов`,
    invalidPhone:
      'Неверный телефон: только цифры, «+» в начале, пробелы, скобки и дефисы, например +7 (473) 432-15-27',
    invalidTimeZone: 'Неизвестный часовой пояс: укажите его как Europe/Moscow',
    invalidWeek: 'Нужны часы работы на каждый из 7 дней недели',
    invalidDayHours: 'Укажите время открытия и закрытия или отметьте день выходным',
    invalidTime: 'Время в формате ЧЧ:ММ, от 00:00 до 23:59',
    closeBeforeOpen: 'Время закрытия должно быть позже времени открытия',
    invalidDate: 'Дата в формате ГГГГ-ММ-ДД',
    endBeforeStart: 'Дата окончания раньше даты начала',
    invalidExceptions: 'Неверный список особых дней',
    invalidException: 'Укажите даты и часы работы особого дня',
    tooManyExceptions: (max: number) => `Не больше ${max} особых дней`,
    overlappingExceptions: (period: string, other: string) =>
      `Период ${period} пересекается с периодом ${other}`,
    invalidMapPoint: 'Укажите координаты магазина на карте',
    invalidLatitude: 'Широта — число от −90 до 90',
    invalidLongitude: 'Долгота — число от −180 до 180',
    invalidBotToken: 'Неверный токен бота Telegram: он выглядит как 123456789:AA…',
    invalidChatId: 'Неверный чат Telegram: число (например −1001234567890) или @имя_канала',
    invalidRemoveBotToken: 'Неверный признак удаления токена бота',
    returnsTextRequired: 'Заполните текст страницы «Обмен и возврат»',
    // issue 27: when delivery is left to the manager
    invalidHeavyOrder: (max: string) =>
      `Вес заказа — число больше 0 и не больше ${max} кг, до трёх знаков после запятой; пусто — не учитывать`,
    invalidLongItem: (max: string) =>
      `Длина товара — число больше 0 и не больше ${max} м, до трёх знаков после запятой; пусто — не учитывать`,
  },
  /**
   * The default 'Обмен и возврат' page: art. 26.1 of the Consumer Rights Protection Law and the distance
   * selling rules (Government decree No. 2463 of 31.12.2020).
   */
  defaultReturnsText: ({ phone, email, address }: ReturnsContacts) =>
    [
      'Обмен и возврат товаров, купленных на сайте, регулируются статьёй 26.1 Закона РФ «О защите прав потребителей» и Правилами продажи товаров по договору розничной купли-продажи дистанционным способом (постановление Правительства РФ от 31.12.2020 № 2463).',
      'Товар надлежащего качества можно вернуть в течение 7 дней после его получения, если сохранены его товарный вид и потребительские свойства, а также документ, подтверждающий факт и условия покупки. Если при доставке вам не передали в письменной форме сведения о порядке и сроках возврата, срок возврата составляет 3 месяца с момента получения товара.',
      'Деньги за возвращённый товар мы перечислим не позднее 10 дней со дня предъявления требования. Из суммы удерживаются расходы магазина на доставку возвращённого товара от покупателя.',
      'Не подлежит возврату товар надлежащего качества, имеющий индивидуально-определённые свойства, который может использовать только купивший его покупатель: например, кабель, цепь или трос, отрезанные по вашему заказу нужной длины и проданные на метраж.',
      'Если у товара обнаружились недостатки, вы вправе по своему выбору потребовать его замены, соразмерного уменьшения цены, безвозмездного устранения недостатков или возврата уплаченной суммы — в порядке и в сроки, установленные Законом «О защите прав потребителей».',
      `Чтобы оформить возврат или обмен, позвоните нам по телефону ${phone}, напишите на ${email} или приходите в магазин по адресу: ${address}. Возьмите с собой товар и документ о покупке.`,
    ].join('\n\n'),
} as const;

/** The shop's Telegram chat: the test message and the server's answers about it. */
export const SHOP_TELEGRAM_TEXTS = {
  /** the test message (Telegram's HTML; the shop's name escaped by the caller) */
  testMessage: (shopName: string) =>
    `Проверочное сообщение от магазина «${shopName}». Уведомления о заказах и заявках будут приходить в этот чат.`,
  testSent: 'Проверочное сообщение отправлено в Telegram',
  notConfigured:
    'Telegram не настроен: укажите токен бота и чат в настройках магазина (раздел «Уведомления в Telegram»)',
} as const;

/** The server's words about the shop's settings: the API's operation summaries (OpenAPI). */
export const SHOP_API_TEXTS = {
  getSummary: 'Настройки магазина: название, реквизиты, адреса, телефоны, часы работы, карта, тексты страниц',
  putSummary: 'Изменить настройки магазина (администратор)',
  telegramGetSummary: 'Уведомления в Telegram: задан ли токен бота, чат (администратор)',
  telegramPutSummary: 'Изменить токен бота и чат Telegram (администратор)',
  telegramTestSummary: 'Отправить проверочное сообщение в Telegram (администратор)',
} as const;
