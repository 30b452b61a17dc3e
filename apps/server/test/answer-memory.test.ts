import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, products } from '../src/modules/catalog/catalog.tables.js';
import { refreshSearchWords } from '../src/modules/search/search.service.js';
import { buildTestApp, catalogWrite, type TestContext } from './helpers.js';

let ctx: TestContext;
let doorId: number;
let categoryId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const [category] = await db.insert(categories).values({ name: 'Двери' }).returning();
  const [door] = await db
    .insert(products)
    .values([
      {
        name: 'Дверь входная «Страж»',
        article: 'DV-1',
        price: '15000.00',
        stockQuantity: 4,
        categoryId: category!.id,
      },
      {
        name: 'Дверь межкомнатная «Лира»',
        article: 'DV-2',
        price: '5000.00',
        stockQuantity: 2,
        categoryId: category!.id,
      },
    ])
    .returning();
  doorId = door!.id;
  categoryId = category!.id;
  await refreshSearchWords(db);
});

afterAll(() => ctx.close());

const SUGGESTIONS = '/api/products/search?q=дверь&limit=10&inStock=true';

async function names(url = SUGGESTIONS): Promise<string[]> {
  const res = await ctx.app.inject({ url: encodeURI(url) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { products: { name: string }[] }).products.map((p) => p.name).sort();
}

/** The statements the app sends to the database while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const execute = vi.spyOn(ctx.database.db, 'execute');
  try {
    await run();
    return execute.mock.calls.length;
  } finally {
    execute.mockRestore();
  }
}

const setStock = (stock: number) =>
  ctx.database.db.update(products).set({ stockQuantity: stock }).where(eq(products.id, doorId));

describe('search answers kept in memory', () => {
  it('answers a repeated search, in any spelling of the same text, without asking the database', async () => {
    await vi.waitFor(async () => expect(await names()).toHaveLength(2));
    expect(await statementsDuring(() => names())).toBe(0);
    expect(await statementsDuring(() => names('/api/products/search?q= ДВЕРЬ &limit=10&inStock=true'))).toBe(
      0,
    );
    // another page or sort is another answer
    expect(await statementsDuring(() => names(`${SUGGESTIONS}&sort=price_asc`))).toBeGreaterThan(0);
  });

  it('forgets them when a product changes, through the database notification', async () => {
    expect(await names()).toHaveLength(2);
    await setStock(0);
    // PGlite notifies before the update resolves; PostgreSQL a moment after it commits
    await vi.waitFor(async () => expect(await names()).toEqual(['Дверь межкомнатная «Лира»']));
    await setStock(4);
    await vi.waitFor(async () => expect(await names()).toHaveLength(2));
  });

  it('keeps them when only a view is counted (views reorder within a minute, not at once)', async () => {
    await names();
    await ctx.database.db
      .update(products)
      .set({ viewCount: sql`${products.viewCount} + 1` })
      .where(eq(products.id, doorId));
    // give a notification time to arrive, if one were sent
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statementsDuring(() => names())).toBe(0);
  });

  it('forgets them when a synonym is added', async () => {
    const dveri = '/api/products/search?q=полотно&limit=10&inStock=true';
    expect(await names(dveri)).toEqual([]);
    await ctx.database.db.execute(
      sql`insert into search_synonyms (term, synonym) values ('полотно', 'дверь')`,
    );
    await vi.waitFor(async () => expect(await names(dveri)).toHaveLength(2));
  });
});

describe('catalogue pages kept in memory', () => {
  const page = () => `/api/products?category_id=${categoryId}&inStock=true&sort=price_asc`;

  it('answers a repeated page without asking the database, and another page by asking it', async () => {
    expect(await names(page())).toHaveLength(2);
    expect(await statementsDuring(() => names(page()))).toBe(0);
    expect(await statementsDuring(() => names(`${page()}&limit=1`))).toBeGreaterThan(0);
  });

  it('forgets them when a product, a discount or a category changes', async () => {
    await names(page());
    await catalogWrite(ctx, () => setStock(0));
    expect(await names(page())).toEqual(['Дверь межкомнатная «Лира»']);
    await catalogWrite(ctx, () => setStock(4));
    expect(await names(page())).toHaveLength(2);
    await catalogWrite(ctx, () =>
      ctx.database.db.update(categories).set({ published: false }).where(eq(categories.id, categoryId)),
    );
    expect((await ctx.app.inject({ url: page() })).statusCode).toBe(404);
    await catalogWrite(ctx, () =>
      ctx.database.db.update(categories).set({ published: true }).where(eq(categories.id, categoryId)),
    );
    expect(await names(page())).toHaveLength(2);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL, a lost listening connection', () => {
  it('stops keeping answers until it is back, then forgets what it missed', async () => {
    expect(await names()).toHaveLength(2);
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
    );
    await vi.waitFor(async () => expect(await statementsDuring(() => names())).toBeGreaterThan(0));
    await setStock(0);
    await vi.waitFor(async () => expect(await names()).toEqual(['Дверь межкомнатная «Лира»']), {
      timeout: 5000,
    });
    // back to listening: answers are kept again
    await vi.waitFor(async () => expect(await statementsDuring(() => names())).toBe(0), { timeout: 5000 });
    await setStock(4);
  });
});
