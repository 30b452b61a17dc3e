import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { users } from '../auth/auth.tables.js';
import { categories, products } from '../catalog/catalog.tables.js';
import { ratings } from './ratings.tables.js';

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const [category] = await db.insert(categories).values({ name: 'Краски' }).returning();
  const product = async (key: string, values: Partial<typeof products.$inferInsert> = {}) => {
    const [row] = await db
      .insert(products)
      .values({ name: key, price: '100.00', categoryId: category!.id, ...values })
      .returning();
    ids[key] = row!.id;
  };
  await product('rated');
  await product('unrated');
  await product('single');
  await product('hidden', { published: false });
  const voters = await db
    .insert(users)
    .values(
      [1, 2, 3].map((n) => ({ username: `voter${n}`, email: `voter${n}@example.com`, passwordHash: 'x' })),
    )
    .returning();
  // 5 + 4 + 4 = 13 / 3 = 4.333… → 4.3
  await db.insert(ratings).values([
    { userId: voters[0]!.id, productId: ids.rated!, rating: 5 },
    { userId: voters[1]!.id, productId: ids.rated!, rating: 4 },
    { userId: voters[2]!.id, productId: ids.rated!, rating: 4 },
    { userId: voters[0]!.id, productId: ids.single!, rating: 3 },
    { userId: voters[0]!.id, productId: ids.hidden!, rating: 5 },
  ]);
});
afterAll(() => ctx.close());

const get = (path: string) => ctx.app.inject({ url: `/api/ratings/${path}` });

describe('GET /api/ratings/:productId', () => {
  it('gives the average rounded to one decimal and the vote count', async () => {
    const res = await get(String(ids.rated));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ product_id: ids.rated, averageRating: 4.3, voteCount: 3 });
  });

  it('gives a single vote as it is', async () => {
    expect((await get(String(ids.single))).json()).toEqual({
      product_id: ids.single,
      averageRating: 3,
      voteCount: 1,
    });
  });

  it('gives 0 and no votes for a product nobody rated', async () => {
    const res = await get(String(ids.unrated));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ product_id: ids.unrated, averageRating: 0, voteCount: 0 });
  });

  it.each([
    ['an unknown product', () => '987654'],
    ['an unpublished product', () => String(ids.hidden)],
  ])('answers 404 JSON for %s', async (_name, path) => {
    const res = await get(path());
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: 'Товар не найден или произошла ошибка загрузки.',
      code: 'PRODUCT_NOT_FOUND',
    });
  });

  it.each(['abc', '-5', '0', '1.5', '99999999999', '%20'])('answers 400 JSON to the id %s', async (id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
