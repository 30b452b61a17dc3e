/**
 * The admin page of contact messages and measurement requests. Kept apart from the domain's texts.ts,
 * which TEXTS assembles, so the storefront's first download does not carry them: they load with the
 * admin pages (ADMIN_PAGES, admin/pages.ts).
 */

/** /admin/inquiries: contact messages and door-measurement requests (issue 13); wording not given by the spec */
export const INQUIRIES_ADMIN_PAGE = {
  title: 'Сообщения и заявки на замер',
  text: 'Всё, что покупатели отправили с сайта: сообщения со страницы контактов и заявки на бесплатный замер. Новые появляются здесь сразу.',
  filters: 'Фильтры сообщений и заявок',
  type: 'Тип',
  allTypes: 'Все типы',
  types: { contact: 'Сообщения', measurement: 'Заявки на замер' },
  titleOf: {
    contact: (id: number) => `Сообщение № ${id}`,
    measurement: (id: number) => `Заявка на замер № ${id}`,
  },
  statuses: { new: 'Новая', in_progress: 'В работе', done: 'Выполнена' },
  received: 'Получено',
  empty: 'Сообщений и заявок пока нет. Они появятся здесь, как только покупатель отправит форму на сайте.',
  emptyFiltered: 'Нет сообщений и заявок с выбранными фильтрами',
  loadFailed: 'Не удалось загрузить сообщения и заявки',
  statusUpdated: 'Статус заявки обновлён',
  delivery: 'Отправка магазину',
  channels: { telegram: 'Telegram', email: 'E-mail' },
  deliverySent: (at: string | null) => (at ? `отправлено ${at}` : 'отправлено'),
  deliveryPending: (attempts: number) =>
    attempts > 0 ? `ждёт отправки (попыток: ${attempts})` : 'ждёт отправки',
  deliveryFailed: (error: string) => `ошибка: ${error}`,
  lastError: (error: string) => `последняя ошибка: ${error}`,
  failedUnknown: 'причина неизвестна',
  notDelivered: 'Не отправлялось: ни Telegram, ни e-mail магазина не настроены',
  held: 'Не отправлено в Telegram и на почту: за минуту с сайта пришло слишком много сообщений и заявок. Прочитайте его здесь.',
  telegramOff:
    'Telegram не настроен: сообщения и заявки не приходят в чат магазина. Укажите бота и чат в «Настройки магазина» → «Уведомления в Telegram».',
  emailOff:
    'Почта магазина не настроена на сервере: копии сообщений и заявок на почту не отправляются. Обратитесь к тому, кто обслуживает сайт.',
  /** the realtime toast of a new one */
  created: {
    contact: (name: string, phone: string) => `Новое сообщение с сайта: ${name}, ${phone}`,
    measurement: (name: string, phone: string) => `Новая заявка на замер: ${name}, ${phone}`,
  },
} as const;
