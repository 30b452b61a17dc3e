import { expect, test } from './helpers/test';
import type { Locator, Page } from '@playwright/test';
import { shoot } from './helpers/screenshots';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Поиск товаров' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Подсказки поиска' });
const results = (page: Page) => page.getByRole('region', { name: 'Результаты поиска' });
const cardNames = (scope: Locator) => scope.getByRole('heading', { level: 3 });

/** Every rouble amount of a text: '1 234,50 ₽' → 1234.5. */
function roubles(text: string): number[] {
  return [...text.matchAll(/(\d[\d\s\u00a0\u202f]*,\d{2})\s*₽/g)].map((match) =>
    Number(match[1]!.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')),
  );
}

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a typo in the header box still suggests the product; Enter lists the matches', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    // two letters ask nothing yet
    await box.pressSequentially('ги');
    await page.waitForTimeout(500);
    await expect(suggestions(page)).toHaveCount(0);

    const suggested = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/products/search' && url.searchParams.get('q') === 'гипсакартон';
    });
    await box.pressSequentially('псакартон');
    const answer = await suggested;
    const url = new URL(answer.url());
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('inStock')).toBe('true');
    expect(url.searchParams.has('sort')).toBe(false);

    const options = suggestions(page).getByRole('option');
    await expect(options.first()).toContainText('Гипсокартон');
    expect(await options.count()).toBeLessThanOrEqual(10);
    await expect(options.first()).toContainText('₽');
    await shoot(page, 'search-dropdown', testInfo, { fullPage: false });

    await box.press('Enter');
    await expect(page).toHaveURL(
      /\/search\?q=%D0%B3%D0%B8%D0%BF%D1%81%D0%B0%D0%BA%D0%B0%D1%80%D1%82%D0%BE%D0%BD$/,
    );
    await expect(suggestions(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('гипсакартон');
    await expect(results(page).getByText(/^Найдено: \d+ товар/)).toBeVisible();
    const names = cardNames(results(page));
    await expect(names).toHaveCount(20);
    for (const name of (await names.allTextContents()).slice(0, 5)) {
      expect(name).toMatch(/гипсокартон|ГКЛ/i);
    }

    await shoot(page, 'search-results', testInfo);
  });

  test('the arrows and Enter open a suggested product; Esc closes the list', async ({ page }) => {
    await page.goto('/catalog');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('ламинад');
    await expect(suggestions(page).getByRole('option').first()).toContainText('Ламинат');

    await box.press('Escape');
    await expect(suggestions(page)).toHaveCount(0);
    await expect(box).toHaveValue('ламинад');

    await box.press('ArrowDown');
    const first = suggestions(page).getByRole('option').first();
    await expect(first).toBeVisible();
    const name = (await first.locator('span').first().textContent()) ?? '';
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(suggestions(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('a click outside closes the suggestions', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).click();
    await searchBox(page).pressSequentially('краска');
    await expect(suggestions(page)).toBeVisible();
    await page.getByRole('heading', { name: 'Популярные категории' }).click();
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('results: sort by price ascending, then page 2', async ({ page }) => {
    await page.goto('/search?q=ламинад');
    const names = cardNames(results(page));
    await expect(names).toHaveCount(20);
    await expect(results(page).getByText('Найдено: 63 товара')).toBeVisible();

    const sort = results(page).getByLabel('Сортировка');
    await expect(sort).toHaveValue('relevance');
    // the sorted list is in once its answer came and the list is no longer busy (until then the cards
    // on screen may still be the relevance order, about to be replaced)
    const sorted = page.waitForResponse(
      (response) =>
        response.url().includes('/api/products/search') && response.url().includes('sort=price_asc'),
    );
    await sort.selectOption({ label: 'Сначала дешевле' });
    await sorted;
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');

    // each card's price to pay (the smaller amount when a discount strikes the original out) does not go down
    const cards = results(page).getByRole('article');
    await expect(cards).toHaveCount(20);
    const prices = (await cards.allTextContents()).map((text) => Math.min(...roubles(text)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const firstPage = await names.allTextContents();
    expect(firstPage).toHaveLength(20);

    const pages = page.getByRole('navigation', { name: 'Страницы' });
    await pages.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
    await expect(names.first()).not.toHaveText(firstPage[0]!);
    const secondPage = await names.allTextContents();
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    const cheapestOnPage2 = Math.min(
      ...(await cards.allTextContents()).map((text) => Math.min(...roubles(text))),
    );
    expect(cheapestOnPage2).toBeGreaterThanOrEqual(prices.at(-1)!);
  });

  test('a nonsense query shows the empty message', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('абырвалг');
    await expect(page.getByText('Товары не найдены')).toBeVisible();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(
      page.getByText('По вашему запросу ничего не найдено. Попробуйте изменить поисковый запрос.'),
    ).toBeVisible();
    await expect(page.getByText('Найдено: 0 товаров')).toBeVisible();
  });
});

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('banners rotate with dots; 8 popular products; the measurement block', async ({ page }, testInfo) => {
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Скидки', exact: true });
    const dots = banners.getByRole('button', { name: /^Показать баннер/ });
    await expect(dots).toHaveCount(2);
    const active = banners.locator('button[aria-current="true"]');
    const currentDot = () =>
      dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    const firstActive = await currentDot();
    // autoplay every 3 s
    await expect.poll(currentDot, { timeout: 6000 }).not.toBe(firstActive);
    await expect(active).toHaveCount(1);
    const link = banners.locator('[data-current] a');
    await expect(link).toHaveAttribute('href', /^\/catalog\?category_id=\d+$/);

    const popular = page.getByRole('region', { name: 'Популярные товары', exact: true });
    await expect(cardNames(popular)).toHaveCount(8);
    await expect(popular.getByRole('button', { name: 'В корзину' })).toHaveCount(8);

    const measurement = page.getByRole('region', { name: 'Бесплатный замер дверных проёмов' });
    await expect(measurement.getByRole('heading', { level: 2 })).toBeVisible();
    for (const label of ['Имя', 'Телефон', 'Адрес', 'Удобное время', 'Комментарий']) {
      await expect(measurement.getByLabel(label, { exact: false }).first()).toBeVisible();
    }

    await shoot(page, 'home', testInfo);

    // a banner leads to its discount category
    await link.click();
    await expect(page).toHaveURL(/\/catalog\?category_id=\d+$/);
  });

  // sending a request for real (and the admin seeing it) is e2e/inquiries.spec.ts
  test('the measurement form checks the name, the phone and the consent before sending', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Бесплатный замер дверных проёмов' });
    await form.getByRole('button', { name: 'Записаться на замер' }).click();
    await expect(form.getByText('Имя обязательно')).toBeVisible();
    await expect(form.getByText('Телефон обязателен')).toBeVisible();
    await expect(form.getByText('Подтвердите согласие на обработку персональных данных')).toBeVisible();

    await form.getByLabel('Имя').fill('Иван Петров');
    await form.getByLabel('Телефон').fill('12-34');
    await form.getByRole('button', { name: 'Записаться на замер' }).click();
    await expect(form.getByText('Неверный формат телефона')).toBeVisible();
    await expect(
      form.getByRole('checkbox', { name: /Я согласен на обработку персональных данных/ }),
    ).not.toBeChecked();
    expect(posted).toBe(false);
  });

  test("a guest pressing 'В корзину' on a popular product is sent to log in", async ({ page }) => {
    await page.goto('/');
    const popular = page.getByRole('region', { name: 'Популярные товары', exact: true });
    await popular.getByRole('button', { name: 'В корзину' }).first().click();
    await expect(page.getByText('Войдите, чтобы добавить товар в корзину')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
