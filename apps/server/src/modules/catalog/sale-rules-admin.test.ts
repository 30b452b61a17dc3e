/**
 * Staff set how goods are sold (issue 27): a product's own minimum and step, its weight, length and
 * calculator, a decimal stock, and a category's step that its products and its subcategories' follow at
 * once. Bad input is refused in Russian with nothing written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipartForm, rawRows, type TestContext } from '../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../test/orders-fixtures.js';

let ctx: TestContext;
let admin: TestUser;
let rootId: number;
let childId: number;
let otherId: number;

type Fields = Record<string, string | number | undefined>;
const send = (method: 'POST' | 'PUT', url: string, fields: Fields) => {
  const form = multipartForm(fields);
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
};
const product = (overrides: Fields = {}): Fields => ({
  name: 'Цепь сварная 6 мм',
  price: '120',
  description: '',
  category_id: otherId,
  stock_quantity: '40',
  article: '',
  discount: 0,
  ...overrides,
});
const storefront = async (id: number) => (await ctx.app.inject({ url: `/api/products/${id}` })).json();
const productCount = async () =>
  (await rawRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from products`))[0]!.n;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin] = (await createUsers(ctx, ['sale-rules-boss'], 'admin')) as [TestUser];
  rootId = (await send('POST', '/categories', { name: 'Напольные покрытия', parent_id: 'root' })).json().id;
  childId = (await send('POST', '/categories', { name: 'Линолеум', parent_id: rootId })).json().id;
  otherId = (await send('POST', '/categories', { name: 'Крепёж', parent_id: 'root' })).json().id;
});
afterAll(() => ctx.close());

describe('the product form', () => {
  it('saves a sale rule, weight, length, calculator and a decimal stock, and answers them', async () => {
    const res = await send(
      'POST',
      '/products',
      product({
        unit_code: '006',
        stock_quantity: '145,984',
        min_quantity: '1,5',
        quantity_step: '0.5',
        weight_kg: '0,42',
        length_m: '',
        calculator: '{"kind":"none"}',
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      unit_name: 'м',
      stock_quantity: 145,
      stock_exact: 145.984,
      min_quantity: 1.5,
      quantity_step: 0.5,
      own_min_quantity: 1.5,
      own_quantity_step: 0.5,
      weight_kg: 0.42,
      length_m: null,
      calculator: null,
      calculator_setting: { kind: 'none' },
    });
    expect(await storefront(saved.id)).toMatchObject({
      stock_exact: 145.984,
      min_quantity: 1.5,
      quantity_step: 0.5,
      weight_kg: 0.42,
      calculator: null,
    });

    // fields not sent stay; '' clears them back to the unit's rule
    const kept = await send(
      'PUT',
      `/products/${saved.id}`,
      product({ unit_code: '006', stock_quantity: '3' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      own_quantity_step: 0.5,
      weight_kg: 0.42,
      stock_exact: 3,
      stock_quantity: 3,
    });
    const cleared = await send(
      'PUT',
      `/products/${saved.id}`,
      product({
        stock_quantity: '2.5',
        min_quantity: '',
        quantity_step: '',
        weight_kg: '',
        length_m: '6',
        calculator: '{"kind":"area","pack_area":1.996}',
      }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      // unit м: sold by 10 cm when nothing else says
      min_quantity: 0.1,
      quantity_step: 0.1,
      own_min_quantity: null,
      own_quantity_step: null,
      weight_kg: null,
      length_m: 6,
      stock_exact: 2.5,
      stock_quantity: 2,
      calculator: { kind: 'area', pack_area: 1.996 },
      calculator_setting: { kind: 'area', pack_area: 1.996 },
    });

    const history = await ctx.app.inject({
      url: `/api/history?entity=product&id=${saved.id}`,
      headers: admin.headers,
    });
    const [latest] = history.json();
    expect(latest.changes).toMatchObject({
      min_quantity: [1.5, null],
      quantity_step: [0.5, null],
      weight_kg: [0.42, null],
      length_m: [null, 6],
      stock_exact: [3, 2.5],
      calculator: [{ kind: 'none' }, { kind: 'area', pack_area: 1.996 }],
    });
  });

  it.each([
    ['min_quantity', '0', 'Минимальное количество — число больше 0'],
    ['min_quantity', '-1', 'Минимальное количество — число больше 0'],
    ['quantity_step', '0,1234', 'Шаг продажи — число больше 0'],
    ['quantity_step', '100001', 'Шаг продажи — число больше 0'],
    ['quantity_step', 'абв', 'Шаг продажи — число больше 0'],
    ['weight_kg', '-2', 'Вес — число от 0 до 100 000 кг'],
    ['length_m', '1001', 'Длина — число от 0 до 1 000 м'],
    ['stock_quantity', '1.2345', 'Остаток — число не меньше 0'],
    ['calculator', '{"kind":"area"', 'Калькулятор не прочитан'],
    ['calculator', '{"kind":"mix","rate":-1,"bag":25}', 'Калькулятор не прочитан'],
    ['calculator', '{"kind":"paint","rate":0.1,"can":100000}', 'Калькулятор не прочитан'],
  ])('refuses %s = %s in Russian and writes nothing', async (field, value, message) => {
    const before = await productCount();
    const res = await send('POST', '/products', product({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    expect(await productCount()).toBe(before);
  });

  it('refuses a minimum off the step: its own, its category’s or its unit’s', async () => {
    const before = await productCount();
    const both = await send('POST', '/products', product({ min_quantity: '1,25', quantity_step: '0.5' }));
    expect(both.statusCode).toBe(400);
    expect(both.json().fields.min_quantity).toBe('Минимальное количество должно быть кратно шагу');
    // whole units (no unit): step 1
    const unitStep = await send('POST', '/products', product({ min_quantity: '2.5' }));
    expect(unitStep.statusCode).toBe(400);
    expect(unitStep.json().fields.min_quantity).toBe('Минимальное количество должно быть кратно шагу');
    expect(await productCount()).toBe(before);

    const saved = (
      await send('POST', '/products', product({ unit_code: '006', min_quantity: '0.3' }))
    ).json();
    expect(saved).toMatchObject({ min_quantity: 0.3, quantity_step: 0.1 });
    const offStep = await send('PUT', `/products/${saved.id}`, product({ quantity_step: '0.2' }));
    expect(offStep.statusCode).toBe(400);
    const [row] = await rawRows<{ quantity_step: string | null }>(
      ctx.database.db,
      sql`select quantity_step from products where id = ${saved.id}`,
    );
    expect(row!.quantity_step).toBeNull();
  });
});

describe('a category’s sale rule', () => {
  it('is followed at once by its products and its subcategories’, unless a product sets its own', async () => {
    const inRoot = (
      await send('POST', '/products', product({ name: 'Ламинат', category_id: rootId }))
    ).json();
    const inChild = (
      await send(
        'POST',
        '/products',
        product({ name: 'Линолеум бытовой', category_id: childId, unit_code: '055' }),
      )
    ).json();
    const own = (
      await send(
        'POST',
        '/products',
        product({ name: 'Плинтус', category_id: childId, quantity_step: '2', min_quantity: '2' }),
      )
    ).json();
    expect(await storefront(inChild.id)).toMatchObject({ quantity_step: 0.1, min_quantity: 0.1 });
    expect(await storefront(inRoot.id)).toMatchObject({ quantity_step: 1 });

    const saved = await send('PUT', `/categories/${rootId}`, {
      name: 'Напольные покрытия',
      parent_id: 'root',
      quantity_step: '0,5',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ quantity_step: 0.5, min_quantity: null });
    // the category list (the admin form's first values) says it too
    const listed = (await ctx.app.inject({ url: '/api/categories' })).json();
    expect(listed.find((c: { id: number }) => c.id === rootId)).toMatchObject({
      quantity_step: 0.5,
      min_quantity: null,
    });

    expect(await storefront(inRoot.id)).toMatchObject({ quantity_step: 0.5, min_quantity: 0.5 });
    expect(await storefront(inChild.id)).toMatchObject({ quantity_step: 0.5, min_quantity: 0.5 });
    expect(await storefront(own.id)).toMatchObject({ quantity_step: 2, min_quantity: 2 });
    const list = (await ctx.app.inject({ url: `/api/products?category_id=${childId}` })).json();
    expect(list.products.find((p: { id: number }) => p.id === inChild.id)).toMatchObject({
      quantity_step: 0.5,
    });

    // the child's own rule wins over its parent's; not sending the fields keeps them
    await send('PUT', `/categories/${childId}`, {
      name: 'Линолеум',
      parent_id: rootId,
      quantity_step: '0.1',
      min_quantity: '1',
    });
    expect(await storefront(inChild.id)).toMatchObject({ quantity_step: 0.1, min_quantity: 1 });
    const kept = await send('PUT', `/categories/${childId}`, { name: 'Линолеум бытовой', parent_id: rootId });
    expect(kept.json()).toMatchObject({ quantity_step: 0.1, min_quantity: 1 });

    const history = await ctx.app.inject({
      url: `/api/history?entity=category&id=${rootId}`,
      headers: admin.headers,
    });
    expect(history.json()[0].changes).toMatchObject({ quantity_step: [null, 0.5] });
  });

  it('refuses a bad step or a minimum off the category’s own step', async () => {
    const zero = await send('PUT', `/categories/${otherId}`, {
      name: 'Крепёж',
      parent_id: 'root',
      quantity_step: '0',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.quantity_step).toContain('Шаг продажи — число больше 0');
    const off = await send('PUT', `/categories/${otherId}`, {
      name: 'Крепёж',
      parent_id: 'root',
      quantity_step: '0.5',
      min_quantity: '0.7',
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().fields.min_quantity).toBe('Минимальное количество должно быть кратно шагу');
    await send('PUT', `/categories/${otherId}`, { name: 'Крепёж', parent_id: 'root', quantity_step: '0.5' });
    const later = await send('PUT', `/categories/${otherId}`, {
      name: 'Крепёж',
      parent_id: 'root',
      min_quantity: '0.7',
    });
    expect(later.statusCode).toBe(400);
    const [row] = await rawRows<{ min_quantity: string | null }>(
      ctx.database.db,
      sql`select min_quantity from categories where id = ${otherId}`,
    );
    expect(row!.min_quantity).toBeNull();
  });
});

describe('the exact stock', () => {
  it('follows whichever of the two columns a writer sets', async () => {
    const saved = (await send('POST', '/products', product({ stock_quantity: '7' }))).json();
    const read = async () =>
      (
        await rawRows<{ stock_quantity: number; stock_exact: string }>(
          ctx.database.db,
          sql`select stock_quantity, stock_exact::text from products where id = ${saved.id}`,
        )
      )[0]!;
    expect(await read()).toEqual({ stock_quantity: 7, stock_exact: '7.000' });
    await ctx.database.db.execute(sql`update products set stock_exact = 12.345 where id = ${saved.id}`);
    expect(await read()).toEqual({ stock_quantity: 12, stock_exact: '12.345' });
    await ctx.database.db.execute(sql`update products set stock_quantity = 4 where id = ${saved.id}`);
    expect(await read()).toEqual({ stock_quantity: 4, stock_exact: '4.000' });
    // the admin form writes the exact stock
    await send('PUT', `/products/${saved.id}`, product({ stock_quantity: '0,75' }));
    expect(await read()).toEqual({ stock_quantity: 0, stock_exact: '0.750' });
  });
});
