import { expect, test } from './helpers/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { consentBox } from './helpers/consent';
import { shoot } from './helpers/screenshots';

const PLACED = 'Заказ успешно оформлен! Наш менеджер скоро с вами свяжется.';
const PHONE = '+79001234567';

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  discounted_price: number;
  effective_discount: number;
  stock_quantity: number;
  quantity_step: number;
  min_quantity: number;
}
interface ApiOrder {
  total_amount: number;
  status: string;
  delivery_method: string;
  delivery_address: string | null;
  full_name: string;
  phone: string;
  OrderItems: Array<{ product_id: number; quantity: number; price_at_purchase: number }>;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-badge');
const lines = (page: Page) => page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
const lineOf = (page: Page, name: string) => lines(page).filter({ hasText: name });

/** The cheapest hundred published products, those with at least 5 in stock. */
async function inStockProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/products?limit=100&sort=price_asc');
  expect(res.status()).toBe(200);
  const products = ((await res.json()) as { products: ApiProduct[] }).products;
  // goods sold in whole units: the quantities below are pieces
  return products.filter((p) => p.stock_quantity >= 5 && p.quantity_step === 1 && p.min_quantity === 1);
}

/** Two products with room to add: a discounted one first when the demo catalogue has one. */
async function twoProducts(request: APIRequestContext): Promise<[ApiProduct, ApiProduct]> {
  const inStock = await inStockProducts(request);
  const first = inStock.find((p) => p.effective_discount > 0) ?? inStock[0];
  const second = inStock.find((p) => p.id !== first?.id && p.name !== first?.name);
  expect(first && second, 'two products in stock').toBeTruthy();
  return [first!, second!];
}

async function newCustomer(request: APIRequestContext, testInfo: TestInfo, tag: string) {
  const account = uniqueAccount(testInfo, tag);
  const token = await createAccount(request, account, { full_name: 'Петров Иван Ильич', phone: PHONE });
  return { token, account };
}

async function addToCart(request: APIRequestContext, token: string, productId: number, quantity: number) {
  const res = await request.post('/api/cart/items', {
    headers: auth(token),
    data: { product_id: productId, quantity },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const apiResponse = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path);

test.describe('cart page and checkout', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a customer changes the cart, checks out with delivery and finds the order', async ({
    page,
    request,
  }, testInfo) => {
    const [kept, removed] = await twoProducts(request);
    const { token, account } = await newCustomer(request, testInfo, 'cartpage');
    await addToCart(request, token, kept.id, 1);
    await addToCart(request, token, removed.id, 2);

    await openSignedIn(page, token, '/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина и оформление заказа' })).toBeVisible();
    await expect(lines(page)).toHaveCount(2);
    await expect(badge(page)).toHaveText('3');
    const keptLine = lineOf(page, kept.name);
    await expect(keptLine.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();

    // quantity 1 → 2: the line, the total and the badge follow the server's answer
    const put = apiResponse(page, 'PUT', `/api/cart/items/${await cartItemId(request, token, kept.id)}`);
    await keptLine.getByRole('button', { name: 'Увеличить количество' }).click();
    expect((await put).status()).toBe(200);
    await expect(keptLine.getByRole('textbox')).toHaveValue('2');
    await expect(badge(page)).toHaveText('4');
    await expect(keptLine.getByRole('button', { name: 'Уменьшить количество' })).toBeEnabled();
    const expectedTotal = Math.round(kept.discounted_price * 200 + removed.discounted_price * 200) / 100;
    await expect(page.getByTestId('cart-total')).toHaveText(roubles(expectedTotal));
    // the form is prefilled from the profile
    const form = page.getByRole('form', { name: 'Оформление заказа' });
    await expect(form.getByLabel('ФИО')).toHaveValue('Петров Иван Ильич');
    await expect(form.getByLabel('Email')).toHaveValue(account.email);
    await expect(form.getByLabel('Телефон')).toHaveValue(PHONE);
    await expect(form.getByRole('radio', { name: 'Картой (временно недоступно)' })).toBeDisabled();
    await shoot(page, 'cart-page', testInfo);

    await lineOf(page, removed.name)
      .getByRole('button', { name: /^Удалить/ })
      .click();
    await expect(toast(page, 'Товар удалён из корзины')).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(badge(page)).toHaveText('2');

    // delivery needs an address; pickup shows the shop's one instead
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(form.getByText('Адрес доставки обязателен')).toBeVisible();
    await form.getByRole('radio', { name: 'Самовывоз' }).check();
    await expect(form.getByLabel('Адрес доставки')).toHaveCount(0);
    await expect(form.getByTestId('pickup-address')).toBeVisible();
    await form.getByRole('radio', { name: 'Доставка' }).check();
    await form.getByLabel('Населённый пункт').selectOption({ label: 'Верхнехавский район' });
    await form.getByLabel('Адрес доставки').fill('с. Верхняя Хава, ул. Мира, 5');
    await consentBox(form).check();

    const posted = apiResponse(page, 'POST', '/api/orders');
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toast(page, PLACED)).toBeVisible();
    await expect(badge(page)).toHaveCount(0);

    const res = await request.get('/api/orders', { headers: auth(token) });
    expect(res.status()).toBe(200);
    const orders = (await res.json()) as ApiOrder[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'NEW',
      delivery_method: 'DELIVERY',
      delivery_address: 'с. Верхняя Хава, ул. Мира, 5',
      delivery_zone: 'Верхнехавский район',
      full_name: 'Петров Иван Ильич',
      phone: PHONE,
      total_amount: Math.round(kept.discounted_price * 200) / 100,
      OrderItems: [{ product_id: kept.id, quantity: 2, price_at_purchase: kept.discounted_price }],
    });
    const cart = await request.get('/api/cart', { headers: auth(token) });
    expect(((await cart.json()) as { CartItems: unknown[] }).CartItems).toEqual([]);
  });

  test('a customer types 40 into a quantity and the line total follows; more than the stock is clamped', async ({
    page,
    request,
  }, testInfo) => {
    const product = (await inStockProducts(request)).find((p) => p.stock_quantity >= 40);
    expect(product, 'a demo product with at least 40 in stock').toBeTruthy();
    const { token } = await newCustomer(request, testInfo, 'typedqty');
    await addToCart(request, token, product!.id, 1);
    await openSignedIn(page, token, '/cart');
    const line = lineOf(page, product!.name);
    const field = line.getByRole('textbox', { name: `Количество «${product!.name}»` });
    await expect(field).toHaveValue('1');

    const saved = apiResponse(
      page,
      'PUT',
      `/api/cart/items/${await cartItemId(request, token, product!.id)}`,
    );
    await field.fill('40');
    await field.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(field).toHaveValue('40');
    await expect(line.getByTestId('line-total')).toHaveText(roubles(40 * product!.discounted_price));
    await shoot(page, 'cart-typed-quantity', testInfo, { fullPage: false });

    // more than the stock: the field shows the stock, saved on leaving the field
    const clamped = apiResponse(
      page,
      'PUT',
      `/api/cart/items/${await cartItemId(request, token, product!.id)}`,
    );
    await field.fill(String(product!.stock_quantity + 100));
    await field.blur();
    expect(await (await clamped).request().postDataJSON()).toEqual({ quantity: product!.stock_quantity });
    await expect(field).toHaveValue(String(product!.stock_quantity));
    // minus still works after typing
    await line.getByRole('button', { name: 'Уменьшить количество' }).click();
    await expect(field).toHaveValue(String(product!.stock_quantity - 1));
  });

  test("a stock conflict shows the server's refusal and reloads the cart", async ({
    page,
    request,
  }, testInfo) => {
    // the dearest of the goods with some stock, so the journey above keeps its cheap ones
    const product = (await inStockProducts(request)).at(-1)!;
    const { token } = await newCustomer(request, testInfo, 'cartpage-409');
    await addToCart(request, token, product.id, 1);
    await openSignedIn(page, token, '/cart');
    await expect(lines(page)).toHaveCount(1);

    // meanwhile another customer buys the whole stock
    const rival = await newCustomer(request, testInfo, 'cartpage-rival');
    const stock = product.stock_quantity;
    const bought = await request.post('/api/orders', {
      headers: auth(rival.token),
      data: {
        full_name: 'Сидоров Олег',
        email: rival.account.email,
        phone: PHONE,
        delivery_method: 'PICKUP',
        payment_method: 'CASH_ON_DELIVERY',
        consent: true,
        total: Math.round(product.discounted_price * 100 * stock) / 100,
        items: [{ product_id: product.id, quantity: stock, price: product.discounted_price }],
      },
    });
    expect(bought.status(), await bought.text()).toBe(201);

    const form = page.getByRole('form', { name: 'Оформление заказа' });
    await form.getByLabel('Населённый пункт').selectOption({ label: 'Верхнехавский район' });
    await form.getByLabel('Адрес доставки').fill('ул. Садовая, 1');
    await consentBox(form).check();
    const posted = apiResponse(page, 'POST', '/api/orders');
    const reloaded = apiResponse(page, 'GET', '/api/cart');
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    expect((await posted).status()).toBe(409);
    await expect(form.getByRole('alert')).toContainText('Недостаточно товара на складе');
    await expect(form.getByRole('alert')).toContainText(product.name);
    await reloaded;
    await expect(form.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
    // the reloaded line knows the stock is gone: plus is off and the shortage is said
    await expect(lines(page).first().getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
    await expect(lines(page).first()).toContainText(/Недостаточно товара на складе: доступно 0\sшт/);
    await expect(page).toHaveURL(/\/cart$/);
    await shoot(page, 'cart-page-conflict', testInfo, { fullPage: false });
    const orders = await request.get('/api/orders', { headers: auth(token) });
    expect(await orders.json()).toEqual([]);
  });

  test('an emptied cart shows the way to the catalogue; a guest is sent to sign in', async ({
    page,
    request,
  }, testInfo) => {
    const [product] = await twoProducts(request);
    const { token } = await newCustomer(request, testInfo, 'cartpage-empty');
    await addToCart(request, token, product.id, 1);
    await openSignedIn(page, token, '/cart');
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    await expect(toast(page, 'Корзина очищена')).toBeVisible();
    await expect(
      page.getByText('Ваша корзина пуста. Перейдите в каталог, чтобы выбрать товары.'),
    ).toBeVisible();
    await shoot(page, 'cart-page-empty', testInfo, { fullPage: false });
    await page.getByRole('main').getByRole('link', { name: 'Перейти в каталог' }).click();
    await expect(page).toHaveURL(/\/catalog/);

    // a guest is sent home with the login dialog open
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  });
});

async function cartItemId(request: APIRequestContext, token: string, productId: number): Promise<number> {
  const res = await request.get('/api/cart', { headers: auth(token) });
  const cart = (await res.json()) as { CartItems: Array<{ id: number; product_id: number }> };
  const item = cart.CartItems.find((line) => line.product_id === productId);
  expect(item).toBeDefined();
  return item!.id;
}

/** '1 234,50 ₽' as formatRoubles writes it, with any kind of space. */
function roubles(value: number): RegExp {
  const [whole, fraction] = value.toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return new RegExp(`^${grouped},${fraction}\\s₽$`);
}
