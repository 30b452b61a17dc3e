import { normaliseSearchText } from '@shop/shared/search/query';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers.js';
import type { Database, DatabaseHandle } from './client.js';
import { rawRows } from '../../test/helpers.js';
import { categories, discountProducts, discounts, products, ratings, users } from './schema.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(() => drop());

const db = () => database.db;

/** Runs a statement that must fail, inside a savepoint so the connection stays usable. */
async function rejects(statement: (tx: Database) => Promise<unknown>): Promise<string> {
  try {
    await db().transaction(async (tx) => {
      await statement(tx);
    });
  } catch (error) {
    const err = error as { cause?: { message?: string }; message: string };
    return err.cause?.message ?? err.message;
  }
  throw new Error('statement succeeded but should have failed');
}

const user = (email: string) => ({ username: 'u', email, passwordHash: 'x' });

describe('constraints', () => {
  it('keeps user e-mails unique regardless of case', async () => {
    await db().insert(users).values(user('Ivan@Example.ru'));
    expect(await rejects((tx) => tx.insert(users).values(user('ivan@example.RU')))).toMatch(
      /users_email_lower_key/,
    );
  });

  it('refuses an unknown role', async () => {
    expect(
      await rejects((tx) => tx.insert(users).values({ ...user('r@x.ru'), role: 'root' as 'admin' })),
    ).toMatch(/users_role_check/);
  });

  it('keeps 1C ids unique but lets articles repeat', async () => {
    await db()
      .insert(products)
      .values([
        { name: 'Принц (печенье)', article: 'Арт-88888', externalId: 'a' },
        { name: 'Сахарный песок', article: 'Арт-88888', externalId: 'b' },
      ]);
    expect(await rejects((tx) => tx.insert(products).values({ name: 'Дубль', externalId: 'a' }))).toMatch(
      /products_external_id_key/,
    );
    await db().insert(categories).values({ name: 'Группа', externalId: 'g1' });
    expect(
      await rejects((tx) => tx.insert(categories).values({ name: 'Группа 2', externalId: 'g1' })),
    ).toMatch(/categories_external_id_key/);
  });

  it.each([
    ['negative stock', { stockQuantity: -1 }, /products_stock_nonnegative/],
    ['a discount of 100', { discount: 100 }, /products_discount_range/],
    ['a negative discount', { discount: -5 }, /products_discount_range/],
    ['a negative price', { price: '-1.00' }, /products_price_nonnegative/],
  ])('refuses %s on a product', async (_label, values, pattern) => {
    expect(await rejects((tx) => tx.insert(products).values({ name: 'Товар', ...values }))).toMatch(pattern);
  });

  it('keeps ratings within 1..5 and one per user and product', async () => {
    const [u] = await db().insert(users).values(user('rater@x.ru')).returning();
    const [p] = await db().insert(products).values({ name: 'Краска' }).returning();
    for (const bad of [0, 6]) {
      expect(
        await rejects((tx) => tx.insert(ratings).values({ userId: u!.id, productId: p!.id, rating: bad })),
      ).toMatch(/ratings_rating_range/);
    }
    await db().insert(ratings).values({ userId: u!.id, productId: p!.id, rating: 5 });
    expect(
      await rejects((tx) => tx.insert(ratings).values({ userId: u!.id, productId: p!.id, rating: 4 })),
    ).toMatch(/ratings_user_product_key/);
  });

  it('keeps discount percents within 1..99', async () => {
    const [d] = await db().insert(discounts).values({ title: 'Скидка' }).returning();
    const [p] = await db().insert(products).values({ name: 'Дверь' }).returning();
    expect(
      await rejects((tx) =>
        tx.insert(discountProducts).values({ discountId: d!.id, productId: p!.id, discountPercent: 0 }),
      ),
    ).toMatch(/discount_products_percent_range/);
  });
});

describe('sale price', () => {
  it('is set on insert from the price and discount, 0 without a price whatever is given, and on update', async () => {
    const rows = await db()
      .insert(products)
      .values([
        { name: 'Доска', price: '1000.00', discount: 10 },
        { name: 'Брус', discount: 10 },
        { name: 'Рейка', salePrice: '50.00' },
      ])
      .returning({ id: products.id, salePrice: products.salePrice });
    expect(rows.map((row) => Number(row.salePrice))).toEqual([900, 0, 0]);
    const [repriced] = await db()
      .update(products)
      .set({ price: '200.00' })
      .where(sql`${products.id} = ${rows[1]!.id}`)
      .returning({ salePrice: products.salePrice });
    expect(Number(repriced!.salePrice)).toBe(180);
  });
});

describe('search columns', () => {
  it('normalises look-alike Latin letters inside Cyrillic words, ё, case and spaces', async () => {
    const result = await rawRows<{ v: string }>(
      db(),
      sql`select shop_search_normalize(${'  Брeнди   Виcки  Ёлка  Knauf ГКЛ 12,5 '}) as v`,
    );
    expect(result[0]!.v).toBe('бренди виски елка knauf гкл 12,5');
  });

  it('folds texts without mixed words by the quick rule, with the same result as word by word', async () => {
    const texts = [
      '',
      ' \t\n ',
      'Ёлка ёлочная\tЁЖИК\n',
      'Смесь Ceresit CM-11 25 кг',
      'X-образный профиль',
      'профиль П-образный',
      'Cмесь сухая',
      'Кирпич M150 красный',
      'кирпичM150',
      'Knauf  Rotband\r\nGips',
      '  Брeнди   Виcки  Ёлка  Knauf ГКЛ 12,5 ',
      'Дверь «Верона» ДО 800 мм, 2000×800',
      'TOPEX 12V',
      'ёж Hedgehog ёЖ',
    ];
    const rows = await rawRows<{ quick: string; words: string }>(
      db(),
      sql`select shop_search_normalize(t) as quick, shop_search_normalize_words(t) as words
        from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as x(t, n) order by n`,
    );
    expect(rows.map((row) => row.quick)).toEqual(rows.map((row) => row.words));
    expect(rows.map((row) => row.quick)).toEqual(texts.map(normaliseSearchText));
    const [nothing] = await rawRows<{ v: string | null }>(db(), sql`select shop_search_normalize(null) as v`);
    expect(nothing!.v).toBeNull();
  });

  it('finds word forms through the Russian full-text vector and typos through trigrams', async () => {
    await db()
      .insert(products)
      .values({ name: 'Дверь межкомнатная «Верона» ДО 800 мм', description: 'Для жилых помещений' });
    const byForm = await rawRows<{ name: string }>(
      db(),
      sql`select p.name from products p join product_search s on s.product_id = p.id
        where s.search_vector @@ plainto_tsquery('russian', shop_search_normalize(${'дверью'}))`,
    );
    expect(byForm.map((r) => r.name)).toContain('Дверь межкомнатная «Верона» ДО 800 мм');
    const byTypo = await rawRows<{ name: string }>(
      db(),
      sql`select p.name from products p join product_search s on s.product_id = p.id
        where s.name_normalized % shop_search_normalize(${'дверь межкомнотная'})`,
    );
    expect(byTypo.map((r) => r.name)).toContain('Дверь межкомнатная «Верона» ДО 800 мм');
  });

  it('keeps the search row in step with the name, description and article, not with prices or stock', async () => {
    const [door] = await db()
      .insert(products)
      .values({ name: 'Дверь «Верона»', article: 'VR-800', description: 'Для дома' })
      .returning({ id: products.id });
    const searchRow = async () =>
      (
        await rawRows<{ name_normalized: string; article_lower: string; words: string }>(
          db(),
          sql`select name_normalized, article_lower, search_vector::text as words
            from product_search where product_id = ${door!.id}`,
        )
      )[0];
    expect(await searchRow()).toMatchObject({ name_normalized: 'дверь «верона»', article_lower: 'vr-800' });
    await db().execute(
      sql`update products set name = 'Арка «Верона»', article = 'AR-1' where id = ${door!.id}`,
    );
    const renamed = await searchRow();
    expect(renamed).toMatchObject({ name_normalized: 'арка «верона»', article_lower: 'ar-1' });
    expect(renamed!.words).toContain("'арк':1A");
    await db().execute(sql`update products set description = 'Для дачи' where id = ${door!.id}`);
    expect((await searchRow())!.words).toContain("'дач':4B");
    const xminBefore = await rawRows<{ xmin: string }>(
      db(),
      sql`select xmin::text from product_search where product_id = ${door!.id}`,
    );
    await db().execute(sql`update products set price = 990, stock_quantity = 3 where id = ${door!.id}`);
    const xminAfter = await rawRows<{ xmin: string }>(
      db(),
      sql`select xmin::text from product_search where product_id = ${door!.id}`,
    );
    expect(xminAfter).toEqual(xminBefore);
    await db().execute(sql`delete from products where id = ${door!.id}`);
    expect(await searchRow()).toBeUndefined();
  });
});
