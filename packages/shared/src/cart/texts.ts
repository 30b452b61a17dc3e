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
} as const;
