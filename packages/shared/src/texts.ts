/**
 * Every user-facing Russian text, named once and grouped by domain. Strings are the spec's wording
 * verbatim; entries under a "wording not given by the spec" comment are ours.
 * Order status, delivery and payment labels live in `orders/status.ts`.
 */
/** "символ" in the genitive after "не более / не менее N": 21 символа, 8 символов, 11 символов. */
function characters(count: number): string {
  return count % 10 === 1 && count % 100 !== 11 ? 'символа' : 'символов';
}

/** The Russian word form for a count: 1 оценка, 3 оценки, 5 оценок, 11 оценок, 21 оценка, 22 оценки. */
export function pluralRu(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

export const TEXTS = {
  common: {
    loading: 'Загрузка...',
    edit: 'Редактировать',
    genericError: 'Произошла ошибка',
    notSpecified: 'Не указано',
    // wording not given by the spec
    save: 'Сохранить',
    cancel: 'Отмена',
    delete: 'Удалить',
    confirm: 'Подтвердить',
    retry: 'Повторить',
    close: 'Закрыть',
    sending: 'Отправка...',
    saving: 'Сохранение...',
    /** after a field label: 'Телефон (необязательно)' */
    optional: 'необязательно',
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
  },
  errors: {
    // wording not given by the spec: what the API answers when no more specific text applies
    validationFailed: 'Проверьте правильность введённых данных',
    notFound: 'Запрошенный ресурс не найден',
    conflict: 'Конфликт данных',
    payloadTooLarge: 'Слишком большой запрос',
    rateLimited: 'Слишком много запросов. Попробуйте позже',
    serviceUnavailable: 'Сервис временно недоступен. Попробуйте позже',
    invalidJson: 'Некорректный JSON в теле запроса',
    emptyJson: 'Пустое тело запроса',
    unsupportedMediaType: 'Неподдерживаемый тип содержимого',
    /** a staff form's route takes multipart/form-data only (spec §7) */
    formOnly: 'Форма отправляется как multipart/form-data (поля и файл), не JSON',
    invalidId: 'Некорректный идентификатор',
    invalidProductId: 'Некорректный идентификатор товара',
    unknownField: 'Неизвестное поле',
    brokenForm: 'Форма пришла не полностью. Отправьте её ещё раз',
    importRunning: 'Импорт уже выполняется',
    importFailed: 'Импорт не выполнен',
  },
  notFound: {
    title: '404 - Страница не найдена',
    // wording not given by the spec
    text: 'Страница, которую вы ищете, не существует.',
    backHome: 'Вернуться на главную',
  },
  cookie: {
    accept: 'Хорошо',
    // wording not given by the spec
    label: 'Уведомление о файлах cookie',
    /** followed by the link to the privacy policy */
    text: 'Мы используем файлы cookie, чтобы сохранять вход в личный кабинет и анализировать посещаемость сайта. Подробнее — в',
    policyLink: 'политике конфиденциальности',
  },
  auth: {
    tokenMissingInResponse: 'Токен не получен',
    loginFailed: 'Неверный email или пароль',
    loginSuccess: 'Успешный вход в систему',
    logoutSuccess: 'Вы вышли из системы',
    sessionExpired: 'Сессия истекла. Войдите снова',
    authTokenMissing: 'Токен авторизации отсутствует',
    adminOnly: 'Доступно только администраторам',
    // server answers; wording not given by the spec
    emailTaken: 'Пользователь с таким email уже зарегистрирован',
    registered: 'Регистрация почти завершена: мы отправили код подтверждения на вашу почту',
    emailNotVerified: 'Email не подтверждён. Введите код из письма или запросите новый код',
    verified: 'Email подтверждён',
    codeResent: 'Если аккаунт с этим email ожидает подтверждения, мы отправили на него новый код',
    resetRequested: 'Если аккаунт с этим email существует, мы отправили на него код для сброса пароля',
    passwordChanged: 'Пароль изменён. Войдите с новым паролем',
    codeInvalid: 'Неверный код',
    codeExpired: 'Срок действия кода истёк. Запросите новый код',
    codeAttemptsExceeded: 'Слишком много неверных попыток. Запросите новый код',
    codeFormat: 'Код состоит из 6 цифр',
    codeRequired: 'Введите код из письма',
    passwordTooCommon: 'Этот пароль слишком распространён. Придумайте другой',
    tooManyAttempts: (minutes: number) => `Слишком много попыток. Попробуйте снова через ${minutes} мин.`,
    unauthorized: 'Требуется вход в систему',
    // the sign-in modal and the header; wording not given by the spec (the forms' texts: auth/forms.ts)
    loginTitle: 'Вход',
    registerTitle: 'Регистрация',
    verifyTitle: 'Подтверждение email',
    forgotTitle: 'Восстановление пароля',
    resetTitle: 'Смена пароля',
    loginRequired: 'Войдите в личный кабинет, чтобы открыть эту страницу.',
    checking: 'Проверка входа...',
    logout: 'Выйти',
    // sign-in with a code when an account has seen too many wrong passwords from elsewhere
    loginCodeSent:
      'Для защиты аккаунта мы отправили код для входа на вашу почту. Введите его вместе с паролем',
    loginCodeLabel: 'Код для входа из письма',
    // e-mail change: the new address counts only after the code sent to it is entered
    emailChangePending: (email: string) =>
      `Мы отправили код на ${email}. Новый адрес заработает после того, как вы введёте код`,
    emailChanged: 'Email изменён',
    pendingEmail: (email: string) => `Ожидает подтверждения: ${email}`,
    keepCurrentEmail: 'Оставить прежний email',
    emailChangeDropped: 'Смена email отменена',
    busy: 'Сервер сейчас занят проверкой паролей. Попробуйте ещё раз через минуту',
    passwordHint: (min: number) => `Не менее ${min} ${characters(min)}`,
  },
  catalog: {
    categoriesNotFound: 'Категории не найдены.',
    categoryNotFound: 'Категория не найдена. Пожалуйста, выберите другую категорию.',
    noProductsInStock:
      "Товары отсутствуют. Попробуйте снять фильтр 'В наличии' или выберите другую категорию.",
    noProductsInCategory: 'Товары в данной категории отсутствуют.',
    productNotFound: 'Товар не найден или произошла ошибка загрузки.',
    productDeleted: 'Товар удален',
    // wording not given by the spec
    allProducts: 'Все товары',
    productsCount: (count: number) => `Товаров: ${count}`,
    /** after a price: 'за м²' (a no-break space keeps it on one line) */
    perUnit: (unit: string) => `за\u00a0${unit}`,
    productsLoadFailed: 'Не удалось загрузить товары. Проверьте подключение и попробуйте ещё раз.',
    sortLabel: 'Сортировка',
    /** the button of the sort and filter controls in a browser without JavaScript */
    applyFilters: 'Показать',
    sorts: {
      popularity: 'По популярности',
      price_asc: 'Сначала дешевле',
      price_desc: 'Сначала дороже',
    },
    subcategories: 'Подкатегории',
    sections: 'Разделы каталога',
    categoriesNav: 'Категории товаров',
    allCategories: 'Все категории',
    categoriesLoadFailed: 'Не удалось загрузить категории.',
    /** the struck-out price, for screen readers */
    originalPrice: (price: string) => `Цена без скидки ${price}`,
  },
  stock: {
    unknown: 'Н/Д',
    outOfStock: 'Нет в наличии',
    low: 'Мало',
    medium: 'Средне',
    high: 'Много',
    inStock: 'В наличии',
  },
  search: {
    searching: 'Поиск...',
    noSuggestions: 'Товары не найдены',
    noResults: 'По вашему запросу ничего не найдено. Попробуйте изменить поисковый запрос.',
    failed: (message: string) => `Ошибка поиска: ${message}`,
    /** the search-only sorts; price_asc and price_desc read as in the catalogue (TEXTS.catalog.sorts) */
    sorts: {
      relevance: 'По релевантности',
      newest: 'Новинки',
    },
    /** 'Найдено: 21 товар', 'Найдено: 3 товара', 'Найдено: 1000+ товаров' (the count is capped). */
    found: (count: number, capped = false) =>
      `Найдено: ${count}${capped ? '+' : ''} ${capped ? 'товаров' : pluralRu(count, 'товар', 'товара', 'товаров')}`,
    // wording not given by the spec
    label: 'Поиск товаров',
    suggestions: 'Подсказки поиска',
    submit: 'Найти',
    title: 'Результаты поиска',
    prompt: 'Введите название или артикул товара в строке поиска.',
    showAll: 'Показать все результаты',
    noConnection: 'нет связи с сервером. Проверьте подключение к интернету',
    queryRequired: 'Введите поисковый запрос',
    queryTooLong: (max: number) => `Поисковый запрос длиннее ${max} символов`,
    documentTitle: (query: string) => `Поиск: ${query}`,
    /** followed by the query in quotes */
    forQuery: 'По запросу',
  },
  home: {
    // wording not given by the spec
    discountsCta: 'Смотреть товары',
    /** the dots under the discount banners: the group, and each dot (the current one has aria-current) */
    bannerDots: 'Выбор баннера',
    bannerDot: (number: number, total: number) => `Показать баннер ${number} из ${total}`,
    popularProducts: 'Популярные товары',
    popularProductsLoadFailed: 'Не удалось загрузить популярные товары.',
    popularCategories: 'Популярные категории',
    wholeCatalog: 'Весь каталог',
    /** the storefront claims of spec §1 */
    heroBadge: 'Более 10 000 товаров для стройки и ремонта',
    /** the title reads 'Строительные материалы с доставкой по району и области', the middle highlighted */
    heroTitle: { start: 'Строительные материалы', accent: 'с доставкой', end: 'по району и области' },
    heroText: (shop: string) =>
      `Двери, сухие смеси, кровля, утеплители, гипсокартон и инструмент в магазине «${shop}». Скидки и акции каждый день, индивидуальные условия для оптовых и постоянных покупателей.`,
    heroOpenDaily: 'Работаем без выходных',
    heroExpress: 'Экспресс-доставка в день заказа',
    heroExpressNote: 'для срочных заказов; самовывоз из магазина',
    advantagesTitle: 'Наши преимущества',
    advantages: {
      delivery: {
        title: 'Быстрая доставка',
        text: 'Доставляем по району и области, срочные заказы — экспресс-доставкой в день заказа.',
      },
      prices: { title: 'Доступные цены', text: 'Ежедневные скидки и акции на популярные товары.' },
      terms: {
        title: 'Особые условия',
        text: 'Индивидуальные условия для оптовых и постоянных покупателей.',
      },
      choice: {
        title: 'Широкий выбор',
        text: 'Более 10 000 товаров для строительства и ремонта в одном месте.',
      },
    },
  },
  measurement: {
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
  },
  cart: {
    title: 'Корзина и оформление заказа',
    total: 'Итого',
    loginToAdd: 'Войдите, чтобы добавить товар в корзину',
    loadFailed: 'Не удалось загрузить корзину.',
    addFailed: 'Не удалось добавить товар в корзину',
    addFailedHome: 'Ошибка добавления в корзину',
    quantityFailed: 'Не удалось изменить количество',
    removeFailed: 'Не удалось удалить товар из корзины',
    clearFailed: 'Не удалось очистить корзину',
    added: 'Товар добавлен в корзину!',
    addedPlain: 'Товар добавлен в корзину',
    removed: 'Товар удалён из корзины',
    cleared: 'Корзина очищена',
    // wording not given by the spec
    empty: 'Ваша корзина пуста. Перейдите в каталог, чтобы выбрать товары.',
    goToCatalog: 'Перейти в каталог',
    loginPrompt: 'Войдите, чтобы просмотреть корзину и оформить заказ.',
    addButton: 'В корзину',
    adding: 'Добавление...',
    linkLabel: (count: number) => `Корзина, товаров: ${count}`,
    goToCart: 'Перейти в корзину',
    items: 'Товары в корзине',
    clear: 'Очистить корзину',
    lineTotal: 'Сумма',
    lineQuantity: (name: string) => `Количество «${name}»`,
    removeLine: (name: string) => `Удалить «${name}» из корзины`,
    // server answers; wording not given by the spec
    itemNotFound: 'Товар не найден в корзине',
    productOutOfStock: 'Этого товара сейчас нет в наличии',
    notEnoughStock: (available: number) => `Недостаточно товара на складе: доступно ${available} шт.`,
    notEnoughStockInCart: (available: number, inCart: number) =>
      `Недостаточно товара на складе: доступно ${available} шт., в корзине уже ${inCart} шт.`,
    quantity: {
      notNumber: 'Количество должно быть числом',
      notWhole: 'Количество должно быть целым числом',
      belowOne: 'Количество должно быть не меньше 1',
      tooLarge: (max: number) => `Количество должно быть не больше ${max}`,
    },
  },
  checkout: {
    submitting: 'Оформление...',
    emptyCart: 'Ваша корзина пуста',
    orderFailed: 'Ошибка при оформлении заказа',
    orderPlaced: 'Заказ успешно оформлен! Наш менеджер скоро с вами свяжется.',
    deliveryLabel: 'Доставка',
    pickupLabel: 'Самовывоз',
    cashOnDeliveryLabel: 'Наличными при получении',
    cardUnavailableLabel: 'Картой (временно недоступно)',
    // wording not given by the spec
    submit: 'Оформить заказ',
    title: 'Оформление заказа',
    paymentMethod: 'Способ оплаты',
    toPay: 'К оплате',
    // server answers to POST /orders; wording not given by the spec
    cardUnavailable: 'Оплата картой временно недоступна. Выберите оплату наличными при получении',
    pricesChanged: 'Цены товаров изменились. Проверьте корзину и оформите заказ ещё раз',
    /** `lines` are itemStock() texts: '«Клей плиточный» — доступно 2 шт.' */
    notEnoughStock: (lines: readonly string[]) =>
      `Недостаточно товара на складе: ${lines.join('; ')}. Проверьте корзину`,
    itemStock: (name: string, available: number) =>
      available > 0 ? `«${name}» — доступно ${available} шт.` : `«${name}» — нет в наличии`,
    productsUnavailable: (ids: readonly number[]) =>
      `Товары больше не продаются (№ ${ids.join(', ')}). Проверьте корзину`,
    invalidAmount: 'Некорректная сумма',
    tooManyLines: (max: number) => `В одном заказе может быть не больше ${max} позиций`,
    duplicateLines: 'Каждый товар должен встречаться в заказе один раз',
    invalidIdempotencyKey: 'Некорректный ключ повторной отправки заказа',
    tooManyOpenOrders: (max: number) =>
      `У вас уже ${max} ${pluralRu(max, 'новый заказ', 'новых заказа', 'новых заказов')}. Дождитесь, пока магазин их примет в работу, или отмените ненужные в личном кабинете — тогда можно будет оформить новый`,
  },
  orders: {
    // wording not given by the spec
    cancel: 'Отменить заказ',
    cancelConfirm: 'Вы уверены, что хотите отменить заказ? Товары вернутся в продажу.',
    cancelling: 'Отмена...',
    cancelled: 'Заказ отменён',
    cancelFailed: 'Не удалось отменить заказ',
    notCancellable:
      'Этот заказ уже нельзя отменить: магазин начал его собирать. Позвоните нам, чтобы изменить заказ',
    alreadyCancelled: 'Этот заказ уже отменён',
    completedNotCancellable:
      'Этот заказ уже выполнен, отменить его нельзя. Если хотите вернуть товар, позвоните нам',
  },
  ratings: {
    loginToRate: 'Войдите, чтобы оценить товар',
    loadFailed: 'Ошибка при загрузке рейтингов',
    scoreAdded: 'Оценка добавлена',
    scoreAddFailed: 'Не удалось добавить оценку.',
    ratingAdded: 'Рейтинг добавлен',
    ratingAddFailed: 'Ошибка при добавлении рейтинга',
    alreadyRated: 'Вы уже оценили этот товар',
    onlyPurchased: 'Вы можете оценить только купленные товары',
    // wording not given by the spec
    invalidRating: 'Оценка должна быть целым числом от 1 до 5',
    batchTooLarge: (max: number) => `Не больше ${max} товаров за один запрос`,
    invalidProductIds: 'Укажите список идентификаторов товаров',
    none: 'Нет оценок',
    /** '4.3 (12 оценок)' */
    summary: (average: number, votes: number) =>
      `${average.toFixed(1)} (${votes} ${pluralRu(votes, 'оценка', 'оценки', 'оценок')})`,
    starsLabel: (average: number) => `Средняя оценка ${average.toFixed(1)} из 5`,
  },
  productPage: {
    // wording not given by the spec
    article: (article: string) => `Артикул: ${article}`,
    unit: (unit: string) => `Единица измерения: ${unit}`,
    barcode: (barcode: string) => `Штрихкод: ${barcode}`,
    /** the exact stock with its unit: 'В наличии: 145 м²' */
    inStockQuantity: (quantity: string) => `В наличии: ${quantity}`,
    properties: 'Характеристики',
    discount: (percent: number) => `Скидка ${percent}%`,
    stock: 'Наличие:',
    quantity: 'Количество',
    decrease: 'Уменьшить количество',
    increase: 'Увеличить количество',
    zoom: 'Увеличить изображение',
    description: 'Описание',
    similar: 'Похожие товары',
    previous: 'Предыдущие товары',
    next: 'Следующие товары',
    backToCatalog: 'Вернуться в каталог',
  },
  profile: {
    /** a completed order whose goods came back (the reason is staff's own note, not shown here) */
    orderReturned: (date: string) => `Возврат оформлен ${date}`,
    guest: 'Пожалуйста, войдите в систему, чтобы просмотреть свой профиль.',
    updated: 'Профиль успешно обновлен',
    updateFailed: (reason: string) => `Ошибка обновления профиля: ${reason}`,
    loadFailed: 'Не удалось загрузить данные профиля.',
    realtimeUnavailable: 'Нет соединения с сервером для обновления заказов в реальном времени.',
    // wording not given by the spec
    title: 'Личный кабинет',
    personalData: 'Личные данные',
    ordersHeading: 'Мои заказы',
    ordersEmpty: 'Заказов с этим статусом нет.',
    orderTitle: (id: number) => `Заказ № ${id}`,
    orderTotal: 'Сумма заказа',
    deliveryMethod: 'Способ получения',
    deliveryAddress: 'Адрес доставки',
    pickupAddress: 'Адрес самовывоза',
    unratedHeading: 'Оцените купленные товары',
    unratedLoadFailed: 'Не удалось загрузить товары для оценки.',
    unratedEmpty: 'Все купленные товары оценены.',
    rateLabel: (name: string) => `Оценка товара «${name}»`,
    starLabel: (stars: number) => `${stars} ${pluralRu(stars, 'звезда', 'звезды', 'звёзд')}`,
    previousPage: 'Назад',
    nextPage: 'Вперёд',
    pageOf: (page: number, total: number) => `Страница ${page} из ${total}`,
  },
  /** The 152-ФЗ consent box of every form that takes personal data. */
  consent: {
    /** followed by the link to the privacy policy (TEXTS.privacyPolicy.title) */
    label: 'Я согласен на обработку персональных данных',
  },
  /** The policy's own text is in shop/privacy-policy.ts, loaded with its page. */
  privacyPolicy: {
    title: 'Политика конфиденциальности',
  },
  contact: {
    sendFailed: 'Ошибка при отправке сообщения',
    // wording not given by the spec
    sent: 'Сообщение отправлено',
    submit: 'Отправить',
    message: 'Сообщение',
    /** more than the limit of contact messages and measurement requests from one address */
    tooManySent: (minutes: number) =>
      `Слишком много сообщений с вашего адреса. Попробуйте снова через ${minutes} мин. или позвоните нам`,
    inquiryNotFound: 'Обращение не найдено',
  },
  confirm: {
    deletePromotion: 'Вы уверены, что хотите удалить эту акцию?',
    deleteDiscount: 'Вы уверены?',
    deleteProduct: 'Вы уверены, что хотите удалить этот товар?',
  },
  adminOrders: {
    loadFailed: 'Не удалось загрузить заказы.',
    statusUpdateFailed: 'Ошибка при обновлении статуса',
    statusUpdated: 'Статус заказа обновлён',
    // wording not given by the spec
    allStatuses: 'Все статусы',
    empty: 'Нет заказов с выбранными фильтрами',
    pieces: (quantity: number) => `${quantity} шт.`,
    filters: 'Фильтры заказов',
    dateFrom: 'Дата с',
    dateTo: 'Дата по',
    status: 'Статус',
    statusTabs: 'Статусы заказов',
    customer: 'Покупатель',
    receiving: 'Получение',
    itemsOf: (id: number) => `Товары заказа № ${id}`,
    // server answers; wording not given by the spec
    orderNotFound: 'Заказ не найден',
    cancelConfirm:
      'Отменить заказ? Товары вернутся в продажу, покупатель получит письмо. Отменённый заказ нельзя вернуть в работу.',
    unknownStatus: 'Неизвестный статус заказа',
    invalidDate: 'Некорректная дата',
    completedIsFinal:
      'Завершённый заказ не меняет статус. Если покупатель вернул товар, оформите возврат — заказ останется завершённым, товар вернётся на склад.',
    cancelledIsFinal: 'Отменённый заказ не меняет статус: его товары уже вернулись в продажу.',
    finalStatusHint: 'Статус завершённого и отменённого заказа не меняется.',
    returnAction: 'Оформить возврат',
    returnTitle: (id: number) => `Возврат по заказу № ${id}`,
    returnText:
      'Товары заказа вернутся на склад и снова будут в продаже. Заказ останется завершённым, а возврат с причиной запишется в его историю. Отменить возврат нельзя.',
    returnReason: 'Причина возврата',
    returnReasonHint:
      'Например: «Покупатель вернул 2 мешка, не подошёл цвет» или «Заказ завершён по ошибке».',
    returnReasonRequired: 'Укажите причину возврата',
    returnReasonLong: 'Причина возврата — не длиннее 500 символов',
    returnDone: 'Возврат оформлен, товары вернулись на склад',
    returnFailed: 'Не удалось оформить возврат',
    returned: (date: string, reason: string) => `Возврат оформлен ${date}: ${reason}`,
    notReturnable: 'Возврат оформляется только для завершённого заказа',
    alreadyReturned: 'Возврат по этому заказу уже оформлен',
  },
  promotions: {
    loadFailed: 'Не удалось загрузить акции',
    notFound: 'Акция не найдена',
    // wording not given by the spec
    created: 'Акция создана',
    updated: 'Акция обновлена',
    deleted: 'Акция удалена',
    /** the storefront's block of promotions (home page, the promotion category's page) */
    title: 'Акции магазина',
    /** the products of a promotion category's page, and the home block's link to them */
    discountedProducts: 'Товары со скидкой',
  },
  discounts: {
    createFailed: 'Ошибка создания скидки',
    deleteFailed: 'Ошибка удаления скидки',
    loadFailed: 'Не удалось загрузить данные о скидках.',
    // wording not given by the spec
    created: 'Скидка создана',
    updated: 'Скидка обновлена',
    deleted: 'Скидка удалена',
    notLinked: 'Не привязана',
    notFound: 'Скидка не найдена',
    categoryIsDiscount: 'Выберите обычную категорию: эта уже служит скидке',
    productsAdded: (added: number, updated: number) =>
      [
        added > 0 ? `Добавлено товаров: ${added}` : '',
        updated > 0 ? `Скидка изменена у уже добавленных: ${updated}` : '',
      ]
        .filter(Boolean)
        .join('. '),
    productRemoved: 'Товар убран из скидки',
    productNotInDiscount: 'Этого товара нет в скидке',
    /** on the banner of a discount category's page */
    pricesIncludeDiscount: 'Цены указаны с учётом скидки',
  },
  products: {
    // wording not given by the spec
    created: 'Товар создан',
    updated: 'Товар обновлён',
    deleted: 'Товар удалён',
    unpublished: 'Товар скрыт с витрины: он есть в заказах, поэтому не удалён',
    priceRequired: 'Укажите цену',
    priceInvalid: 'Цена — число не меньше 0, например 1250.50',
    categoryRequired: 'Выберите категорию',
    stockRequired: 'Укажите остаток',
    stockInvalid: 'Остаток — целое число не меньше 0',
    discountInvalid: 'Скидка — целое число от 0 до 99',
    hidden: 'Скрыт',
  },
  categories: {
    // wording not given by the spec
    created: 'Категория создана',
    updated: 'Категория обновлена',
    deleted: 'Категория удалена',
    parentNotFound: 'Родительская категория не найдена',
    cycle: 'Категорию нельзя вложить в саму себя или в её подкатегорию',
    notEmpty: (products: number, children: number) =>
      `В категории ${[
        products > 0 ? `${products} ${pluralRu(products, 'товар', 'товара', 'товаров')}` : '',
        children > 0
          ? `${children} ${pluralRu(children, 'подкатегория', 'подкатегории', 'подкатегорий')}`
          : '',
      ]
        .filter(Boolean)
        .join(' и ')}. Перенесите их в другую категорию или удалите, затем удалите эту категорию`,
    usedByDiscount:
      'Категория привязана к скидке: сначала удалите скидку или привяжите её к другой категории',
  },
  images: {
    // wording not given by the spec
    tooLarge: (megabytes: number) => `Изображение больше ${megabytes} МБ. Уменьшите его и попробуйте снова`,
    wrongType: 'Поддерживаются изображения JPEG, PNG, WebP или AVIF',
    unreadable: 'Не удалось прочитать изображение: файл повреждён или это не картинка',
    tooManyPixels: (width: number, height: number) =>
      `Изображение слишком большое: ${width.toLocaleString('ru-RU')} × ${height.toLocaleString('ru-RU')} точек. Наибольшее — 100 миллионов точек (например, 10 000 × 10 000); уменьшите его и загрузите снова`,
    notAFile: 'Выберите файл изображения',
  },
  realtime: {
    orderUpdate: 'Поступил новый заказ или обновился статус существующего!',
    websocketError: (message: string) => `Ошибка WebSocket: ${message}`,
  },
  validation: {
    invalidFormat: 'Неверный формат',
    fullNameRequired: 'ФИО обязательно',
    phoneRequired: 'Телефон обязателен',
    emailRequired: 'Email обязателен',
    invalidEmail: 'Неверный формат email',
    addressRequired: 'Адрес доставки обязателен',
    usernameRequired: 'Имя пользователя обязательно',
    nameRequired: 'Имя обязательно',
    invalidPhone: 'Неверный формат телефона',
    messageRequired: 'Сообщение обязательно',
    passwordRequired: 'Пароль обязателен',
    fileNotSelected: 'Файл не выбран. Импорт не выполнен.',
    importFileType: 'Поддерживаются только XLS, XLSX или XML',
    xmlFileType: 'Поддерживаются только XML',
    zipFileType: 'Поддерживаются только ZIP',
    fileTooLarge: 'Файл слишком большой. Максимальный размер: 5 ГБ',
    titleRequired: 'Название обязательно',
    descriptionRequired: 'Описание обязательно',
    promotionImageRequired: 'Изображение обязательно для новой акции',
    imageRequired: 'Изображение обязательно',
    newCategoryNameRequired: 'Укажите имя для новой категории',
    existingCategoryRequired: 'Выберите существующую категорию',
    discountPercentRange: 'Укажите корректный процент скидки (1-99)',
    noProductsSelected: 'Выберите товары для добавления',
    articleExists: 'Артикул уже существует',
    // wording not given by the spec
    deliveryMethodRequired: 'Выберите способ получения',
    paymentMethodRequired: 'Выберите способ оплаты',
    consentRequired: 'Подтвердите согласие на обработку персональных данных',
    passwordTooShort: (min: number) => `Пароль должен содержать не менее ${min} ${characters(min)}`,
    tooLong: (max: number) => `Не более ${max} ${characters(max)}`,
    controlCharacters: 'Уберите служебные символы: их нельзя ввести с клавиатуры',
  },
  // The web shell and pages; wording not given by the spec.
  /** Site sections and navigation. */
  /** the <head> of public pages: what search engines and link previews show (issue 22) */
  pageHeads: {
    homeTitle: (shop: string) => `${shop} — строительные материалы с доставкой`,
    homeDescription: (shop: string, address: string, phone: string) =>
      `Магазин строительных материалов «${shop}»: двери, сухие смеси, кровля, утеплители, инструмент. Доставка по району и области, самовывоз. ${address}, тел. ${phone}.`,
    catalogTitle: 'Каталог строительных материалов',
    categoryTitle: (category: string) => `${category} — купить с доставкой`,
    catalogDescription: (what: string, count: number, shop: string) =>
      `${what}: ${count} ${pluralRu(count, 'товар', 'товара', 'товаров')} с ценами и наличием в магазине «${shop}». Доставка по району и области, самовывоз.`,
    productTitle: (name: string, price: string) => `${name} — ${price}`,
    productDescription: (name: string, price: string, stock: string, article: string | null) =>
      `${name}: цена ${price}, ${stock}${article ? `, артикул ${article}` : ''}. Доставка по району и области, самовывоз.`,
    inStock: 'в наличии',
    outOfStock: 'нет в наличии',
    searchTitle: (query: string) => `Поиск: «${query}»`,
    searchDescription: (query: string, count: number) =>
      `По запросу «${query}» ${pluralRu(count, 'найден', 'найдено', 'найдено')} ${count} ${pluralRu(count, 'товар', 'товара', 'товаров')}: цены и наличие.`,
    searchPrompt: 'Поиск товаров по названию и артикулу.',
    contactDescription: (shop: string, address: string, phone: string, hours: string) =>
      `Контакты магазина «${shop}»: ${address}, тел. ${phone}, часы работы: ${hours}. Напишите нам или приезжайте.`,
    privacyDescription: (shop: string) =>
      `Политика конфиденциальности магазина «${shop}»: какие данные собираются через формы сайта и как они защищены.`,
  },
  nav: {
    home: 'Главная',
    catalog: 'Каталог',
    contacts: 'Контакты',
    cart: 'Корзина',
    profile: 'Профиль',
    search: 'Поиск',
    promotions: 'Акции',
    discounts: 'Скидки',
    main: 'Основная навигация',
    menu: 'Меню',
    openMenu: 'Открыть меню',
    homeLink: (shop: string) => `${shop} — на главную`,
    skipToContent: 'Перейти к содержимому',
    catalogDrawer: 'Каталог товаров',
    breadcrumbs: 'Навигационная цепочка',
  },
  /** Field and item labels used across forms and lists. */
  labels: {
    name: 'Имя',
    fullName: 'ФИО',
    username: 'Имя пользователя',
    phone: 'Телефон',
    address: 'Адрес',
    password: 'Пароль',
    product: 'Товар',
    products: 'Товары',
    categories: 'Категории',
    orders: 'Заказы',
  },
  pagination: {
    label: 'Страницы',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    page: (page: number) => `Страница ${page}`,
  },
  /** A page that failed to render or whose script did not download. */
  pageError: {
    title: 'Не удалось открыть страницу',
    text: 'Возможно, прервалось соединение с интернетом. Проверьте подключение и обновите страницу.',
    reload: 'Обновить страницу',
  },
  /** The shop's own blocks: logo, contacts, map. */
  shop: {
    tagline: 'строительные материалы',
    call: 'Позвонить',
    hours: 'Часы работы',
    findUs: 'Как нас найти',
    map: (address: string) => `Карта: ${address}`,
    openMap: 'Открыть на Яндекс Картах',
    route: 'Построить маршрут',
  },
  footer: {
    about:
      'Магазин строительных и отделочных материалов. Доставка по району и области, самовывоз из магазина.',
    sections: 'Разделы сайта',
    forCustomers: 'Покупателям',
    disclaimer:
      'Цены и наличие товаров на сайте могут отличаться от цен и наличия в розничных магазинах. Изображения товаров могут незначительно отличаться от оригинала.',
    /** followed by the link to the privacy policy */
    cookies: 'Сайт использует файлы cookie для сохранения входа и анализа посещаемости. Подробнее — в',
    rights: (year: number, owner: string) => `© ${year} ${owner}. Все права защищены.`,
  },
  /** The admin frame (the pages' own texts: admin/pages.ts). */
  admin: {
    panel: 'Админ-панель',
    panelTitle: 'Панель администратора',
    sections: 'Разделы админ-панели',
    home: 'Главная админки',
    /** the admin menu's item of the contact messages and measurement requests (issue 13) */
    inquiries: 'Заявки',
    /** the admin menu's item and the page title of the 1C exchange (issue 14) */
    exchange: 'Обмен с 1С',
  },
} as const;
