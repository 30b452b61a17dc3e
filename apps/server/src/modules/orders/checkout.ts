/**
 * Checkout's rules: the server prices every line from the database with the shared pricing rule and
 * compares the customer's prices and total with it; every quantity keeps to its product's sale rule
 * (the minimum and the step: 2.5 m by 0.1 m); a short product is refused with its name and what is
 * left. The order by phone (quick-order.ts) prices its lines with the same rule.
 */
import { quantityProblem, quantityProblemText } from '@shop/shared/catalog/quantity';
import { needsSpecialTransport, type TransportLimits } from '@shop/shared/delivery/transport';
import type { CreateOrder } from '@shop/shared/orders/schemas';
import { lineTotalKopecks, pricesDiffer, unitPriceKopecks } from '@shop/shared/pricing';
import { orderLineQuantity } from '@shop/shared/orders/lines';
import { TEXTS } from '@shop/shared/texts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import {
  DISCOUNTS_OF,
  NEEDS_SPECIAL_TRANSPORT,
  PRODUCT_COLUMNS,
  ProductRow,
  saleRuleOf,
  toProduct,
} from '../catalog/index.js';
import type { StockTake } from '../catalog/index.js';

const OrderedProductRow = ProductRow.extend({
  published: column.bool,
  external_id: column.text.nullable(),
  special_transport: column.bool,
  length_m: column.numeric.nullable(),
});

/** One line of an order as the server priced it. */
export interface PricedLine {
  productId: number;
  /** up to three decimals (2.5 m) */
  quantity: number;
  name: string;
  /** the product's picture, for the order's answer */
  image: string | null;
  article: string;
  externalId: string | null;
  /** the product's unit ('м'), for the texts that name a quantity */
  unitName: string | null;
  unitKopecks: number;
  lineKopecks: number;
}

/** The lines of a priced order, their total, and whether one needs special transport. */
export interface PricedOrder {
  lines: PricedLine[];
  totalKopecks: number;
  needsSpecialTransport: boolean;
}

/**
 * Reads the ordered products with their discounts and prices every line by the shared rule; a product
 * not on sale (unknown, unpublished) refuses the order, a quantity off its product's rule too (400
 * naming the step, on `items.<i>.quantity`). The order needs special transport by the shared rule: a
 * marked good, or — with the shop's `limits` — an item too long or goods too heavy. Both the checkout
 * and the order by phone price their lines here.
 */
export async function priceLines(
  tx: Database,
  items: ReadonlyArray<{ product_id: number; quantity: number }>,
  limits: TransportLimits,
): Promise<PricedOrder> {
  const ids = items.map((item) => item.product_id);
  const rows = await queryRows(
    tx,
    sql`select ${PRODUCT_COLUMNS}, p.published, p.external_id, ${DISCOUNTS_OF(sql`p.id`)} as discounts,
        ${NEEDS_SPECIAL_TRANSPORT} as special_transport, p.length_m
      from products p where p.id = any(${intArray(ids)})`,
    OrderedProductRow,
    'order_priced_lines',
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unavailable = ids.filter((id) => !byId.get(id)?.published);
  if (unavailable.length > 0) {
    throw new AppError('OUT_OF_STOCK', TEXTS.checkout.productsUnavailable(unavailable));
  }
  refuseOffRule(items, byId);
  const lines = items.map((item): PricedLine => {
    const row = byId.get(item.product_id)!;
    const product = toProduct(row);
    return {
      productId: item.product_id,
      quantity: item.quantity,
      name: product.name,
      image: product.image,
      article: product.article,
      externalId: row.external_id,
      unitName: row.unit_name,
      unitKopecks: unitPriceKopecks(product),
      lineKopecks: lineTotalKopecks(product, item.quantity),
    };
  });
  const totalKopecks = lines.reduce((sum, line) => sum + line.lineKopecks, 0);
  const transportLines = items.map((item) => {
    const row = byId.get(item.product_id)!;
    return {
      quantity: item.quantity,
      special_transport: row.special_transport,
      weight_kg: row.weight_kg === null ? null : Number(row.weight_kg),
      length_m: row.length_m === null ? null : Number(row.length_m),
    };
  });
  return { lines, totalKopecks, needsSpecialTransport: needsSpecialTransport(transportLines, limits) };
}

/** 400 when a line's quantity is under its product's minimum or off its step, naming them in its unit. */
function refuseOffRule(
  items: ReadonlyArray<{ product_id: number; quantity: number }>,
  products: ReadonlyMap<number, ProductRow>,
) {
  const refused = items.flatMap((item, index) => {
    const row = products.get(item.product_id)!;
    const problem = quantityProblem(item.quantity, saleRuleOf(row));
    if (!problem) return [];
    const text = quantityProblemText(problem, row.unit_name);
    return [{ index, text: TEXTS.checkout.itemQuantity(row.name, text) }];
  });
  if (refused.length === 0) return;
  throw new AppError(
    'VALIDATION_FAILED',
    refused.map(({ text }) => text).join('; '),
    Object.fromEntries(refused.map(({ index, text }) => [`items.${index}.quantity`, text])),
  );
}

/**
 * The checkout's pricing: priceLines(), then the payload checked against it: every unit price and the
 * total within 0.01 ₽ of the server's.
 */
export async function priceOrder(
  tx: Database,
  input: CreateOrder,
  limits: TransportLimits,
): Promise<PricedOrder> {
  const priced = await priceLines(tx, input.items, limits);
  const priceChanged = input.items.some((item, i) => pricesDiffer(item.price, priced.lines[i]!.unitKopecks));
  if (priceChanged || pricesDiffer(input.total, priced.totalKopecks)) throw new AppError('PRICES_CHANGED');
  return priced;
}

/** The refusal of an order some of whose products are short: each named with what is left, in its unit. */
export function notEnoughStock(
  lines: readonly PricedLine[],
  short: Extract<StockTake, { ok: false }>['short'],
) {
  const available = new Map(short.map((s) => [s.productId, s.available]));
  const shortLines = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => available.has(line.productId));
  const texts = shortLines.map(({ line }) => {
    const left = available.get(line.productId)!;
    return TEXTS.checkout.itemStock(line.name, left > 0 ? orderLineQuantity(left, line.unitName) : null);
  });
  return new AppError(
    'OUT_OF_STOCK',
    TEXTS.checkout.notEnoughStock(texts),
    Object.fromEntries(shortLines.map(({ index }, i) => [`items.${index}.quantity`, texts[i]!])),
  );
}
