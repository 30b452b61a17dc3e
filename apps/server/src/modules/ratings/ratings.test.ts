import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext, tokenFor } from '../../../test/helpers.js';
import { users } from '../auth/auth.tables.js';
import { categories, products } from '../catalog/catalog.tables.js';
import { orderItems, orders } from '../orders/orders.tables.js';
import { ratings } from './ratings.tables.js';

let ctx: TestContext;
const ids: Record<string, number> = {};
const tokens: Record<string, Record<string, string>> = {};
const userIds: Record<string, number> = {};
const UNKNOWN_PRODUCT = 987_654;

type Status = 'NEW' | 'PROCESSING' | 'READY' | 'DELIVERING' | 'COMPLETED';

/** An order of `user` in `status` with one item per product key, written directly as the demo seed does. */
async function placeOrder(
  user: string,
  status: Status,
  keys: (string | null)[],
  updatedAt = new Date(),
  quantity = 1,
) {
  const db = ctx.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      userId: userIds[user]!,
      email: `${user}@example.ru`,
      fullName: user,
      phone: '+79001234567',
      deliveryMethod: 'PICKUP',
      paymentMethod: 'CASH_ON_DELIVERY',
      status,
      totalAmount: '100.00',
      updatedAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    keys.map((key) => ({
      orderId: order!.id,
      productId: key === null ? null : ids[key]!,
      productName: key ?? 'Удалённый товар',
      quantity,
      priceAtPurchase: '100.00',
    })),
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const [category] = await db.insert(categories).values({ name: 'Краски' }).returning();
  const product = async (key: string, values: Partial<typeof products.$inferInsert> = {}) => {
    const [row] = await db
      .insert(products)
      .values({
        name: key,
        price: '100.00',
        categoryId: category!.id,
        image: `/uploads/${key}.webp`,
        ...values,
      })
      .returning();
    ids[key] = row!.id;
  };
  for (const key of ['rated', 'unrated', 'single', 'bought', 'boughtEarlier', 'race', 'pending', 'others']) {
    await product(key);
  }
  await product('noImage', { image: null });
  await product('hidden', { published: false });
  await product('boughtHidden', { published: false });

  const people = await db
    .insert(users)
    .values(
      ['voter1', 'voter2', 'voter3', 'buyer', 'stranger'].map((name) => ({
        username: name,
        email: `${name}@example.ru`,
        passwordHash: 'x',
      })),
    )
    .returning();
  for (const person of people) {
    userIds[person.username] = person.id;
    tokens[person.username] = bearer(
      await tokenFor(ctx, { id: person.id, email: person.email, role: 'customer' }),
    );
  }
  // 5 + 4 + 4 = 13 / 3 = 4.333… → 4.3
  await db.insert(ratings).values([
    { userId: userIds.voter1!, productId: ids.rated!, rating: 5 },
    { userId: userIds.voter2!, productId: ids.rated!, rating: 4 },
    { userId: userIds.voter3!, productId: ids.rated!, rating: 4 },
    { userId: userIds.voter1!, productId: ids.single!, rating: 3 },
    { userId: userIds.voter1!, productId: ids.hidden!, rating: 5 },
  ]);

  // The buyer's history: completed orders (one with an item of a since deleted product), and orders
  // in every other status that must not allow rating.
  await placeOrder('buyer', 'COMPLETED', ['boughtEarlier', 'boughtHidden'], new Date('2026-01-10T10:00:00Z'));
  await placeOrder(
    'buyer',
    'COMPLETED',
    ['bought', 'race', 'noImage', 'rated', null],
    new Date('2026-02-10T10:00:00Z'),
  );
  await placeOrder('buyer', 'COMPLETED', ['bought'], new Date('2026-01-01T10:00:00Z'));
  for (const status of ['NEW', 'PROCESSING', 'READY', 'DELIVERING'] as const) {
    await placeOrder('buyer', status, ['pending']);
  }
  await placeOrder('stranger', 'COMPLETED', ['others']);
});
afterAll(() => ctx.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/ratings/${path}`, headers });
const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/ratings/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const rate = (key: string, rating: unknown, user = 'buyer') =>
  post(String(ids[key]), { rating }, tokens[user]);

async function expectJsonError(res: Awaited<ReturnType<typeof get>>, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.json()).toMatchObject({ code, error: expect.any(String) });
}

const TEN_KB = 'x'.repeat(10 * 1024);

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
    ['an unknown product', () => String(UNKNOWN_PRODUCT)],
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
    await expectJsonError(await get(id), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/ratings/batch', () => {
  const batch = (payload: unknown) => post('batch', payload);

  it('answers a summary per published product in the order asked, each id once', async () => {
    const res = await batch({
      product_ids: [ids.single, ids.rated, UNKNOWN_PRODUCT, ids.unrated, ids.hidden, ids.rated],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { product_id: ids.single, averageRating: 3, voteCount: 1 },
      { product_id: ids.rated, averageRating: 4.3, voteCount: 3 },
      { product_id: ids.unrated, averageRating: 0, voteCount: 0 },
    ]);
  });

  it('is public and answers an empty list to an empty request', async () => {
    const res = await batch({ product_ids: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('accepts 100 ids', async () => {
    const many = Array.from({ length: 100 }, (_, i) => UNKNOWN_PRODUCT + i);
    many[50] = ids.rated!;
    const res = await batch({ product_ids: many });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ product_id: ids.rated, averageRating: 4.3, voteCount: 3 }]);
  });

  it('refuses 101 ids with the reason', async () => {
    const res = await batch({ product_ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    await expectJsonError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().fields).toEqual({ product_ids: 'Не больше 100 товаров за один запрос' });
  });

  it.each([
    ['no body field', {}],
    ['null ids', { product_ids: null }],
    ['a number instead of a list', { product_ids: 5 }],
    ['a 10 KB string instead of a list', { product_ids: TEN_KB }],
    ['a 10 KB string in the list', { product_ids: [TEN_KB] }],
    ['a numeric string in the list', { product_ids: ['1'] }],
    ['0', { product_ids: [0] }],
    ['a negative id', { product_ids: [-1] }],
    ['a fraction', { product_ids: [2.5] }],
    ['a too large id', { product_ids: [2_147_483_648] }],
    ['an object in the list', { product_ids: [{ id: 1 }] }],
    ['an unknown field', { product_ids: [1], extra: TEN_KB }],
    ['a list as the body', [1, 2]],
    ['a 10 KB string as the body', TEN_KB],
  ])('answers 400 JSON to %s', async (_name, payload) => {
    await expectJsonError(await batch(payload), 400, 'VALIDATION_FAILED');
  });

  it('answers 400 JSON to broken JSON and an empty body', async () => {
    for (const payload of ['{"product_ids": [1', '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/ratings/batch',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      await expectJsonError(res, 400, 'VALIDATION_FAILED');
    }
  });
});

describe('GET /api/ratings/user', () => {
  it('needs a valid token', async () => {
    await expectJsonError(await get('user'), 401, 'UNAUTHORIZED');
    await expectJsonError(await get('user', { authorization: 'Bearer not-a-token' }), 401, 'UNAUTHORIZED');
  });

  it("lists the user's scores and the purchased, published, unrated products, newest order first", async () => {
    const res = await get('user', tokens.voter1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ratings: expect.arrayContaining([
        { product_id: ids.rated, rating: 5 },
        { product_id: ids.single, rating: 3 },
        { product_id: ids.hidden, rating: 5 },
      ]),
      unrated: [],
    });
    expect(res.json().ratings).toHaveLength(3);

    const buyer = (await get('user', tokens.buyer)).json();
    expect(buyer.ratings).toEqual([]);
    // 'rated' was bought too: other people's scores do not count as the buyer's. Products of orders
    // not yet COMPLETED, unpublished and deleted products, and other users' purchases are not listed.
    expect(buyer.unrated).toEqual([
      { product_id: ids.noImage, name: 'noImage', image: null },
      { product_id: ids.race, name: 'race', image: '/uploads/race.webp' },
      { product_id: ids.bought, name: 'bought', image: '/uploads/bought.webp' },
      { product_id: ids.rated, name: 'rated', image: '/uploads/rated.webp' },
      { product_id: ids.boughtEarlier, name: 'boughtEarlier', image: '/uploads/boughtEarlier.webp' },
    ]);
  });
});

describe('POST /api/ratings/:productId', () => {
  it('needs a valid token, before looking at the body', async () => {
    await expectJsonError(await post(String(ids.bought), { rating: 5 }), 401, 'UNAUTHORIZED');
    await expectJsonError(await post(String(ids.bought), { rating: 'x' }), 401, 'UNAUTHORIZED');
    await expectJsonError(
      await post(String(ids.bought), { rating: 5 }, { authorization: 'Bearer x.y.z' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it.each([
    ['0', { rating: 0 }],
    ['6', { rating: 6 }],
    ['2.5', { rating: 2.5 }],
    ['-1', { rating: -1 }],
    ['a numeric string', { rating: '5' }],
    ['a 10 KB string', { rating: TEN_KB }],
    ['true', { rating: true }],
    ['null', { rating: null }],
    ['a list', { rating: [5] }],
    ['no rating', {}],
    ['an unknown field', { rating: 5, user_id: 1 }],
    ['a number as the body', 5],
  ])('answers 400 JSON to the rating %s and writes nothing', async (_name, payload) => {
    const res = await post(String(ids.bought), payload, tokens.buyer);
    await expectJsonError(res, 400, 'VALIDATION_FAILED');
    expect(await ctx.database.db.select().from(ratings).where(eq(ratings.productId, ids.bought!))).toEqual(
      [],
    );
  });

  it('explains the allowed scores', async () => {
    const res = await rate('bought', 6);
    expect(res.json().fields).toEqual({ rating: 'Оценка должна быть целым числом от 1 до 5' });
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999', '%20', TEN_KB.slice(0, 90)])(
    'answers 400 JSON to the product id %s',
    async (id) => {
      await expectJsonError(await post(id, { rating: 5 }, tokens.buyer), 400, 'VALIDATION_FAILED');
    },
  );

  it('answers 4xx JSON, never 500, to a 10 KB product id', async () => {
    const res = await post(TEN_KB, { rating: 5 }, tokens.buyer);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it.each([
    ['an unknown product', () => UNKNOWN_PRODUCT],
    ['an unpublished product, even one the user bought', () => ids.boughtHidden!],
  ])('answers 404 for %s', async (_name, id) => {
    await expectJsonError(await post(String(id()), { rating: 5 }, tokens.buyer), 404, 'PRODUCT_NOT_FOUND');
  });

  it.each([
    ['never bought', 'unrated', 'buyer'],
    ['only in orders not yet COMPLETED', 'pending', 'buyer'],
    ["in another user's COMPLETED order", 'others', 'buyer'],
    ['bought by someone else', 'bought', 'stranger'],
  ])('refuses a product %s with 403 and writes nothing', async (_name, key, user) => {
    const res = await rate(key, 4, user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Вы можете оценить только купленные товары', code: 'NOT_PURCHASED' });
    expect(await ctx.database.db.select().from(ratings).where(eq(ratings.productId, ids[key]!))).toEqual([]);
  });

  it('records a purchased product once, answers the new summary and never changes it', async () => {
    const first = await rate('rated', 1);
    expect(first.statusCode).toBe(200);
    // 5 + 4 + 4 + 1 = 14 / 4 = 3.5
    expect(first.json()).toEqual({ product_id: ids.rated, averageRating: 3.5, voteCount: 4 });

    const again = await rate('rated', 5);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Вы уже оценили этот товар', code: 'ALREADY_RATED' });
    expect((await get(String(ids.rated))).json()).toEqual({
      product_id: ids.rated,
      averageRating: 3.5,
      voteCount: 4,
    });

    const first2 = await rate('bought', 4);
    expect(first2.json()).toEqual({ product_id: ids.bought, averageRating: 4, voteCount: 1 });

    const mine = (await get('user', tokens.buyer)).json();
    expect(mine.ratings).toEqual([
      { product_id: ids.bought, rating: 4 },
      { product_id: ids.rated, rating: 1 },
    ]);
    expect(mine.unrated.map((p: { product_id: number }) => p.product_id)).toEqual([
      ids.noImage,
      ids.race,
      ids.boughtEarlier,
    ]);

    const summaries = await post('batch', { product_ids: [ids.rated, ids.bought] });
    expect(summaries.json()).toEqual([
      { product_id: ids.rated, averageRating: 3.5, voteCount: 4 },
      { product_id: ids.bought, averageRating: 4, voteCount: 1 },
    ]);
  });

  it('keeps the score after the order leaves COMPLETED and still answers 409', async () => {
    await rate('boughtEarlier', 2);
    await ctx.database.db
      .update(orders)
      .set({ status: 'PROCESSING' })
      .where(eq(orders.userId, userIds.buyer!));
    try {
      const res = await rate('boughtEarlier', 5);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ALREADY_RATED');
    } finally {
      await ctx.database.db
        .update(orders)
        .set({ status: 'COMPLETED' })
        .where(eq(orders.userId, userIds.buyer!));
    }
  });

  it('gives one row and clean 409s to concurrent submits of the same score', async () => {
    const answers = await Promise.all([5, 4, 3, 2, 1, 5, 4, 3].map((score) => rate('race', score)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ error: 'Вы уже оценили этот товар', code: 'ALREADY_RATED' });
    }
    const rows = await ctx.database.db.select().from(ratings).where(eq(ratings.productId, ids.race!));
    expect(rows).toHaveLength(1);
    const winner = answers.find((res) => res.statusCode === 200)!;
    expect(winner.json()).toEqual({ product_id: ids.race, averageRating: rows[0]!.rating, voteCount: 1 });
  });
});

describe('goods bought in parts', () => {
  it('lets the buyer of 2.5 m rate the product; an order of 2.5 m not yet completed does not', async () => {
    const db = ctx.database.db;
    const [chain] = await db
      .insert(products)
      .values({ name: 'Цепь 6 мм', price: '123.45', unitCode: '006', unitName: 'м', stockExact: '40.5' })
      .returning();
    const [pending] = await db
      .insert(products)
      .values({ name: 'Трос 4 мм', price: '50.00', unitCode: '006', unitName: 'м', stockExact: '12' })
      .returning();
    ids.chain = chain!.id;
    ids.rope = pending!.id;
    const [person] = await db
      .insert(users)
      .values({ username: 'metreBuyer', email: 'metre@example.ru', passwordHash: 'x' })
      .returning();
    userIds.metreBuyer = person!.id;
    tokens.metreBuyer = bearer(
      await tokenFor(ctx, { id: person!.id, email: person!.email, role: 'customer' }),
    );
    await placeOrder('metreBuyer', 'COMPLETED', ['chain'], new Date(), 2.5);
    await placeOrder('metreBuyer', 'DELIVERING', ['rope'], new Date(), 0.3);

    const mine = (await get('user', tokens.metreBuyer)).json();
    expect(mine.unrated).toEqual([{ product_id: ids.chain, name: 'Цепь 6 мм', image: null }]);
    const rated = await rate('chain', 5, 'metreBuyer');
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ product_id: ids.chain, averageRating: 5, voteCount: 1 });
    await expectJsonError(await rate('rope', 5, 'metreBuyer'), 403, 'NOT_PURCHASED');
  });
});
