/**
 * The customer's account ('Личный кабинет'): personal data, orders and the purchases to rate. Strings
 * are the spec's wording verbatim; entries under a "wording not given by the spec" comment are ours.
 */
import { pluralRu } from '../common/plural.js';

export const PROFILE_TEXTS = {
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
  /** nothing bought (or nothing delivered yet) and nothing rated */
  unratedNone: 'Здесь появятся купленные товары, которые можно оценить.',
  rateLabel: (name: string) => `Оценка товара «${name}»`,
  starLabel: (stars: number) => `${stars} ${pluralRu(stars, 'звезда', 'звезды', 'звёзд')}`,
  previousPage: 'Назад',
  nextPage: 'Вперёд',
  pageOf: (page: number, total: number) => `Страница ${page} из ${total}`,
} as const;
