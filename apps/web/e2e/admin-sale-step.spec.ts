/**
 * Issue 27: the admin sets a sale step of 0,5 (and a minimum of 0,5) on a category in the admin
 * categories page; a product of that category without a step of its own follows at once: its page
 * says 'шаг 0,5', its picker moves by 0,5 and the cart takes 1,5.
 */
import { expect, test } from './helpers/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { adminToken, bearer } from './helpers/orders';
import { shoot } from './helpers/screenshots';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const unique = (testInfo: TestInfo, text: string) =>
  `${text} ${testInfo.project.name} ${Date.now() % 100000}`;

/** A category and a whole-unit product in it (no step of its own), made through the admin API. */
async function categoryWithProduct(request: APIRequestContext, token: string, testInfo: TestInfo) {
  const categoryName = unique(testInfo, 'Гвозди на развес');
  const created = await request.post('/api/categories', {
    headers: bearer(token),
    multipart: { name: categoryName, parent_id: 'root' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const category = (await created.json()) as { id: number; name: string };

  const productName = unique(testInfo, 'Гвозди строительные 100 мм');
  const product = await request.post('/api/products', {
    headers: bearer(token),
    multipart: {
      name: productName,
      price: '240.00',
      description: '',
      category_id: String(category.id),
      stock_quantity: '20',
      discount: '0',
      unit_code: '796',
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  return { category, product: (await product.json()) as { id: number; name: string } };
}

test.describe('sale step of a category', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('the admin sets a step of 0,5 on a category and the storefront follows', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = await adminToken(request);
    const { category, product } = await categoryWithProduct(request, token, testInfo);

    // before: a whole-unit product, no sale rule shown
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(page.getByTestId('sale-rule')).toHaveCount(0);

    // the admin categories page: edit the category, minimum and step 0,5
    await openSignedIn(page, token, '/admin/categories');
    await expect(page.getByRole('heading', { name: 'Управление категориями' })).toBeVisible();
    await page.getByRole('button', { name: `Редактировать «${category.name}»` }).click();
    await expect(page.getByRole('heading', { name: 'Редактирование категории' })).toBeVisible();
    await expect(page.getByLabel('Название', { exact: true })).toHaveValue(category.name);
    await page.getByLabel(/Минимальное количество/).fill('0,5');
    await page.getByLabel(/Шаг продажи/).fill('0,5');
    await shoot(page, 'admin-category-sale-step', testInfo);
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(toast(page, 'Категория обновлена')).toBeVisible();

    // a customer sees the step on the product page and buys 1,5
    const customer = await createAccount(request, uniqueAccount(testInfo, 'salestep'));
    await openSignedIn(page, customer, `/product/${product.id}`);
    await expect(page.getByTestId('sale-rule')).toContainText(/шаг 0,5/);
    const details = page.getByRole('article').first();
    const quantity = details.getByRole('textbox', { name: 'Количество' });
    await expect(quantity).toHaveValue('1');
    await details.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(quantity).toHaveValue('1,5');
    await details.getByRole('button', { name: 'Уменьшить количество' }).click();
    await details.getByRole('button', { name: 'Уменьшить количество' }).click();
    await expect(quantity).toHaveValue('0,5');
    await expect(details.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    await quantity.fill('1,5');
    await expect(page.getByTestId('chosen-total')).toContainText('360,00');
    await details.getByRole('button', { name: 'В корзину' }).click();
    await expect(toast(page, 'Товар добавлен')).toBeVisible();

    await page.goto('/cart');
    const line = page
      .getByRole('list', { name: 'Товары в корзине' })
      .getByRole('listitem')
      .filter({ hasText: product.name });
    await expect(line.getByRole('textbox')).toHaveValue('1,5');
    await expect(line.getByTestId('line-total')).toContainText('360,00');
    await shoot(page, 'cart-sale-step', testInfo);

    // the server took 1,5 too
    const cart = await request.get('/api/cart', { headers: bearer(customer) });
    const items = ((await cart.json()) as { CartItems: { product_id: number; quantity: number }[] })
      .CartItems;
    expect(items.find((item) => item.product_id === product.id)?.quantity).toBe(1.5);
  });
});
