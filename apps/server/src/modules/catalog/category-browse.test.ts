import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { discounts } from '../discounts/discounts.tables.js';
import { promotions } from '../promotions/promotions.tables.js';
import { categories, products } from './catalog.tables.js';

let ctx: TestContext;
const id: Record<string, number> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const add = async (key: string, values: typeof categories.$inferInsert) => {
    id[key] = (await db.insert(categories).values(values).returning())[0]!.id;
  };
  await add('roof', { name: 'Кровля' });
  await add('tiles', { name: 'Металлочерепица', parentId: id.roof });
  await add('gutters', { name: 'Водостоки', parentId: id.roof });
  await add('none', { name: 'Без категории', parentId: id.roof });
  await add('promo', { name: 'Акции месяца', isPromotionCategory: true });
  for (let i = 1; i <= 7; i++) {
    await db.insert(products).values({
      name: `Металлочерепица ${i}`,
      categoryId: id.tiles,
      price: `${i}00.00`,
      stockQuantity: i % 2,
      orderCount: i,
    });
  }
  await db
    .insert(products)
    .values({ name: 'Желоб', categoryId: id.gutters, price: '300.00', stockQuantity: 4 });
  await db
    .insert(promotions)
    .values({ title: 'Скидка на кровлю', description: 'Весь месяц', image: '/uploads/p.webp' });
  await db.insert(discounts).values([
    { title: 'Распродажа кровли', categoryId: id.roof, image: '/uploads/d.webp' },
    { title: 'Без категории', categoryId: null },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url: `/api${url}` });

describe('categories with product previews', () => {
  it('returns the tree with up to maxProducts popular products over each subtree', async () => {
    const res = await get('/categories/with-products?limit=100&maxProducts=5');
    expect(res.statusCode).toBe(200);
    const roof = res.json().find((c: { name: string }) => c.name === 'Кровля');
    expect(roof.products.map((p: { name: string }) => p.name)).toEqual([
      'Металлочерепица 7',
      'Металлочерепица 6',
      'Металлочерепица 5',
      'Металлочерепица 4',
      'Металлочерепица 3',
    ]);
    expect(roof.children.map((c: { name: string }) => c.name)).toEqual([
      'Без категории',
      'Водостоки',
      'Металлочерепица',
    ]);
  });

  it('keeps only goods in stock with inStock=true', async () => {
    const res = await get('/categories/with-products?inStock=true&maxProducts=5');
    const roof = res.json().find((c: { name: string }) => c.name === 'Кровля');
    expect(roof.products.map((p: { name: string }) => p.name)).toEqual([
      'Металлочерепица 7',
      'Металлочерепица 5',
      'Металлочерепица 3',
      'Металлочерепица 1',
      'Желоб',
    ]);
  });

  it('lists subcategories with previews and drops "Без категории"', async () => {
    const res = await get(
      `/categories/${id.roof}/subcategories-with-products?inStock=true&limit=20&maxProducts=2`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string; products: unknown[] }) => [c.name, c.products.length])).toEqual(
      [
        ['Водостоки', 1],
        ['Металлочерепица', 2],
      ],
    );
    expect((await get('/categories/999999/subcategories-with-products')).statusCode).toBe(404);
    expect((await get('/categories/abc/subcategories-with-products')).statusCode).toBe(400);
    expect((await get('/categories/with-products?maxProducts=100')).statusCode).toBe(400);
  });

  it('counts catalogue page views and ranks popular categories, leaving promotion groups out', async () => {
    for (let i = 0; i < 3; i++) await get(`/products?category_id=${id.gutters}`);
    await get(`/products?category_id=${id.tiles}`);
    await get(`/products?category_id=${id.tiles}&offset=24`);
    await get(`/products?category_id=${id.promo}`);
    const before = await get('/category-views/popular?limit=5');
    expect(before.json(), 'views are written in batches, not on every page').toEqual([]);
    await ctx.app.services.views.flush();
    const res = await get('/category-views/popular?limit=5');
    expect(res.json().map((c: { name: string; view_count: number }) => [c.name, c.view_count])).toEqual([
      ['Водостоки', 3],
      ['Металлочерепица', 1],
    ]);
  });
});

describe('promotions and discounts', () => {
  it('lists promotions', async () => {
    expect((await get('/promotions')).json()).toEqual([
      {
        id: expect.any(Number),
        title: 'Скидка на кровлю',
        description: 'Весь месяц',
        image: '/uploads/p.webp',
      },
    ]);
  });

  it('lists discounts, with their category when asked', async () => {
    const plain = (await get('/discounts')).json();
    expect(plain.every((d: object) => !('Category' in d))).toBe(true);
    const withCategory = (await get('/discounts?include=Category')).json();
    expect(withCategory.map((d: { title: string; Category: unknown }) => [d.title, d.Category])).toEqual(
      expect.arrayContaining([
        ['Распродажа кровли', { id: id.roof, name: 'Кровля' }],
        ['Без категории', null],
      ]),
    );
    expect((await get('/discounts?include=Products')).statusCode).toBe(400);
  });
});
