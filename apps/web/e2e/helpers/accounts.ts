import { expect } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { mailsTo, nextCode } from './outbox';

/** The demo customer the server seeds with DEMO_DATA=true. */
export const DEMO_CUSTOMER = {
  email: 'demo@stroydvor.local',
  password: 'demo-pokupatel',
  username: 'demo',
  fullName: 'Иванов Пётр Сергеевич',
} as const;

/**
 * Both projects run every journey against one server: each account gets its own address and name.
 * Only letters, digits, dots and dashes, so the address appears unchanged in the outbox file name.
 */
export function uniqueAccount(testInfo: TestInfo, tag: string) {
  const id = `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.retry}`;
  return {
    username: `e2e-${id}`,
    email: `e2e-${id}@example.com`,
    password: `e2e-password-${Date.now()}`,
  };
}

type Account = ReturnType<typeof uniqueAccount>;

/**
 * Registers (with the personal-data consent the form asks for) and confirms an account through the API;
 * returns the token the confirmation signs in with.
 */
export async function createAccount(
  request: APIRequestContext,
  account: Account,
  extra: { full_name?: string; phone?: string } = {},
): Promise<string> {
  const seen = mailsTo(account.email).length;
  const registered = await request.post('/api/auth/register', {
    data: { ...account, ...extra, consent: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const code = await nextCode(account.email, seen);
  const verified = await request.post('/api/auth/verify', { data: { email: account.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  return token;
}

/**
 * Opens the page signed in with the token (as a login would have stored it). The token is stored from a
 * plain-text page of the shop: drawing and starting the home page first would cost the journey a page.
 */
export async function openSignedIn(page: Page, token: string, url: string) {
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(url);
}

/** At 360 px registration is in the menu drawer; wider screens show it in the header. */
export async function openRegistration(page: Page) {
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'Регистрация', exact: true });
  if (await inHeader.isVisible()) {
    await inHeader.click();
  } else {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Регистрация' }).click();
  }
  return page.getByRole('dialog', { name: 'Регистрация' });
}

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Вход', exact: true }).click();
  return page.getByRole('dialog', { name: 'Вход' });
}
