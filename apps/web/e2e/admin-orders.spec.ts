import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { adminToken, bearer, placeOrder } from './helpers/orders';
import { shoot } from './helpers/screenshots';

const FULL_NAME = 'Кузнецова Анна Викторовна';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

test.describe('admin orders', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('the admin finds a new order, completes it and it moves to the completed tab', async ({
    page,
    request,
  }, testInfo) => {
    const account = uniqueAccount(testInfo, 'adminorders');
    const customer = await createAccount(request, account, { full_name: FULL_NAME });
    const { orderId: id, product } = await placeOrder(request, customer, {
      email: account.email,
      fullName: FULL_NAME,
      skip: testInfo.project.name === 'mobile' ? 7 : 8,
    });

    await openSignedIn(page, await adminToken(request), '/admin/orders');
    await expect(page.getByRole('heading', { name: 'Управление заказами' })).toBeVisible();
    await expect(tab(page, /^Новый/)).toHaveAttribute('aria-selected', 'true');

    // by the row button's name ('Заказ № 6 22.11.2026, …'): 'Заказ № 1' must not match 'Заказ № 10'
    const orderNumber = new RegExp(`^Заказ № ${id} `);
    const rowOf = () =>
      page.getByRole('listitem').filter({ has: page.getByRole('button', { name: orderNumber }) });
    const row = rowOf();
    await expect(row).toBeVisible();
    await expect(row).toContainText(account.email);
    await row.getByRole('button', { name: orderNumber }).click();
    await expect(row).toContainText(FULL_NAME);
    await expect(row).toContainText('Самовывоз');
    await expect(row).toContainText('с. Верхняя Хава, ул. Ленина, 27');
    await expect(row.getByRole('list', { name: `Товары заказа № ${id}` })).toContainText(product.name);
    await expect(row).toContainText('2 шт.');
    await shoot(page, 'admin-orders', testInfo);

    const completedBefore = Number((await tab(page, /^Завершён/).textContent())?.replace(/\D/g, '') ?? '0');
    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/orders/${id}/status`),
    );
    await row.getByLabel('Статус').selectOption({ label: 'Завершён' });
    expect((await put).status()).toBe(200);
    await expect(toast(page, 'Статус заказа обновлён')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(tab(page, /^Завершён/)).toContainText(String(completedBefore + 1));

    await tab(page, /^Завершён/).click();
    await expect(page).toHaveURL(/tab=COMPLETED/);
    await expect(rowOf()).toBeVisible();

    // a completed order stays completed: the goods that came back are recorded as its return
    const completed = rowOf();
    await completed.getByRole('button', { name: orderNumber }).click();
    await expect(completed.getByLabel('Статус')).toBeDisabled();
    await completed.getByRole('button', { name: 'Оформить возврат' }).click();
    const dialog = page.getByRole('dialog', { name: `Возврат по заказу № ${id}` });
    await dialog.getByLabel('Причина возврата').fill('Покупатель вернул один мешок: не тот цвет');
    await shoot(page, 'admin-order-return', testInfo);
    await dialog.getByRole('button', { name: 'Оформить возврат' }).click();
    await expect(toast(page, 'Возврат оформлен, товары вернулись на склад')).toBeVisible();
    await expect(completed).toContainText(/Возврат оформлен \d\d\.\d\d\.\d{4}, \d\d:\d\d: Покупатель вернул/);
    await expect(completed.getByRole('button', { name: 'Оформить возврат' })).toHaveCount(0);

    // a status filter disables the tabs; an empty day shows the empty message
    const filters = page.getByRole('form', { name: 'Фильтры заказов' });
    await filters.getByLabel('Статус').selectOption({ label: 'Новый' });
    await expect(tab(page, /^Завершён/)).toBeDisabled();
    await filters.getByLabel('Дата по').fill('2000-01-01');
    await expect(page.getByText('Нет заказов с выбранными фильтрами')).toBeVisible();
    await filters.getByLabel('Статус').selectOption({ label: 'Все статусы' });
    await expect(tab(page, /^Завершён/)).toBeEnabled();
  });

  test('a customer token opening /admin/orders is sent home', async ({ page, request }, testInfo) => {
    const account = uniqueAccount(testInfo, 'adminorders-guest');
    const customer = await createAccount(request, account);
    await openSignedIn(page, customer, '/admin/orders');
    await expect(page).toHaveURL(/\/$/);
    const res = await request.get('/api/orders/all', { headers: bearer(customer) });
    expect(res.status()).toBe(403);
  });

  test('a failing order list shows the load error with a retry', async ({ page, request }) => {
    // a 4xx: the api client retries 5xx for half a minute on its own
    let fail = true;
    await page.route('**/api/orders/all**', (route) =>
      fail ? route.fulfill({ status: 400, json: { error: 'boom' } }) : route.fallback(),
    );
    await openSignedIn(page, await adminToken(request), '/admin/orders');
    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить заказы.' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('list', { name: 'Заказы' })).toBeVisible();
  });
});
