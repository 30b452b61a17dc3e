/**
 * Orders: checkout, the customer's cancelling and the admin orders list with returns. Status, delivery
 * and payment labels live in orders/status.ts. Strings are the spec's wording verbatim; entries under
 * a "wording not given by the spec" comment are ours.
 */
import { pluralRu } from '../common/plural.js';

export const CHECKOUT_TEXTS = {
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
  /** `lines` are itemStock() texts: '«Клей плиточный» — доступно 2 шт', '«Цепь» — доступно 1,5 м' */
  notEnoughStock: (lines: readonly string[]) =>
    `Недостаточно товара на складе: ${lines.join('; ')}. Проверьте корзину`,
  /** `problem`: why the quantity cannot be sold (catalog/quantity.ts quantityProblemText) */
  itemQuantity: (name: string, problem: string) => `«${name}»: ${problem}`,
  /** `available`: the quantity left with its unit ('1,5 м'), or null when none is left */
  itemStock: (name: string, available: string | null) =>
    available !== null ? `«${name}» — доступно ${available}` : `«${name}» — нет в наличии`,
  productsUnavailable: (ids: readonly number[]) =>
    `Товары больше не продаются (№ ${ids.join(', ')}). Проверьте корзину`,
  invalidAmount: 'Некорректная сумма',
  tooManyLines: (max: number) => `В одном заказе может быть не больше ${max} позиций`,
  duplicateLines: 'Каждый товар должен встречаться в заказе один раз',
  invalidIdempotencyKey: 'Некорректный ключ повторной отправки заказа',
  tooManyOpenOrders: (max: number) =>
    `У вас уже ${max} ${pluralRu(max, 'новый заказ', 'новых заказа', 'новых заказов')}. Дождитесь, пока магазин их примет в работу, или отмените ненужные в личном кабинете — тогда можно будет оформить новый`,
} as const;

export const ORDER_TEXTS = {
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
  /** A badge on an order placed in one step by phone (channel 'phone'). */
  phoneOrderBadge: 'по телефону',
  phoneOrderTitle: 'Заказ по телефону',
  /** an order line's sum: '2,5 м × 123,45 ₽ = 308,63 ₽' (orders/lines.ts) */
  lineAmount: (quantity: string, unitPrice: string, lineTotal: string) =>
    `${quantity} × ${unitPrice} = ${lineTotal}`,
} as const;

export const ADMIN_ORDER_TEXTS = {
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
  returnReasonHint: 'Например: «Покупатель вернул 2 мешка, не подошёл цвет» или «Заказ завершён по ошибке».',
  returnReasonRequired: 'Укажите причину возврата',
  returnReasonLong: 'Причина возврата — не длиннее 500 символов',
  returnDone: 'Возврат оформлен, товары вернулись на склад',
  returnFailed: 'Не удалось оформить возврат',
  returned: (date: string, reason: string) => `Возврат оформлен ${date}: ${reason}`,
  notReturnable: 'Возврат оформляется только для завершённого заказа',
  alreadyReturned: 'Возврат по этому заказу уже оформлен',
} as const;

/**
 * The one-step order by phone ("Купить в 1 клик"): a name and a phone, the manager calls back to agree
 * on delivery and payment. Wording not given by the spec.
 */
export const QUICK_ORDER_TEXTS = {
  button: 'Купить в 1 клик',
  intro: 'Оставьте имя и телефон — менеджер перезвонит, уточнит доставку и оплату.',
  nameLabel: 'Ваше имя',
  submit: 'Отправить заказ',
  failed: 'Не удалось отправить заказ. Попробуйте ещё раз или позвоните нам',
  /** `phone` as phoneForDisplay() writes it */
  accepted: (id: number, phone: string) =>
    `Заказ № ${id} принят. Мы перезвоним вам по номеру ${phone} в рабочее время.`,
  cartKept: 'Товары остаются в корзине, пока вы сами её не очистите.',
  tooManyLines: (max: number) => `Заказ в 1 клик — не больше ${max} позиций`,
  tooManyOrders: (minutes: number) =>
    `Слишком много заказов с этого номера или адреса. Попробуйте через ${minutes} ${pluralRu(minutes, 'минуту', 'минуты', 'минут')} или позвоните нам`,
} as const;

/** '+7 900 123-45-67' for a Russian number ('89001234567', '+79001234567'); anything else as typed. */
export function phoneForDisplay(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const russian = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return russian ? `+7 ${russian[1]} ${russian[2]}-${russian[3]}-${russian[4]}` : phone;
}
