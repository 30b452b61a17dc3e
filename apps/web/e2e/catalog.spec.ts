import { expect, test } from './helpers/test';
import type { Locator, Page, Response } from '@playwright/test';
import { shoot, shotPath } from './helpers/screenshots';

const grid = (page: Page) => page.getByRole('region', { name: /Все товары|Товары/ });
const cards = (page: Page) => grid(page).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Страницы' });
const inStockBox = (page: Page) => page.getByRole('checkbox', { name: 'В наличии' });

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('h3').allTextContents();
}

/** The catalogue's products answer for the given query flags. */
function productsResponse(page: Page, match: (params: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/products' && match(url.searchParams);
  });
}

/** "1 234,50 ₽" → 1234.5 */
function roubles(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The price a card asks: after the discount (the struck-out original is not it). */
async function paidPrice(card: Locator): Promise<number> {
  return roubles(await card.locator('.font-bold').last().innerText());
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Загрузка...')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
}

/** From the catalogue root into the 'Двери' category, by its card. */
async function openDoors(page: Page) {
  await page
    .getByRole('navigation', { name: 'Разделы каталога' })
    .getByRole('link', { name: 'Двери' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Двери' })).toBeVisible();
  await settle(page);
}

test.describe('catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('pages through the whole catalogue with a five-page window', async ({ page }) => {
    await page.goto('/catalog');
    await settle(page);
    await expect(cards(page)).toHaveCount(24);
    const firstPage = await cardNames(page);
    await expect(pager(page).getByText(/^\d+$/)).toHaveText(['1', '2', '3', '4', '5']);
    await expect(pager(page).getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page');

    await pager(page).getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\/catalog\?page=2$/);
    await expect(pager(page).getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe(firstPage[0]);
    const secondPage = await cardNames(page);
    expect(secondPage).toHaveLength(24);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    // the new page starts at the top of the grid
    await expect(cards(page).first()).toBeInViewport();

    // further on the window moves with the current page and still shows 5 pages
    await pager(page).getByRole('link', { name: 'Страница 4' }).click();
    await expect(page).toHaveURL(/\/catalog\?page=4$/);
    await expect(pager(page).getByText(/^\d+$/)).toHaveText(['2', '3', '4', '5', '6']);

    // back in history shows page 2 again
    await page.goBack();
    await expect(page).toHaveURL(/\/catalog\?page=2$/);
    await expect.poll(() => cardNames(page)).toEqual(secondPage);
  });

  test('a page past the end shows the last page; a garbled page shows the first', async ({ page }) => {
    await page.goto('/catalog?page=99999');
    await expect(page).toHaveURL(/\/catalog\?page=\d+$/);
    await expect(pager(page).locator('[aria-current="page"]')).toBeVisible();
    const lastPage = Number(new URL(page.url()).searchParams.get('page'));
    expect(lastPage).toBeGreaterThan(1);
    expect(lastPage).toBeLessThan(99999);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText(String(lastPage));
    await expect(cards(page).first()).toBeVisible();

    await page.goto('/catalog?page=-4&category_id=abc');
    await settle(page);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
  });

  test('sorts a category by price, cheapest first', async ({ page }) => {
    await page.goto('/catalog');
    await openDoors(page);
    const categoryId = new URL(page.url()).searchParams.get('category_id');

    const sorted = productsResponse(page, (params) => params.get('sort') === 'price_asc');
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: 'Сначала дешевле' });
    expect((await sorted).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/catalog\\?category_id=${categoryId}&sort=price_asc$`));
    await expect(cards(page).first()).toBeVisible();
    await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');

    const prices: number[] = [];
    for (const card of (await cards(page).all()).slice(0, 8)) prices.push(await paidPrice(card));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // the sort survives a reload
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('price_asc');
  });

  test("an unknown category is reset with 'Категория не найдена'", async ({ page }) => {
    await page.goto('/catalog?category_id=987654');
    await expect(
      page.getByText('Категория не найдена. Пожалуйста, выберите другую категорию.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test("taking the 'В наличии' filter off shows more products", async ({ page }) => {
    // the first page comes drawn by the server: its count is what the API answers for the same query
    const filtered = await page.request.get('/api/products?inStock=true&limit=1');
    const inStockTotal = ((await filtered.json()) as { total: number }).total;
    await page.goto('/catalog');
    await expect(inStockBox(page)).toBeVisible();
    await expect(inStockBox(page)).toBeChecked();

    const unfiltered = productsResponse(page, (params) => !params.has('inStock'));
    await inStockBox(page).click();
    const allTotal = ((await (await unfiltered).json()) as { total: number }).total;
    await expect(page).toHaveURL(/\/catalog\?inStock=false$/);
    await expect(inStockBox(page)).not.toBeChecked();
    expect(allTotal).toBeGreaterThan(inStockTotal);
    await expect(cards(page)).toHaveCount(24);
    // the count shows on a phone too (under the filter and the sort)
    await expect(page.getByText(`Товаров: ${allTotal}`)).toBeVisible();

    // and back on: the address loses the flag again
    await inStockBox(page).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(inStockBox(page)).toBeChecked();
  });

  test('a failed products call shows a readable error; the retry loads the grid', async ({
    page,
  }, testInfo) => {
    // the server draws the first page whole: the browser asks the API once the visitor moves on
    await page.goto('/');
    // a refusal the api client does not retry (5xx and network errors are retried 5 times first)
    await page.route('**/api/products?*', (route) =>
      route.fulfill({ status: 400, json: { error: 'Ошибка', code: 'VALIDATION_ERROR' } }),
    );
    await page
      .getByRole('navigation', { name: 'Разделы сайта' })
      .getByRole('link', { name: 'Каталог' })
      .click();
    await expect(page).toHaveURL(/\/catalog$/);
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить товары' });
    await expect(alert).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await shoot(page, 'catalog-error', testInfo, { element: grid(page) });

    await page.unroute('**/api/products?*');
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(cards(page)).toHaveCount(24);
    await expect(alert).toBeHidden();
  });

  test("cards show whole names without sideways scrolling; a phone's breadcrumbs lead one level up", async ({
    page,
    request,
  }, testInfo) => {
    const categories = (await (await request.get('/api/categories')).json()) as Array<{
      id: number;
      name: string;
    }>;
    const entrance = categories.find((c) => c.name === 'Входные двери');
    expect(entrance, "the demo category 'Входные двери' (the longest names)").toBeTruthy();
    await page.goto(`/catalog?category_id=${entrance!.id}&inStock=false&sort=price_desc`);
    await settle(page);

    const names = cards(page).locator('h3');
    expect(await names.count()).toBeGreaterThan(0);
    for (const name of await names.all()) {
      const [scrollHeight, clientHeight] = await name.evaluate((el) => [el.scrollHeight, el.clientHeight]);
      expect(scrollHeight, await name.innerText()).toBeLessThanOrEqual(clientHeight + 1);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByText(/^Товаров: \d+$/)).toBeVisible();
    // a sold-out card's button says so in full
    const soldOut = cards(page).getByRole('button', { name: 'Нет в наличии' }).first();
    if (await soldOut.count()) {
      const [scrollWidth, clientWidth] = await soldOut.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }

    const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    if (testInfo.project.name === 'mobile') {
      await expect(trail.getByRole('link')).toHaveCount(1);
      await expect(trail.getByRole('link')).toHaveText('Двери');
      await expect(trail.getByText('Входные двери')).toBeHidden();
    } else {
      await expect(trail.getByRole('link', { name: 'Главная' })).toBeVisible();
      await expect(trail.getByRole('link', { name: 'Каталог' })).toBeVisible();
      await expect(trail.getByText('Входные двери')).toHaveAttribute('aria-current', 'page');
    }
    await shoot(page, 'catalog-whole-names', testInfo, { fullPage: false });
    console.log(`screenshot: ${shotPath('catalog-whole-names', testInfo)}`);
  });

  test('screenshots of the catalogue root and a category', async ({ page }, testInfo) => {
    await page.goto('/catalog');
    await settle(page);
    await shoot(page, 'catalog-root', testInfo);

    await openDoors(page);
    await shoot(page, 'catalog-category', testInfo);
  });
});
