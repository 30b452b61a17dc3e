import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeleteAllResult } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { TEXTS } from '@shop/shared/texts';
import {
  bearer,
  buildTestApp,
  rawRows,
  testConfig,
  testPicture,
  tokenFor,
  type TestContext,
} from '../../../test/helpers.js';
import { createUsers, orderPayload, postOrder, type TestUser } from '../../../test/orders-fixtures.js';
import { createImageStore } from '../../lib/images.js';
import { hashPassword, users } from '../auth/index.js';
import { categories, products } from '../catalog/index.js';
import { discountProducts, discounts } from '../discounts/discounts.tables.js';
import { promotions } from '../promotions/promotions.tables.js';

const PASSWORD = 'Склад-на-Садовой-2024';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

/** An admin whose password is PASSWORD. */
async function adminWithPassword(app: TestContext, name: string): Promise<TestUser> {
  const [row] = await app.database.db
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.ru`,
      passwordHash: await hashPassword(PASSWORD),
      role: 'admin',
    })
    .returning();
  const token = await tokenFor(app, { id: row!.id, email: row!.email, role: 'admin' });
  return { id: row!.id, email: row!.email, headers: bearer(token) };
}

const deleteAll = (payload: unknown, headers = admin.headers, app = ctx) =>
  app.app.inject({ method: 'POST', url: '/api/import/delete-all', payload: payload as object, headers });

const count = async (table: string) =>
  (await rawRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!
    .n;

/** The files of a stored picture: page and card WebP and the original. */
const filesOf = (path: string) => {
  const [, , folder, name] = path.split('/');
  return readdirSync(join(ctx.config.uploadsDir, folder!)).filter((file) =>
    file.startsWith(name!.replace('.webp', '')),
  );
};

interface Seeded {
  ordered: number;
  pictures: { ordered: string; gone: string[] };
}

/** A small shop: a category tree with pictures, products with pictures, a discount, a promotion, an order. */
async function seedShop(): Promise<Seeded> {
  const db = ctx.database.db;
  const store = createImageStore(ctx.config.uploadsDir);
  const picture = await testPicture('png', 32);
  const save = async (folder: 'products' | 'categories' | 'discounts') =>
    (await store.save(picture, folder)).path;
  const [parent] = await db
    .insert(categories)
    .values({ name: 'Сухие смеси', image: await save('categories') })
    .returning();
  const [child] = await db
    .insert(categories)
    .values({ name: 'Цемент', parentId: parent!.id, externalId: 'g-cement' })
    .returning();
  const images = {
    ordered: await save('products'),
    kept: await save('products'),
    other: await save('products'),
  };
  const [ordered, inCart] = await db
    .insert(products)
    .values([
      {
        name: 'Цемент М500, 50 кг',
        price: '520.00',
        stockQuantity: 10,
        categoryId: child!.id,
        image: images.ordered,
        externalId: 'p-1',
      },
      {
        name: 'Цемент М400, 50 кг',
        price: '480.00',
        stockQuantity: 10,
        categoryId: child!.id,
        image: images.kept,
      },
      {
        name: 'Смесь пескобетон',
        price: '250.00',
        stockQuantity: 10,
        categoryId: parent!.id,
        image: images.other,
      },
    ])
    .returning();
  const [discount] = await db
    .insert(discounts)
    .values({ title: 'Неделя цемента', image: await save('discounts'), categoryId: child!.id })
    .returning();
  await db
    .insert(discountProducts)
    .values({ discountId: discount!.id, productId: inCart!.id, discountPercent: 10 });
  await db.insert(promotions).values({ title: 'Доставка бесплатно', description: 'От 10 000 ₽' });
  const order = await postOrder(
    ctx,
    customer.headers,
    orderPayload([{ product_id: ordered!.id, quantity: 2, price: 520 }]),
  );
  expect(order.statusCode, order.body).toBe(201);
  const cart = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: customer.headers,
    payload: { product_id: inCart!.id, quantity: 1 },
  });
  expect(cart.statusCode, cart.body).toBeLessThan(300);
  return {
    ordered: ordered!.id,
    pictures: {
      ordered: images.ordered,
      gone: [images.kept, images.other, parent!.image!, discount!.image!],
    },
  };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await adminWithPassword(ctx, 'wipe-admin');
  customer = (await createUsers(ctx, ['wipe-customer']))[0]!;
});
afterAll(() => ctx.close());

describe('POST /api/import/delete-all', () => {
  it('asks for the password: empty 400, wrong 403; customers 403, guests 401; nothing is deleted', async () => {
    const before = await count('products');
    for (const payload of [{ password: '' }, {}]) {
      const res = await deleteAll(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: TEXTS.validation.passwordRequired,
        fields: { password: TEXTS.validation.passwordRequired },
      });
    }
    const wrong = await deleteAll({ password: 'не-тот-пароль' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      error: IMPORT_TEXTS.deleteAll.wrongPassword,
    });
    const byCustomer = await deleteAll({ password: PASSWORD }, customer.headers);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toMatchObject({ code: 'FORBIDDEN', error: TEXTS.auth.adminOnly });
    expect((await deleteAll({ password: PASSWORD }, {})).statusCode).toBe(401);
    // another admin's password is not this admin's
    const other = (await createUsers(ctx, ['wipe-other-admin'], 'admin'))[0]!;
    expect((await deleteAll({ password: PASSWORD }, other.headers)).statusCode).toBe(403);
    expect(await count('products')).toBe(before);
  });

  it('is refused while an import is queued or running', async () => {
    await ctx.database.db.execute(
      sql`insert into import_jobs (id, kind, status) values ('00000000-0000-4000-8000-000000000001', 'prices', 'running')`,
    );
    try {
      const res = await deleteAll({ password: PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'IMPORT_RUNNING' });
    } finally {
      await ctx.database.db.execute(sql`delete from import_jobs`);
    }
  });

  it('deletes products and categories in one go; an ordered product is hidden and its order still reads', async () => {
    const seeded = await seedShop();
    const res = await deleteAll({ password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DeleteAllResult>()).toEqual({
      message: IMPORT_TEXTS.panel.deleteAllDone,
      deleted: 2,
      unpublished: 1,
      categories: 2,
    });

    const left = await rawRows<{ id: number; published: boolean; category_id: number | null; image: string }>(
      ctx.database.db,
      sql`select id, published, category_id, image from products`,
    );
    expect(left).toEqual([
      { id: seeded.ordered, published: false, category_id: null, image: seeded.pictures.ordered },
    ]);
    expect(await count('categories')).toBe(0);
    expect(await count('discounts')).toBe(0);
    expect(await count('discount_products')).toBe(0);
    expect(await count('cart_items')).toBe(0);
    expect(await count('promotions')).toBe(1);
    for (const path of seeded.pictures.gone) expect(filesOf(path), path).toEqual([]);
    expect(filesOf(seeded.pictures.ordered)).toHaveLength(3);

    const orders = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()[0].OrderItems).toEqual([
      expect.objectContaining({
        product_id: seeded.ordered,
        quantity: 2,
        product_name: 'Цемент М500, 50 кг',
      }),
    ]);
    const catalogue = await ctx.app.inject({ method: 'GET', url: '/api/products' });
    expect(catalogue.statusCode).toBe(200);
    expect(JSON.stringify(catalogue.json())).not.toContain('Цемент');
  });
});

describe('wrong delete-all passwords are limited', () => {
  it('answers 429 after as many wrong passwords as a sign-in allows, even with the right one', async () => {
    const config = testConfig();
    const limited = await buildTestApp({
      config: {
        ...config,
        rateLimits: { ...config.rateLimits, loginFailures: { max: 3, windowMs: 60_000 } },
      },
    });
    try {
      const boss = await adminWithPassword(limited, 'limited-admin');
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await deleteAll({ password: `guess-${attempt}` }, boss.headers, limited)).statusCode).toBe(
          403,
        );
      }
      const blocked = await deleteAll({ password: PASSWORD }, boss.headers, limited);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
