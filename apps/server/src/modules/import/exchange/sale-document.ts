/**
 * The orders as the CommerceML 2.08 document 1C downloads with `mode=query` (commerceml.md §8.2):
 * one Документ per order, its elements in the schema's order, the lines with the products' 1C Ид and
 * OKEI units, a product unknown to 1C and the delivery as `Услуга` lines, dot decimals (a quantity as 1C
 * writes it: '2.5' m, with Коэффициент 1 — the quantity is in the base unit), each line's Сумма by the
 * shop's one line-total rule, and the document's Сумма the sum of its lines.
 */
import { fromThousandths, toThousandths } from '@shop/shared/catalog/quantity';
import { okeiByCode, okeiByName, PIECE_UNIT_CODE, type OkeiUnit } from '@shop/shared/catalog/okei';
import { orderDeliveryText } from '@shop/shared/delivery/order-delivery';
import { SALE_TEXTS } from '@shop/shared/exchange/sale-texts';
import type { OrdersEncoding } from '@shop/shared/exchange/schemas';
import { kopecksToDecimalText, toKopecks } from '@shop/shared/money';
import { lineTotalKopecks } from '@shop/shared/pricing';
import { ADMIN_ORDER_STATUS_LABELS, DELIVERY_METHOD_LABELS } from '@shop/shared/orders/status';
import { ORDER_TEXTS } from '@shop/shared/orders/texts';
import type { ShopPublic } from '@shop/shared/shop/settings';
import type { ExchangeOrder, ExchangeOrderItem } from '../../orders/index.js';
import { REQUISITE, TAG, type CommerceMlTag } from '../parsers/commerceml-tags.js';
import { element, xmlDocument, type XmlElement } from './sale-xml.js';

export const SCHEMA_VERSION = '2.08';
/** The made-up Ид of the delivery line: 1C keeps it as a service. */
export const DELIVERY_LINE_ID = 'ORDER_DELIVERY';

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
  element(TAG.requisiteValue, [element(TAG.name, name), element(TAG.value, value)]);

const requisites = (values: ReadonlyArray<readonly [string, string]>) =>
  element(
    TAG.requisiteValues,
    values.map(([name, value]) => requisite(name, value)),
  );

/** What the document sends of a unit: what the shop cannot know (a unit outside OKEI) is null. */
export interface LineUnit {
  code: string;
  name: string;
  fullName: string | null;
  international: string | null;
}

interface DocumentLine {
  id: string;
  article: string | null;
  name: string;
  unit: LineUnit;
  service: boolean;
  unitKopecks: number;
  /** in the base unit, up to three decimals (2.5 m) */
  quantity: number;
}

/** Unit price × quantity rounded to the kopeck once: the order's own line totals. */
const lineSum = (line: DocumentLine) =>
  lineTotalKopecks({ price: kopecksToDecimalText(line.unitKopecks) }, line.quantity);

/** A quantity as 1C writes it: a dot decimal without trailing zeros ('2.5', '0.125', '3'). */
export const quantityText = (quantity: number) => String(fromThousandths(toThousandths(quantity)));

const okeiLine = (unit: OkeiUnit, code: string, name: string): LineUnit => ({
  code,
  name,
  fullName: unit.fullName,
  international: unit.international,
});

/** A piece: the unit of a product without one, and of the delivery. */
const pieceUnit = (): LineUnit => {
  const piece = okeiByCode(PIECE_UNIT_CODE)!;
  return okeiLine(piece, piece.code, piece.name);
};

/**
 * The product's unit as 1C gave it, completed from OKEI: by its code, or by its name when it has no
 * code ('м2', 'кв.м'). A code OKEI lacks is 1C's own and goes back as it is, with the name and without
 * the attributes the shop cannot know; a product without a unit counts in pieces.
 */
export function productUnit(item: Pick<ExchangeOrderItem, 'unit_code' | 'unit_name'>): LineUnit {
  const code = item.unit_code?.trim() || null;
  const name = item.unit_name?.trim() || null;
  const okei = code === null ? okeiByName(name) : okeiByCode(code);
  if (okei) return okeiLine(okei, code ?? okei.code, name ?? okei.name);
  if (name === null) return pieceUnit();
  return { code: code ?? PIECE_UNIT_CODE, name, fullName: null, international: null };
}

function itemLine(item: ExchangeOrderItem): DocumentLine {
  return {
    id: lineId(item),
    article: item.article.trim() || null,
    name: item.product_name,
    unit: productUnit(item),
    service: item.external_id === null,
    unitKopecks: toKopecks(item.price),
    quantity: item.quantity,
  };
}

/**
 * The delivery as a service line when the order is charged for it (free delivery and a cost the
 * manager has not set yet send none: the comment names the zone).
 */
function deliveryLine(order: ExchangeOrder): DocumentLine | null {
  if (order.delivery_cost === null) return null;
  const deliveryKopecks = toKopecks(order.delivery_cost);
  if (deliveryKopecks <= 0) return null;
  return {
    id: DELIVERY_LINE_ID,
    article: null,
    name: SALE_TEXTS.document.deliveryLine,
    unit: pieceUnit(),
    service: true,
    unitKopecks: deliveryKopecks,
    quantity: 1,
  };
}

function unitElement(unit: LineUnit): XmlElement {
  const attributes: [CommerceMlTag, string][] = [[TAG.unitCode, unit.code]];
  if (unit.fullName) attributes.push([TAG.unitFullName, unit.fullName]);
  if (unit.international) attributes.push([TAG.unitInternational, unit.international]);
  return element(TAG.baseUnit, unit.name, attributes);
}

function lineElement(line: DocumentLine): XmlElement {
  const { goodsType, serviceType } = SALE_TEXTS.document;
  const kind = line.service ? serviceType : goodsType;
  return element(TAG.product, [
    element(TAG.id, line.id),
    line.article === null ? null : element(TAG.article, line.article),
    element(TAG.name, line.name),
    unitElement(line.unit),
    requisites([
      [REQUISITE.productKind, kind],
      [REQUISITE.productType, kind],
    ]),
    element(TAG.unitPrice, kopecksToDecimalText(line.unitKopecks)),
    element(TAG.quantity, quantityText(line.quantity)),
    element(TAG.sum, kopecksToDecimalText(lineSum(line))),
    // the quantity is in the base unit (БазоваяЕдиница), not in a package of it
    element(TAG.coefficient, '1'),
  ]);
}

/** Фамилия Имя Отчество, as Russian names are written at checkout. */
function nameParts(fullName: string): XmlElement[] {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return [];
  const [surname, name, ...patronymic] = words;
  return [
    element(TAG.surname, surname!),
    element(TAG.firstName, name!),
    ...(patronymic.length > 0 ? [element(TAG.patronymic, patronymic.join(' '))] : []),
  ];
}

/**
 * The counterparty's Ид, as site modules make it: the account and the buyer's name (spaces collapsed),
 * so orders of one account for different people stay different counterparties in 1C; a guest order's
 * buyer is its own.
 */
export function customerId(order: Pick<ExchangeOrder, 'id' | 'user_id' | 'full_name'>): string {
  if (order.user_id === null) return `shop-customer-order-${order.id}`;
  const name = order.full_name.trim().replace(/\s+/g, ' ');
  return name === '' ? `shop-customer-${order.user_id}` : `shop-customer-${order.user_id}#${name}`;
}

function customerElement(order: ExchangeOrder): XmlElement {
  const { buyerRole, emailContact, phoneContact } = SALE_TEXTS.document;
  const address = order.delivery_method === 'DELIVERY' ? order.delivery_address : null;
  const contact = (type: string, value: string) =>
    element(TAG.contact, [element(TAG.type, type), element(TAG.value, value)]);
  return element(TAG.counterparty, [
    element(TAG.id, customerId(order)),
    element(TAG.name, order.full_name),
    element(TAG.fullName, order.full_name),
    ...nameParts(order.full_name),
    address ? element(TAG.registrationAddress, [element(TAG.presentation, address)]) : null,
    element(TAG.contacts, [
      // a guest's order by phone has no e-mail
      order.email ? contact(emailContact, order.email) : null,
      contact(phoneContact, order.phone),
    ]),
    element(TAG.role, buyerRole),
  ]);
}

const flag = (value: boolean) => (value ? 'true' : 'false');

/** The seller as the shop's settings name it now. */
export type SellerDetails = Pick<ShopPublic, 'legalName' | 'inn' | 'kpp' | 'ogrn' | 'legalAddress'>;

function sellerRequisites(seller: SellerDetails): Array<readonly [string, string]> {
  const names = SALE_TEXTS.document.sellerRequisites;
  return [
    [SALE_TEXTS.document.sellerRole, seller.legalName],
    [names.inn, seller.inn],
    ...(seller.kpp ? [[names.kpp, seller.kpp] as const] : []),
    [names.ogrn, seller.ogrn],
    [names.legalAddress, seller.legalAddress],
  ];
}

function orderRequisites(order: ExchangeOrder, seller: SellerDetails): XmlElement {
  const cancelled = order.status === 'CANCELLED';
  return requisites([
    [REQUISITE.paymentMethod, SALE_TEXTS.document.paymentMethods[order.payment_method]],
    // the shop takes no payment itself: 1C records the payment
    [REQUISITE.orderPaid, 'false'],
    [REQUISITE.deliveryAllowed, flag(!cancelled)],
    [REQUISITE.cancelled, flag(cancelled)],
    [REQUISITE.finalStatus, flag(cancelled || order.status === 'COMPLETED')],
    [REQUISITE.orderStatus, ADMIN_ORDER_STATUS_LABELS[order.status]],
    [REQUISITE.statusChangedAt, order.updated_at],
    ...sellerRequisites(seller),
  ]);
}

/** An order by phone says so first: 'Заказ по телефону. Самовывоз'. */
function orderComment(order: ExchangeOrder): string {
  const comment = receivingComment(order);
  return order.channel === 'phone' ? `${ORDER_TEXTS.phoneOrderTitle}. ${comment}` : comment;
}

/** 'Доставка: с. Верхняя Хава, 300,00 ₽; ул. Ленина, 5' or 'Самовывоз'. */
function receivingComment(order: ExchangeOrder): string {
  const method = DELIVERY_METHOD_LABELS[order.delivery_method];
  if (order.delivery_method !== 'DELIVERY') return SALE_TEXTS.document.comment(method, null);
  const cost = order.delivery_cost === null ? null : Number(order.delivery_cost);
  const zone = order.delivery_zone === null ? null : orderDeliveryText(order.delivery_zone, cost);
  const where = [zone, order.delivery_address].filter((part) => part !== null).join('; ');
  return SALE_TEXTS.document.comment(method, where || null);
}

export function orderElement(order: ExchangeOrder, currency: string, seller: SellerDetails): XmlElement {
  const goods = order.items.map(itemLine);
  const delivery = deliveryLine(order);
  const lines = delivery ? [...goods, delivery] : goods;
  const totalKopecks = lines.reduce((sum, line) => sum + lineSum(line), 0);
  const { operation, sellerRole } = SALE_TEXTS.document;
  return element(TAG.document, [
    element(TAG.id, orderDocumentId(order.id)),
    element(TAG.number, String(order.id)),
    element(TAG.date, order.created_date),
    element(TAG.operation, operation),
    element(TAG.role, sellerRole),
    element(TAG.currency, currency),
    element(TAG.rate, '1'),
    element(TAG.sum, kopecksToDecimalText(totalKopecks)),
    element(TAG.counterparties, [customerElement(order)]),
    element(TAG.time, order.created_time),
    element(TAG.comment, orderComment(order)),
    element(TAG.products, lines.map(lineElement)),
    orderRequisites(order, seller),
  ]);
}

export interface OrdersDocumentOptions {
  /** the shop's local time, 'YYYY-MM-DDTHH:MM:SS' */
  generatedAt: string;
  encoding: OrdersEncoding;
  /** Валюта as 1C names the currency ('руб') */
  currency: string;
  seller: SellerDetails;
}

/** The `query` answer: a КоммерческаяИнформация with a Документ per order (an empty root when none). */
export function ordersDocument(
  orders: readonly ExchangeOrder[],
  { generatedAt, encoding, currency, seller }: OrdersDocumentOptions,
): Buffer {
  const documents = orders.map((order) => orderElement(order, currency, seller));
  const root = element(TAG.root, documents, [
    [TAG.schemaVersion, SCHEMA_VERSION],
    [TAG.generatedAt, generatedAt],
  ]);
  return xmlDocument(root, encoding);
}
