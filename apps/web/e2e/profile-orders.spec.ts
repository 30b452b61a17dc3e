import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { adminToken, bearer, E2E_PHONE, placeOrder } from './helpers/orders';
import { shoot } from './helpers/screenshots';

const ADDRESS = 'с. Верхняя Хава, ул. Садовая, 14';
const FULL_NAME = 'Соколова Мария Андреевна';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const unratedSection = (page: Page) => page.getByRole('region', { name: 'Оцените купленные товары' });

test.describe('profile: orders and ratings', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a customer finds a new order, then rates the product once it is completed', async ({
    page,
    request,
  }, testInfo) => {
    const account = uniqueAccount(testInfo, 'profileorders');
    const token = await createAccount(request, account, { full_name: FULL_NAME, phone: E2E_PHONE });
    const { orderId, product } = await placeOrder(request, token, {
      email: account.email,
      fullName: FULL_NAME,
      address: ADDRESS,
      skip: testInfo.project.name === 'mobile' ? 1 : 2,
    });

    await openSignedIn(page, token, '/profile');
    await expect(tab(page, /^Новые/)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, /^Новые/)).toHaveText('Новые1');
    await expect(tab(page, /^Завершенные/)).toHaveText('Завершенные0');
    const card = page.getByRole('article', { name: `Заказ № ${orderId}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Доставка');
    await expect(card).toContainText(ADDRESS);
    await expect(card).toContainText(product.name);
    // two of the product in its unit: '2 шт', or '2 м' of goods sold by the metre
    await expect(card).toContainText(new RegExp(`2\\s${product.unit_name ?? 'шт'} ×`));
    // nothing can be rated before the order is completed
    await expect(unratedSection(page)).toContainText(
      'Здесь появятся купленные товары, которые можно оценить.',
    );
    await tab(page, /^В доставке/).click();
    await expect(page.getByRole('tabpanel')).toContainText('Заказов с этим статусом нет.');

    // the shop completes the order
    const admin = await adminToken(request);
    const done = await request.put(`/api/orders/${orderId}/status`, {
      headers: bearer(admin),
      data: { status: 'COMPLETED' },
    });
    expect(done.status(), await done.text()).toBe(200);

    await page.reload();
    await expect(tab(page, /^Завершенные/)).toHaveText('Завершенные1');
    await expect(tab(page, /^Новые/)).toHaveText('Новые0');
    await tab(page, /^Завершенные/).click();
    await expect(page.getByRole('article', { name: `Заказ № ${orderId}` })).toBeVisible();

    const stars = unratedSection(page).getByRole('group', { name: `Оценка товара «${product.name}»` });
    await expect(stars).toBeVisible();
    await shoot(page, 'profile-orders', testInfo);

    const posted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/ratings/${product.id}`,
    );
    await stars.getByRole('button', { name: '5 звёзд' }).click();
    expect((await posted).status()).toBe(200);
    await expect(toast(page, 'Оценка добавлена')).toBeVisible();
    await expect(stars).toHaveCount(0);
    await expect(unratedSection(page)).toContainText('Все купленные товары оценены.');

    // rating twice is refused by the server
    const again = await request.post(`/api/ratings/${product.id}`, {
      headers: bearer(token),
      data: { rating: 4 },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('Вы уже оценили этот товар');
  });

  test('a guest is not shown anyone’s orders', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: /^Новые/ })).toHaveCount(0);
  });
});
