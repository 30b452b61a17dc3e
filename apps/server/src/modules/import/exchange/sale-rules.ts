/**
 * How an order document from 1C is read against the shop's order (no database here): which status
 * its requisites mean, through the status map, which payment 1C recorded, and whether its lines differ
 * from the order's.
 */
import { SALE_TEXTS } from '@shop/shared/exchange/sale-texts';
import { STATUS_REQUISITES } from '@shop/shared/exchange/schemas';
import { kopecksToDecimalText, toKopecks } from '@shop/shared/money';
import {
  ADMIN_ORDER_STATUS_LABELS,
  isBackwardMove,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { isTrue } from '../../../lib/xml-node.js';
import type { ExchangeOrderItem } from '../../orders/index.js';
import { DELIVERY_LINE_ID, lineId } from './sale-document.js';
import type { SaleLine } from './sale-parser.js';

/** Rows of exchange_status_map. */
export type StatusMap = ReadonlyArray<{ requisite: string; value: string; status: string }>;

/** A document's requisites (ЗначенияРеквизитов), name and value. */
export type Requisites = ReadonlyArray<{ name: string; value: string }>;

/** The requisite whose value decided the status. */
export interface StatusSource {
  requisite: string;
  value: string;
  status: OrderStatus;
}

/** A payment 1C recorded for the order; number and date null when 1C only said Оплачен. */
export interface SalePayment {
  number: string | null;
  date: string | null;
}

const [STATUS_TEXT, PAID, SHIPPED, CANCELLED, POSTED] = STATUS_REQUISITES;
const { paymentNumber: PAYMENT_NUMBER, paymentDate: PAYMENT_DATE } = SALE_TEXTS.requisites;
/**
 * Yes/no requisites read after the free-text status, in this order: a cancellation wins over the
 * status text, which wins over shipment, payment and posting.
 */
const FLAGS_AFTER_STATUS = [SHIPPED, PAID, POSTED];

/** 1C writes an empty date as its first day: '0001-01-01T00:00:00', '01.01.0001 0:00:00'. */
const EMPTY_1C_DATE = /^(0001-01-01|01\.01\.0001)(\D|$)/;

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');

/** The shop's own status names, which the shop sent in 'Статус заказа' and 1C may send back unchanged. */
const SHOP_STATUS_NAMES = new Map<string, OrderStatus>(
  ORDER_STATUSES.flatMap((status) => [
    [fold(ADMIN_ORDER_STATUS_LABELS[status]), status],
    [fold(ORDER_STATUS_LABELS[status]), status],
  ]),
);

function lookup(map: StatusMap, requisite: string, value: string): OrderStatus | null {
  const row = map.find(
    (entry) => fold(entry.requisite) === fold(requisite) && fold(entry.value) === fold(value),
  );
  return row && isOrderStatus(row.status) ? row.status : null;
}

const requisiteOf = (requisites: Requisites, name: string) =>
  requisites.find((entry) => fold(entry.name) === fold(name));

/** A requisite's trimmed value, null when absent or empty. */
function filledValue(requisites: Requisites, name: string): string | null {
  const value = requisiteOf(requisites, name)?.value.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * The payment 1C recorded: 'Номер оплаты по 1С' / 'Дата оплаты по 1С' when one is filled in (1C marks
 * payment so, never with Оплачен), or Оплачен=true alone; null when the document tells of none.
 */
export function readPayment(requisites: Requisites): SalePayment | null {
  const number = filledValue(requisites, PAYMENT_NUMBER);
  const rawDate = filledValue(requisites, PAYMENT_DATE);
  const date = rawDate === null || EMPTY_1C_DATE.test(rawDate) ? null : rawDate;
  if (number !== null || date !== null) return { number, date };
  return isTrue(requisiteOf(requisites, PAID)?.value) ? { number: null, date: null } : null;
}

/** A yes/no requisite through the map; a recorded payment reads as Оплачен=true. */
function flagSource(requisites: Requisites, name: string, map: StatusMap): StatusSource | null {
  const entry = requisiteOf(requisites, name);
  const paid = name === PAID && readPayment(requisites) !== null;
  if (!entry && !paid) return null;
  const requisite = entry?.name ?? name;
  const value = paid || isTrue(entry?.value) ? 'true' : 'false';
  const status = lookup(map, requisite, value);
  return status ? { requisite, value, status } : null;
}

/**
 * The status the document's requisites map to for an order now in `current`, and the free-text status
 * 1C sent that neither the map nor the shop's own status names know (kept for staff). Отменен wins;
 * then 'Статус заказа', applied as 1C says; then Отгружен, Оплачен, Проведен — read as 'true'/'false'
 * ('да', '1' and 'истина' are true), and never taken when they would move the order back along
 * NEW → … → COMPLETED (a posted document does not undo 'Готов к выдаче').
 */
export function resolveStatus(
  requisites: Requisites,
  map: StatusMap,
  current: OrderStatus,
): { source: StatusSource | null; unknown: { requisite: string; value: string } | null } {
  let unknown: { requisite: string; value: string } | null = null;
  let text: StatusSource | null = null;
  const statusEntry = requisiteOf(requisites, STATUS_TEXT);
  if (statusEntry && statusEntry.value.trim() !== '') {
    const value = statusEntry.value.trim();
    const status = lookup(map, statusEntry.name, value) ?? SHOP_STATUS_NAMES.get(fold(value)) ?? null;
    if (status) text = { requisite: statusEntry.name, value, status };
    else unknown = { requisite: statusEntry.name, value };
  }
  const forward = FLAGS_AFTER_STATUS.map((name) => flagSource(requisites, name, map)).find(
    (found) => found !== null && !isBackwardMove(current, found.status),
  );
  const source = flagSource(requisites, CANCELLED, map) ?? text ?? forward ?? null;
  return { source, unknown };
}

export interface LineView {
  id: string;
  name: string | null;
  quantity: number | null;
  price: string | null;
}

const byId = (a: LineView, b: LineView) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const sameLine = (ours: LineView, theirs: LineView) =>
  ours.id === theirs.id &&
  ours.quantity === theirs.quantity &&
  (theirs.price === null || ours.price === theirs.price);

/**
 * The order's lines and 1C's when they differ (a line added or removed, another quantity or unit
 * price), else null. The delivery line is not a product and is left out.
 */
export function compareLines(
  items: readonly ExchangeOrderItem[],
  lines: readonly SaleLine[],
): { before: LineView[]; after: LineView[] } | null {
  const before = items
    .map((item) => ({
      id: lineId(item),
      name: item.product_name,
      quantity: item.quantity,
      price: kopecksToDecimalText(toKopecks(item.price)),
    }))
    .sort(byId);
  const after = lines
    .filter((line) => line.id !== DELIVERY_LINE_ID)
    .map((line) => ({
      id: line.id ?? '',
      name: line.name,
      quantity: line.quantity,
      price: line.priceKopecks === null ? null : kopecksToDecimalText(line.priceKopecks),
    }))
    .sort(byId);
  const same = before.length === after.length && before.every((line, i) => sameLine(line, after[i]!));
  return same ? null : { before, after };
}
