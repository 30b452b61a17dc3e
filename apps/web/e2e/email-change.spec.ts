import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { createAccount, openLogin, openSignedIn, uniqueAccount } from './helpers/accounts';
import { mailsTo, nextCode } from './helpers/outbox';
import { shoot } from './helpers/screenshots';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('e-mail change', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a customer changes the e-mail with the code sent to it, then signs in with the new one', async ({
    page,
    request,
  }, testInfo) => {
    const account = uniqueAccount(testInfo, 'emailchange');
    const newEmail = uniqueAccount(testInfo, 'emailchange-new').email;
    const token = await createAccount(request, account, { full_name: 'Лебедев Олег Николаевич' });

    await openSignedIn(page, token, '/profile');
    const data = page.getByRole('region', { name: 'Личные данные' });
    await expect(data).toContainText(account.email);
    await data.getByRole('button', { name: 'Редактировать' }).click();
    await data.getByLabel('Email').fill(newEmail);
    const seen = mailsTo(newEmail).length;
    await data.getByRole('button', { name: 'Сохранить' }).click();

    // the old address still counts; the new one waits for its code
    const codeForm = data.getByRole('form', { name: 'Подтверждение email' });
    await expect(codeForm).toContainText(`Мы отправили код на ${newEmail}`);
    await expect(data).toContainText(`Ожидает подтверждения: ${newEmail}`);
    await expect(data).toContainText(account.email);
    const code = await nextCode(newEmail, seen);
    const oldStillWorks = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(oldStillWorks.status()).toBe(200);

    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
    await shoot(page, 'profile-email-code', testInfo);

    // a wrong code is shown on the field
    const wrong = code === '000000' ? '111111' : '000000';
    await codeForm.getByLabel('Код из письма').fill(wrong);
    await codeForm.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(codeForm.getByText('Неверный код')).toBeVisible();

    await codeForm.getByLabel('Код из письма').fill(code);
    await codeForm.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(toast(page, 'Email изменён')).toBeVisible();
    await expect(codeForm).toHaveCount(0);
    await expect(data).toContainText(newEmail);
    await expect(data).not.toContainText(account.email);
    await expect(data).not.toContainText('Ожидает подтверждения');

    // the old address no longer signs in; the new one does, through the login form
    const oldRefused = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(oldRefused.status()).toBe(401);

    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByLabel('Email').fill(newEmail);
    await login.getByLabel('Пароль', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Войти' }).click();
    await expect(toast(page, 'Успешный вход в систему')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('region', { name: 'Личные данные' })).toContainText(newEmail);
  });
});
