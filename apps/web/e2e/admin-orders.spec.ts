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
    await expect(row.getByRole('list', { name: `Товары заказа № ${id}` })).toContainText(
      // the quantity with the product's unit: '2 шт × ', '2 м × '
      /\b2\s\S+ × /,
    );
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

    // the status is chosen with the tabs only; an empty day shows the empty message
    const filters = page.getByRole('search', { name: 'Фильтры заказов' });
    await expect(filters.getByLabel('Статус')).toHaveCount(0);
    await filters.getByLabel('Дата по').fill('2000-01-01');
    await expect(page.getByText('Нет заказов с выбранными фильтрами')).toBeVisible();
  });

  test("on the phone: the admin finds the order by the customer's phone, reads its lines, and a status change toasts once", async ({
    page,
    request,
  }, testInfo) => {
    const account = uniqueAccount(testInfo, 'adminorders-phone');
    const fullName = 'Белова Ирина Павловна';
    const customer = await createAccount(request, account, { full_name: fullName });
    // a phone no other journey uses: '+7', then '9' and nine digits of this moment
    const national = `9${String(Date.now()).slice(-9)}`;
    const { orderId: id, product } = await placeOrder(request, customer, {
      email: account.email,
      fullName,
      phone: `+7${national}`,
      address: 'с. Верхняя Хава, ул. Садовая, 5',
      skip: testInfo.project.name === 'mobile' ? 3 : 4,
    });

    await openSignedIn(page, await adminToken(request), '/admin/orders');
    await expect(page.getByRole('list', { name: 'Заказы' })).toBeVisible();
    // typed as the customer says it: with the trunk 8, spaces and dashes
    const spoken = `8 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
    await page.getByLabel('Поиск заказа').fill(spoken);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(tab(page, /^Все статусы/)).toHaveAttribute('aria-selected', 'true');
    const orders = page.getByRole('list', { name: 'Заказы' });
    await expect(orders.locator(':scope > li')).toHaveCount(1);
    const row = orders.locator(':scope > li').first();
    await expect(row).toContainText(`Заказ № ${id}`);
    await expect(row).toContainText(fullName);
    const shown = `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
    await expect(row.getByRole('link', { name: shown })).toHaveAttribute('href', `tel:+7${national}`);

    await row.getByRole('button', { name: new RegExp(`^Заказ № ${id} `) }).click();
    const lines = row.getByRole('list', { name: `Товары заказа № ${id}` });
    const unit = await lines.locator('li').first().textContent();
    expect(unit).toContain(product.name.trim().slice(0, 10));
    expect(unit).toMatch(/2\s\S+ × [\d\s\u00a0]+,\d\d\s₽/);
    await expect(row).toContainText('К оплате');
    await expect(row).toContainText('с. Верхняя Хава, ул. Садовая, 5');
    await expect(row).toContainText('Наличными при получении');
    await shoot(page, 'admin-orders-phone-search', testInfo);

    // the admin's own change: the success toast only, not the realtime 'new order or status' one
    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/orders/${id}/status`),
    );
    await row.getByLabel('Статус').selectOption({ label: 'В обработке' });
    expect((await put).status()).toBe(200);
    await expect(toast(page, 'Статус заказа обновлён')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(toast(page, 'Поступил новый заказ или обновился статус существующего!')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(1);

    // nothing found reads as such
    await page.getByLabel('Поиск заказа').fill('Несуществующая Фамилия');
    await expect(page.getByText('По запросу «Несуществующая Фамилия» заказов не найдено')).toBeVisible();
    await shoot(page, 'admin-orders-search-empty', testInfo, { fullPage: false });
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
