/**
 * The admin page of the shop's settings (/admin/settings). Kept apart from the domain's texts.ts, which
 * TEXTS assembles, so the storefront's first download does not carry them: they load with the admin
 * pages (ADMIN_PAGES, admin/pages.ts). Labels the storefront already names (ИНН, КПП, юридический
 * адрес: CONTACT_PAGE; телефон, адрес: TEXTS.labels; часы работы: TEXTS.shop) are reused from there.
 */

export const SHOP_SETTINGS_ADMIN_PAGE = {
  // wording not given by the spec
  text: 'Название, реквизиты, адреса, телефоны и часы работы магазина. Их показывают шапка и подвал сайта, страница контактов, оформление заказа и письма покупателям.',
  sections: {
    shop: 'Магазин и реквизиты',
    contacts: 'Адреса и контакты',
    map: 'Карта',
    texts: 'Тексты',
  },
  name: 'Название магазина',
  legalName: 'Полное наименование организации',
  legalNameHint: 'Как в выписке ЕГРЮЛ или ЕГРИП, например ООО «СтройДвор» или ИП Иванов И. И.',
  ogrn: 'ОГРН или ОГРНИП',
  kppHint: 'Для ИП не заполняется',
  address: 'Адрес магазина',
  phones: 'Телефоны',
  phonesHint: (max: number) => `Первый показывается в шапке сайта; всего не больше ${max}`,
  phone: (index: number) => `Телефон ${index}`,
  addPhone: 'Добавить телефон',
  removePhone: (index: number) => `Удалить телефон ${index}`,
  email: 'Электронная почта',
  timeZone: 'Часовой пояс',
  /** the short list of Russian zones the form offers */
  timeZones: {
    'Europe/Kaliningrad': 'Калининград (МСК−1)',
    'Europe/Moscow': 'Москва (МСК)',
    'Europe/Samara': 'Самара (МСК+1)',
    'Asia/Yekaterinburg': 'Екатеринбург (МСК+2)',
    'Asia/Omsk': 'Омск (МСК+3)',
    'Asia/Novosibirsk': 'Новосибирск (МСК+4)',
    'Asia/Krasnoyarsk': 'Красноярск (МСК+4)',
    'Asia/Irkutsk': 'Иркутск (МСК+5)',
    'Asia/Yakutsk': 'Якутск (МСК+6)',
    'Asia/Vladivostok': 'Владивосток (МСК+7)',
    'Asia/Magadan': 'Магадан (МСК+8)',
    'Asia/Kamchatka': 'Камчатка (МСК+9)',
  },
  week: 'Неделя',
  opens: 'Открытие',
  closes: 'Закрытие',
  opensOn: (day: string) => `${day}: открытие`,
  closesOn: (day: string) => `${day}: закрытие`,
  dayOff: 'Выходной',
  exceptions: 'Особые дни',
  exceptionsHint: 'Праздники и сокращённые дни: на эти даты действуют свои часы вместо обычных.',
  noExceptions: 'Особых дней нет.',
  exceptionTitle: (index: number) => `Особый день ${index}`,
  from: 'С даты',
  to: 'По дату',
  closedAllDay: 'Магазин не работает',
  note: 'Примечание',
  notePlaceholder: 'Например, Новогодние праздники',
  addException: 'Добавить особый день',
  removeException: (index: number) => `Удалить особый день ${index}`,
  latitude: 'Широта',
  longitude: 'Долгота',
  mapHint: 'Точка магазина на карте, например широта 51.8478 и долгота 39.9467 (их показывает Яндекс Карты).',
  returnsTextHint: 'Текст страницы «Обмен и возврат»; абзацы разделяйте пустой строкой.',
  deliveryText: 'Условия доставки',
  deliveryTextHint: 'Сроки и стоимость доставки; можно оставить пустым.',
  /** issue 27: orders the manager prices the delivery of (special transport) */
  transportLimits: {
    section: 'Доставку рассчитает менеджер',
    text: 'Для заказов тяжелее этого веса и с товарами длиннее этой длины стоимость доставки рассчитает менеджер. Пустое поле — не учитывать.',
    heavyOrderLabel: 'Вес заказа больше, кг',
    longItemLabel: 'Длина товара больше, м',
  },
  /** the Telegram chat of the shop's notifications: saved apart (PUT /api/shop/telegram), the token never shown */
  telegram: {
    section: 'Уведомления в Telegram',
    text: 'Бот присылает в чат магазина новые заказы, их отмены и заявки покупателей.',
    off: 'Уведомления в Telegram выключены: укажите токен бота и чат.',
    botToken: 'Токен бота',
    botTokenHint: 'Его выдаёт @BotFather, например 123456789:AAE…',
    botTokenKept: (masked: string) => `Сохранён токен ${masked}. Оставьте поле пустым, чтобы его не менять.`,
    removeBotToken: 'Удалить сохранённый токен',
    chatId: 'Чат',
    chatIdHint: 'Номер чата (у групп и каналов он отрицательный, например −1001234567890) или @имя_канала',
    /** the server's setting wins; staff are not shown its variable name */
    fromEnvironment: (_variable: string, value: string) =>
      `${value} — задано в настройках сервера, здесь не изменить. Изменить может тот, кто обслуживает сайт.`,
    save: 'Сохранить настройки Telegram',
    saved: 'Настройки Telegram сохранены',
    sendTest: 'Отправить проверочное сообщение',
    sendTestHint: 'Сообщение уйдёт в сохранённый чат.',
    loadFailed: 'Не удалось загрузить настройки Telegram',
  },
  saved: 'Настройки магазина сохранены',
  loadFailed: 'Не удалось загрузить настройки магазина',
  fixErrors: 'Исправьте отмеченные поля',
} as const;
