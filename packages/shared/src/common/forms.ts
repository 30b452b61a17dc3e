/**
 * The field labels and validation messages the forms of several domains share. Strings are the spec's
 * wording verbatim; entries under a "wording not given by the spec" comment are ours.
 */
import { charactersWord } from './plural.js';

/** Field and item labels used across forms and lists. */
export const FIELD_LABELS = {
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
} as const;

export const VALIDATION_TEXTS = {
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
  deliveryZoneRequired: 'Выберите населённый пункт доставки',
  invalidFlag: 'Укажите «да» или «нет»',
  passwordTooShort: (min: number) => `Пароль должен содержать не менее ${min} ${charactersWord(min)}`,
  tooLong: (max: number) => `Не более ${max} ${charactersWord(max)}`,
  controlCharacters: 'Уберите служебные символы: их нельзя ввести с клавиатуры',
} as const;
