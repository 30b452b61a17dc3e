/**
 * What the shop's own Telegram chat and inbox receive: contact messages, measurement requests, new and
 * cancelled orders, and the reasons a delivery failed as the admin list shows them. Only the server
 * sends these, so they are kept apart from texts.ts (the web app does not download them); the field
 * labels the forms already name (TEXTS.labels, TEXTS.measurement…) are used from there. Values the
 * customer typed are put in by the server, HTML-escaped for Telegram and the e-mail's HTML part.
 */
export const NOTIFICATION_TEXTS = {
  inquiry: {
    contactTitle: (id: number) => `✉️ Сообщение с сайта № ${id}`,
    measurementTitle: (id: number) => `📏 Заявка на бесплатный замер № ${id}`,
    contactSubject: (id: number, name: string) => `Сообщение с сайта № ${id}: ${name}`,
    measurementSubject: (id: number, name: string) => `Заявка на замер № ${id}: ${name}`,
    open: 'Открыть обращения в панели управления',
  },
  order: {
    createdTitle: (id: number, total: string) => `🛒 Новый заказ № ${id} на ${total}`,
    cancelledTitle: (id: number, total: string) => `❌ Заказ № ${id} на ${total} отменён`,
    cancelledByCustomer: 'Отменил покупатель',
    cancelledByStaff: 'Отменил магазин',
    payment: 'Оплата',
    itemsLabel: 'Позиций в заказе',
    open: 'Открыть заказ в панели управления',
  },
  /** `label: value` of one line */
  line: (label: string, value: string) => `${label}: ${value}`,
  /** Why a message is not delivered, in plain words for the admin list (`last_error`). */
  errors: {
    telegramChatNotFound:
      'Telegram не нашёл чат: проверьте TELEGRAM_CHAT_ID и что бот добавлен в группу магазина',
    telegramChatMigrated: (chatId: string) =>
      `Группа стала супергруппой с новым номером: укажите TELEGRAM_CHAT_ID=${chatId}`,
    telegramBadRequest: 'Telegram не принял сообщение',
    telegramUnauthorized: 'Telegram не принял токен бота: проверьте TELEGRAM_BOT_TOKEN',
    telegramForbidden: 'Бот не может писать в чат: его удалили из группы или заблокировали',
    telegramNotFound: 'Telegram не знает такого бота: проверьте TELEGRAM_BOT_TOKEN и TELEGRAM_API_URL',
    telegramAnswer: (reason: string, status: number, description: string) =>
      `${reason}. Ответ Telegram (${status}): ${description}`,
    telegramTooManyRequests: (seconds: number) =>
      `Telegram попросил подождать ${seconds} с: слишком много сообщений подряд`,
    telegramUnavailable: (status: number) => `Telegram временно недоступен (ошибка ${status})`,
    telegramUnexpected: (status: number) => `Telegram ответил неожиданно (код ${status})`,
    telegramTimeout: (seconds: number) => `Telegram не ответил за ${seconds.toLocaleString('ru-RU')} с`,
    telegramUnreachable: (reason: string) => `Нет связи с Telegram: ${reason}`,
    mailRefused: (answer: string) => `Почтовый сервер отказался принять письмо: ${answer}`,
    mailUnavailable: (reason: string) => `Почтовый сервер недоступен: ${reason}`,
    noRecipient: 'Некому отправить письмо: адрес магазина SHOP_EMAIL не задан',
    unexpected: 'Неожиданная ошибка при отправке: сообщение будет отправлено снова',
    interrupted: 'Отправка прервана остановкой сервера; сообщение будет отправлено снова',
  },
} as const;
