/**
 * The texts of the e-mails the shop sends (codes, orders). Kept apart from texts.ts because only the
 * server sends mail: the web app does not download them.
 */
export const EMAIL_TEXTS = {
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  code: {
    line: (code: string) => `Код: ${code}`,
    validity: 'Код действует 15 минут. Если вы не запрашивали его, просто проигнорируйте это письмо.',
    logLine: (subject: string, to: string, code: string) => `${subject} для ${to}: ${code}`,
    verifySubject: 'Код подтверждения',
    verifyIntro: 'Введите этот код на сайте, чтобы подтвердить email.',
    resetSubject: 'Сброс пароля',
    resetIntro: 'Вы запросили сброс пароля. Введите этот код на сайте.',
    loginSubject: 'Код для входа',
    loginIntro:
      'Кто-то много раз ввёл неверный пароль от вашего аккаунта. Чтобы войти, введите этот код на сайте вместе с паролем.',
    emailChangeSubject: 'Подтверждение нового email',
    emailChangeIntro:
      'Вы меняете email в личном кабинете. Введите этот код на сайте, чтобы подтвердить новый адрес.',
  },
  order: {
    /** `amount`: '2,5 м × 123,45 ₽ = 308,63 ₽' (orders/lines.ts orderLineAmount) */
    itemLine: (name: string, amount: string) => `${name} — ${amount}`,
    heading: (id: number, date: string) => `Заказ № ${id} от ${date}`,
    status: (label: string) => `Статус: ${label}`,
    receiving: (method: string, address: string | null) =>
      `Получение: ${method}${address ? `, ${address}` : ''}`,
    payment: (method: string) => `Оплата: ${method}`,
    customer: (name: string, phone: string, email: string) => `Покупатель: ${name}, ${phone}, ${email}`,
    total: (amount: string) => `Итого: ${amount}`,
    delivery: (zoneAndCost: string) => `Доставка: ${zoneAndCost}`,
    amountDue: (amount: string) => `К оплате: ${amount}`,
    items: 'Товары:',
    placedSubject: (id: number) => `Заказ № ${id} принят`,
    placedThanks: 'Спасибо за заказ! Наш менеджер скоро свяжется с вами, чтобы подтвердить его.',
    statusSubject: (id: number, label: string) => `Заказ № ${id}: ${label}`,
    statusChanged: (id: number, label: string) => `Статус вашего заказа № ${id} изменился: ${label}.`,
    shopSubject: (id: number, amount: string) => `Новый заказ № ${id} на ${amount}`,
    shopIntro: (id: number) => `Поступил новый заказ № ${id}.`,
    shopAccount: (email: string) => `Аккаунт покупателя: ${email}`,
    shopAccountDeleted: 'Аккаунт покупателя удалён.',
  },
} as const;
