/**
 * The shop's settings (/admin/settings): the admin changes the phone and Saturday's hours and saves;
 * the header strip, the footer and /contact show them at once, without a restart, and the server's own
 * page of /contact (what a search engine reads) carries the new phone, also in its JSON-LD.
 *
 * Saving changes the whole shop's contacts, so this journey runs against a shop of its own (one per
 * worker), never the server the other journeys share.
 */
import { expect, test as base } from './helpers/test';
import type { Page } from '@playwright/test';
import { openSignedIn } from './helpers/accounts';
import { hydrationErrors } from './helpers/hydration';
import { adminToken } from './helpers/orders';
import { startOwnShop } from './helpers/own-shop';
import { shoot } from './helpers/screenshots';

const test = base.extend<object, { shop: { url: string } }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
    async ({}, provide) => {
      const shop = await startOwnShop({ tag: 'settings' });
      await provide(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});

const NEW_PHONE = '+7 (473) 555-12-34';
const NEW_PHONE_HREF = 'tel:+74735551234';
/** Saturday 11–15, the other days as the demo shop has them */
const NEW_SUMMARY = 'Пн–Пт 09:00–18:00, Сб 11:00–15:00, Вс 10:00–16:00';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('shop settings', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('the admin changes the phone and Saturday; header, footer and /contact follow at once', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const mismatches = hydrationErrors(page);
    const token = await adminToken(request);
    await openSignedIn(page, token, '/admin');

    // the settings are one of the admin sections
    await page
      .getByRole('navigation', { name: 'Разделы админ-панели' })
      .getByRole('link', { name: 'Настройки магазина' })
      .click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки магазина' })).toBeVisible();
    await expect(page.getByLabel('ИНН', { exact: true })).toHaveValue('3604012340');

    await page.getByLabel('Телефон 1').fill(NEW_PHONE);
    const saturday = page.getByTestId('day-5');
    await saturday.getByLabel('Сб: открытие').fill('11:00');
    await saturday.getByLabel('Сб: закрытие').fill('15:00');
    await expect(saturday.getByRole('checkbox')).not.toBeChecked();
    await shoot(page, 'admin-settings', testInfo);

    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(toast(page, 'Настройки магазина сохранены')).toBeVisible();

    // the same page's header strip and footer already show the new phone and hours
    const strip = page.getByTestId('contacts-strip');
    await expect(strip.locator(`a[href="${NEW_PHONE_HREF}"]`)).toBeVisible();
    await expect(strip.getByTestId('hours-summary')).toHaveText(NEW_SUMMARY);
    await expect(strip.getByTestId('open-now')).toHaveText(/^(Открыто до|Закрыто)/);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', NEW_PHONE_HREF);
    await expect(footer.getByText('Сб: 11:00–15:00')).toBeVisible();

    // the change history lists the save
    const historyButton = page.getByRole('button', { name: 'История изменений' });
    await historyButton.click();
    const history = page.locator('section').filter({ has: historyButton });
    await expect(history.getByText(NEW_PHONE)).toBeVisible();

    // /contact, drawn by the server anew: the new phone and hours, and the seller's details
    await page.goto('/contact');
    const contacts = page.getByRole('region', { name: 'Магазин и часы работы' });
    await expect(contacts.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', NEW_PHONE_HREF);
    await expect(contacts.getByText('Сб: 11:00–15:00')).toBeVisible();
    const legal = page.getByRole('region', { name: 'Реквизиты' });
    await expect(legal.getByText('3604012340')).toBeVisible();
    await expect(legal.getByText('КПП', { exact: true })).toBeVisible();
    await expect(page.getByTestId('contacts-strip').getByTestId('hours-summary')).toHaveText(NEW_SUMMARY);
    await shoot(page, 'contact-with-settings', testInfo);

    // what a search engine reads: the server's HTML of /contact and its LocalBusiness data
    const answer = await request.get('/contact');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(NEW_PHONE);
    expect(html).toContain(NEW_SUMMARY);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const store = blocks.find((block) => block['@type'] === 'HardwareStore');
    expect(store?.telephone).toBe(NEW_PHONE);
    expect(store?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '11:00',
      closes: '15:00',
    });

    expect(mismatches).toEqual([]);
  });

  test('refuses a wrong ИНН in the browser and keeps the saved one', async ({ page, request }) => {
    const token = await adminToken(request);
    await openSignedIn(page, token, '/admin/settings');
    const inn = page.getByLabel('ИНН', { exact: true });
    await inn.fill('3604012341');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(inn).toBeFocused();
    await expect(page.getByText(/^Неверный ИНН/)).toBeVisible();
    const saved = (await (await request.get('/api/shop')).json()) as { inn: string };
    expect(saved.inn).toBe('3604012340');
  });
});
