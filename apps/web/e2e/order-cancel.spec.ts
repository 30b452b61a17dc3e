import { expect, test } from './helpers/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { adminToken, bearer, E2E_PHONE } from './helpers/orders';
import type { ApiProduct } from './helpers/orders';
import { shoot } from './helpers/screenshots';

const FULL_NAME = 'Орлова Светлана Игоревна';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
/** The product page's 'Наличие: <label>' line. */
const stockLine = (page: Page) => page.getByText('Наличие:');

/**
 * A product with a few units left (1 to 4), different for each project. Ordering all of them turns its
 * label to 'Нет в наличии', so the label shows the cancellation giving them back. The other journeys
 * buy products with 5 or more units, so none of them takes these.
 */
async function productWithFewLeft(request: APIRequestContext, index: number): Promise<ApiProduct> {
  const res = await request.get('/api/products?limit=100&sort=price_desc');
  expect(res.status()).toBe(200);
  const few = ((await res.json()) as { products: ApiProduct[] }).products.filter(
    (p) => p.stock_quantity >= 1 && p.stock_quantity <= 4,
  );
  expect(few.length, 'two products with 1 to 4 units left').toBeGreaterThan(1);
  return few[index % few.length]!;
}

test.describe('order cancellation', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a customer cancels a new order from the profile; the goods are back on sale and the admin sees it cancelled', async ({
    page,
    request,
  }, testInfo) => {
    const account = uniqueAccount(testInfo, 'ordercancel');
    const token = await createAccount(request, account, { full_name: FULL_NAME, phone: E2E_PHONE });
    const product = await productWithFewLeft(request, testInfo.project.name === 'mobile' ? 0 : 1);

    await page.goto(`/product/${product.id}`);
    const labelBefore = (await stockLine(page).textContent())?.trim() ?? '';
    expect(labelBefore).not.toContain('Нет в наличии');

    // the customer orders every unit there is
    const placed = await request.post('/api/orders', {
      headers: bearer(token),
      data: {
        full_name: FULL_NAME,
        email: account.email,
        phone: E2E_PHONE,
        delivery_method: 'PICKUP',
        payment_method: 'CASH_ON_DELIVERY',
        consent: true,
        total: Math.round(product.discounted_price * product.stock_quantity * 100) / 100,
        items: [
          { product_id: product.id, quantity: product.stock_quantity, price: product.discounted_price },
        ],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;
    await page.reload();
    await expect(stockLine(page)).toContainText('Нет в наличии');

    // no cancelled order yet: five tabs
    await openSignedIn(page, token, '/profile');
    await expect(tab(page, /^Новые/)).toHaveText('Новые1');
    await expect(page.getByRole('tab')).toHaveCount(5);
    const card = page.getByRole('article', { name: `Заказ № ${orderId}` });
    await expect(card).toContainText(product.name);

    await card.getByRole('button', { name: 'Отменить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отменить заказ' });
    await expect(dialog).toContainText(`Заказ № ${orderId}`);
    await expect(dialog).toContainText('Вы уверены, что хотите отменить заказ? Товары вернутся в продажу.');
    await shoot(page, 'order-cancel-confirm', testInfo, { fullPage: false });

    const cancelled = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/orders/${orderId}/cancel`),
    );
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(toast(page, 'Заказ отменён')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(tab(page, /^Новые/)).toHaveText('Новые0');
    await expect(tab(page, /^Отменённые/)).toHaveText('Отменённые1');
    await tab(page, /^Отменённые/).click();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Отменён');
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
    await shoot(page, 'profile-cancelled-order', testInfo);

    // a second try is refused by the server: the order is no longer NEW
    const again = await request.post(`/api/orders/${orderId}/cancel`, { headers: bearer(token) });
    expect(again.status()).toBe(409);

    // the goods are back on sale
    await page.goto(`/product/${product.id}`);
    await expect(stockLine(page)).toHaveText(labelBefore);

    // the admin finds the order under the sixth tab, where its status can no longer change
    await openSignedIn(page, await adminToken(request), '/admin/orders');
    await tab(page, /^Отменён/).click();
    await expect(page).toHaveURL(/tab=CANCELLED/);
    const orderNumber = new RegExp(`^Заказ № ${orderId} `);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: orderNumber }) });
    await expect(row).toContainText(account.email);
    await row.getByRole('button', { name: orderNumber }).click();
    await expect(row.getByLabel('Статус')).toBeDisabled();
    await expect(row.getByLabel('Статус')).toHaveValue('CANCELLED');
    await shoot(page, 'admin-orders-cancelled', testInfo);
  });
});
