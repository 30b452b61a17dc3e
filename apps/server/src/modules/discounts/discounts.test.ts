/**
 * Discounts and promotions run by staff (issue 11): banners with pictures, products in a discount at a
 * percent, one pricing rule from the catalogue to checkout, and 'Акции' pages that are never empty.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  multipartForm,
  rawRows,
  testPicture,
  type TestContext,
} from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let picture: Buffer;
let doorsId: number;
const DOOR = 8101;
const HANDLE = 8102;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin] = (await createUsers(ctx, ['discount-boss'], 'admin')) as [TestUser];
  [customer] = (await createUsers(ctx, ['discount-buyer'])) as [TestUser];
  picture = await testPicture('webp');
  await seedProducts(ctx, 'Двери', [
    { id: DOOR, name: 'Дверь «Верона»', price: '1000.00', stockQuantity: 10 },
    { id: HANDLE, name: 'Ручка дверная', price: '200.00', stockQuantity: 50 },
  ]);
  const [doors] = await rawRows<{ id: number }>(
    ctx.database.db,
    sql`select id from categories where name = 'Двери'`,
  );
  doorsId = doors!.id;
});
afterAll(() => ctx.close());

const form = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | number>,
  withPicture = true,
) => {
  const body = multipartForm(
    fields,
    withPicture ? { data: picture, filename: 'banner.webp', contentType: 'image/webp' } : undefined,
  );
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
};
const json = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin.headers) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const productOf = async (id: number) => (await ctx.app.inject({ url: `/api/products/${id}` })).json();

describe('discounts', () => {
  let discountId: number;
  let categoryId: number;

  it('creates a discount with a new discount category (the spec helper sent no body; this one does)', async () => {
    const res = await form('POST', '/discounts', {
      title: 'Неделя дверей',
      category_mode: 'new',
      category_name: 'Скидки на двери',
    });
    expect(res.statusCode).toBe(201);
    discountId = res.json().id;
    categoryId = res.json().category_id;
    expect(res.json()).toMatchObject({ title: 'Неделя дверей', Category: { name: 'Скидки на двери' } });
    expect(res.json().image).toMatch(/^\/uploads\/discounts\//);
    const categories = (await ctx.app.inject({ url: '/api/categories' })).json();
    expect(categories.find((c: { id: number }) => c.id === categoryId)).toMatchObject({
      is_discount_category: true,
    });
  });

  it('refuses the §5 mistakes with their messages', async () => {
    const cases: [Record<string, string | number>, boolean, string, string][] = [
      [{ title: '', category_id: doorsId }, true, 'title', 'Название обязательно'],
      [
        { title: 'X', category_mode: 'new', category_name: '' },
        true,
        'category_name',
        'Укажите имя для новой категории',
      ],
      [{ title: 'X' }, true, 'category_id', 'Выберите существующую категорию'],
      [{ title: 'X', category_id: doorsId }, false, 'image', 'Изображение обязательно'],
      [
        { title: 'X', category_id: categoryId },
        true,
        'category_id',
        'Выберите обычную категорию: эта уже служит скидке',
      ],
    ];
    for (const [fields, withPicture, field, message] of cases) {
      const res = await form('POST', '/discounts', fields, withPicture);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await form('POST', '/discounts', { title: 'X', category_id: 987654 })).statusCode).toBe(404);
  });

  it('adds products at a percent (1–99); the price changes everywhere at once: product, sorted pages, cart, checkout', async () => {
    for (const percent of [0, 100, 'abc', 15.5]) {
      const bad = await json('POST', `/discounts/${discountId}/products`, {
        product_ids: [DOOR],
        discount_percent: percent,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.discount_percent).toBe('Укажите корректный процент скидки (1-99)');
    }
    const none = await json('POST', `/discounts/${discountId}/products`, {
      product_ids: [],
      discount_percent: 15,
    });
    expect(none.json().fields.product_ids).toBe('Выберите товары для добавления');
    expect(
      (
        await json('POST', `/discounts/${discountId}/products`, {
          product_ids: [987654],
          discount_percent: 15,
        })
      ).statusCode,
    ).toBe(404);

    const added = await json('POST', `/discounts/${discountId}/products`, {
      product_ids: [DOOR],
      discount_percent: 15,
    });
    expect(added.json()).toMatchObject({ added: 1, updated: 0 });
    expect(await productOf(DOOR)).toMatchObject({ effective_discount: 15, discounted_price: 850 });
    const again = await json('POST', `/discounts/${discountId}/products`, {
      product_ids: [DOOR, HANDLE],
      discount_percent: 20,
    });
    expect(again.json()).toMatchObject({ added: 1, updated: 1 });
    expect(await productOf(DOOR)).toMatchObject({ effective_discount: 20, discounted_price: 800 });

    const cheapFirst = (
      await ctx.app.inject({ url: `/api/products?category_id=${doorsId}&sort=price_asc` })
    ).json();
    expect(cheapFirst.products.map((p: { discounted_price: number }) => p.discounted_price)).toEqual([
      160, 800,
    ]);
    const members = (await json('GET', `/discounts/${discountId}/products`)).json();
    expect(members.map((p: { id: number; discount_percent: number }) => [p.id, p.discount_percent])).toEqual([
      [DOOR, 20],
      [HANDLE, 20],
    ]);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: customer.headers,
      payload: { product_id: DOOR, quantity: 1 },
    });
    const cart = (await ctx.app.inject({ url: '/api/cart', headers: customer.headers })).json();
    expect(cart.CartItems[0].Product.discounted_price).toBe(800);
    const order = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: DOOR, quantity: 1, price: 800 }]),
    );
    expect(order.statusCode).toBe(201);
    expect(order.json().total_amount).toBe(800);
  });

  it('the discount category page lists the products of its discount; the history records the percents', async () => {
    const page = (
      await ctx.app.inject({ url: `/api/products?category_id=${categoryId}&inStock=true` })
    ).json();
    expect(page.products.map((p: { id: number }) => p.id).sort()).toEqual([DOOR, HANDLE]);
    expect(page.total).toBe(2);
    const history = (await json('GET', `/history?entity=discount&id=${discountId}`)).json();
    expect(history[0].changes).toEqual({ [`product ${DOOR}`]: [15, 20], [`product ${HANDLE}`]: [null, 20] });
  });

  it('removes a product from the discount, then the whole discount: the price is back and the empty category goes', async () => {
    const removed = await json('DELETE', `/discounts/${discountId}/products/${HANDLE}`);
    expect(removed.json()).toEqual({ message: 'Товар убран из скидки' });
    expect((await json('DELETE', `/discounts/${discountId}/products/${HANDLE}`)).statusCode).toBe(404);
    expect(await productOf(HANDLE)).toMatchObject({ effective_discount: 0, discounted_price: 200 });

    const renamed = await form('PUT', `/discounts/${discountId}`, { title: 'Неделя дверей: −20 %' }, false);
    expect(renamed.json()).toMatchObject({
      title: 'Неделя дверей: −20 %',
      image: expect.stringMatching(/discounts/),
    });

    expect((await json('DELETE', `/discounts/${discountId}`)).statusCode).toBe(200);
    expect(await productOf(DOOR)).toMatchObject({ effective_discount: 0, discounted_price: 1000 });
    const categories = (await ctx.app.inject({ url: '/api/categories' })).json();
    expect(categories.some((c: { id: number }) => c.id === categoryId)).toBe(false);
    expect((await json('DELETE', `/discounts/${discountId}`)).statusCode).toBe(404);
  });

  it('links an existing category; guests and customers are refused', async () => {
    const linked = await form('POST', '/discounts', {
      title: 'Всё для дверей',
      category_mode: 'existing',
      category_id: doorsId,
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().Category).toEqual({ id: doorsId, name: 'Двери' });
    expect(
      (await json('GET', `/discounts/${linked.json().id}/products`, undefined, customer.headers)).statusCode,
    ).toBe(403);
    expect((await json('DELETE', `/discounts/${linked.json().id}`, undefined, {})).statusCode).toBe(401);
  });
});

describe('promotions', () => {
  it('creates with a required image, edits, lists newest first, deletes; the promotion category lists products on sale', async () => {
    const noImage = await form('POST', '/promotions', { title: 'Акция', description: 'Описание' }, false);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().fields.image).toBe('Изображение обязательно для новой акции');
    const blank = await form('POST', '/promotions', { title: '', description: '' });
    expect(blank.json().fields).toEqual({
      title: 'Название обязательно',
      description: 'Описание обязательно',
    });

    const created = await form('POST', '/promotions', {
      title: 'Бесплатная доставка',
      description: 'От 15 000 ₽',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await form(
      'PUT',
      `/promotions/${id}`,
      { title: 'Бесплатная доставка', description: 'От 10 000 ₽' },
      false,
    );
    expect(edited.json()).toMatchObject({ description: 'От 10 000 ₽', image: created.json().image });
    expect((await ctx.app.inject({ url: '/api/promotions' })).json()[0]).toMatchObject({
      id,
      description: 'От 10 000 ₽',
    });

    await ctx.database.db.execute(sql`update products set discount = 10 where id = ${HANDLE}`);
    await ctx.database.db.execute(
      sql`insert into categories (name, is_promotion_category) values ('Акции месяца', true)`,
    );
    const [promo] = await rawRows<{ id: number }>(
      ctx.database.db,
      sql`select id from categories where name = 'Акции месяца'`,
    );
    const onSale = (await ctx.app.inject({ url: `/api/products?category_id=${promo!.id}` })).json();
    expect(onSale.products.map((p: { id: number }) => p.id)).toEqual([HANDLE]);

    expect((await json('DELETE', `/promotions/${id}`)).json()).toEqual({ message: 'Акция удалена' });
    expect((await json('DELETE', `/promotions/${id}`)).statusCode).toBe(404);
    expect((await form('PUT', `/promotions/${id}`, { title: 'X', description: 'Y' }, false)).statusCode).toBe(
      404,
    );
  });
});
