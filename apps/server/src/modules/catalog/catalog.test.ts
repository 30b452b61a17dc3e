import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { categories } from './catalog.tables.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const [doors] = await db.insert(categories).values({ name: 'Двери' }).returning();
  const [interior] = await db
    .insert(categories)
    .values({ name: 'Межкомнатные двери', parentId: doors!.id })
    .returning();
  await db
    .insert(categories)
    .values([
      { name: 'Входные двери', parentId: doors!.id },
      { name: 'Фурнитура', parentId: interior!.id },
      { name: 'Аксессуары' },
      { name: 'Ёлочные игрушки' },
      { name: 'Эмали' },
      { name: 'Скидки на двери', isDiscountCategory: true },
      { name: 'Скрытая группа 1С', published: false },
    ]);
});

afterAll(() => ctx.close());

describe('GET /api/categories', () => {
  it('returns published categories flat, sorted in Russian order, with the spec fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<Record<string, unknown>>;
    expect(body.map((c) => c.name)).toEqual([
      'Аксессуары',
      'Входные двери',
      'Двери',
      'Ёлочные игрушки',
      'Межкомнатные двери',
      'Скидки на двери',
      'Фурнитура',
      'Эмали',
    ]);
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'id',
        'image',
        'is_discount_category',
        'is_promotion_category',
        'name',
        'parent_id',
        'special_transport',
        // issue 27: the category's own sale rule
        'min_quantity',
        'quantity_step',
      ].sort(),
    );
    expect(body.find((c) => c.name === 'Скидки на двери')!.is_discount_category).toBe(true);
  });

  it('nests children with ?tree=true', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories?tree=true' });
    expect(res.statusCode).toBe(200);
    const tree = res.json() as Array<{
      name: string;
      children: Array<{ name: string; children: unknown[] }>;
    }>;
    expect(tree.map((c) => c.name)).toEqual([
      'Аксессуары',
      'Двери',
      'Ёлочные игрушки',
      'Скидки на двери',
      'Эмали',
    ]);
    const doors = tree.find((c) => c.name === 'Двери')!;
    expect(doors.children.map((c) => c.name)).toEqual(['Входные двери', 'Межкомнатные двери']);
    expect(doors.children[1]!.children).toHaveLength(1);
  });

  it.each([
    ['an unknown parameter', '/api/categories?foo=1', 'foo'],
    ['a wrong type', '/api/categories?tree=yes', 'tree'],
    ['a repeated parameter', '/api/categories?tree=true&tree=false', 'tree'],
  ])('refuses %s with 400 and the JSON error shape', async (_label, url, field) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body.fields ?? {}).join(',')).toContain(field);
  });
});

describe('category list cache', () => {
  it('shows a new category after invalidation, and after the cache time without it', async () => {
    const { createCatalogService } = await import('./catalog.service.js');
    let clock = 1_000_000;
    const service = createCatalogService(ctx.database.db, () => clock);
    const before = await service.listCategories();
    const [added] = await ctx.database.db.insert(categories).values({ name: 'Новая группа' }).returning();
    expect((await service.listCategories()).map((c) => c.id)).not.toContain(added!.id);
    service.invalidateCategories();
    expect((await service.listCategories()).map((c) => c.id)).toContain(added!.id);
    await ctx.database.db.insert(categories).values({ name: 'Ещё одна группа' });
    clock += 31_000;
    expect((await service.listCategories()).length).toBe(before.length + 2);
  });
});
