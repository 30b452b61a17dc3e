import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext, tokenFor } from '../../../test/helpers.js';
import { users } from '../auth/auth.tables.js';
import { categories, products } from '../catalog/catalog.tables.js';
import { cartItems } from './cart.tables.js';

let ctx: TestContext;
let alice: Record<string, string>;
let bob: Record<string, string>;

/**
 * Product ids start at 1001 so they never coincide with the (small) cart item ids: a test that sends
 * a product id really exercises the product-id reading of `:id`.
 */
const P = { plenty: 1001, few: 1002, none: 1003, hidden: 1004, discounted: 1005, chain: 1006 } as const;
const UNKNOWN_PRODUCT = 987_654;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const [category] = await db.insert(categories).values({ name: 'Сухие смеси' }).returning();
  const product = (id: number, name: string, values: Partial<typeof products.$inferInsert> = {}) => ({
    id,
    name,
    price: '250.00',
    article: `ART-${id}`,
    categoryId: category!.id,
    stockQuantity: 100,
    ...values,
  });
  await db.insert(products).values([
    product(P.plenty, 'Штукатурка гипсовая 30 кг', {
      unitCode: null,
      unitName: 'мешок',
      barcode: '4607014567891',
      properties: [{ name: 'Вес мешка, кг', value: '30' }],
    }),
    product(P.few, 'Клей плиточный 25 кг', { stockQuantity: 3 }),
    product(P.none, 'Грунтовка 10 л', { stockQuantity: 0 }),
    product(P.hidden, 'Снятый с продажи товар', { published: false, stockQuantity: 10 }),
    product(P.discounted, 'Шпаклёвка финишная', { price: '199.90', discount: 10 }),
    // sold by the metre: the unit's default rule is from 0.1 m by 0.1 m
    product(P.chain, 'Цепь оцинкованная 6 мм', {
      price: '123.45',
      unitCode: '006',
      unitName: 'м',
      stockExact: '4.000',
    }),
  ]);
  const [a, b] = await db
    .insert(users)
    .values([
      { username: 'alice', email: 'alice@example.ru', passwordHash: 'x' },
      { username: 'bob', email: 'bob@example.ru', passwordHash: 'x' },
    ])
    .returning();
  alice = bearer(await tokenFor(ctx, { id: a!.id, email: a!.email, role: 'customer' }));
  bob = bearer(await tokenFor(ctx, { id: b!.id, email: b!.email, role: 'customer' }));
});
afterAll(() => ctx.close());

beforeEach(async () => {
  await ctx.database.db.delete(cartItems);
  await setStock(P.few, 3);
  await ctx.database.db.update(products).set({ stockExact: '4.000' }).where(eq(products.id, P.chain));
});

const setStock = (productId: number, stockQuantity: number) =>
  ctx.database.db.update(products).set({ stockQuantity }).where(eq(products.id, productId));

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const getCart = (headers: Headers) => call('GET', '/cart', headers);
const add = (headers: Headers, payload: unknown) => call('POST', '/cart/items', headers, payload);
const update = (headers: Headers, id: number | string, payload: unknown) =>
  call('PUT', `/cart/items/${id}`, headers, payload);
const remove = (headers: Headers, id: number | string) => call('DELETE', `/cart/items/${id}`, headers);

interface Line {
  id: number;
  product_id: number;
  quantity: number;
}
const lines = (body: { CartItems: Line[] }) =>
  body.CartItems.map(({ product_id, quantity }) => ({ product_id, quantity }));

async function addOk(
  headers: Headers,
  product_id: number,
  quantity?: number,
): Promise<{ CartItems: Line[] }> {
  const res = await add(headers, quantity === undefined ? { product_id } : { product_id, quantity });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const itemOf = (cart: { CartItems: Line[] }, productId: number) =>
  cart.CartItems.find((line) => line.product_id === productId)!;

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, code: string, error?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.error).toMatch(/[А-Яа-яЁё]/);
  if (error !== undefined) expect(body.error).toBe(error);
  return body;
}

describe('every cart route needs a signed-in user', () => {
  it.each([
    ['GET', '/cart', undefined],
    ['POST', '/cart/items', { product_id: P.plenty, quantity: 1 }],
    ['POST', '/cart/items', { product_id: 'not even a number' }],
    ['PUT', '/cart/items/1', { quantity: 2 }],
    ['DELETE', '/cart/items/1', undefined],
    ['DELETE', '/cart/clear', undefined],
  ] as const)('%s %s without a token → 401 JSON', async (method, url, payload) => {
    expectError(await call(method, url, {}, payload), 401, 'UNAUTHORIZED', 'Токен авторизации отсутствует');
  });

  it('refuses a token that is not ours', async () => {
    const res = await getCart(bearer('not.a.jwt'));
    expectError(res, 401, 'UNAUTHORIZED', 'Сессия истекла. Войдите снова');
  });
});

describe('GET /api/cart', () => {
  it('gives an empty list to a user who never added anything', async () => {
    const res = await getCart(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CartItems: [] });
  });

  it('gives each line with the product exactly as the products API returns it', async () => {
    await addOk(alice, P.discounted, 2);
    await addOk(alice, P.plenty);
    const res = await getCart(alice);
    expect(res.statusCode).toBe(200);
    const { CartItems } = res.json();
    expect(CartItems).toEqual([
      {
        id: expect.any(Number),
        product_id: P.discounted,
        quantity: 2,
        Product: expect.any(Object),
        special_transport: false,
      },
      {
        id: expect.any(Number),
        product_id: P.plenty,
        quantity: 1,
        Product: expect.any(Object),
        special_transport: false,
      },
    ]);
    // the product page's own fields (barcode, 'Характеристики', length, calculator) stay out of the cart
    const {
      barcode,
      properties,
      special_transport: _special,
      length_m: _length,
      calculator: _calculator,
      own_min_quantity: _ownMinimum,
      own_quantity_step: _ownStep,
      ...product
    } = (await call('GET', `/products/${P.plenty}`, {})).json();
    expect({ barcode, properties }).toEqual({
      barcode: '4607014567891',
      properties: [{ name: 'Вес мешка, кг', value: '30' }],
    });
    expect(CartItems[1].Product).toEqual(product);
    expect(CartItems[1].Product).toMatchObject({
      unit_name: 'мешок',
      stock_exact: 100,
      min_quantity: 1,
      quantity_step: 1,
    });
    const discounted = (await call('GET', `/products/${P.discounted}`, {})).json();
    expect({
      ...CartItems[0].Product,
      barcode: null,
      properties: [],
      special_transport: false,
      length_m: null,
      calculator: null,
      own_min_quantity: null,
      own_quantity_step: null,
    }).toEqual(discounted);
    expect(CartItems[0].Product.unit_name).toBeNull();
    expect(CartItems[0].Product).toMatchObject({
      price: 199.9,
      effective_discount: 10,
      discounted_price: 179.91,
    });
  });

  it('leaves out lines of products that were taken off sale', async () => {
    await addOk(alice, P.plenty);
    const cartId = (await ctx.database.db.select().from(cartItems))[0]!.cartId;
    await ctx.database.db.insert(cartItems).values({ cartId, productId: P.hidden, quantity: 1 });
    expect(lines((await getCart(alice)).json())).toEqual([{ product_id: P.plenty, quantity: 1 }]);
  });
});

describe('POST /api/cart/items', () => {
  it('adds a product, 1 by default, and answers the whole cart', async () => {
    const cart = await addOk(alice, P.plenty);
    expect(lines(cart)).toEqual([{ product_id: P.plenty, quantity: 1 }]);
    expect(cart.CartItems[0]).toHaveProperty('Product.name', 'Штукатурка гипсовая 30 кг');
  });

  it('adds to the line already in the cart instead of making a second one', async () => {
    const first = await addOk(alice, P.plenty, 2);
    const second = await addOk(alice, P.plenty, 5);
    expect(lines(second)).toEqual([{ product_id: P.plenty, quantity: 7 }]);
    expect(second.CartItems[0]!.id).toBe(first.CartItems[0]!.id);
  });

  it('accepts exactly the stock', async () => {
    expect(lines(await addOk(alice, P.few, 3))).toEqual([{ product_id: P.few, quantity: 3 }]);
  });

  it('refuses more than the stock with 409 and writes nothing', async () => {
    const res = await add(alice, { product_id: P.few, quantity: 4 });
    const body = expectError(res, 409, 'OUT_OF_STOCK', 'Недостаточно товара на складе: доступно 3\u00a0шт');
    expect(body.fields).toEqual({ quantity: body.error });
    expect((await getCart(alice)).json()).toEqual({ CartItems: [] });
  });

  it('refuses an addition that would take the line past the stock and says what is in the cart', async () => {
    await addOk(alice, P.few, 2);
    const res = await add(alice, { product_id: P.few, quantity: 2 });
    expectError(
      res,
      409,
      'OUT_OF_STOCK',
      'Недостаточно товара на складе: доступно 3\u00a0шт, в корзине уже 2\u00a0шт',
    );
    expect(lines((await getCart(alice)).json())).toEqual([{ product_id: P.few, quantity: 2 }]);
  });

  it('refuses a product out of stock with 409', async () => {
    expectError(
      await add(alice, { product_id: P.none, quantity: 1 }),
      409,
      'OUT_OF_STOCK',
      'Этого товара сейчас нет в наличии',
    );
  });

  it.each([
    ['an unknown product', UNKNOWN_PRODUCT],
    ['a product taken off sale', P.hidden],
  ])('answers 404 for %s', async (_name, productId) => {
    const res = await add(alice, { product_id: productId, quantity: 1 });
    expectError(res, 404, 'PRODUCT_NOT_FOUND', 'Товар не найден или произошла ошибка загрузки.');
  });

  it('keeps concurrent additions within the stock', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => add(alice, { product_id: P.few, quantity: 1 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect(lines((await getCart(alice)).json())).toEqual([{ product_id: P.few, quantity: 3 }]);
  });

  const huge = 'я'.repeat(10 * 1024);
  it.each([
    ['no body fields', {}],
    ['a string product id', { product_id: String(P.plenty), quantity: 1 }],
    ['a 10 KB product id', { product_id: huge, quantity: 1 }],
    ['a null product id', { product_id: null, quantity: 1 }],
    ['a negative product id', { product_id: -1, quantity: 1 }],
    ['a fractional product id', { product_id: 1.5, quantity: 1 }],
    ['an out-of-range product id', { product_id: 99_999_999_999, quantity: 1 }],
    ['a zero quantity', { product_id: P.plenty, quantity: 0 }],
    ['a negative quantity', { product_id: P.plenty, quantity: -3 }],
    ['a fractional quantity', { product_id: P.plenty, quantity: 2.5 }],
    ['a huge quantity', { product_id: P.plenty, quantity: 1e12 }],
    ['a string quantity', { product_id: P.plenty, quantity: '2' }],
    ['a 10 KB quantity', { product_id: P.plenty, quantity: huge }],
    ['an array', [{ product_id: P.plenty, quantity: 1 }]],
    ['an unknown field', { product_id: P.plenty, quantity: 1, price: 1 }],
  ])('answers 400 JSON to %s', async (_name, payload) => {
    expectError(await add(alice, payload), 400, 'VALIDATION_FAILED');
  });

  it('answers 400 JSON to a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { ...alice, 'content-type': 'application/json' },
      payload: '{"product_id": ',
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });

  it('names the field in the 400 answer', async () => {
    const body = expectError(
      await add(alice, { product_id: P.plenty, quantity: 0 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields).toHaveProperty('quantity');
  });
});

describe('PUT /api/cart/items/:id', () => {
  it('sets the quantity by cart item id', async () => {
    const item = itemOf(await addOk(alice, P.plenty, 1), P.plenty);
    const res = await update(alice, item.id, { quantity: 5 });
    expect(res.statusCode).toBe(200);
    expect(lines(res.json())).toEqual([{ product_id: P.plenty, quantity: 5 }]);
  });

  it('sets the quantity by product id when no cart item has that id', async () => {
    const item = itemOf(await addOk(alice, P.plenty, 1), P.plenty);
    expect(item.id).not.toBe(P.plenty);
    const res = await update(alice, P.plenty, { quantity: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().CartItems).toEqual([expect.objectContaining({ id: item.id, quantity: 4 })]);
  });

  it('prefers the cart item id when a number is both an item id and a product id', async () => {
    // make alice's cart item ids reach past a product id by adding and removing lines
    let cart = await addOk(alice, P.plenty);
    while (itemOf(cart, P.plenty).id < 3) {
      await remove(alice, itemOf(cart, P.plenty).id);
      cart = await addOk(alice, P.plenty);
    }
    const ambiguous = itemOf(cart, P.plenty).id;
    await ctx.database.db
      .insert(products)
      .values({ id: ambiguous, name: 'Товар с id как у строки', price: '10.00', stockQuantity: 50 });
    try {
      await addOk(alice, ambiguous, 1);
      const res = await update(alice, ambiguous, { quantity: 9 });
      expect(res.statusCode).toBe(200);
      expect(lines(res.json())).toEqual([
        { product_id: P.plenty, quantity: 9 },
        { product_id: ambiguous, quantity: 1 },
      ]);
    } finally {
      await ctx.database.db.delete(products).where(eq(products.id, ambiguous));
    }
  });

  it('takes a typed quantity in one step and refuses what cannot be a quantity', async () => {
    const item = itemOf(await addOk(alice, P.plenty, 1), P.plenty);
    const res = await update(alice, item.id, { quantity: 40 });
    expect(res.statusCode).toBe(200);
    expect(lines(res.json())).toEqual([{ product_id: P.plenty, quantity: 40 }]);
    for (const quantity of [0, -3, 2.5, '40 шт', 1e9]) {
      const refused = await update(alice, item.id, { quantity });
      expect([400, 409]).toContain(refused.statusCode);
    }
    expect(lines((await getCart(alice)).json())).toEqual([{ product_id: P.plenty, quantity: 40 }]);
  });

  it('refuses a quantity above the stock with 409 and keeps the old one', async () => {
    const item = itemOf(await addOk(alice, P.few, 1), P.few);
    expectError(
      await update(alice, item.id, { quantity: 4 }),
      409,
      'OUT_OF_STOCK',
      'Недостаточно товара на складе: доступно 3\u00a0шт',
    );
    expect(lines((await getCart(alice)).json())).toEqual([{ product_id: P.few, quantity: 1 }]);
  });

  it('answers 409 once the product has sold out', async () => {
    const item = itemOf(await addOk(alice, P.few, 2), P.few);
    await setStock(P.few, 0);
    expectError(
      await update(alice, item.id, { quantity: 1 }),
      409,
      'OUT_OF_STOCK',
      'Этого товара сейчас нет в наличии',
    );
  });

  it('lets a line go down to the stock after the stock fell', async () => {
    const item = itemOf(await addOk(alice, P.few, 3), P.few);
    await setStock(P.few, 2);
    expect((await update(alice, item.id, { quantity: 3 })).statusCode).toBe(409);
    const res = await update(alice, item.id, { quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(lines(res.json())).toEqual([{ product_id: P.few, quantity: 2 }]);
  });

  it("never touches another user's line: 404 by item id and by product id", async () => {
    const bobs = itemOf(await addOk(bob, P.plenty, 2), P.plenty);
    expectError(
      await update(alice, bobs.id, { quantity: 1 }),
      404,
      'CART_ITEM_NOT_FOUND',
      'Товар не найден в корзине',
    );
    expectError(await update(alice, P.plenty, { quantity: 1 }), 404, 'CART_ITEM_NOT_FOUND');
    expect(lines((await getCart(bob)).json())).toEqual([{ product_id: P.plenty, quantity: 2 }]);
  });

  it('answers 404 for an id that is neither an item nor a product in the cart', async () => {
    await addOk(alice, P.plenty);
    expectError(await update(alice, UNKNOWN_PRODUCT, { quantity: 1 }), 404, 'CART_ITEM_NOT_FOUND');
    expectError(await update(alice, P.few, { quantity: 1 }), 404, 'CART_ITEM_NOT_FOUND');
  });

  it.each([
    ['no quantity', {}],
    ['a zero quantity', { quantity: 0 }],
    ['a negative quantity', { quantity: -1 }],
    ['a huge quantity', { quantity: 2 ** 40 }],
    ['a string quantity', { quantity: 'много' }],
    ['a 10 KB string', { quantity: 'x'.repeat(10 * 1024) }],
    ['an unknown field', { quantity: 1, product_id: P.few }],
  ])('answers 400 JSON to %s', async (_name, payload) => {
    const item = itemOf(await addOk(alice, P.plenty), P.plenty);
    expectError(await update(alice, item.id, payload), 400, 'VALIDATION_FAILED');
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999', '%20'])('answers 400 JSON to the id %s', async (id) => {
    expectError(await update(alice, id, { quantity: 1 }), 400, 'VALIDATION_FAILED');
  });
});

describe('DELETE /api/cart/items/:id', () => {
  it('removes a line by cart item id and answers the rest of the cart', async () => {
    await addOk(alice, P.plenty);
    const item = itemOf(await addOk(alice, P.few, 2), P.few);
    const res = await remove(alice, item.id);
    expect(res.statusCode).toBe(200);
    expect(lines(res.json())).toEqual([{ product_id: P.plenty, quantity: 1 }]);
  });

  it('removes a line by product id when no cart item has that id', async () => {
    await addOk(alice, P.plenty);
    await addOk(alice, P.few, 2);
    const res = await remove(alice, P.few);
    expect(res.statusCode).toBe(200);
    expect(lines(res.json())).toEqual([{ product_id: P.plenty, quantity: 1 }]);
  });

  it('answers 404 the second time', async () => {
    const item = itemOf(await addOk(alice, P.plenty), P.plenty);
    expect((await remove(alice, item.id)).statusCode).toBe(200);
    expectError(await remove(alice, item.id), 404, 'CART_ITEM_NOT_FOUND');
  });

  it("never removes another user's line", async () => {
    const bobs = itemOf(await addOk(bob, P.few, 1), P.few);
    expectError(await remove(alice, bobs.id), 404, 'CART_ITEM_NOT_FOUND');
    expectError(await remove(alice, P.few), 404, 'CART_ITEM_NOT_FOUND');
    expect(lines((await getCart(bob)).json())).toEqual([{ product_id: P.few, quantity: 1 }]);
  });

  it('answers 400 JSON to a malformed or 10 KB id', async () => {
    expectError(await remove(alice, 'abc'), 400, 'VALIDATION_FAILED');
    const long = expectError(await remove(alice, '9'.repeat(10 * 1024)), 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(long).length).toBeLessThan(500);
  });
});

describe('DELETE /api/cart/clear', () => {
  it("empties the user's cart and leaves other carts alone", async () => {
    await addOk(alice, P.plenty, 2);
    await addOk(alice, P.few, 1);
    await addOk(bob, P.plenty, 1);
    const res = await call('DELETE', '/cart/clear', alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CartItems: [] });
    expect((await getCart(alice)).json()).toEqual({ CartItems: [] });
    expect(lines((await getCart(bob)).json())).toEqual([{ product_id: P.plenty, quantity: 1 }]);
  });

  it('is fine on an empty or never-used cart', async () => {
    const res = await call('DELETE', '/cart/clear', alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CartItems: [] });
  });
});

describe('decimal quantities (a product sold by the metre, step 0.1 m)', () => {
  const NBSP = '\u00a0';
  const storedLines = () => ctx.database.db.select({ quantity: cartItems.quantity }).from(cartItems);

  it('adds 2.5 m, adds up without a float’s error, and sets a line to 3.7 m', async () => {
    expect(lines(await addOk(alice, P.chain, 2.5))).toEqual([{ product_id: P.chain, quantity: 2.5 }]);
    expect(lines(await addOk(alice, P.chain, 0.1))).toEqual([{ product_id: P.chain, quantity: 2.6 }]);
    expect(lines(await addOk(alice, P.chain, 0.2))).toEqual([{ product_id: P.chain, quantity: 2.8 }]);
    const res = await update(alice, P.chain, { quantity: 3.7 });
    expect(res.statusCode).toBe(200);
    expect(lines(res.json())).toEqual([{ product_id: P.chain, quantity: 3.7 }]);
    expect(await storedLines()).toEqual([{ quantity: 3.7 }]);
    expect(res.json().CartItems[0].Product).toMatchObject({
      stock_exact: 4,
      min_quantity: 0.1,
      quantity_step: 0.1,
      unit_name: 'м',
    });
  });

  it('adds the product’s minimum when no quantity is given (0.1 m; 1 of a whole-unit product)', async () => {
    expect(lines(await addOk(alice, P.chain))).toEqual([{ product_id: P.chain, quantity: 0.1 }]);
    expect(lines(await addOk(bob, P.plenty))).toEqual([{ product_id: P.plenty, quantity: 1 }]);
  });

  it('refuses 0.25 m with 400 naming the step, and writes nothing', async () => {
    const body = expectError(
      await add(alice, { product_id: P.chain, quantity: 0.25 }),
      400,
      'VALIDATION_FAILED',
      `Этот товар продаётся с шагом 0,1${NBSP}м: выберите 0,2${NBSP}м или 0,3${NBSP}м`,
    );
    expect(body.error).toContain(`шагом 0,1${NBSP}м`);
    expect(body.fields).toEqual({ quantity: body.error });
    await addOk(alice, P.chain, 1);
    const update400 = expectError(await update(alice, P.chain, { quantity: 2.55 }), 400, 'VALIDATION_FAILED');
    expect(update400.error).toContain(`шагом 0,1${NBSP}м`);
    expect(await storedLines()).toEqual([{ quantity: 1 }]);
  });

  it('refuses a whole-unit product’s 2.5 with 400 naming the step of 1', async () => {
    const body = expectError(
      await add(alice, { product_id: P.plenty, quantity: 2.5 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.error).toBe(
      `Этот товар продаётся с шагом 1${NBSP}мешок: выберите 2${NBSP}мешок или 3${NBSP}мешок`,
    );
  });

  it.each([
    ['zero', 0],
    ['negative', -2.5],
    ['a number as a string', '2.5'],
    ['NaN as a string', 'NaN'],
    ['1e9', 1e9],
    ['four decimals', 1.0001],
    ['null', null],
  ])('refuses %s with 400 on add and update, writing nothing', async (_name, quantity) => {
    expectError(await add(alice, { product_id: P.chain, quantity }), 400, 'VALIDATION_FAILED');
    expect(await storedLines()).toEqual([]);
    await addOk(alice, P.chain, 1.5);
    expectError(await update(alice, P.chain, { quantity }), 400, 'VALIDATION_FAILED');
    expect(await storedLines()).toEqual([{ quantity: 1.5 }]);
  });

  it('refuses past the exact stock with 409 in metres, and writes nothing', async () => {
    expectError(
      await add(alice, { product_id: P.chain, quantity: 4.1 }),
      409,
      'OUT_OF_STOCK',
      `Недостаточно товара на складе: доступно 4${NBSP}м`,
    );
    expect(await storedLines()).toEqual([]);
    await addOk(alice, P.chain, 2.5);
    expectError(
      await add(alice, { product_id: P.chain, quantity: 2 }),
      409,
      'OUT_OF_STOCK',
      `Недостаточно товара на складе: доступно 4${NBSP}м, в корзине уже 2,5${NBSP}м`,
    );
    expectError(
      await update(alice, P.chain, { quantity: 4.5 }),
      409,
      'OUT_OF_STOCK',
      `Недостаточно товара на складе: доступно 4${NBSP}м`,
    );
    expect(await storedLines()).toEqual([{ quantity: 2.5 }]);
    // exactly the stock is fine
    expect(lines(await addOk(alice, P.chain, 1.5))).toEqual([{ product_id: P.chain, quantity: 4 }]);
  });

  it('sells a fractional stock exactly: 145.984 m takes 145.9 m, not 146 m', async () => {
    await ctx.database.db.update(products).set({ stockExact: '145.984' }).where(eq(products.id, P.chain));
    expect(lines(await addOk(alice, P.chain, 145.9))).toEqual([{ product_id: P.chain, quantity: 145.9 }]);
    expectError(await update(alice, P.chain, { quantity: 146 }), 409, 'OUT_OF_STOCK');
  });
});
