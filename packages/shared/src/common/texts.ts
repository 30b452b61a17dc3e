/**
 * The generic texts of every page and the API's general answers. Strings are the spec's wording
 * verbatim; entries under a "wording not given by the spec" comment are ours.
 */

export const COMMON_TEXTS = {
  loading: 'Загрузка...',
  edit: 'Редактировать',
  genericError: 'Произошла ошибка',
  notSpecified: 'Не указано',
  // wording not given by the spec
  save: 'Сохранить',
  cancel: 'Отмена',
  delete: 'Удалить',
  confirm: 'Подтвердить',
  /** the safe choice of a cancellation's confirmation, where 'Отмена' would read as the action */
  dontCancel: 'Не отменять',
  retry: 'Повторить',
  close: 'Закрыть',
  sending: 'Отправка...',
  saving: 'Сохранение...',
  /** after a field label: 'Телефон (необязательно)' */
  optional: 'необязательно',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
} as const;

export const ERROR_TEXTS = {
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
} as const;

export const CONFIRM_TEXTS = {
  deletePromotion: 'Вы уверены, что хотите удалить эту акцию?',
  deleteDiscount: 'Вы уверены?',
  deleteProduct: 'Вы уверены, что хотите удалить этот товар?',
} as const;

export const IMAGE_TEXTS = {
  // wording not given by the spec
  tooLarge: (megabytes: number) => `Изображение больше ${megabytes} МБ. Уменьшите его и попробуйте снова`,
  wrongType: 'Поддерживаются изображения JPEG, PNG, WebP или AVIF',
  unreadable: 'Не удалось прочитать изображение: файл повреждён или это не картинка',
  tooManyPixels: (width: number, height: number) =>
    `Изображение слишком большое: ${width.toLocaleString('ru-RU')} × ${height.toLocaleString('ru-RU')} точек. Наибольшее — 100 миллионов точек (например, 10 000 × 10 000); уменьшите его и загрузите снова`,
  notAFile: 'Выберите файл изображения',
} as const;
