import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import {
  createAccount,
  DEMO_CUSTOMER,
  openLogin,
  openRegistration,
  openSignedIn,
  uniqueAccount,
} from './helpers/accounts';
import { refusedWithoutConsentThenTick } from './helpers/consent';
import { mailsTo, nextCode } from './helpers/outbox';

const personalData = (page: Page) => page.getByRole('region', { name: 'Личные данные' });

test.describe('customer accounts', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a guest opening /profile is sent home, logs in from the modal and lands on the profile', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    const login = page.getByRole('dialog', { name: 'Вход' });
    await expect(login).toBeVisible();

    await login.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await login.getByLabel('Пароль', { exact: true }).fill(DEMO_CUSTOMER.password);
    await login.getByRole('button', { name: 'Войти' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Успешный вход в систему')).toBeVisible();
    await expect(login).toBeHidden();
    const data = personalData(page);
    await expect(data).toContainText(DEMO_CUSTOMER.email);
    await expect(data).toContainText(DEMO_CUSTOMER.username);
    await expect(data).toContainText(DEMO_CUSTOMER.fullName);
    expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBeNull();
  });

  test('a customer edits the full name and phone and sees them after a reload', async ({
    page,
    request,
  }, testInfo) => {
    const token = await createAccount(request, uniqueAccount(testInfo, 'edit'));
    await openSignedIn(page, token, '/profile');
    const data = personalData(page);
    await expect(data.getByText('Не указано')).toHaveCount(2);

    await data.getByRole('button', { name: 'Редактировать' }).click();
    const form = data.getByRole('form', { name: 'Личные данные' });
    await form.getByLabel('ФИО').fill('Сидоров Алексей Петрович');
    await form.getByLabel('Телефон').fill('+79207654321');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Профиль успешно обновлен')).toBeVisible();
    await expect(form).toBeHidden();

    await page.reload();
    await expect(data).toContainText('Сидоров Алексей Петрович');
    await expect(data).toContainText('+79207654321');
    await expect(data.getByText('Не указано')).toHaveCount(0);
  });

  test('logout returns home, offers Login and Register again and ends the session on the server', async ({
    page,
    request,
  }, testInfo) => {
    const token = await createAccount(request, uniqueAccount(testInfo, 'logout'));
    await openSignedIn(page, token, '/profile');
    await expect(personalData(page)).toBeVisible();

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    const logout = page.getByRole('banner').getByRole('button', { name: 'Выйти' });
    if (await logout.isVisible()) {
      await logout.click();
    } else {
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Выйти' }).click();
    }
    expect((await loggedOut).status()).toBe(200);

    await expect(page).toHaveURL(/\/$/);
    // the toast lies over the header's account buttons until it closes by itself after 4 s (clicking
    // it races its own closing animation on a slow machine)
    await expect(page.getByText('Вы вышли из системы')).toBeVisible();
    await expect(page.getByText('Вы вышли из системы')).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Вход', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Профиль' })).toHaveCount(0);
    await expect(await openRegistration(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBeNull();

    const withOldToken = await request.get('/api/auth/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(withOldToken.status()).toBe(401);
  });

  test('a visitor registers (not without the personal-data consent), enters the mailed code and is signed in on the profile', async ({
    page,
  }, testInfo) => {
    const account = uniqueAccount(testInfo, 'register');
    await page.goto('/');
    const register = await openRegistration(page);
    await register.getByLabel('Имя пользователя').fill(account.username);
    await register.getByLabel('Email').fill(account.email);
    await register.getByLabel('Пароль', { exact: true }).fill(account.password);
    await register.getByLabel('ФИО').fill('Кузнецова Мария Ивановна');
    const signUp = register.getByRole('button', { name: 'Зарегистрироваться' });
    await refusedWithoutConsentThenTick(page, register, signUp, '/api/auth/register');
    const seen = mailsTo(account.email).length;
    await signUp.click();

    const verify = page.getByRole('dialog', { name: 'Подтверждение email' });
    await expect(verify).toContainText(account.email);
    await verify.getByLabel('Код из письма').fill(await nextCode(account.email, seen));
    await verify.getByRole('button', { name: 'Подтвердить' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Почта подтверждена, вы вошли в магазин')).toBeVisible();
    const data = personalData(page);
    await expect(data).toContainText(account.email);
    await expect(data).toContainText(account.username);
    await expect(data).toContainText('Кузнецова Мария Ивановна');
  });

  test('a customer who forgot the password sets a new one with the mailed code and logs in with it', async ({
    page,
    request,
  }, testInfo) => {
    const account = uniqueAccount(testInfo, 'reset');
    await createAccount(request, account);
    const newPassword = `${account.password}-new`;

    await page.goto('/');
    const login = await openLogin(page);
    await login.getByLabel('Email').fill(account.email);
    await login.getByRole('button', { name: 'Забыли пароль?' }).click();

    const forgot = page.getByRole('dialog', { name: 'Восстановление пароля' });
    await expect(forgot.getByLabel('Email')).toHaveValue(account.email);
    const seen = mailsTo(account.email).length;
    await forgot.getByRole('button', { name: 'Получить код' }).click();

    const reset = page.getByRole('dialog', { name: 'Смена пароля' });
    await expect(reset).toContainText(account.email);
    await reset.getByLabel('Код из письма').fill(await nextCode(account.email, seen));
    await reset.getByLabel('Новый пароль', { exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Сменить пароль' }).click();

    await expect(login).toBeVisible();
    await expect(login.getByLabel('Email')).toHaveValue(account.email);
    await login.getByLabel('Пароль', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(personalData(page)).toContainText(account.email);
  });
});
