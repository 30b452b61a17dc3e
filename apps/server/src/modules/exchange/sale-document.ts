/**
 * The orders as the CommerceML 2.08 document 1C downloads with `mode=query` (commerceml.md §8.2):
 * one Документ per order, its elements in the schema's order, the lines with the products' 1C Ид, a
 * product unknown to 1C and the delivery as `Услуга` lines, dot decimals, and the document's Сумма the
 * sum of its lines.
 */
import { SALE_TEXTS } from '@shop/shared/exchange/sale-texts';
import type { OrdersEncoding } from '@shop/shared/exchange/schemas';
import { kopecksToDecimalText, toKopecks } from '@shop/shared/money';
import { ADMIN_ORDER_STATUS_LABELS, DELIVERY_METHOD_LABELS } from '@shop/shared/orders/status';
import type { ExchangeOrder, ExchangeOrderItem } from '../orders/orders-exchange.js';
import { element, xmlDocument, type XmlElement } from './sale-xml.js';

export const SCHEMA_VERSION = '2.08';
/** The made-up Ид of the delivery line: 1C keeps it as a service. */
export const DELIVERY_LINE_ID = 'ORDER_DELIVERY';
const DEFAULT_UNIT_CODE = '796';

/** Stable across exports: 1C recognises an order it already has by it. */
export const orderDocumentId = (orderId: number) => `shop-order-${orderId}`;

/**
 * A line's Ид: the product's 1C Ид (the full `product#characteristic` of a variant), else a made-up
 * one for a product 1C does not know (sent as a service, so 1C neither creates goods nor refuses the
 * order). A line whose product was deleted keeps an Ид of its own.
 */
export function lineId(item: Pick<ExchangeOrderItem, 'external_id' | 'product_id' | 'id'>): string {
  if (item.external_id) return item.external_id;
  return item.product_id === null ? `shop-item-${item.id}` : `shop-product-${item.product_id}`;
}

const requisite = (name: string, value: string) =>
  element('ЗначениеРеквизита', [element('Наименование', name), element('Значение', value)]);

const requisites = (values: ReadonlyArray<readonly [string, string]>) =>
  element(
    'ЗначенияРеквизитов',
    values.map(([name, value]) => requisite(name, value)),
  );

interface DocumentLine {
  id: string;
  article: string | null;
  name: string;
  unit: { code: string; name: string; fullName: string | null };
  service: boolean;
  unitKopecks: number;
  quantity: number;
}

const lineSum = (line: DocumentLine) => line.unitKopecks * line.quantity;

function itemLine(item: ExchangeOrderItem): DocumentLine {
  const unitKnown = item.unit_name !== null;
  return {
    id: lineId(item),
    article: item.article.trim() || null,
    name: item.product_name,
    unit: unitKnown
      ? { code: item.unit_code ?? DEFAULT_UNIT_CODE, name: item.unit_name!, fullName: null }
      : defaultUnit(),
    service: item.external_id === null,
    unitKopecks: toKopecks(item.price),
    quantity: item.quantity,
  };
}

function defaultUnit() {
  const { defaultUnit: name, defaultUnitFull: fullName } = SALE_TEXTS.document;
  return { code: DEFAULT_UNIT_CODE, name, fullName };
}

/**
 * The delivery as a service line when the order was charged for it: what its total holds beyond its
 * goods. Checkout prices no delivery today, so an order's total is its goods and no line is sent.
 */
function deliveryLine(order: ExchangeOrder, goodsKopecks: number): DocumentLine | null {
  const deliveryKopecks = toKopecks(order.total_amount) - goodsKopecks;
  if (deliveryKopecks <= 0) return null;
  return {
    id: DELIVERY_LINE_ID,
    article: null,
    name: SALE_TEXTS.document.deliveryLine,
    unit: defaultUnit(),
    service: true,
    unitKopecks: deliveryKopecks,
    quantity: 1,
  };
}

function lineElement(line: DocumentLine): XmlElement {
  const { goodsType, serviceType } = SALE_TEXTS.document;
  const unitAttributes: [string, string][] = [['Код', line.unit.code]];
  if (line.unit.fullName) unitAttributes.push(['НаименованиеПолное', line.unit.fullName]);
  return element('Товар', [
    element('Ид', line.id),
    line.article === null ? null : element('Артикул', line.article),
    element('Наименование', line.name),
    element('БазоваяЕдиница', line.unit.name, unitAttributes),
    requisites([['ТипНоменклатуры', line.service ? serviceType : goodsType]]),
    element('ЦенаЗаЕдиницу', kopecksToDecimalText(line.unitKopecks)),
    element('Количество', String(line.quantity)),
    element('Сумма', kopecksToDecimalText(lineSum(line))),
  ]);
}

/** Фамилия Имя Отчество, as Russian names are written at checkout. */
function nameParts(fullName: string): XmlElement[] {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return [];
  const [surname, name, ...patronymic] = words;
  return [
    element('Фамилия', surname!),
    element('Имя', name!),
    ...(patronymic.length > 0 ? [element('Отчество', patronymic.join(' '))] : []),
  ];
}

function customerElement(order: ExchangeOrder): XmlElement {
  const { buyerRole, emailContact, phoneContact } = SALE_TEXTS.document;
  const id = order.user_id === null ? `shop-customer-order-${order.id}` : `shop-customer-${order.user_id}`;
  const address = order.delivery_method === 'DELIVERY' ? order.delivery_address : null;
  const contact = (type: string, value: string) =>
    element('Контакт', [element('Тип', type), element('Значение', value)]);
  return element('Контрагент', [
    element('Ид', id),
    element('Наименование', order.full_name),
    element('ПолноеНаименование', order.full_name),
    ...nameParts(order.full_name),
    address ? element('АдресРегистрации', [element('Представление', address)]) : null,
    element('Контакты', [contact(emailContact, order.email), contact(phoneContact, order.phone)]),
    element('Роль', buyerRole),
  ]);
}

const flag = (value: boolean) => (value ? 'true' : 'false');

function orderRequisites(order: ExchangeOrder): XmlElement {
  const cancelled = order.status === 'CANCELLED';
  return requisites([
    ['Метод оплаты', SALE_TEXTS.document.paymentMethods[order.payment_method]],
    // the shop takes no payment itself: 1C records the payment
    ['Заказ оплачен', 'false'],
    ['Доставка разрешена', flag(!cancelled)],
    ['Отменен', flag(cancelled)],
    ['Финальный статус', flag(cancelled || order.status === 'COMPLETED')],
    ['Статус заказа', ADMIN_ORDER_STATUS_LABELS[order.status]],
    ['Дата изменения статуса', order.updated_at],
  ]);
}

function orderComment(order: ExchangeOrder): string {
  const method = DELIVERY_METHOD_LABELS[order.delivery_method];
  const address = order.delivery_method === 'DELIVERY' ? order.delivery_address : null;
  return SALE_TEXTS.document.comment(method, address);
}

export function orderElement(order: ExchangeOrder): XmlElement {
  const goods = order.items.map(itemLine);
  const goodsKopecks = goods.reduce((sum, line) => sum + lineSum(line), 0);
  const delivery = deliveryLine(order, goodsKopecks);
  const lines = delivery ? [...goods, delivery] : goods;
  const totalKopecks = lines.reduce((sum, line) => sum + lineSum(line), 0);
  const { operation, sellerRole } = SALE_TEXTS.document;
  return element('Документ', [
    element('Ид', orderDocumentId(order.id)),
    element('Номер', String(order.id)),
    element('Дата', order.created_date),
    element('ХозОперация', operation),
    element('Роль', sellerRole),
    element('Валюта', 'RUB'),
    element('Курс', '1'),
    element('Сумма', kopecksToDecimalText(totalKopecks)),
    element('Контрагенты', [customerElement(order)]),
    element('Время', order.created_time),
    element('Комментарий', orderComment(order)),
    element('Товары', lines.map(lineElement)),
    orderRequisites(order),
  ]);
}

/**
 * The `query` answer: a КоммерческаяИнформация with a Документ per order (an empty root when none).
 * `generatedAt` is the shop's local time, 'YYYY-MM-DDTHH:MM:SS'.
 */
export function ordersDocument(
  orders: readonly ExchangeOrder[],
  generatedAt: string,
  encoding: OrdersEncoding,
): Buffer {
  const root = element('КоммерческаяИнформация', orders.map(orderElement), [
    ['ВерсияСхемы', SCHEMA_VERSION],
    ['ДатаФормирования', generatedAt],
  ]);
  return xmlDocument(root, encoding);
}
