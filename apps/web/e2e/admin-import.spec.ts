/**
 * The import panel (issue 12): the admin loads the 1C pair (the catalogue, then prices and stock),
 * watches the upload and the job, reads the reports, uploads a small pictures ZIP and sees the
 * products with their pictures, units and characteristics; then deletes everything with the password.
 *
 * Delete-all empties the shop, so this journey runs against a shop of its own (one per worker: an
 * empty database, no demo data), never the server the other journeys share.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from './helpers/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { buildZip } from '../../server/test/zip-writer';
import { openSignedIn } from './helpers/accounts';
import { adminToken, bearer, E2E_ADMIN } from './helpers/orders';
import { startOwnShop } from './helpers/own-shop';
import { shoot } from './helpers/screenshots';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The 1C exchange pair of the team folder, kept in the repository for the server's tests. */
const FIXTURES = path.join(REPO_ROOT, 'apps/server/test/fixtures/commerceml');

/** Two products of the fixture that have a price and stock: their pictures arrive in the ZIP. */
const BARBERRY = { id: 'cbcf4968-55bc-11d9-848a-00112f43529a', name: 'Барбарис (конфеты)' };
const HEART = { id: 'cbcf4975-55bc-11d9-848a-00112f43529a', name: 'Сердечко (печенье)' };

const test = base.extend<object, { shop: { url: string } }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
    async ({}, provide) => {
      const shop = await startOwnShop({ tag: 'import' });
      await provide(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A real picture (sharp decodes it on the server). */
const picture = (background: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

/** A count of a report: the value next to its label. */
const countOf = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('admin import panel', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('1C catalogue and offers, a pictures ZIP, the reports, then delete-all with the password', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const token = await adminToken(request);
    await openSignedIn(page, token, '/admin');
    await expect(page.getByRole('heading', { name: 'Импорт данных' })).toBeVisible();
    await expect(page.getByText('Импортов пока не было.')).toBeVisible();
    await shoot(page, 'admin-import-idle', testInfo);

    // block 1: the catalogue with its groups as categories; a slow uplink makes the percentage visible
    const catalog = page.getByRole('region', { name: 'Импорт категорий и товаров' });
    await catalog.getByLabel('Файл').setInputFiles(path.join(FIXTURES, 'import0_1.xml'));
    await catalog.getByLabel('Импорт с категориями').check();
    const cdp = await page.context().newCDPSession(page);
    const uplink = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: bytesPerSecond,
      });
    await uplink(120 * 1024);
    await catalog.getByRole('button', { name: 'Импортировать' }).click();
    await expect(catalog.getByRole('button', { name: 'Идёт импорт...' })).toBeDisabled();
    await expect(catalog.getByText(/^Файл загружен на [1-9]\d %$/)).toBeVisible({ timeout: 20_000 });
    await expect(catalog.getByRole('progressbar', { name: 'Загрузка файла на сервер' })).toBeVisible();
    await shoot(page, 'admin-import-running', testInfo, { element: catalog });
    // the file is checked first: what will happen, then «Загрузить»
    const checked = catalog.getByRole('group', { name: 'Проверка файла «import0_1.xml»' });
    await expect(checked.getByRole('heading', { name: 'Что произойдёт' })).toBeVisible({ timeout: 60_000 });
    await uplink(-1);
    await checked.getByRole('button', { name: 'Загрузить' }).click();
    await expect(toast(page, 'Импорт завершён. Обработано записей: 228, создано категорий: 15')).toBeVisible({
      timeout: 60_000,
    });
    await expect(catalog.getByRole('heading', { name: 'Отчёт об импорте' })).toBeVisible();
    await expect(countOf(catalog, 'Создано товаров')).toHaveText('228');
    await expect(countOf(catalog, 'Создано категорий')).toHaveText('15');
    // the three article clashes of the fixture are reported with where they are
    await expect(catalog.getByText(/^Предупреждения и ошибки: \d+$/)).toBeVisible();
    await expect(catalog.getByText(/Артикул «.+» указан у/).first()).toBeVisible();
    // products are named as staff know them, by name and the first group of their Ид
    await expect(
      catalog.getByText(/Артикул «.+» указан у \d товаров: .+ \(Ид [0-9a-f]{8}…\)/).first(),
    ).toBeVisible();
    // nothing is priced yet: the report says the new goods stay hidden, and why
    await expect(catalog.getByText(/^Скрыты с витрины: без цены — \d+ товар/)).toBeVisible();

    // block 4: prices and stock
    const prices = page.getByRole('region', { name: 'Цены и остатки' });
    await prices.getByLabel('Файл').setInputFiles(path.join(FIXTURES, 'offers0_1.xml'));
    await prices.getByRole('button', { name: 'Обновить цены и остатки' }).click();
    const checkedPrices = prices.getByRole('group', { name: 'Проверка файла «offers0_1.xml»' });
    const priceTypes = checkedPrices.getByRole('group', { name: 'Тип цен для сайта (розничный)' });
    await expect(priceTypes.getByRole('radio', { checked: true })).toHaveCount(1, { timeout: 30_000 });
    await checkedPrices.getByRole('button', { name: 'Загрузить' }).click();
    await expect(toast(page, 'Цены и остатки обновлены. Обновлено товаров: 201')).toBeVisible({
      timeout: 60_000,
    });
    await expect(countOf(prices, 'Обновлено товаров')).toHaveText('201');
    await expect(prices.getByText(/^Скрыты с витрины: без цены — \d+ товар/)).toBeVisible();

    // past imports, newest first; a row opens its report
    const history = page.getByRole('region', { name: 'Прошлые импорты' });
    await expect(history.getByRole('button', { name: /^Открыть отчёт/ })).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Цены и остатки (XML)');
    await expect(history.getByRole('listitem').nth(1)).toContainText('обработано 228 · создано 228');
    // the toasts close after 4 s: the shot shows the panel, not them
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
    await shoot(page, 'admin-import-report', testInfo);
    await history.getByRole('button', { name: 'Открыть отчёт: import0_1.xml' }).click();
    const report = page.getByRole('dialog', { name: 'Отчёт об импорте файла «import0_1.xml»' });
    await expect(countOf(report, 'Обработано записей')).toHaveText('228');
    await shoot(page, 'admin-import-report-dialog', testInfo, { fullPage: false });
    await report.getByRole('button', { name: 'Закрыть' }).click();

    // block 3: pictures named by the products' 1C Ид, one in a folder with a Cyrillic name and a space
    const zip = buildZip([
      { name: `import_files/фото товаров/${BARBERRY.id}.png`, data: await picture('#f97316') },
      { name: `import_files/${HEART.id}.png`, data: await picture('#0ea5e9') },
      { name: 'import_files/лишний файл.png', data: await picture('#22c55e') },
    ]);
    const images = page.getByRole('region', { name: 'Изображения товаров' });
    await images
      .getByLabel('Файл')
      .setInputFiles({ name: 'Картинки 1С.zip', mimeType: 'application/zip', buffer: zip });
    await images.getByRole('button', { name: 'Загрузить архив' }).click();
    await expect(toast(page, 'Архив загружен и поставлен в очередь на обработку')).toBeVisible();
    await expect(toast(page, /^Импорт изображений завершён\. Обработано файлов: \d+$/)).toBeVisible({
      timeout: 60_000,
    });
    expect(await page.evaluate(() => localStorage.getItem('imageUploadId'))).toBeNull();
    await expect(countOf(images, 'Новых изображений')).toHaveText('2');
    await expect(countOf(images, 'Файлов без товара')).toHaveText('1');

    // the storefront shows the product with its picture, unit and characteristics
    const found = await request.get(`/api/products?q=${encodeURIComponent(BARBERRY.name)}&limit=10`, {
      headers: bearer(token),
    });
    const product = (
      (await found.json()) as { products: { id: number; name: string; image: string | null }[] }
    ).products.find((item) => item.name === BARBERRY.name);
    expect(product?.image).toMatch(/\.webp$/);
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BARBERRY.name })).toBeVisible();
    await expect(page.locator(`img[src*="${product!.image!.replace(/\.webp$/, '')}"]`).first()).toBeVisible();
    await expect(page.getByText('Характеристики')).toBeVisible();
    await expect(page.getByText(/кг/).first()).toBeVisible();

    // delete-all: the password is required and checked
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Удалить все товары и категории' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удаление всех товаров и категорий' });
    await dialog.getByRole('button', { name: 'Удалить всё' }).click();
    await expect(dialog.getByText('Пароль обязателен')).toBeVisible();
    await dialog.getByLabel('Пароль администратора').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Удалить всё' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('Пароль администратора').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Удалить всё' }).click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    const left = await request.get('/api/products?limit=10', { headers: bearer(token) });
    expect(((await left.json()) as { products: unknown[] }).products).toEqual([]);
    expect(await (await request.get('/api/categories')).json()).toEqual([]);
  });
});
