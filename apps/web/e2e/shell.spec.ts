import { expect, test } from './helpers/test';

test.describe('storefront shell', () => {
  test('home loads with the categories in the catalogue sidebar', async ({ page }) => {
    // the categories come in the page the server drew: the browser does not ask for them again
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/categories') asked.push(request.url());
    });
    await page.goto('/');

    await expect(page).toHaveTitle(/СтройДвор/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Строительные материалы');
    await expect(page.getByRole('heading', { name: 'Популярные категории' })).toBeVisible();

    await page.getByRole('button', { name: 'Каталог', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Каталог товаров' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Акции' })).toBeVisible();
    const doors = drawer.getByRole('link', { name: 'Двери', exact: true });
    await expect(doors).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Кровля', exact: true })).toBeVisible();

    // a category link leads to the catalogue of that category and closes the drawer
    await doors.click();
    await expect(page).toHaveURL(/\/catalog\?category_id=\d+$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Двери' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 - Страница не найдена' })).toBeVisible();
    await expect(page.getByText('Страница, которую вы ищете, не существует.')).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Популярные категории' })).toBeVisible();
  });

  test("the cookie banner disappears after 'Хорошо' and stays gone after reload", async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Хорошо' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).not.toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Популярные категории' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('a guest opening the cart is sent home with the login form, the cart remembered', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBe('/cart');
  });

  test('the search box goes to the results page', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Поиск товаров' });
    await search.fill('  краска  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D0%BA%D1%80%D0%B0%D1%81%D0%BA%D0%B0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Результаты поиска' })).toBeVisible();
  });
});
