import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_STATUSES } from '@shop/shared/orders/status';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers.js';
import type { DatabaseHandle } from '../db/client.js';
import { rawRows } from '../../test/helpers.js';
import { migrate } from '../db/migrate.js';
import {
  categories,
  discountProducts,
  orderItems,
  orders,
  products,
  promotions,
  users,
} from '../db/schema.js';
import { verifyPassword } from '../modules/auth/password.js';
import { DEMO_CUSTOMER, isCatalogEmpty } from './first-start.js';
import { seedDemo } from './seed.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
const uploadsDir = mkdtempSync(join(tmpdir(), 'shop-seed-uploads-'));

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  expect(await isCatalogEmpty(database.db)).toBe(true);
  await seedDemo(database.db, { products: 2400, uploadsDir });
}, 120_000);
afterAll(() => drop());

describe('demo seed', () => {
  it('fills categories two or three levels deep and 2,400 products, all with pictures on disk', async () => {
    const db = database.db;
    expect(await isCatalogEmpty(db)).toBe(false);
    const [cats] = await db.select({ n: count() }).from(categories);
    expect(cats!.n).toBeGreaterThanOrEqual(40);
    const depth = await rawRows<{ depth: number }>(
      db,
      sql`
      with recursive tree as (
        select id, 1 as depth from categories where parent_id is null
        union all select c.id, t.depth + 1 from categories c join tree t on c.parent_id = t.id)
      select max(depth)::int as depth from tree`,
    );
    expect(depth[0]!.depth).toBe(3);
    const [prods] = await db.select({ n: count() }).from(products);
    expect(prods!.n).toBe(2400);
    const files = new Set(readdirSync(join(uploadsDir, 'demo')));
    const images = await db.selectDistinct({ image: products.image }).from(products);
    for (const { image } of images) expect(files.has(image!.replace('/uploads/demo/', ''))).toBe(true);
  });

  it('spreads stock over every label band', async () => {
    const bands = await rawRows<{ band: string; n: number }>(
      database.db,
      sql`
      select case when stock_quantity = 0 then 'none' when stock_quantity < 10 then 'low'
                  when stock_quantity < 50 then 'medium' else 'high' end as band, count(*)::int as n
      from products group by 1`,
    );
    const byBand = Object.fromEntries(bands.map((r) => [r.band, r.n]));
    for (const band of ['none', 'low', 'medium', 'high']) expect(byBand[band]).toBeGreaterThanOrEqual(240);
  });

  it("stores units (bags without an OKEI code), barcodes and some products' 'Характеристики'", async () => {
    const units = await rawRows<{ unit_name: string; unit_code: string | null; n: number }>(
      database.db,
      sql`select unit_name, unit_code, count(*)::int as n from products group by 1, 2 order by 1`,
    );
    expect(units.map((u) => u.unit_name)).toEqual(expect.arrayContaining(['шт', 'м', 'м²', 'мешок', 'кг']));
    expect(units.find((u) => u.unit_name === 'мешок')?.unit_code).toBeNull();
    const [described] = await rawRows<{ n: number; barcodes: number }>(
      database.db,
      sql`select count(*) filter (where jsonb_array_length(properties) > 0)::int as n,
        count(barcode)::int as barcodes from products`,
    );
    expect(described!.n).toBeGreaterThan(100);
    expect(described!.barcodes).toBeGreaterThan(1000);
    const [cable] = await rawRows<{ properties: unknown }>(
      database.db,
      sql`select properties from products where unit_name = 'м' and name like 'Кабель%'
        and properties <> '[]' order by id limit 1`,
    );
    expect(cable!.properties).toContainEqual({ name: 'Материал жил', value: 'медь' });
  });

  it('stores the showcase goods with their exact stock, weight and sale step', async () => {
    const rows = await rawRows<{
      name: string;
      unit_code: string | null;
      stock_quantity: number;
      stock_exact: string;
      weight_kg: string | null;
      quantity_step: string | null;
      min_quantity: string | null;
    }>(
      database.db,
      sql`select name, unit_code, stock_quantity, stock_exact::text, weight_kg::text, quantity_step::text,
        min_quantity::text from products
        where name like 'Цепь сварная%' or name like 'Керамогранит Estima Standard%'
          or name like 'Ламинат Egger Pro Classic%' order by name`,
    );
    expect(rows).toEqual([
      {
        name: 'Керамогранит Estima Standard 60×60 см, серый матовый',
        unit_code: '055',
        stock_quantity: 230,
        stock_exact: '230.400',
        weight_kg: '22.000',
        quantity_step: '1.440',
        min_quantity: '1.440',
      },
      {
        name: 'Ламинат Egger Pro Classic 32 класс 8 мм, дуб Ривьера (1,996 м²)',
        unit_code: '778',
        stock_quantity: 64,
        stock_exact: '64.000',
        weight_kg: '15.900',
        quantity_step: null,
        min_quantity: null,
      },
      {
        name: 'Цепь сварная оцинкованная DIN 766, 5 мм',
        unit_code: '006',
        stock_quantity: 145,
        stock_exact: '145.984',
        weight_kg: '0.500',
        quantity_step: null,
        min_quantity: null,
      },
    ]);
    const [cement] = await rawRows<{ weight_kg: string }>(
      database.db,
      sql`select weight_kg::text from products where name like 'Цемент % 50 кг,%' limit 1`,
    );
    expect(cement?.weight_kg).toBe('50.000');
    const [whole] = await rawRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where stock_exact <> stock_quantity`,
    );
    // only the linoleum, the tiles and the chain have a fractional stock
    expect(whole?.n).toBe(3);
  });

  it('creates promotion and discount categories, promotions, and discounts with products', async () => {
    const db = database.db;
    const flagged = await db
      .select()
      .from(categories)
      .where(sql`is_promotion_category or is_discount_category`);
    expect(flagged.length).toBeGreaterThanOrEqual(2);
    const [promos] = await db.select({ n: count() }).from(promotions);
    expect(promos!.n).toBeGreaterThanOrEqual(3);
    const [inDiscount] = await db.select({ n: count() }).from(discountProducts);
    expect(inDiscount!.n).toBeGreaterThanOrEqual(20);
  });

  it('creates a verified demo customer who can sign in, with an order in every status', async () => {
    const db = database.db;
    const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(customer!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(customer!.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
    const rows = await db.select().from(orders).where(eq(orders.userId, customer!.id));
    expect(rows.map((o) => o.status).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const order of rows) {
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const sum = items.reduce(
        (total, item) => total + Number(item.priceAtPurchase) * 100 * item.quantity,
        0,
      );
      expect(Math.round(sum)).toBe(Math.round(Number(order.totalAmount) * 100));
      if (order.deliveryMethod === 'PICKUP') expect(order.deliveryAddress).toContain('самовывоз');
    }
  });

  it('runs migrations again without changes (idempotent start)', async () => {
    await migrate(database);
    expect(await isCatalogEmpty(database.db)).toBe(false);
  });
});
