/**
 * What the shop's own Telegram chat and inbox receive, common to every message: the `label: value`
 * line, and the reasons a delivery failed as the admin list shows them. The messages' own words are in
 * inquiries/notification-texts.ts (contact messages, measurement requests) and
 * orders/notification-texts.ts (new and cancelled orders). Only the server sends these, so they are kept
 * apart from texts.ts (the web app does not download them).
 */
export const NOTIFICATION_TEXTS = {
  /** `label: value` of one line */
  line: (label: string, value: string) => `${label}: ${value}`,
  /** Why a message is not delivered, in plain words for the admin list (`last_error`). */
  errors: {
    telegramChatNotFound:
      'Telegram не нашёл чат: проверьте чат в настройках магазина и что бот добавлен в группу магазина',
    telegramChatMigrated: (chatId: string) =>
      `Группа стала супергруппой с новым номером: укажите чат ${chatId} в настройках магазина`,
    telegramBadRequest: 'Telegram не принял сообщение',
    telegramUnauthorized: 'Telegram не принял токен бота: проверьте токен в настройках магазина',
    telegramForbidden: 'Бот не может писать в чат: его удалили из группы или заблокировали',
    telegramNotFound: 'Telegram не знает такого бота: проверьте токен в настройках магазина',
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
    noRecipient:
      'Некому отправить письмо: почта магазина не задана на сервере — обратитесь к тому, кто обслуживает сайт',
    unexpected: 'Неожиданная ошибка при отправке: сообщение будет отправлено снова',
    interrupted: 'Отправка прервана остановкой сервера; сообщение будет отправлено снова',
  },
} as const;
