/**
 * The checkout scenario of `npm run bench`, on the real path of a customer: accounts registered and
 * confirmed through the API (the code read from the e-mail the server writes to DATA_DIR/outbox when
 * SMTP_URL is unset), each cart filled with POST /api/cart/items, then POST /api/orders with the
 * checkout form's payload, the unit prices and total by the shared rule, and an `Idempotency-Key` as
 * the web client sends. Only POST /api/orders is timed; p95 here is the true 95th percentile.
 * - 1 client: CHECKOUTS orders one after another (after a short warm-up)
 * - 10 clients, each with its own account: CHECKOUTS_PER_CLIENT orders each, all at once; the rate is
 *   orders placed per second of wall time, cart filling included
 * Each order has 2 or 3 lines of 1 unit of in-stock products, taken in turn from a pool with stock to
 * spare; orders and stock changes stay in the bench database.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cart } from '@shop/shared/cart/schemas';
import type { ProductList } from '@shop/shared/catalog/schemas';
import type { CreateOrderInput } from '@shop/shared/orders/schemas';
import { orderTotal, unitPrice } from '@shop/shared/pricing';
import PostalMime from 'postal-mime';

const CHECKOUTS = 200;
const WARM_UP = 5;
const CLIENTS = 10;
const CHECKOUTS_PER_CLIENT = 30;
/** Products the orders rotate through; each needs stock for its share of every order of one run. */
const POOL_SIZE = 60;
const MAX_LINES = 3;

type Headers = Record<string, string>;
export interface Customer {
  email: string;
  headers: Headers;
}

export async function call<T>(
  base: string,
  method: string,
  path: string,
  body: unknown,
  headers: Headers = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The 6-digit code of the newest outbox e-mail to this address (files `<time>-<uuid>.eml`). */
async function codeFromOutbox(outboxDir: string, email: string): Promise<string> {
  const newestFirst = readdirSync(outboxDir).sort().reverse();
  for (const name of newestFirst) {
    const mail = await PostalMime.parse(readFileSync(join(outboxDir, name)));
    if (mail.to?.some((to) => to.address?.toLowerCase() === email.toLowerCase())) {
      const code = /Код:\s*(\d{6})/.exec(mail.text ?? '')?.[1];
      if (!code) throw new Error(`no 'Код: NNNNNN' line in ${name}`);
      return code;
    }
  }
  throw new Error(`no e-mail to ${email} in ${outboxDir}`);
}

/** Registers a customer and confirms the e-mail with the code it was sent, which signs them in. */
export async function registerCustomer(base: string, outboxDir: string, email: string): Promise<Customer> {
  await call(base, 'POST', '/api/auth/register', {
    username: 'Покупатель бенчмарка',
    email,
    password: `Bench-${randomUUID()}`,
    consent: true,
  });
  const code = await codeFromOutbox(outboxDir, email);
  const { token } = await call<{ token: string }>(base, 'POST', '/api/auth/verify', { email, code });
  return { email, headers: { authorization: `Bearer ${token}` } };
}

/** An active delivery zone without a minimum order: every bench order is delivered there. */
async function deliveryZone(base: string): Promise<number> {
  const response = await fetch(`${base}/api/delivery/zones`);
  const zones = (await response.json()) as Array<{ id: number; min_order: number | null }>;
  const zone = zones.find((candidate) => candidate.min_order === null);
  if (!zone) throw new Error('no delivery zone without a minimum order');
  return zone.id;
}

/** In-stock products with a price and stock for every order of this run, from the first catalogue pages. */
async function productPool(base: string, unitsEach: number): Promise<number[]> {
  const pool: number[] = [];
  for (let offset = 0; pool.length < POOL_SIZE && offset < 10_000; offset += 100) {
    const response = await fetch(`${base}/api/products?hasStockAndPrice=true&limit=100&offset=${offset}`);
    const { products } = (await response.json()) as ProductList;
    if (products.length === 0) break;
    for (const product of products) {
      // one unit must keep to the product's sale rule (not a 2.397 m² pack)
      const soldByUnit = product.min_quantity <= 1 && Number.isInteger(1 / product.quantity_step);
      if (product.stock_quantity >= unitsEach && soldByUnit && pool.length < POOL_SIZE) pool.push(product.id);
    }
  }
  if (pool.length < POOL_SIZE) throw new Error(`only ${pool.length} products with ${unitsEach}+ in stock`);
  return pool;
}

/** Adds one unit of each product to the customer's cart; the cart as the server answers it. */
export async function fillCart(base: string, headers: Headers, productIds: number[]): Promise<Cart> {
  let cart: Cart | undefined;
  for (const id of productIds) {
    cart = await call<Cart>(base, 'POST', '/api/cart/items', { product_id: id, quantity: 1 }, headers);
  }
  return cart!;
}

/** The checkout form's payload for this cart: the unit prices and the total by the shared rule. */
export function checkoutPayload(
  email: string,
  cart: Cart,
  delivery: { zoneId: number } | 'PICKUP',
): CreateOrderInput {
  const lines = cart.CartItems;
  return {
    full_name: 'Петров Пётр Петрович',
    email,
    phone: '+79001234567',
    ...(delivery === 'PICKUP'
      ? { delivery_method: 'PICKUP' as const }
      : {
          delivery_method: 'DELIVERY' as const,
          address: 'с. Верхняя Хава, ул. Садовая, 5',
          delivery_zone_id: delivery.zoneId,
        }),
    consent: true,
    payment_method: 'CASH_ON_DELIVERY',
    total: orderTotal(lines.map((line) => ({ product: line.Product, quantity: line.quantity }))),
    items: lines.map((line) => ({
      product_id: line.product_id,
      quantity: line.quantity,
      price: unitPrice(line.Product),
    })),
  };
}

/** Fills the empty cart of one customer with these products and places the order; returns its time in ms. */
async function checkout(
  base: string,
  { email, headers }: Customer,
  productIds: number[],
  zoneId: number,
): Promise<number> {
  const payload = checkoutPayload(email, await fillCart(base, headers, productIds), { zoneId });
  const begin = performance.now();
  await call(base, 'POST', '/api/orders', payload, { ...headers, 'idempotency-key': randomUUID() });
  return performance.now() - begin;
}

/** The products of order `n` of client `client`: 2 or 3 neighbours in the pool, a different start each time. */
function linesOf(pool: number[], client: number, n: number): number[] {
  const count = 2 + ((client + n) % (MAX_LINES - 1));
  const start = (client * 7 + n * MAX_LINES) % pool.length;
  return Array.from({ length: count }, (_, k) => pool[(start + k) % pool.length]!);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (values: number[], p: number) =>
  `${(values.length ? String(Math.round(percentile(values, p))) : '-').padStart(4)} ms`;

const sortedTimes = (times: number[]) => [...times].sort((a, b) => a - b);

export async function checkoutFigures(base: string, dataDir: string): Promise<void> {
  const outboxDir = join(dataDir, 'outbox');
  const run = Date.now().toString(36);
  const orders = WARM_UP + CHECKOUTS + CLIENTS * CHECKOUTS_PER_CLIENT;
  const pool = await productPool(base, Math.ceil((orders * MAX_LINES) / POOL_SIZE) + 1);
  const zoneId = await deliveryZone(base);
  const customers: Customer[] = [];
  for (let client = 0; client < CLIENTS; client++) {
    customers.push(await registerCustomer(base, outboxDir, `bench-${run}-${client}@example.ru`));
  }
  const errors: unknown[] = [];
  /** One checkout's time, or undefined when it failed (counted, the first error shown). */
  const timed = (customer: Customer, client: number, n: number) =>
    checkout(base, customer, linesOf(pool, client, n), zoneId).catch((error: unknown) => {
      errors.push(error);
      return undefined;
    });

  const alone: number[] = [];
  for (let n = 0; n < WARM_UP + CHECKOUTS; n++) {
    const time = await timed(customers[0]!, 0, n);
    if (n >= WARM_UP && time !== undefined) alone.push(time);
  }

  const loaded: number[] = [];
  const begin = performance.now();
  await Promise.all(
    customers.map(async (customer, client) => {
      for (let n = WARM_UP + CHECKOUTS; n < WARM_UP + CHECKOUTS + CHECKOUTS_PER_CLIENT; n++) {
        const time = await timed(customer, client, n);
        if (time !== undefined) loaded.push(time);
      }
    }),
  );
  const perSecond = loaded.length / ((performance.now() - begin) / 1000);

  const one = sortedTimes(alone);
  const ten = sortedTimes(loaded);
  const failed = errors.length ? `   FAILED ${errors.length}: ${String(errors[0])}` : '';
  console.log(
    `${'checkout: POST /api/orders, 2-3 lines'.padEnd(48)} 1 client: p50 ${ms(one, 50)} p95 ${ms(one, 95)}` +
      ` | 10 clients: ${String(Math.round(perSecond)).padStart(5)} checkouts/s` +
      ` p50 ${ms(ten, 50)} p95 ${ms(ten, 95)}${failed}`,
  );
}
