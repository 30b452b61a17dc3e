/**
 * What customers do during the rehearsal, from loopback through nginx: autocannon browsing pages drawn
 * on the server, catalogue and search answers, and a few customers checking out one after another.
 * Every answer is recorded with its time, so a phase (the restarts, the database outage) reads its own
 * failures and latencies.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { ProductList } from '@shop/shared/catalog/schemas';
import { call, checkoutPayload, fillCart, type Customer } from '../bench/checkout.js';
import { sleep } from './cluster.js';

export interface Sample {
  /** Date.now() when the answer (or the failure) came */
  at: number;
  /** HTTP status; 0 for a connection error or a time-out */
  status: number;
  ms: number;
  /** the path, for a failure */
  path?: string;
  error?: string;
}

/** Words customers search for: whole, unfinished, with a typo, in the wrong layout. */
const SEARCHES = ['цемент', 'гипсок', 'ламинад', 'саморезы', 'ldthm', 'краска', 'ГКЛ', 'труба'];

/** The pages and answers the load walks through: product and catalogue pages, searches, lists. */
export async function browsingPaths(base: string): Promise<string[]> {
  const list = (await (await fetch(`${base}/api/products?limit=40`)).json()) as ProductList;
  const categories = [...new Set(list.products.map((product) => product.category_id))].filter(
    (id): id is number => typeof id === 'number',
  );
  const paths = ['/', '/catalog'];
  for (const product of list.products.slice(0, 20)) paths.push(`/product/${product.id}`);
  for (const id of categories.slice(0, 8)) {
    paths.push(`/catalog?category_id=${id}`, `/api/products?category_id=${id}&limit=24&sort=price_asc`);
  }
  for (const word of SEARCHES) {
    paths.push(`/search?q=${encodeURIComponent(word)}`);
    paths.push(`/api/products/search?q=${encodeURIComponent(word)}&limit=10`);
  }
  return paths;
}

/** autocannon over `paths` until stopped (at most `overallRate` requests a second when given); each answer lands in `samples`. */
export function startBrowsing(base: string, paths: string[], connections: number, overallRate?: number) {
  const samples: Sample[] = [];
  let finish = () => undefined as void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  // with a callback autocannon hands back the running instance (its events, stop) instead of a promise
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: 3600,
      timeout: 10,
      ...(overallRate ? { overallRate } : {}),
      requests: paths.map((path) => ({ method: 'GET', path })),
    },
    () => finish(),
  );
  // requests cut short by stop() itself are not the shop's failures
  let stopping = false;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!stopping) samples.push({ at: Date.now(), status: statusCode, ms: responseTime });
  });
  instance.on('reqError', (error: Error) => {
    if (!stopping) samples.push({ at: Date.now(), status: 0, ms: 0, error: error.message });
  });
  return {
    samples,
    async stop() {
      stopping = true;
      instance.stop();
      await finished;
    },
  };
}

export interface CheckoutOutcome {
  at: number;
  ok: boolean;
  ms: number;
  orderId?: number;
  error?: string;
}

/** Whole-unit products with stock to spare for every order of the rehearsal. */
export async function orderPool(base: string, size: number, unitsEach: number): Promise<number[]> {
  const pool: number[] = [];
  for (let offset = 0; pool.length < size && offset < 3000; offset += 100) {
    const answer = await fetch(`${base}/api/products?hasStockAndPrice=true&limit=100&offset=${offset}`);
    const { products } = (await answer.json()) as ProductList;
    if (products.length === 0) break;
    for (const product of products) {
      const wholeUnits = product.quantity_step === 1 && product.min_quantity === 1;
      if (wholeUnits && product.stock_quantity >= unitsEach && pool.length < size) pool.push(product.id);
    }
  }
  if (pool.length < size) throw new Error(`only ${pool.length} products with ${unitsEach}+ in stock`);
  return pool;
}

/** One checkout as the web client does it: the cart filled, then POST /api/orders with its key. */
export async function placeOrder(base: string, customer: Customer, productIds: number[]) {
  const cart = await fillCart(base, customer.headers, productIds);
  const order = await call<{ id: number }>(
    base,
    'POST',
    '/api/orders',
    checkoutPayload(customer.email, cart, 'PICKUP'),
    {
      ...customer.headers,
      'idempotency-key': randomUUID(),
    },
  );
  return order.id;
}

/** Customers checking out one after another (each its own loop) until stopped. */
export function startCheckouts(base: string, customers: Customer[], pool: number[], pauseMs = 150) {
  const outcomes: CheckoutOutcome[] = [];
  let running = true;
  let turn = 0;
  const loops = customers.map(async (customer) => {
    while (running) {
      const start = turn++;
      const lines = [pool[start % pool.length]!, pool[(start + 7) % pool.length]!];
      const begin = performance.now();
      try {
        const orderId = await placeOrder(base, customer, lines);
        outcomes.push({ at: Date.now(), ok: true, ms: performance.now() - begin, orderId });
      } catch (error) {
        outcomes.push({ at: Date.now(), ok: false, ms: performance.now() - begin, error: String(error) });
      }
      await sleep(pauseMs);
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The samples between two moments. */
export const between = (samples: Sample[], from: number, to: number) =>
  samples.filter((sample) => sample.at >= from && sample.at <= to);
