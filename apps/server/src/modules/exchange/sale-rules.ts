/**
 * How an order document from 1C is read against the shop's order (no database here): which status
 * its requisites mean, through the status map, and whether its lines differ from the order's.
 */
import { STATUS_REQUISITES } from '@shop/shared/exchange/schemas';
import { kopecksToDecimalText, toKopecks } from '@shop/shared/money';
import {
  ADMIN_ORDER_STATUS_LABELS,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { isTrue } from '../import/parsers/xml-node.js';
import type { ExchangeOrderItem } from '../orders/orders-exchange.js';
import { DELIVERY_LINE_ID, lineId } from './sale-document.js';
import type { SaleLine } from './sale-parser.js';

/** Rows of exchange_status_map. */
export type StatusMap = ReadonlyArray<{ requisite: string; value: string; status: string }>;

/** The requisite whose value decided the status. */
export interface StatusSource {
  requisite: string;
  value: string;
  status: OrderStatus;
}

const [STATUS_TEXT, PAID, SHIPPED, CANCELLED] = STATUS_REQUISITES;
/** Yes/no requisites: a cancellation wins over the free-text status, which wins over shipment and payment. */
const FLAGS_AFTER_STATUS = [SHIPPED, PAID];

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

/**
 * The status the document's requisites map to, and the free-text status 1C sent that neither the map
 * nor the shop's own status names know (kept for staff). Отменен/Отгружен/Оплачен are read as
 * 'true'/'false' ('да', '1' and 'истина' are true).
 */
export function resolveStatus(
  requisites: ReadonlyArray<{ name: string; value: string }>,
  map: StatusMap,
): { source: StatusSource | null; unknown: { requisite: string; value: string } | null } {
  const valueOf = (name: string) => requisites.find((entry) => fold(entry.name) === fold(name));
  const flag = (name: string): StatusSource | null => {
    const entry = valueOf(name);
    if (!entry) return null;
    const value = isTrue(entry.value) ? 'true' : 'false';
    const status = lookup(map, entry.name, value);
    return status ? { requisite: entry.name, value, status } : null;
  };

  let unknown: { requisite: string; value: string } | null = null;
  let text: StatusSource | null = null;
  const statusEntry = valueOf(STATUS_TEXT);
  if (statusEntry && statusEntry.value.trim() !== '') {
    const value = statusEntry.value.trim();
    const status = lookup(map, statusEntry.name, value) ?? SHOP_STATUS_NAMES.get(fold(value)) ?? null;
    if (status) text = { requisite: statusEntry.name, value, status };
    else unknown = { requisite: statusEntry.name, value };
  }
  const source =
    flag(CANCELLED) ?? text ?? FLAGS_AFTER_STATUS.map(flag).find((found) => found !== null) ?? null;
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
