import { Product } from '@shop/shared/catalog/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { categories, products } from '../catalog/catalog.tables.js';
import { SearchQuery } from '@shop/shared/search/schemas';
import { createSearchService, refreshSearchWords } from './search.service.js';
import { searchWords } from './search.tables.js';

let ctx: TestContext;
const DOORS = 25;
/** Published doors in stock: every third of the numbered ones is out of stock. */
const DOORS_IN_STOCK = Array.from({ length: DOORS }, (_, i) => i).filter((i) => i % 3 !== 0).length;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const [category] = await db.insert(categories).values({ name: 'Двери' }).returning();
  await db.insert(products).values(
    Array.from({ length: DOORS }, (_, i) => ({
      name: `Дверь межкомнатная «Модель ${i + 1}» ${600 + (i % 4) * 100} мм`,
      article: `DM-${String(i + 1).padStart(3, '0')}`,
      price: (3000 + ((i * 7919) % 5000)).toFixed(2),
      stockQuantity: i % 3 === 0 ? 0 : i,
      categoryId: category!.id,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
  await db.insert(products).values([
    { name: 'Дверь скрытая из 1С', article: 'HIDDEN-1', price: '1.00', stockQuantity: 5, published: false },
    { name: 'Ручка дверная «Модерн»', article: 'RH-1', price: '450.00', stockQuantity: 7 },
    { name: 'Шпаклёвка финишная 5 кг', article: 'SH-5', price: '390.00', stockQuantity: 3 },
    {
      name: 'Замок врезной',
      article: 'BAR-1',
      price: '990.00',
      stockQuantity: 0,
      barcode: ' 4601234567893 ',
    },
    { name: 'Шкаф без цены', article: 'NOPRICE-1', price: '0', stockQuantity: 0, barcode: '4607000000017' },
    { name: 'Шкаф снятый', article: 'HIDDEN-2', price: '10.00', stockQuantity: 0, published: false },
  ]);
  await refreshSearchWords(db);
});

afterAll(() => ctx.close());

interface Page {
  products: Product[];
  total: number;
}

async function search(query: string): Promise<Page> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

const q = (text: string, extra = '') => `q=${encodeURIComponent(text)}${extra ? `&${extra}` : ''}`;

describe('GET /api/products/search', () => {
  it('answers { products, total } with the catalogue product objects', async () => {
    const page = await search(q('дверь межкомнатная'));
    expect(page.total).toBe(DOORS);
    expect(page.products).toHaveLength(20);
    expect(Object.keys(page.products[0]!).sort()).toEqual(Object.keys(Product.shape).sort());
    expect(() => Product.array().parse(page.products)).not.toThrow();
  });

  it('pages through every match once, and knows the total past the last page', async () => {
    const seen: number[] = [];
    for (const offset of [0, 10, 20]) {
      const page = await search(q('дверь межкомнатная', `limit=10&offset=${offset}&sort=price_asc`));
      expect(page.total).toBe(DOORS);
      seen.push(...page.products.map((p) => p.id));
    }
    expect(seen).toHaveLength(DOORS);
    expect(new Set(seen).size).toBe(DOORS);
    expect(await search(q('дверь межкомнатная', 'offset=500'))).toEqual({ products: [], total: DOORS });
  });

  /** The page's goods in stock, then those out of stock, each part in the given order. */
  function expectStockFirst(page: Page, compare: (a: Product, b: Product) => number) {
    const inStock = page.products.filter((p) => p.stock_quantity > 0);
    const outOfStock = page.products.filter((p) => p.stock_quantity <= 0);
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(page.products).toEqual([...inStock.sort(compare), ...outOfStock.sort(compare)]);
  }

  it('sorts by price both ways and by newest, goods in stock first', async () => {
    expectStockFirst(await search(q('дверь', 'sort=price_asc&limit=50')), (a, b) => a.price - b.price);
    expectStockFirst(await search(q('дверь', 'sort=price_desc&limit=50')), (a, b) => b.price - a.price);
    const newest = await search(q('дверь межкомнатная', 'sort=newest&limit=50'));
    expect(newest.products.slice(0, 3).map((p) => p.article)).toEqual(['DM-024', 'DM-023', 'DM-021']);
    expectStockFirst(newest, (a, b) => b.id - a.id);
  });

  it('puts goods in stock first by relevance too', async () => {
    const page = await search(q('дверь межкомнатная', 'limit=50'));
    const firstOut = page.products.findIndex((p) => p.stock_quantity <= 0);
    expect(firstOut).toBe(DOORS_IN_STOCK);
    expect(page.products.slice(firstOut).every((p) => p.stock_quantity <= 0)).toBe(true);
  });

  it('keeps only goods in stock with inStock=true (the header suggestions)', async () => {
    const page = await search(q('дверь межкомнатная', 'inStock=true&limit=10'));
    expect(page.total).toBe(DOORS_IN_STOCK);
    expect(page.products).toHaveLength(10);
    expect(page.products.every((p) => p.stock_quantity > 0)).toBe(true);
    expect((await search(q('дверь межкомнатная', 'inStock=false'))).total).toBe(DOORS);
  });

  it('finds the exact article or barcode of a product out of stock, in the suggestions too', async () => {
    // DM-001 (the first door) is out of stock
    for (const extra of ['inStock=true&limit=10', 'inStock=true&limit=20', 'limit=20']) {
      const page = await search(q(' dm-001 ', extra));
      expect(page.products[0]).toMatchObject({ article: 'DM-001', stock_quantity: 0 });
    }
    const byBarcode = await search(q('4601234567893', 'inStock=true&limit=10'));
    expect(byBarcode.products.map((p) => p.article)).toEqual(['BAR-1']);
    expect(byBarcode.products[0]!.stock_quantity).toBe(0);
    // an exact article in stock leads the matches that merely contain it
    const lead = await search(q('dm-002', 'inStock=true&limit=10'));
    expect(lead.products[0]!.article).toBe('DM-002');
  });

  it('keeps other goods out of stock away with inStock=true', async () => {
    const page = await search(q('dm-00', 'inStock=true&limit=50'));
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.products.every((p) => p.stock_quantity > 0)).toBe(true);
    expect((await search(q('шкаф', 'inStock=true'))).total).toBe(0);
  });

  it('does not bring back a hidden or unpriced product by its exact article or barcode', async () => {
    for (const text of ['NOPRICE-1', 'HIDDEN-2', '4607000000017']) {
      expect((await search(q(text, 'inStock=true'))).total).toBe(0);
    }
    expect((await search(q('HIDDEN-2'))).total).toBe(0);
  });

  it('never shows unpublished products', async () => {
    expect((await search(q('скрытая'))).total).toBe(0);
    expect((await search(q('HIDDEN-1'))).total).toBe(0);
  });

  it('puts the exact article first and finds articles by their start or a part', async () => {
    const exact = await search(q('dm-012'));
    expect(exact.products[0]!.article).toBe('DM-012');
    expect(exact.total).toBe(1);
    expect((await search(q('DM-01'))).products.map((p) => p.article).sort()).toEqual([
      'DM-010',
      'DM-011',
      'DM-012',
      'DM-013',
      'DM-014',
      'DM-015',
      'DM-016',
      'DM-017',
      'DM-018',
      'DM-019',
    ]);
    expect((await search(q('M-02'))).total).toBe(6);
  });

  it('accepts limits from 1 to 50, 20 by default', async () => {
    expect((await search(q('дверь', 'limit=1'))).products).toHaveLength(1);
    expect((await search(q('дверь', 'limit=50'))).products).toHaveLength(DOORS + 1);
    expect((await search(q('дверь'))).products).toHaveLength(20);
  });

  it.each([
    ['an empty q', 'q=', 'q'],
    ['a blank q', 'q=%20%20%20', 'q'],
    ['no q', 'limit=10', 'q'],
    ['a q over 200 characters', q('д'.repeat(201)), 'q'],
    ['a 10 KB q', q('дверь '.repeat(1700)), 'q'],
    ['limit=0', q('дверь', 'limit=0'), 'limit'],
    ['limit=51', q('дверь', 'limit=51'), 'limit'],
    ['limit=abc', q('дверь', 'limit=abc'), 'limit'],
    ['offset=-1', q('дверь', 'offset=-1'), 'offset'],
    ['an unknown sort', q('дверь', 'sort=popularity'), 'sort'],
    ['inStock=yes', q('дверь', 'inStock=yes'), 'inStock'],
    ['an unknown parameter', q('дверь', 'page=2'), 'page'],
    ['a repeated q', 'q=a&q=b', 'q'],
    ['a NUL character (PostgreSQL refuses it in text)', q('\u0000дверь'), 'q'],
    ['an escape character', q('двер\u001bь'), 'q'],
  ])('refuses %s with 400 and the JSON error shape', async (_label, query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body.fields ?? {}).join(',')).toContain(field);
  });

  it.each([
    ["'; drop table products; --"],
    ['%_\\'],
    ["дверь:* & !'ручка' | (<->)"],
    ['...,,,;;;'],
    ['🚪🔨🪚'],
    ['ا'.repeat(200)],
    ['1'.repeat(200)],
    ['a-'.repeat(100)],
    [
      Array.from({ length: 60 }, (_, i) => `слово${i}`)
        .join(' ')
        .slice(0, 200),
    ],
  ])('answers odd input %j with 200 and no error', async (text) => {
    const page = await search(q(text));
    expect(page.total).toBeGreaterThanOrEqual(0);
    expect(await ctx.app.inject({ method: 'GET', url: '/api/health' }).then((r) => r.statusCode)).toBe(200);
  });

  it('answers a query that is not valid UTF-8 without an error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/search?q=%ED%A0%80%FF' });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('still finds doors after the odd input above', async () => {
    expect((await search(q('дверь'))).total).toBe(DOORS + 1);
  });
});

describe('the dictionary of catalogue words', () => {
  const words = async () =>
    (await ctx.database.db.select({ word: searchWords.word }).from(searchWords)).map((w) => w.word);

  it('holds the words of published names only and corrects typos against them', async () => {
    expect(await words()).toEqual(expect.arrayContaining(['дверь', 'межкомнатная', 'шпаклевка']));
    expect(await words()).not.toContain('скрытая');
    expect((await search(q('межкомнатнея дверь'))).total).toBe(DOORS);
  });

  it('fills itself on the first search when it is empty', async () => {
    const before = (await words()).sort();
    await ctx.database.db.delete(searchWords);
    const service = createSearchService(ctx.database.db);
    const page = await service.search(SearchQuery.parse({ q: 'шпаклювка' }));
    expect(page.products.map((p) => p.name)).toEqual(['Шпаклёвка финишная 5 кг']);
    expect((await words()).sort()).toEqual(before);
  });
});
