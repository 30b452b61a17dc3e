/**
 * Pages drawn by the server (issue 22): the browser takes them over without errors and without asking
 * again for what the HTML holds, moves between pages itself afterwards, and a visitor without
 * JavaScript can still browse the catalogue down to a product.
 */
import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';

/** Errors the page's scripts report: console errors and warnings, and uncaught errors (React's too). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource')) {
      // the 404 page's own status is reported as a failed load: that is the page's answer
      if (message.text().includes('status of 404')) return;
      // the contacts page's map looks whether Yandex answers: this machine has no way out
      if (new URL(message.location().url || 'about:blank').hostname.endsWith('yandex.ru')) return;
    }
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The API requests the page makes, by path. */
function collectApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return paths;
}

/** How many published products the catalogue of a category shows (in stock, as its first page). */
async function productCount(page: Page, categoryId: string): Promise<number> {
  const response = await page.request.get(`/api/products?category_id=${categoryId}&inStock=true&limit=1`);
  return ((await response.json()) as { total: number }).total;
}

/** A category the home page links to whose catalogue has a second page. */
async function aHomeCategoryWithPages(page: Page): Promise<string> {
  const links = page.getByRole('region', { name: 'Популярные категории' }).getByRole('link');
  for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))) {
    const id = /^\/catalog\?category_id=(\d+)$/.exec(href)?.[1];
    if (id && (await productCount(page, id)) > 24) return id;
  }
  throw new Error('no category on the home page has two pages of products');
}

/** Some product of the catalogue, as the API lists it. */
async function aProduct(page: Page): Promise<{ id: number; name: string }> {
  const response = await page.request.get('/api/products?limit=1');
  return ((await response.json()) as { products: Array<{ id: number; name: string }> }).products[0]!;
}

test.describe('pages drawn by the server', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('every public page is taken over with no error and no hydration warning', async ({ page }) => {
    const problems = collectProblems(page);
    const product = await aProduct(page);
    const categories = (await (await page.request.get('/api/categories')).json()) as Array<{ id: number }>;
    const pages = [
      '/',
      '/catalog',
      `/catalog?category_id=${categories[0]!.id}`,
      `/product/${product.id}`,
      `/search?q=${encodeURIComponent('дверь')}`,
      '/contact',
      '/privacy-policy',
      '/personal-data-consent',
      '/returns',
      '/delivery',
      '/no-such-page',
    ];
    for (const url of pages) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
    expect(problems).toEqual([]);
  });

  test('a product page asks nothing again of what its HTML holds', async ({ page }) => {
    const product = await aProduct(page);
    const requests = collectApiRequests(page);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // long enough for a query that thought its data stale to have asked
    await page.waitForTimeout(1500);
    expect(requests.filter((path) => path.includes(`/products/${product.id}`))).toEqual([]);
    expect(requests.filter((path) => path.startsWith('GET /api/categories'))).toEqual([]);
  });

  test('after taking the page over, the app moves between pages without loading a document', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/');
    expect(documents).toHaveLength(1);
    await page
      .getByRole('region', { name: 'Популярные категории' })
      .locator('a[href^="/catalog?category_id="]')
      .first()
      .click();
    await expect(page).toHaveURL(/\/catalog\?category_id=\d+$/);
    await expect(
      page
        .getByRole('region', { name: /Все товары|Товары/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    await page
      .getByRole('region', { name: /Все товары|Товары/ })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toHaveLength(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor goes home → a category → its page 2 → a product', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const categoryId = await aHomeCategoryWithPages(page);
    await page.locator(`a[href="/catalog?category_id=${categoryId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/catalog\\?category_id=${categoryId}$`));
    const cards = page.getByRole('region', { name: /Все товары|Товары/ }).getByRole('article');
    await expect(cards).toHaveCount(24);
    const firstPage = await cards.locator('h3').allTextContents();

    await page
      .getByRole('navigation', { name: 'Страницы' })
      .getByRole('link', { name: 'Страница 2', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`page=2`));
    await expect(cards.first()).toBeVisible();
    const secondPage = await cards.locator('h3').allTextContents();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

    const name = secondPage[0]!.trim();
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/₽/).first()).toBeVisible();
  });

  test('the search form and the sorting work as plain forms', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Поиск товаров' });
    await search.fill('дверь');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D0%B4%D0%B2%D0%B5%D1%80%D1%8C/);
    await expect(page.getByRole('heading', { level: 1, name: 'Результаты поиска' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/catalog');
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: 'Сначала дешевле' });
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('price_asc');
    // what each card asks: its last bold figure (a discount badge and the struck-out price come first)
    const prices = await page
      .getByRole('region', { name: /Все товары|Товары/ })
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) => [...card.querySelectorAll('.font-bold')].at(-1)?.textContent ?? ''),
      );
    const roubles = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(roubles.length).toBeGreaterThan(1);
    expect(roubles).toEqual([...roubles].sort((a, b) => a - b));
  });
});
