/**
 * The admin pages of products and categories. Kept apart from the domain's texts.ts, which TEXTS
 * assembles, so the storefront's first download does not carry them: they load with the admin pages
 * (ADMIN_PAGES, admin/pages.ts).
 */
import { IMAGE_MAX_BYTES } from '../constants.js';

export const PRODUCTS_ADMIN_PAGE = {
  title: 'Управление товарами',
  text: 'Товары каталога: поиск по названию или артикулу, фильтр по категории.',
  add: 'Добавить товар',
  addTitle: 'Новый товар',
  editTitle: 'Редактирование товара',
  name: 'Название товара',
  price: 'Цена, ₽',
  description: 'Описание товара',
  category: 'Категория товара',
  stock: 'Остаток на складе',
  article: 'Артикул',
  discount: 'Скидка на товар, %',
  image: 'Фото товара',
  imageHint: `Фото товара: JPEG, PNG, WebP или AVIF, до ${IMAGE_MAX_BYTES / 1024 / 1024} МБ`,
  keepImageHint: 'Выберите файл, чтобы заменить фото товара',
  actions: 'Действия',
  filters: 'Фильтры товаров',
  search: 'Поиск по названию или артикулу',
  empty: 'Товары с такими условиями не найдены',
  hiddenHint: 'Скрыт с витрины: товар есть в заказах',
  editOne: (name: string) => `Редактировать товар «${name}»`,
  deleteOne: (name: string) => `Удалить товар «${name}»`,
  deleteTitle: 'Удаление товара',
  deleting: 'Удаление товара...',
  // wording not given by the spec (issue 25)
  specialTransport: 'Нужен особый транспорт (длинномер, тяжёлый груз)',
  specialTransportHint: 'Стоимость доставки заказа с таким товаром рассчитает менеджер',
  // wording not given by the spec
  unit: 'Единица измерения',
  noUnit: 'Не указана',
  unitOption: (name: string, fullName: string) => `${name} — ${fullName}`,
  propertiesHint: (max: number) =>
    `Например «Цвет» — «Белый». До ${max} строк; пустые строки не сохраняются.`,
  propertyName: (row: number) => `Название характеристики ${row}`,
  propertyValue: (row: number) => `Значение характеристики ${row}`,
  propertyValueColumn: 'Значение',
  addProperty: 'Добавить характеристику',
  removeProperty: (row: number) => `Удалить характеристику ${row}`,
  // wording not given by the spec (issue 27)
  stockHint: 'В единицах товара; для метров и килограммов — до трёх знаков после запятой: 145,984',
  saleGroup: 'Продажа и доставка',
  minQuantity: 'Минимальное количество',
  quantityStep: 'Шаг продажи',
  /** the hint of an empty field: what applies then ('0,1 м') */
  inheritedHint: (effective: string) => `Пусто — как в категории / по единице: сейчас ${effective}`,
  inheritedNewHint: 'Пусто — как в категории / по единице измерения',
  weight: 'Вес единицы, кг',
  weightHint: 'Для веса заказа и особого транспорта; пусто — неизвестен',
  length: 'Длина, м',
  lengthHint: 'Длина одного изделия; длинные товары требуют особого транспорта',
  calculator: 'Калькулятор',
  calculatorKinds: {
    auto: 'Автоматически по характеристикам',
    none: 'Нет',
    area: 'Площадь (упаковки)',
    mix: 'Смесь',
    paint: 'Краска',
  },
  calculatorAutoHint: (current: string) => `По характеристикам сейчас: ${current}`,
  packArea: 'м² в упаковке',
  packAreaHint: 'Пусто — товар продаётся по м²',
  mixRate: 'Расход, кг/м² на 1 мм',
  bag: 'Вес мешка, кг',
  paintRate: 'Расход, л/м² на слой',
  can: 'Объём банки, л',
  calculatorFigureRequired: 'Укажите число больше 0',
} as const;

export const CATEGORIES_ADMIN_PAGE = {
  title: 'Управление категориями',
  text: 'Категории каталога и их вложенность.',
  addTitle: 'Новая категория',
  editTitle: 'Редактирование категории',
  parent: 'Родительская категория',
  root: 'Корневая категория',
  discountCategory: 'Эту категорию создаёт и удаляет раздел «Скидки»: там же меняются её товары',
  discountBadge: 'Скидочная категория',
  promotionBadge: 'Категория акций',
  create: 'Добавить категорию',
  structure: 'Структура категорий',
  empty: 'Категорий пока нет. Добавьте первую в форме.',
  expandAll: 'Развернуть все',
  collapseAll: 'Свернуть все',
  expand: (name: string) => `Показать подкатегории «${name}»`,
  collapse: (name: string) => `Скрыть подкатегории «${name}»`,
  subcategories: (count: number) => `Подкатегорий: ${count}`,
  deleteTitle: 'Удаление категории',
  deleteConfirm: (name: string) => `Удалить категорию «${name}»? Это действие нельзя отменить.`,
  deleteRefused: (name: string) => `Категория «${name}» не удалена`,
  // wording not given by the spec (issue 25); the checkbox's label is the product form's
  specialTransportHint:
    'Для всех товаров категории и её подкатегорий: стоимость доставки заказа с ними рассчитает менеджер',
  // wording not given by the spec (issue 27); the labels are the product form's
  saleRuleHint:
    'Для товаров категории и подкатегорий без своих значений; пусто — как у родительской категории или по единице измерения',
} as const;
