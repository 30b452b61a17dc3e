import { expect, newContextLikeProject, test } from './helpers/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { refusedWithoutConsentThenTick } from './helpers/consent';
import { adminToken, bearer, E2E_PHONE } from './helpers/orders';
import type { ApiProduct } from './helpers/orders';
import { shoot } from './helpers/screenshots';

const FULL_NAME = 'Орлова Екатерина Павловна';
const ADDRESS = 'с. Верхняя Хава, ул. Полевая, 3';
const PLACED = 'Заказ успешно оформлен! Наш менеджер скоро с вами свяжется.';
const ADMIN_ORDER_TOAST = 'Поступил новый заказ или обновился статус существующего!';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const cartLine = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem').filter({ hasText: name });
const unratedSection = (page: Page) => page.getByRole('region', { name: 'Оцените купленные товары' });
/** The product page's own block (the similar products below are articles too, without a heading 1). */
const productBlock = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
const apiResponse = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path);

/**
 * Two products with plenty of stock, different for each project, so the two projects running side by
 * side neither share stock nor see each other's votes on the watched product.
 */
async function twoProducts(
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<[ApiProduct, ApiProduct]> {
  const res = await request.get('/api/products?limit=100&sort=price_asc');
  expect(res.status()).toBe(200);
  const plenty = ((await res.json()) as { products: ApiProduct[] }).products.filter(
    (p) => p.stock_quantity >= 20,
  );
  const first = testInfo.project.name === 'mobile' ? 12 : 15;
  const chosen = [plenty[first], plenty.slice(first + 1).find((p) => p.name !== plenty[first]?.name)];
  expect(chosen[0] && chosen[1], 'two products with stock').toBeTruthy();
  return [chosen[0]!, chosen[1]!];
}

/** The socket.io frames the page's websockets send and receive, collected from the first one on. */
function socketFrames(page: Page) {
  const frames = { sent: [] as string[], received: [] as string[] };
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => frames.sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => frames.received.push(String(frame.payload)));
  });
  return frames;
}

/** socket.io's CONNECT acknowledgement ('40{"sid":…}'): the server accepted the token. */
const connected = (frames: { received: string[] }) => frames.received.some((f) => f.startsWith('40'));

/** The sum in roubles as the shop writes it, any kind of space allowed. */
function roubles(value: number): RegExp {
  const written = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' }).format(value);
  return new RegExp(`^${written.replace(/\s/g, '\\s')}$`);
}

test.describe('buying journey', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a customer buys two products, the admin completes the order live, the customer rates it', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    // three pages and two browsers through the whole purchase: longer than one page's journey
    test.setTimeout(120_000);
    const [first, second] = await twoProducts(request, testInfo);
    const account = uniqueAccount(testInfo, 'journey');
    const token = await createAccount(request, account, { full_name: FULL_NAME, phone: E2E_PHONE });

    // the admin watches the orders page in a browser of their own
    const adminContext = await newContextLikeProject(browser, testInfo);
    const adminPage = await adminContext.newPage();
    const adminFrames = socketFrames(adminPage);
    await openSignedIn(adminPage, await adminToken(request), '/admin/orders');
    await expect(adminPage.getByRole('heading', { name: 'Управление заказами' })).toBeVisible();
    await expect.poll(() => adminFrames.sent.some((f) => f.includes('"registerAdmin"'))).toBe(true);

    // the customer puts both products in the cart from their pages
    const customerFrames = socketFrames(page);
    for (const product of [first, second]) {
      await openSignedIn(page, token, `/product/${product.id}`);
      const block = productBlock(page);
      await expect(block.getByRole('heading', { level: 1 })).toHaveText(product.name);
      const posted = apiResponse(page, 'POST', '/api/cart/items');
      await block.getByRole('button', { name: 'В корзину' }).click();
      expect((await posted).status()).toBe(200);
      await expect(toast(page, 'Товар добавлен в корзину!')).toBeVisible();
    }

    // a second tab of the customer keeps the first product's page open: it follows stock and rating live
    const watcher = await page.context().newPage();
    const watcherFrames = socketFrames(watcher);
    await watcher.goto(`/product/${first.id}`);
    const watched = productBlock(watcher);
    await expect(watched.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect.poll(() => connected(watcherFrames)).toBe(true);
    // asking for more than there is shows the whole stock in the picker
    const picker = watched.getByRole('textbox', { name: 'Количество' });
    await picker.fill('99999');
    await expect(picker).toHaveValue(String(first.stock_quantity));

    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('2');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Корзина/ })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина и оформление заказа' })).toBeVisible();
    const firstLine = cartLine(page, first.name);
    const secondLine = cartLine(page, second.name);
    await expect(firstLine.getByRole('textbox')).toHaveValue('1');
    await expect(secondLine.getByRole('textbox')).toHaveValue('1');

    // quantities: the first 1 → 3 → 2, the second 1 → 2
    const steps: Array<[typeof firstLine, 'Увеличить количество' | 'Уменьшить количество', string]> = [
      [firstLine, 'Увеличить количество', '2'],
      [firstLine, 'Увеличить количество', '3'],
      [firstLine, 'Уменьшить количество', '2'],
      [secondLine, 'Увеличить количество', '2'],
    ];
    for (const [line, button, shown] of steps) {
      const put = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/cart/items/'),
      );
      await line.getByRole('button', { name: button }).click();
      expect((await put).status()).toBe(200);
      await expect(line.getByRole('textbox')).toHaveValue(shown);
    }
    const total = Math.round(first.discounted_price * 200 + second.discounted_price * 200) / 100;
    await expect(page.getByTestId('cart-total')).toHaveText(roubles(total));

    // checkout with delivery; name, e-mail and phone come from the profile
    const form = page.getByRole('form', { name: 'Оформление заказа' });
    await expect(form.getByLabel('ФИО')).toHaveValue(FULL_NAME);
    await expect(form.getByLabel('Email')).toHaveValue(account.email);
    await expect(form.getByLabel('Телефон')).toHaveValue(E2E_PHONE);
    await form.getByRole('radio', { name: 'Доставка' }).check();
    // the demo shop delivers to its district (the demo data's zones)
    await form.getByLabel('Населённый пункт').selectOption({ label: 'Верхнехавский район' });
    await form.getByLabel('Адрес доставки').fill(ADDRESS);
    const checkout = form.getByRole('button', { name: 'Оформить заказ' });
    // not without the personal-data consent: refused at the box, then ticked
    await refusedWithoutConsentThenTick(page, form, checkout, '/api/orders');
    const placed = apiResponse(page, 'POST', '/api/orders');
    // watched from before the order: the toast closes itself after 4 s, and the customer's checks below
    // may take longer than that on a busy machine
    const adminTold = toast(adminPage, ADMIN_ORDER_TOAST).waitFor({ state: 'visible', timeout: 15_000 });
    await checkout.click();
    const answer = await placed;
    expect(answer.status(), await answer.text()).toBe(201);
    const orderId = ((await answer.json()) as { id: number }).id;

    await expect(page).toHaveURL(/\/profile$/);
    await expect(toast(page, PLACED)).toBeVisible();
    // from here on the profile must change without a reload: a reload would drop this marker
    await page.evaluate(() => Object.assign(window, { journeyMarker: 'same-document' }));
    await expect(tab(page, /^Новые/)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, /^Новые/)).toHaveText('Новые1');
    await expect(tab(page, /^Завершенные/)).toHaveText('Завершенные0');
    const card = page.getByRole('article', { name: `Заказ № ${orderId}`, exact: true });
    await expect(card).toBeVisible();
    await expect(card).toContainText(first.name);
    await expect(card).toContainText(second.name);
    await expect(card).toContainText(ADDRESS);
    await expect(unratedSection(page)).toContainText(
      'Здесь появятся купленные товары, которые можно оценить.',
    );
    await expect.poll(() => connected(customerFrames)).toBe(true);

    // the watching tab got the new stock without asking
    await expect(picker).toHaveValue(String(first.stock_quantity - 2));

    // the admin is told at once and finds the order in the reloaded list
    await adminTold;
    // the customer's own address tells their row apart ('Заказ № 1' is also in 'Заказ № 10')
    const row = adminPage.getByRole('listitem').filter({ hasText: account.email });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Заказ № ${orderId}`);
    await row.getByRole('button', { expanded: false }).click();
    await expect(row.getByRole('list', { name: `Товары заказа № ${orderId}` })).toContainText(second.name);
    await shoot(adminPage, 'buying-journey-admin', testInfo, { fullPage: false });
    const statusPut = adminPage.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/orders/${orderId}/status`,
    );
    await row.getByLabel('Статус').selectOption({ label: 'Завершён' });
    expect((await statusPut).status()).toBe(200);
    await expect(toast(adminPage, 'Статус заказа обновлён')).toBeVisible();

    // the customer's profile follows: the order moves to the completed tab, its products wait for stars
    await expect(tab(page, /^Завершенные/)).toHaveText('Завершенные1');
    await expect(tab(page, /^Новые/)).toHaveText('Новые0');
    await tab(page, /^Завершенные/).click();
    await expect(page.getByRole('article', { name: `Заказ № ${orderId}`, exact: true })).toBeVisible();
    const stars = unratedSection(page).getByRole('group', { name: `Оценка товара «${first.name}»` });
    await expect(stars).toBeVisible();
    await expect(
      unratedSection(page).getByRole('group', { name: `Оценка товара «${second.name}»` }),
    ).toBeVisible();
    await shoot(page, 'buying-journey-profile', testInfo);

    const rated = apiResponse(page, 'POST', `/api/ratings/${first.id}`);
    await stars.getByRole('button', { name: '5 звёзд' }).click();
    const ratedAnswer = await rated;
    expect(ratedAnswer.status(), await ratedAnswer.text()).toBe(200);
    const summary = (await ratedAnswer.json()) as { averageRating: number; voteCount: number };
    expect(summary.voteCount).toBeGreaterThanOrEqual(1);
    await expect(toast(page, 'Оценка добавлена')).toBeVisible();
    await expect(stars).toHaveCount(0);
    // the client tells the server, as the spec's realtime section has it
    await expect
      .poll(() => customerFrames.sent.some((f) => f.includes(`"rating_added",{"productId":${first.id}}`)))
      .toBe(true);
    expect(await page.evaluate(() => (window as { journeyMarker?: string }).journeyMarker)).toBe(
      'same-document',
    );

    // the score is saved, and the open product page shows the new average without a reload
    const mine = await request.get('/api/ratings/user', { headers: bearer(token) });
    expect(((await mine.json()) as { ratings: unknown[] }).ratings).toContainEqual({
      product_id: first.id,
      rating: 5,
    });
    await expect(watched).toContainText(
      new RegExp(`${summary.averageRating.toFixed(1).replace('.', '\\.')} \\(${summary.voteCount} оцен`),
    );
    await shoot(watcher, 'buying-journey-product', testInfo, { fullPage: false });

    await adminContext.close();
  });
});
