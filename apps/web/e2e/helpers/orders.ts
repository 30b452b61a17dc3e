import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** The admin the e2e server creates (ADMIN_PASSWORD in the Playwright config). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' } as const;

export const E2E_PHONE = '+79001234567';

export interface ApiProduct {
  id: number;
  name: string;
  discounted_price: number;
  stock_quantity: number;
  unit_name: string | null;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the admin in through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface PlaceOrderOptions {
  email: string;
  fullName: string;
  /** a delivery address; without one the order is a pickup */
  address?: string;
  /** which of the cheap in-stock products to take, so parallel journeys buy different goods */
  skip?: number;
  /** the checkout's phone (E2E_PHONE unless given) */
  phone?: string;
}

/** The first delivery zone the shop offers (the demo data has some). */
async function firstDeliveryZoneId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/delivery/zones');
  expect(res.status()).toBe(200);
  const zones = (await res.json()) as { id: number }[];
  expect(zones.length, 'the shop offers delivery somewhere').toBeGreaterThan(0);
  return zones[0]!.id;
}

/** A customer orders two of one cheap in-stock product through the API; returns the order id and product. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  { email, fullName, address, skip = 0, phone = E2E_PHONE }: PlaceOrderOptions,
) {
  const res = await request.get('/api/products?limit=100&sort=price_asc');
  expect(res.status()).toBe(200);
  const products = ((await res.json()) as { products: ApiProduct[] }).products.filter(
    (p) => p.stock_quantity >= 5,
  );
  const product = products[skip % products.length]!;
  const zoneId = address ? await firstDeliveryZoneId(request) : null;
  const order = await request.post('/api/orders', {
    headers: bearer(token),
    data: {
      full_name: fullName,
      email,
      phone,
      ...(address
        ? { delivery_method: 'DELIVERY', address, delivery_zone_id: zoneId }
        : { delivery_method: 'PICKUP' }),
      payment_method: 'CASH_ON_DELIVERY',
      consent: true,
      total: Math.round(product.discounted_price * 200) / 100,
      items: [{ product_id: product.id, quantity: 2, price: product.discounted_price }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return { orderId: ((await order.json()) as { id: number }).id, product };
}

/** A sold-out product of the demo catalogue: sold-out goods come last in every sort, so the last page. */
export async function soldOutProduct(request: APIRequestContext): Promise<ApiProduct> {
  const first = await request.get('/api/products?limit=1');
  const { total } = (await first.json()) as { total: number };
  const last = await request.get(`/api/products?limit=100&offset=${Math.max(0, total - 100)}`);
  const { products } = (await last.json()) as { products: ApiProduct[] };
  const soldOut = products.find((p) => p.stock_quantity <= 0);
  expect(soldOut, 'the demo catalogue has sold-out goods').toBeDefined();
  return soldOut!;
}
