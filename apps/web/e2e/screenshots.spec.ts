import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** apps/web/test-results/screenshots: kept after the run for a person to look at. */
const SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/screenshots', import.meta.url));

/** Waits until the category data has arrived, so the shots show the real shell, not the loading state. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Загрузка...')).toHaveCount(0);
}

const PAGES: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'catalog', path: '/catalog' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'cart-guest', path: '/cart' },
  { name: 'not-found', path: '/no-such-page' },
];

test.describe('screenshots', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  for (const { name, path: url } of PAGES) {
    test(`page ${name}`, async ({ page }, testInfo) => {
      await page.goto(url);
      await settle(page);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`),
        fullPage: true,
      });
    });
  }

  test('open category sidebar', async ({ page }, testInfo) => {
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Каталог', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Каталог товаров' }).getByRole('link').first(),
    ).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `sidebar-${testInfo.project.name}.png`) });
  });

  test('cookie banner', async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.removeItem('cookieConsent'));
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('button', { name: 'Хорошо' })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `cookie-banner-${testInfo.project.name}.png`) });
  });
});
