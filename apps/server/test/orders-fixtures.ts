import type { CreateOrderInput } from '@shop/shared/orders/schemas';
import { lineTotalKopecks } from '@shop/shared/pricing';
import { bearer, tokenFor, type TestContext } from './helpers.js';
import { users } from '../src/modules/auth/auth.tables.js';
import { categories, products } from '../src/modules/catalog/catalog.tables.js';
import { deliveryZones } from '../src/modules/delivery/delivery.tables.js';

type ProductValues = Partial<typeof products.$inferInsert> & { id: number; name: string };

/** One category and its products (price 250.00, article ART-<id>, stock 100 unless given). */
export async function seedProducts(ctx: TestContext, categoryName: string, rows: readonly ProductValues[]) {
  const [category] = await ctx.database.db.insert(categories).values({ name: categoryName }).returning();
  await ctx.database.db.insert(products).values(
    rows.map((row) => ({
      price: '250.00',
      article: `ART-${row.id}`,
      stockQuantity: 100,
      categoryId: category!.id,
      ...row,
    })),
  );
}

export interface TestUser {
  id: number;
  email: string;
  headers: Record<string, string>;
}

/** Customers (or admins) written straight into the DB, each with the Authorization header of a token. */
export async function createUsers(
  ctx: TestContext,
  names: readonly string[],
  role: 'customer' | 'admin' = 'customer',
): Promise<TestUser[]> {
  const rows = await ctx.database.db
    .insert(users)
    .values(names.map((name) => ({ username: name, email: `${name}@example.ru`, passwordHash: 'x', role })))
    .returning();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      headers: bearer(await tokenFor(ctx, { id: row.id, email: row.email, role })),
    })),
  );
}

/**
 * The delivery zone of `orderPayload`: free delivery, no minimum — so an order's messages and documents
 * read as before delivery costs existed. `postOrder` creates it on first use.
 */
export const FIXTURE_ZONE = { id: 9001, name: 'с. Верхняя Хава' } as const;

async function ensureFixtureZone(ctx: TestContext) {
  await ctx.database.db
    .insert(deliveryZones)
    .values({ id: FIXTURE_ZONE.id, name: FIXTURE_ZONE.name, price: '0', leadTime: 'завтра' })
    .onConflictDoNothing();
}

/** A valid delivery order of these lines (unit prices as the customer saw them) and their total. */
export function orderPayload(
  lines: readonly { product_id: number; quantity: number; price: number }[],
  overrides: Partial<CreateOrderInput> = {},
): CreateOrderInput {
  // each line rounded to the kopeck once, as the server totals it (2.5 m × 123.45 ₽ = 308.63 ₽)
  const totalKopecks = lines.reduce((sum, line) => sum + lineTotalKopecks(line, line.quantity), 0);
  return {
    full_name: 'Петров Пётр Петрович',
    email: 'petrov@example.ru',
    phone: '+79001234567',
    address: 'с. Верхняя Хава, ул. Садовая, 5',
    delivery_method: 'DELIVERY',
    delivery_zone_id: FIXTURE_ZONE.id,
    payment_method: 'CASH_ON_DELIVERY',
    consent: true,
    total: totalKopecks / 100,
    items: lines.map((line) => ({ ...line })),
    ...overrides,
  };
}

export async function postOrder(
  ctx: TestContext,
  headers: Record<string, string>,
  payload: unknown,
  idempotencyKey?: string,
) {
  if ((payload as { delivery_zone_id?: unknown }).delivery_zone_id === FIXTURE_ZONE.id) {
    await ensureFixtureZone(ctx);
  }
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: idempotencyKey === undefined ? headers : { ...headers, 'idempotency-key': idempotencyKey },
    payload: payload as object,
  });
}
