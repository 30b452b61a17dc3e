import { expect, newContextLikeProject, test } from './helpers/test';
import type { Page, TestInfo } from '@playwright/test';
import { openSignedIn } from './helpers/accounts';
import { consentBox, refusedWithoutConsentThenTick } from './helpers/consent';
import { adminToken } from './helpers/orders';
import { shoot } from './helpers/screenshots';

const ADDRESS = 'Воронежская обл., Верхнехавский р-н, с. Верхняя Хава, ул. Ленина, 27';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const apiResponse = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path);

/** The socket.io frames the page sends, from its first websocket on. */
function sentFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => frames.push(String(frame.payload))));
  return frames;
}

/**
 * Every run is a guest of its own: the server (TRUST_PROXY=loopback in the Playwright config) takes this
 * address as the client's, so repeated runs and retries do not share the limit of 5 sends per address.
 */
function actAsNewGuest(page: Page) {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
}

/** Names no other run or project uses, so the admin's list is searched by them. */
function guests(testInfo: TestInfo) {
  const run = `${testInfo.project.name === 'mobile' ? 'М' : 'Д'}${Date.now() % 1_000_000}`;
  return {
    writer: { name: `Мария Соколова ${run}`, phone: '+7 (900) 765-43-21', stored: '+79007654321' },
    requester: { name: `Иван Петров ${run}`, phone: '8 900 123-45-67', stored: '89001234567' },
  };
}

test.describe('contact messages and measurement requests', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a guest sends a message and a measurement request (refused without the consent); the admin sees both arrive live and marks one done', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const { writer, requester } = guests(testInfo);
    const message = `Есть ли в наличии ламинат 33 класса? Нужно 40 м². ${writer.name}`;

    // the admin's list is open before anything is sent
    const adminContext = await newContextLikeProject(browser, testInfo);
    const adminPage = await adminContext.newPage();
    const adminFrames = sentFrames(adminPage);
    await openSignedIn(adminPage, await adminToken(request), '/admin/inquiries');
    await expect(adminPage.getByRole('heading', { name: 'Сообщения и заявки на замер' })).toBeVisible();
    await expect(adminPage.getByText(/^Telegram не настроен/)).toBeVisible();
    await expect(adminPage.getByText(/^Почта магазина не настроена/)).toHaveCount(0);
    await expect.poll(() => adminFrames.some((frame) => frame.includes('"registerAdmin"'))).toBe(true);

    // the contact message
    await actAsNewGuest(page);
    await page.goto('/contact');
    const contactForm = page.getByRole('form', { name: 'Напишите нам' });
    await contactForm.getByLabel('Имя').fill(writer.name);
    await contactForm.getByLabel('Телефон').fill(writer.phone);
    await contactForm.getByLabel('Сообщение').fill(message);
    const send = contactForm.getByRole('button', { name: 'Отправить' });
    await refusedWithoutConsentThenTick(page, contactForm, send, '/api/telegram/send-contact');
    const contactSent = apiResponse(page, 'POST', '/api/telegram/send-contact');
    await send.click();
    expect((await contactSent).status()).toBe(200);
    await expect(toast(page, 'Сообщение отправлено')).toBeVisible();
    await expect(contactForm.getByLabel('Имя')).toHaveValue('');
    await expect(contactForm.getByLabel('Сообщение')).toHaveValue('');
    await expect(consentBox(contactForm)).not.toBeChecked();

    // it arrives on the admin's open page at once, with a toast
    await expect(toast(adminPage, `Новое сообщение с сайта: ${writer.name}, ${writer.stored}`)).toBeVisible();
    const messageCard = adminPage.getByRole('listitem').filter({ hasText: writer.name });
    await expect(messageCard).toBeVisible();
    await expect(messageCard.getByRole('heading', { name: /^Сообщение № \d+$/ })).toBeVisible();
    await expect(messageCard).toContainText(message);
    await expect(messageCard.getByRole('link', { name: writer.stored })).toHaveAttribute(
      'href',
      `tel:${writer.stored}`,
    );
    await expect(messageCard.getByLabel('Статус')).toHaveValue('new');

    // the measurement request from the home page
    await page.goto('/');
    const measurementForm = page.getByRole('form', { name: 'Бесплатный замер дверных проёмов' });
    await measurementForm.getByLabel('Имя').fill(requester.name);
    await measurementForm.getByLabel('Телефон').fill(requester.phone);
    await measurementForm.getByLabel('Адрес').fill('с. Верхняя Хава, ул. Мира, 3');
    await measurementForm.getByLabel('Удобное время').fill('в будни после 17:00');
    await measurementForm.getByLabel('Комментарий').fill('Две межкомнатные двери');
    const book = measurementForm.getByRole('button', { name: 'Записаться на замер' });
    await refusedWithoutConsentThenTick(page, measurementForm, book, '/api/telegram/send-measurement');
    const requestSent = apiResponse(page, 'POST', '/api/telegram/send-measurement');
    await book.click();
    expect((await requestSent).status()).toBe(200);
    await expect(
      toast(page, 'Заявка на замер принята. Мы перезвоним, чтобы договориться о времени.'),
    ).toBeVisible();
    await expect(measurementForm.getByLabel('Имя')).toHaveValue('');
    await expect(measurementForm.getByLabel('Адрес')).toHaveValue('');
    await expect(consentBox(measurementForm)).not.toBeChecked();

    await expect(
      toast(adminPage, `Новая заявка на замер: ${requester.name}, ${requester.stored}`),
    ).toBeVisible();
    const requestCard = adminPage.getByRole('listitem').filter({ hasText: requester.name });
    await expect(requestCard.getByRole('heading', { name: /^Заявка на замер № \d+$/ })).toBeVisible();
    await expect(requestCard).toContainText('с. Верхняя Хава, ул. Мира, 3');
    await expect(requestCard).toContainText('в будни после 17:00');
    await expect(requestCard).toContainText('Две межкомнатные двери');

    // nothing is lost: both go out by e-mail (SHOP_EMAIL of the e2e server), and the list follows
    await expect(messageCard).toContainText(/E-mail: отправлено/);
    await expect(requestCard).toContainText(/E-mail: отправлено/);
    await shoot(adminPage, 'admin-inquiries', testInfo, { fullPage: false });

    // the admin takes the request and completes it
    for (const [value, label] of [
      ['in_progress', 'В работе'],
      ['done', 'Выполнена'],
    ] as const) {
      const put = adminPage.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/api\/inquiries\/\d+$/.test(new URL(r.url()).pathname),
      );
      await requestCard.getByLabel('Статус').selectOption({ label });
      expect((await put).status()).toBe(200);
      await expect(requestCard.getByLabel('Статус')).toHaveValue(value);
    }
    await expect(toast(adminPage, 'Статус заявки обновлён').first()).toBeVisible();

    // the new ones only: the completed request leaves the list, the message stays
    const filters = adminPage.getByRole('form', { name: 'Фильтры сообщений и заявок' });
    await filters.getByLabel('Статус').selectOption({ label: 'Новая' });
    await expect(adminPage).toHaveURL(/status=new/);
    await expect(messageCard).toBeVisible();
    await expect(requestCard).toHaveCount(0);
    await filters.getByLabel('Статус').selectOption({ label: 'Выполнена' });
    await filters.getByLabel('Тип').selectOption({ label: 'Заявки на замер' });
    await expect(requestCard).toBeVisible();
    await expect(messageCard).toHaveCount(0);

    // after a reload (nothing kept in the page) the status is the server's
    await adminPage.reload();
    await expect(requestCard.getByLabel('Статус')).toHaveValue('done');
    await adminContext.close();
  });

  test('the contacts page: shop details, and the drawn sketch with the address link when the map cannot load', async ({
    page,
  }, testInfo) => {
    const widgetRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('https://yandex.ru/map-widget/')) widgetRequests.push(r.url());
    });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    const shop = page.getByRole('region', { name: 'Магазин и часы работы' });
    await expect(shop.getByText('Пн–Пт: 09:00–18:00')).toBeVisible();
    await expect(shop.getByRole('link', { name: /\+7 \(473\) 432-15-27/ })).toHaveAttribute(
      'href',
      'tel:+74734321527',
    );
    const legal = page.getByRole('region', { name: 'Реквизиты' });
    await expect(legal.getByText('ООО «СтройДвор»', { exact: true })).toBeVisible();
    await expect(legal.getByText('3604012340')).toBeVisible();

    const map = page.getByRole('region', { name: 'Как нас найти' });
    await map.scrollIntoViewIfNeeded();
    // this machine has no internet: Yandex cannot be reached and the sketch stays
    await expect(map.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'unavailable');
    await expect(map.locator('iframe')).toHaveCount(0);
    // Yandex did not answer the probe, so the map itself was never asked for
    expect(widgetRequests).toEqual([]);
    await expect(map.getByRole('img', { name: 'Схема проезда к магазину «СтройДвор»' })).toBeVisible();
    await expect(map.getByRole('link', { name: ADDRESS, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\/yandex\.ru\/maps\/\?pt=/,
    );
    await expect(map.getByRole('link', { name: 'Построить маршрут' })).toBeVisible();
    await shoot(page, 'contact-map-fallback', testInfo);
  });

  test('the contacts page shows the embedded Yandex map when it loads', async ({ page }) => {
    // a stand-in for Yandex (no internet here): the reachability picture and the map page
    await page.route('https://yandex.ru/**', (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/favicon.ico' && url.search === '?map') {
        return route.fulfill({
          contentType: 'image/png',
          body: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
            'base64',
          ),
        });
      }
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>map</title><body style="margin:0;background:#dbe8f5">map</body>',
      });
    });
    await page.goto('/contact');
    const map = page.getByRole('region', { name: 'Как нас найти' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'shown');
    const frame = map.locator('iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/yandex\.ru\/map-widget\/v1\/\?ll=39\.9467,51\.8478/,
    );
    await expect(page.frameLocator('iframe').locator('body')).toHaveText('map');
    await expect(map.getByRole('img', { name: 'Схема проезда к магазину «СтройДвор»' })).toHaveCount(0);
  });
});
