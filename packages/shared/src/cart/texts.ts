/**
 * The cart page and the add-to-cart buttons, and the server's answers about cart lines. Strings are
 * the spec's wording verbatim; entries under a "wording not given by the spec" comment are ours.
 */

export const CART_TEXTS = {
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
  /** the order's weight under the total: '≈ 1,2 т', '≈ 350 кг' */
  weight: (weight: string) => `Вес заказа ≈ ${weight}`,
  /** some lines' weight is not known: the weight of the others */
  weightPartial: (weight: string) => `Вес известных товаров ≈ ${weight}`,
  weightKg: (kg: string) => `${kg}\u00a0кг`,
  weightTonnes: (tonnes: string) => `${tonnes}\u00a0т`,
  lineQuantity: (name: string) => `Количество «${name}»`,
  removeLine: (name: string) => `Удалить «${name}» из корзины`,
  // server answers; wording not given by the spec
  itemNotFound: 'Товар не найден в корзине',
  productOutOfStock: 'Этого товара сейчас нет в наличии',
  /** the quantities come formatted with their unit: '2,5 м', '3 шт' (catalog/units.ts quantityWithUnit) */
  notEnoughStock: (available: string) => `Недостаточно товара на складе: доступно ${available}`,
  notEnoughStockInCart: (available: string, inCart: string) =>
    `Недостаточно товара на складе: доступно ${available}, в корзине уже ${inCart}`,
  quantity: {
    notNumber: 'Количество должно быть числом',
    notPositive: 'Количество должно быть больше нуля',
    tooLarge: (max: number) => `Количество должно быть не больше ${max}`,
    tooManyDecimals: 'Количество — не больше трёх знаков после запятой',
    /** '2,5 м' — the quantities come formatted with their unit */
    belowMinimum: (minimum: string) => `Этот товар продаётся от ${minimum}`,
    offStep: (step: string, below: string, above: string) =>
      `Этот товар продаётся с шагом ${step}: выберите ${below} или ${above}`,
  },
} as const;
