/**
 * Contact messages and door-measurement requests: the forms and the server's answers (the shop's
 * notifications of them: inquiries/notification-texts.ts). Strings are the spec's wording verbatim;
 * entries under a "wording not given by the spec" comment are ours.
 */

export const CONTACT_TEXTS = {
  sendFailed: 'Ошибка при отправке сообщения',
  // wording not given by the spec
  sent: 'Сообщение отправлено',
  submit: 'Отправить',
  message: 'Сообщение',
  /** more than the limit of contact messages and measurement requests from one address */
  tooManySent: (minutes: number) =>
    `Слишком много сообщений с вашего адреса. Попробуйте снова через ${minutes} мин. или позвоните нам`,
  inquiryNotFound: 'Обращение не найдено',
} as const;

export const MEASUREMENT_TEXTS = {
  // wording not given by the spec
  badge: 'Бесплатно',
  title: 'Бесплатный замер дверных проёмов',
  text: 'Мастер приедет в удобное время, снимет размеры проёмов и поможет подобрать двери и фурнитуру. Замер бесплатный при заказе дверей в нашем магазине.',
  steps: [
    'Приедем в удобный для вас день и час',
    'Точно измерим проёмы и проверим стены',
    'Подберём двери, коробки и фурнитуру по размеру',
  ],
  byPhone: 'Записаться можно по телефону:',
  convenientTime: 'Удобное время',
  convenientTimePlaceholder: 'Например, после 17:00',
  comment: 'Комментарий',
  submit: 'Записаться на замер',
  sent: 'Заявка на замер принята. Мы перезвоним, чтобы договориться о времени.',
  sendFailed: 'Не удалось отправить заявку на замер. Попробуйте ещё раз или позвоните нам.',
} as const;
