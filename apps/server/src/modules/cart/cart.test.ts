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
const P = { plenty: 1001, few: 1002, none: 1003, hidden: 1004, discounted: 1005 } as const;
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
    // the product page's own fields (barcode, 'Характеристики', 1C's exact stock) stay out of the cart
    const {
      barcode,
      properties,
      stock_exact,
      special_transport: _special,
      ...product
    } = (await call('GET', `/products/${P.plenty}`, {})).json();
    expect({ barcode, properties, stock_exact }).toEqual({
      barcode: '4607014567891',
      properties: [{ name: 'Вес мешка, кг', value: '30' }],
      stock_exact: null,
    });
    expect(CartItems[1].Product).toEqual(product);
    expect(CartItems[1].Product.unit_name).toBe('мешок');
    const discounted = (await call('GET', `/products/${P.discounted}`, {})).json();
    expect({
      ...CartItems[0].Product,
      barcode: null,
      properties: [],
      stock_exact: null,
      special_transport: false,
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
    const body = expectError(res, 409, 'OUT_OF_STOCK', 'Недостаточно товара на складе: доступно 3 шт.');
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
      'Недостаточно товара на складе: доступно 3 шт., в корзине уже 2 шт.',
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
      'Недостаточно товара на складе: доступно 3 шт.',
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
