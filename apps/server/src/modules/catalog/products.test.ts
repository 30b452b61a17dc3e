import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, catalogWrite, type TestContext } from '../../../test/helpers.js';
import { createUsers } from '../../../test/orders-fixtures.js';
import { discountProducts, discounts } from '../discounts/discounts.tables.js';
import { categories, products } from './catalog.tables.js';

let ctx: TestContext;
const ids: Record<string, number> = {};

const STEEL_DOOR_PROPERTIES = [
  { name: 'Толщина листа, мм', value: '1,5' },
  { name: 'Открывание', value: 'правое' },
  { name: 'Производитель', value: 'ООО "Стальные двери"' },
];

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const category = async (key: string, name: string, parentKey?: string) => {
    const [row] = await db
      .insert(categories)
      .values({ name, parentId: parentKey ? ids[parentKey] : null })
      .returning();
    ids[key] = row!.id;
  };
  await category('doors', 'Двери');
  await category('interior', 'Межкомнатные двери', 'doors');
  await category('entrance', 'Входные двери', 'doors');
  await category('handles', 'Ручки', 'interior');
  await category('paint', 'Краски');
  const product = async (
    key: string,
    values: Partial<typeof products.$inferInsert> & { categoryKey: string },
  ) => {
    const { categoryKey, ...rest } = values;
    const [row] = await db
      .insert(products)
      .values({ name: key, price: '100.00', stockQuantity: 10, categoryId: ids[categoryKey], ...rest })
      .returning();
    ids[key] = row!.id;
  };
  await product('Дверь Верона', {
    categoryKey: 'interior',
    price: '5490.00',
    stockQuantity: 3,
    article: 'VR-800',
    orderCount: 5,
  });
  await product('Дверь Прага', {
    categoryKey: 'interior',
    price: '4990.50',
    stockQuantity: 0,
    article: 'PR-700',
  });
  await product('Дверь стальная', {
    categoryKey: 'entrance',
    price: '15990.00',
    stockQuantity: 12,
    article: 'ST-1',
    viewCount: 3,
    unitCode: '796',
    unitName: 'шт',
    barcode: ' 4601234567893 ',
    properties: STEEL_DOOR_PROPERTIES,
  });
  await product('Ручка дверная', {
    categoryKey: 'handles',
    price: '390.00',
    stockQuantity: 80,
    article: 'H-1',
    discount: 10,
  });
  await product('Снятая дверь', { categoryKey: 'interior', published: false, article: 'OLD-1' });
  await product('Краска белая', { categoryKey: 'paint', price: '0.00', stockQuantity: 5, article: 'vr-800' });
  const [sale] = await db.insert(discounts).values({ title: 'Скидки на двери' }).returning();
  await db
    .insert(discountProducts)
    .values({ discountId: sale!.id, productId: ids['Дверь Верона']!, discountPercent: 15 });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url: `/api${url}` });
const names = (res: { json(): { products: Array<{ name: string }> } }) =>
  res.json().products.map((p) => p.name);

describe('GET /api/products', () => {
  it('lists a category with its descendants, published only, with the total', async () => {
    const res = await get(`/products?category_id=${ids.doors}&sort=price_asc`);
    expect(res.statusCode).toBe(200);
    // by the price customers pay: Верона 5 490 − 15 % = 4 666,50 comes before Прага at 4 990,50
    // Прага is out of stock: after the goods in stock
    expect(names(res)).toEqual(['Ручка дверная', 'Дверь Верона', 'Дверь стальная', 'Дверь Прага']);
    expect(res.json().total).toBe(4);
  });

  it('pages with limit and offset and keeps the total past the last page', async () => {
    const page = await get(`/products?category_id=${ids.doors}&sort=price_desc&limit=2&offset=2`);
    expect(names(page)).toEqual(['Ручка дверная', 'Дверь Прага']);
    expect(page.json().total).toBe(4);
    const past = await get(`/products?category_id=${ids.doors}&limit=2&offset=10`);
    expect(past.json()).toEqual({ products: [], total: 4 });
  });

  it('filters in-stock goods and sorts by popularity (orders, then views)', async () => {
    const res = await get(`/products?category_id=${ids.doors}&inStock=true`);
    expect(names(res)).toEqual(['Дверь Верона', 'Дверь стальная', 'Ручка дверная']);
  });

  it('serves the home page: popular, with stock and price', async () => {
    const res = await get('/products?popular=true&limit=8&hasStockAndPrice=true');
    expect(names(res)).not.toContain('Краска белая');
    expect(names(res)).not.toContain('Дверь Прага');
    expect(names(res)[0]).toBe('Дверь Верона');
  });

  it('applies the discount rule: the larger of the product discount and the first discount category', async () => {
    const res = await get(`/products?category_id=${ids.doors}&sort=price_asc`);
    const verona = res.json().products.find((p: { name: string }) => p.name === 'Дверь Верона');
    expect(verona).toMatchObject({
      price: 5490,
      discount: 0,
      DiscountCategoriesDirect: [{ title: 'Скидки на двери', discount_percent: 15 }],
      effective_discount: 15,
      discounted_price: 4666.5,
    });
    const handle = res.json().products.find((p: { name: string }) => p.name === 'Ручка дверная');
    expect(handle).toMatchObject({
      effective_discount: 10,
      discounted_price: 351,
      DiscountCategoriesDirect: [],
    });
  });

  it('keeps the price sorts on the discounted price when discounts change', async () => {
    const db = ctx.database.db;
    const order = async () => names(await get(`/products?category_id=${ids.interior}&sort=price_asc`));
    // all in stock here, so the price alone orders them
    const setPragueStock = (stockQuantity: number) =>
      catalogWrite(ctx, () =>
        db.update(products).set({ stockQuantity }).where(eq(products.id, ids['Дверь Прага']!)),
      );
    await setPragueStock(1);
    const [sale] = await db
      .select()
      .from(discountProducts)
      .where(eq(discountProducts.productId, ids['Дверь Верона']!));
    await catalogWrite(ctx, () =>
      db.delete(discountProducts).where(eq(discountProducts.productId, ids['Дверь Верона']!)),
    );
    expect(await order()).toEqual(['Ручка дверная', 'Дверь Прага', 'Дверь Верона']);
    expect(await order()).toEqual(
      names(await get(`/products?category_id=${ids.interior}&sort=price_asc&limit=3`)),
    );

    await catalogWrite(ctx, () =>
      db.update(products).set({ discount: 20 }).where(eq(products.id, ids['Дверь Верона']!)),
    );
    expect(await order()).toEqual(['Ручка дверная', 'Дверь Верона', 'Дверь Прага']);
    const whole = names(await get('/products?sort=price_desc&limit=50'));
    expect(whole.indexOf('Дверь Прага')).toBeLessThan(whole.indexOf('Дверь Верона'));

    await catalogWrite(ctx, () =>
      db.update(products).set({ discount: 0 }).where(eq(products.id, ids['Дверь Верона']!)),
    );
    await catalogWrite(ctx, () => db.insert(discountProducts).values(sale!));
    expect(await order()).toEqual(['Ручка дверная', 'Дверь Верона', 'Дверь Прага']);
    await setPragueStock(0);
  });

  it('puts goods out of stock last in every sort without the in-stock filter, in pages too', async () => {
    for (const sort of ['popularity', 'price_asc', 'price_desc']) {
      for (const scope of [`category_id=${ids.doors}&`, '']) {
        const all = names(await get(`/products?${scope}sort=${sort}&limit=50`));
        expect(all.at(-1), `${scope}${sort}`).toBe('Дверь Прага');
        const firstTwo = names(await get(`/products?${scope}sort=${sort}&limit=2`));
        expect(firstTwo).toEqual(all.slice(0, 2));
        const lastPage = names(await get(`/products?${scope}sort=${sort}&limit=2&offset=${all.length - 1}`));
        expect(lastPage).toEqual(['Дверь Прага']);
      }
    }
    // the in-stock filter leaves the order of the goods in stock as it was
    const inStock = names(await get(`/products?category_id=${ids.doors}&sort=price_desc&inStock=true`));
    expect(inStock).toEqual(['Дверь стальная', 'Дверь Верона', 'Ручка дверная']);
  });

  it('keeps sale_price equal to the shared discount rule for every product', async () => {
    const listed = (await get('/products?limit=100')).json().products as Array<{
      id: number;
      discounted_price: number;
    }>;
    const stored = await ctx.database.db
      .select({ id: products.id, salePrice: products.salePrice })
      .from(products);
    const byId = new Map(stored.map((row) => [row.id, Number(row.salePrice)]));
    expect(listed.length).toBeGreaterThan(3);
    for (const product of listed)
      expect(byId.get(product.id), String(product.id)).toBe(product.discounted_price);
  });

  it('keeps category totals right as stock, publication, category and rows change', async () => {
    const db = ctx.database.db;
    const total = async (inStock: boolean) =>
      (await get(`/products?category_id=${ids.doors}&inStock=${inStock}`)).json().total as number;
    const before = { inStock: await total(true), all: await total(false) };
    const [extra] = await catalogWrite(ctx, () =>
      db
        .insert(products)
        .values({ name: 'Дверь временная', price: '1000.00', stockQuantity: 2, categoryId: ids.handles })
        .returning(),
    );
    expect([await total(true), await total(false)]).toEqual([before.inStock + 1, before.all + 1]);

    await catalogWrite(ctx, () =>
      db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, extra!.id)),
    );
    expect([await total(true), await total(false)]).toEqual([before.inStock, before.all + 1]);
    await catalogWrite(ctx, () =>
      db.update(products).set({ stockQuantity: 5, categoryId: ids.paint }).where(eq(products.id, extra!.id)),
    );
    expect([await total(true), await total(false)]).toEqual([before.inStock, before.all]);
    await catalogWrite(ctx, () =>
      db
        .update(products)
        .set({ categoryId: ids.entrance, published: false })
        .where(eq(products.id, extra!.id)),
    );
    expect(await total(false)).toBe(before.all);
    await catalogWrite(ctx, () =>
      db.update(products).set({ published: true }).where(eq(products.id, extra!.id)),
    );
    expect(await total(true)).toBe(before.inStock + 1);
    await catalogWrite(ctx, () => db.delete(products).where(eq(products.id, extra!.id)));
    expect([await total(true), await total(false)]).toEqual([before.inStock, before.all]);
  });

  it('keeps every category count equal to a recount when one statement changes hundreds of products', async () => {
    const db = ctx.database.db;
    const Count = z.object({ category_id: z.number(), published: z.number(), in_stock: z.number() });
    const stored = () =>
      queryRows(
        db,
        sql`select category_id, published, in_stock from category_product_counts
          where published <> 0 or in_stock <> 0 order by category_id`,
        Count,
      );
    const recounted = () =>
      queryRows(
        db,
        sql`select category_id, count(*)::int as published,
            (count(*) filter (where stock_quantity > 0))::int as in_stock
          from products where published and category_id is not null group by category_id order by category_id`,
        Count,
      );
    const categoryIds = [ids.doors!, ids.interior!, ids.handles!, ids.paint!];
    const names = Array.from({ length: 400 }, (_, n) => `Партия ${n}`);
    await catalogWrite(ctx, () =>
      db.insert(products).values(
        names.map((name, n) => ({
          name,
          price: '10.00',
          stockQuantity: n % 4,
          published: n % 7 !== 0,
          categoryId: n % 11 === 0 ? null : categoryIds[n % categoryIds.length],
        })),
      ),
    );
    const batch = sql`${products.name} like 'Партия %'`;
    // a one-row statement first: the connection's plan of the trigger is made for it
    await catalogWrite(ctx, () =>
      db.update(products).set({ stockQuantity: 9 }).where(eq(products.name, 'Партия 1')),
    );
    await catalogWrite(ctx, () =>
      db
        .update(products)
        .set({
          stockQuantity: sql`(${products.stockQuantity} + ${products.id}) % 3`,
          published: sql`${products.id} % 5 <> 0`,
          categoryId: sql`case when ${products.id} % 2 = 0 then ${ids.entrance} else ${products.categoryId} end`,
        })
        .where(batch),
    );
    expect(await stored()).toEqual(await recounted());
    // views move no count (and no cached page)
    await db.update(products).set({ viewCount: 3 }).where(batch);
    expect(await stored()).toEqual(await recounted());
    await catalogWrite(ctx, () => db.delete(products).where(batch));
    expect(await stored()).toEqual(await recounted());
  });

  it('cuts the same pages from the merged category branches as from the whole ordered list', async () => {
    for (const sort of ['popularity', 'price_asc', 'price_desc']) {
      const all = names(await get(`/products?category_id=${ids.doors}&sort=${sort}&limit=50`));
      const pages: string[] = [];
      for (let offset = 0; offset < all.length; offset += 2) {
        pages.push(
          ...names(await get(`/products?category_id=${ids.doors}&sort=${sort}&limit=2&offset=${offset}`)),
        );
      }
      expect(pages, sort).toEqual(all);
      const filtered = names(
        await get(`/products?category_id=${ids.doors}&sort=${sort}&limit=50&q=${encodeURIComponent('дв')}`),
      );
      expect(filtered, sort).toEqual(all.filter((name) => name.toLowerCase().includes('дв')));
    }
  });

  it('filters by name or article for the admin (q), case-insensitively', async () => {
    expect(names(await get('/products?q=VR-8')).sort()).toEqual(['Дверь Верона', 'Краска белая']);
    expect(names(await get(`/products?q=${encodeURIComponent('ДВЕРЬ ст')}`))).toEqual(['Дверь стальная']);
    expect((await get(`/products?q=${encodeURIComponent('100%_')}`)).json().total).toBe(0);
  });

  it('answers an unknown category with 404 and the spec message', async () => {
    const res = await get('/products?category_id=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Категория не найдена. Пожалуйста, выберите другую категорию.',
      code: 'CATEGORY_NOT_FOUND',
    });
  });

  it.each([
    'category_id=abc',
    'category_id=-1',
    'category_id=1.5',
    'limit=0',
    'limit=101',
    'offset=-1',
    'sort=random',
    'inStock=yes',
    'unknown=1',
    `q=${'я'.repeat(300)}`,
    'category_id=99999999999999',
  ])('answers 400 to %s', async (query) => {
    const res = await get(`/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/products/:id and friends', () => {
  it('returns a product with every spec field and counts the view', async () => {
    const res = await get(`/products/${ids['Дверь стальная']}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'DiscountCategoriesDirect',
        'article',
        'category_id',
        'description',
        'discount',
        'discounted_price',
        'effective_discount',
        'id',
        'image',
        'name',
        'price',
        'stock_quantity',
        'unit_name',
        'barcode',
        'properties',
        'stock_exact',
        'special_transport',
        // issue 27: how it is sold, weighed, measured and calculated
        'min_quantity',
        'quantity_step',
        'own_min_quantity',
        'own_quantity_step',
        'weight_kg',
        'length_m',
        'calculator',
      ].sort(),
    );
    await ctx.app.services.views.flush();
    const [row] = await ctx.database.db
      .select({ views: products.viewCount })
      .from(products)
      .where(eq(products.id, ids['Дверь стальная']!));
    expect(row!.views).toBe(4);
  });

  it.each([
    ['an unpublished product', () => `/products/${ids['Снятая дверь']}`, 404],
    ['an unknown id', () => '/products/987654', 404],
    ['a non-numeric id', () => '/products/abc', 400],
    ['a negative id', () => '/products/-5', 400],
    ['an id too large', () => '/products/99999999999', 400],
  ])('answers %s with JSON', async (_label, url, status) => {
    const res = await get(url());
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toMatch(/PRODUCT_NOT_FOUND|VALIDATION_FAILED/);
  });

  it("gives the product page its unit, barcode and 'Характеристики' in their stored order", async () => {
    const steel = (await get(`/products/${ids['Дверь стальная']}`)).json();
    expect(steel).toMatchObject({
      unit_name: 'шт',
      barcode: '4601234567893',
      properties: STEEL_DOOR_PROPERTIES,
    });
    const plain = (await get(`/products/${ids['Дверь Верона']}`)).json();
    expect(plain).toMatchObject({ unit_name: null, barcode: null, properties: [] });
  });

  it('leaves out stored property lines that are malformed or empty, and trims the rest', async () => {
    const handle = ids['Ручка дверная']!;
    await ctx.database.db.execute(
      sql`update products set barcode = '  ', properties = ${JSON.stringify([
        { name: ' Материал ', value: ' латунь\t' },
        { name: 'Цвет', value: '' },
        { name: '', value: 'хром' },
        { name: 'Вес, г', value: 250 },
        'Гарантия 1 год',
        null,
        { name: 'Покрытие', value: 'матовое' },
      ])}::jsonb where id = ${handle}`,
    );
    const res = await get(`/products/${handle}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      barcode: null,
      properties: [
        { name: 'Материал', value: 'латунь' },
        { name: 'Покрытие', value: 'матовое' },
      ],
    });
  });

  it('keeps barcode and properties out of catalogue lists, related goods and category previews', async () => {
    const pages = [
      (await get(`/products?category_id=${ids.doors}`)).json().products,
      (await get('/products?popular=true')).json().products,
      (await get(`/products/${ids['Дверь Верона']}/related`)).json(),
    ];
    for (const list of pages) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(item).not.toHaveProperty('properties');
        expect(item).not.toHaveProperty('barcode');
        expect(item).toHaveProperty('unit_name');
      }
    }
    expect(pages[0].find((p: { id: number }) => p.id === ids['Дверь стальная'])).toMatchObject({
      unit_name: 'шт',
    });
    const previews = (await get('/categories/with-products?inStock=false')).json();
    const previewed = previews.flatMap((c: { products: object[] }) => c.products);
    expect(previewed.length).toBeGreaterThan(0);
    for (const item of previewed) expect(item).not.toHaveProperty('properties');
  });

  it('gives breadcrumbs from the root to the product category', async () => {
    const res = await get(`/products/${ids['Ручка дверная']}/breadcrumbs`);
    expect(res.json()).toEqual([
      { id: ids.doors, name: 'Двери' },
      { id: ids.interior, name: 'Межкомнатные двери' },
      { id: ids.handles, name: 'Ручки' },
    ]);
    expect((await get('/products/abc/breadcrumbs')).statusCode).toBe(400);
  });

  it('gives related goods: same category first, then sibling categories, in stock only', async () => {
    const verona = await get(`/products/${ids['Дверь Верона']}/related?limit=15`);
    expect(verona.json().map((p: { name: string }) => p.name)).toEqual(['Дверь стальная']);
    const steel = await get(`/products/${ids['Дверь стальная']}/related`);
    expect(steel.json().map((p: { name: string }) => p.name)).toEqual(['Дверь Верона']);
    expect((await get(`/products/${ids['Дверь Верона']}/related?limit=500`)).statusCode).toBe(400);
  });

  it('checks for an admin whether an article is taken, ignoring case and the product itself', async () => {
    const [admin] = await createUsers(ctx, ['article-admin'], 'admin');
    const [customer] = await createUsers(ctx, ['article-customer']);
    const check = (query: string, headers = admin!.headers) =>
      ctx.app.inject({ url: `/api/products/check-article${query}`, headers });
    expect((await check('?article=st-1')).json()).toEqual({ exists: true });
    expect((await check(`?article=ST-1&excludeProductId=${ids['Дверь стальная']}`)).json()).toEqual({
      exists: false,
    });
    expect((await check('?article=NEW-1')).json()).toEqual({ exists: false });
    expect((await check('')).statusCode).toBe(400);
    expect((await check('?article=st-1', customer!.headers)).statusCode).toBe(403);
    expect((await check('?article=st-1', {})).statusCode).toBe(401);
  });
});
