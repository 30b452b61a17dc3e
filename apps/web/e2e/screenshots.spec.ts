import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './helpers/test';
import type { Page, TestInfo } from '@playwright/test';
import { openLogin, uniqueAccount } from './helpers/accounts';
import { consentBox } from './helpers/consent';
import { mailsTo, nextCode } from './helpers/outbox';

/** apps/web/test-results/screenshots: kept after the run for a person to look at. */
const SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/screenshots', import.meta.url));

/** Waits until the category data has arrived, so the shots show the real shell, not the loading state. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Загрузка...')).toHaveCount(0);
}

function shotPath(name: string, testInfo: TestInfo): string {
  return path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`);
}

/** Toasts close after 4 s; the shots are of the screen under them. */
async function waitForToasts(page: Page) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
}

const PAGES: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'catalog', path: '/catalog' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'delivery', path: '/delivery' },
  { name: 'returns', path: '/returns' },
  { name: 'personal-data-consent', path: '/personal-data-consent' },
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
        path: shotPath(name, testInfo),
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
    await page.screenshot({ path: shotPath('sidebar', testInfo) });
  });

  test('cookie banner', async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.removeItem('cookieConsent'));
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('button', { name: 'Хорошо' })).toBeVisible();
    await page.screenshot({ path: shotPath('cookie-banner', testInfo) });
  });

  test('auth modal steps and the profile of the new account', async ({ page }, testInfo) => {
    const account = uniqueAccount(testInfo, 'shots');
    await page.goto('/');
    await settle(page);

    const login = await openLogin(page);
    await expect(login.getByLabel('Email')).toBeVisible();
    await page.screenshot({ path: shotPath('auth-login', testInfo) });

    await login.getByRole('button', { name: 'Забыли пароль?' }).click();
    await expect(page.getByRole('dialog', { name: 'Восстановление пароля' })).toBeVisible();
    await page.screenshot({ path: shotPath('auth-forgot', testInfo) });
    await page.getByRole('button', { name: 'Вернуться ко входу' }).click();

    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const register = page.getByRole('dialog', { name: 'Регистрация' });
    await register.getByLabel('Имя пользователя').fill(account.username);
    await register.getByLabel('Email').fill(account.email);
    await register.getByLabel('Пароль', { exact: true }).fill(account.password);
    await register.getByLabel('ФИО').fill('Смирнова Анна Викторовна');
    await register.getByLabel('Телефон').fill('+79031234567');
    await page.screenshot({ path: shotPath('auth-register', testInfo) });
    // the same form with the schema's messages
    await register.getByLabel('Имя пользователя').fill('');
    await register.getByLabel('Email').fill('not-an-email');
    await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(register.getByText('Неверный формат email')).toBeVisible();
    await page.screenshot({ path: shotPath('auth-register-errors', testInfo) });

    await register.getByLabel('Имя пользователя').fill(account.username);
    await register.getByLabel('Email').fill(account.email);
    await consentBox(register).check();
    const seen = mailsTo(account.email).length;
    await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const verify = page.getByRole('dialog', { name: 'Подтверждение email' });
    await expect(verify).toContainText(account.email);
    const code = await nextCode(account.email, seen);
    await page.screenshot({ path: shotPath('auth-verify', testInfo) });

    await verify.getByLabel('Код из письма').fill(code);
    await verify.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const data = page.getByRole('region', { name: 'Личные данные' });
    await expect(data).toContainText('Смирнова Анна Викторовна');
    await waitForToasts(page);
    await page.screenshot({ path: shotPath('profile', testInfo), fullPage: true });

    await data.getByRole('button', { name: 'Редактировать' }).click();
    await expect(data.getByRole('form')).toBeVisible();
    await page.screenshot({ path: shotPath('profile-edit', testInfo), fullPage: true });
  });
});
