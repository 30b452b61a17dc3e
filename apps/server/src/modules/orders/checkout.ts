/**
 * Checkout's rules: the server prices every line from the database with the shared pricing rule and
 * compares the customer's prices and total with it; a short product is refused with its name and what
 * is left. The order by phone (quick-order.ts) prices its lines with the same rule.
 */
import type { CreateOrder } from '@shop/shared/orders/schemas';
import { lineTotalKopecks, pricesDiffer, unitPriceKopecks } from '@shop/shared/pricing';
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
  toProduct,
} from '../catalog/index.js';
import type { StockTake } from '../catalog/index.js';

const OrderedProductRow = ProductRow.extend({
  published: column.bool,
  external_id: column.text.nullable(),
  special_transport: column.bool,
});

/** One line of an order as the server priced it. */
export interface PricedLine {
  productId: number;
  quantity: number;
  name: string;
  article: string;
  externalId: string | null;
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
 * not on sale (unknown, unpublished) refuses the order. Both the checkout and the order by phone price
 * their lines here.
 */
export async function priceLines(
  tx: Database,
  items: ReadonlyArray<{ product_id: number; quantity: number }>,
): Promise<PricedOrder> {
  const ids = items.map((item) => item.product_id);
  const rows = await queryRows(
    tx,
    sql`select ${PRODUCT_COLUMNS}, p.published, p.external_id, ${DISCOUNTS_OF(sql`p.id`)} as discounts,
        ${NEEDS_SPECIAL_TRANSPORT} as special_transport
      from products p where p.id = any(${intArray(ids)})`,
    OrderedProductRow,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unavailable = ids.filter((id) => !byId.get(id)?.published);
  if (unavailable.length > 0) {
    throw new AppError('OUT_OF_STOCK', TEXTS.checkout.productsUnavailable(unavailable));
  }
  const lines = items.map((item): PricedLine => {
    const row = byId.get(item.product_id)!;
    const product = toProduct(row);
    return {
      productId: item.product_id,
      quantity: item.quantity,
      name: product.name,
      article: product.article,
      externalId: row.external_id,
      unitKopecks: unitPriceKopecks(product),
      lineKopecks: lineTotalKopecks(product, item.quantity),
    };
  });
  const totalKopecks = lines.reduce((sum, line) => sum + line.lineKopecks, 0);
  const needsSpecialTransport = rows.some((row) => row.special_transport);
  return { lines, totalKopecks, needsSpecialTransport };
}

/**
 * The checkout's pricing: priceLines(), then the payload checked against it: every unit price and the
 * total within 0.01 ₽ of the server's.
 */
export async function priceOrder(tx: Database, input: CreateOrder): Promise<PricedOrder> {
  const priced = await priceLines(tx, input.items);
  const priceChanged = input.items.some((item, i) => pricesDiffer(item.price, priced.lines[i]!.unitKopecks));
  if (priceChanged || pricesDiffer(input.total, priced.totalKopecks)) throw new AppError('PRICES_CHANGED');
  return priced;
}

/** The refusal of an order some of whose products are short: each named with what is left. */
export function notEnoughStock(
  lines: readonly PricedLine[],
  short: Extract<StockTake, { ok: false }>['short'],
) {
  const available = new Map(short.map((s) => [s.productId, s.available]));
  const shortLines = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => available.has(line.productId));
  const texts = shortLines.map(({ line }) =>
    TEXTS.checkout.itemStock(line.name, available.get(line.productId)!),
  );
  return new AppError(
    'OUT_OF_STOCK',
    TEXTS.checkout.notEnoughStock(texts),
    Object.fromEntries(shortLines.map(({ index }, i) => [`items.${index}.quantity`, texts[i]!])),
  );
}
