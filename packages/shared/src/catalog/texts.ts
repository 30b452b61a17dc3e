/**
 * The catalogue: categories, product lists and the product page, stock labels, and the server's
 * answers to the admin's product and category changes. Strings are the spec's wording verbatim;
 * entries under a "wording not given by the spec" comment are ours.
 */
import { charactersWord, pluralRu } from '../common/plural.js';

export const CATALOG_TEXTS = {
  categoriesNotFound: 'Категории не найдены.',
  categoryNotFound: 'Категория не найдена. Пожалуйста, выберите другую категорию.',
  noProductsInStock: "Товары отсутствуют. Попробуйте снять фильтр 'В наличии' или выберите другую категорию.",
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
} as const;

export const STOCK_TEXTS = {
  unknown: 'Н/Д',
  outOfStock: 'Нет в наличии',
  low: 'Мало',
  medium: 'Средне',
  high: 'Много',
  inStock: 'В наличии',
} as const;

export const PRODUCT_PAGE_TEXTS = {
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
  /** goods sold in parts: 'Продаётся от 0,1 м, шаг 0,1 м' (quantities come with their unit) */
  saleRule: (minimum: string, step: string) => `Продаётся от ${minimum}, шаг ${step}`,
  /** the chosen quantity's sum under the picker: 'Сумма: 308,63 ₽' */
  lineTotal: (total: string) => `Сумма: ${total}`,
} as const;

export const PRODUCT_TEXTS = {
  // wording not given by the spec
  created: 'Товар создан',
  updated: 'Товар обновлён',
  deleted: 'Товар удалён',
  unpublished: 'Товар скрыт с витрины: он есть в заказах, поэтому не удалён',
  priceRequired: 'Укажите цену',
  priceInvalid: 'Цена — число не меньше 0, например 1250.50',
  categoryRequired: 'Выберите категорию',
  stockRequired: 'Укажите остаток',
  stockInvalid: 'Остаток — число не меньше 0, не больше трёх знаков после запятой, например 145,984',
  // issue 27: how a product is sold, its weight, length and calculator
  minQuantityInvalid:
    'Минимальное количество — число больше 0, не больше 100 000, до трёх знаков после запятой',
  quantityStepInvalid: 'Шаг продажи — число больше 0, не больше 100 000, до трёх знаков после запятой',
  minQuantityOffStep: 'Минимальное количество должно быть кратно шагу',
  weightInvalid: 'Вес — число от 0 до 100 000 кг, до трёх знаков после запятой',
  lengthInvalid: 'Длина — число от 0 до 1 000 м, до трёх знаков после запятой',
  calculatorInvalid: 'Калькулятор не прочитан: выберите его в форме заново',
  discountInvalid: 'Скидка — целое число от 0 до 99',
  hidden: 'Скрыт',
  unitInvalid: 'Выберите единицу измерения из списка',
  propertiesInvalid: 'Характеристики не прочитаны: откройте форму заново',
  propertiesTooMany: (max: number) => `Не больше ${max} характеристик`,
  propertyNameRequired: 'Укажите название характеристики',
  propertyValueRequired: (name: string) => `Укажите значение характеристики «${name}»`,
  propertyNameTooLong: (max: number) => `Название характеристики — не длиннее ${max} ${charactersWord(max)}`,
  propertyValueTooLong: (max: number) => `Значение характеристики — не длиннее ${max} ${charactersWord(max)}`,
  propertyDuplicate: (name: string) => `Характеристика «${name}» указана дважды`,
} as const;

export const CATEGORY_TEXTS = {
  // wording not given by the spec
  created: 'Категория создана',
  updated: 'Категория обновлена',
  deleted: 'Категория удалена',
  parentNotFound: 'Родительская категория не найдена',
  cycle: 'Категорию нельзя вложить в саму себя или в её подкатегорию',
  notEmpty: (products: number, children: number) =>
    `В категории ${[
      products > 0 ? `${products} ${pluralRu(products, 'товар', 'товара', 'товаров')}` : '',
      children > 0 ? `${children} ${pluralRu(children, 'подкатегория', 'подкатегории', 'подкатегорий')}` : '',
    ]
      .filter(Boolean)
      .join(' и ')}. Перенесите их в другую категорию или удалите, затем удалите эту категорию`,
  usedByDiscount: 'Категория привязана к скидке: сначала удалите скидку или привяжите её к другой категории',
} as const;
