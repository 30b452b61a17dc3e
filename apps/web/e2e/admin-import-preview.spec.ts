/**
 * The check before an import (issue 24): staff upload a price list whose price column the shop does not
 * recognise, choose it in the preview, import, and find the products on sale with their prices; then a
 * 1C pair with two retail price types (one per city), choose one, import, and see its prices.
 *
 * Runs against a shop of its own (an empty catalogue) so the counts are the file's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test as base } from './helpers/test';
import { openSignedIn } from './helpers/accounts';
import { adminToken } from './helpers/orders';
import { startOwnShop } from './helpers/own-shop';
import { shoot } from './helpers/screenshots';
import { xlsx } from '../../server/test/price-lists';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** A CommerceML 2.08 pair with two retail price types: 'Ив. Розничная' and 'Яр. Розница'. */
const TWO_CITIES = path.join(REPO_ROOT, 'apps/server/test/fixtures/commerceml-2.08');

const test = base.extend<object, { shop: { url: string } }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
    async ({}, provide) => {
      const shop = await startOwnShop({ tag: 'import-preview' });
      await provide(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});

/** A supplier's price list: a letterhead, the header at row 4, the price under a name the shop does not know. */
function supplierPriceList(): Buffer {
  const rows = [
    ['ООО «СтройОпт», г. Иваново, ул. Складская, 5'],
    ['Прайс-лист на 27.11.2026'],
    [],
    ['№', 'Наименование', 'Артикул', 'Отпускная, руб.', 'Остаток'],
    [1, 'Грунтовка глубокого проникновения, 10 л', 'GR-10', 689.5, 14],
    [2, 'Клей плиточный усиленный, 25 кг', 'KL-25', 455, 30],
    [3, 'Шпаклёвка финишная полимерная, 20 кг', 'SH-20', '1 120,00', 6],
  ];
  return xlsx([{ name: 'Прайс', rows }]);
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A figure of the preview's plan: the value next to its label. */
const planOf = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}`) }).locator('xpath=following-sibling::dd[1]');

/** The storefront's search results for a query, with a card per product. */
async function searchCard(page: Page, query: string, name: string) {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const results = page.getByRole('region', { name: 'Результаты поиска' });
  return results.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
}

test.describe('import preview', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a price column chosen in the preview, then a 1C price type chosen', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const token = await adminToken(request);
    await openSignedIn(page, token, '/admin');

    // the price list: read, but its price column is not recognised — nothing would be on sale
    const catalog = page.getByRole('region', { name: 'Импорт категорий и товаров' });
    await catalog.getByLabel('Файл').setInputFiles({
      name: 'prais-stroyopt.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: supplierPriceList(),
    });
    await catalog.getByRole('button', { name: 'Импортировать' }).click();
    const checked = catalog.getByRole('group', { name: 'Проверка файла «prais-stroyopt.xlsx»' });
    const sheet = checked.getByRole('region', { name: 'Лист «Прайс»' });
    await expect(sheet.getByText('Заголовок в строке 4')).toBeVisible({ timeout: 60_000 });
    await expect(sheet.getByText('Не найдены колонки: Цена. Выберите их выше, если они есть.')).toBeVisible();
    await expect(planOf(checked, 'Будет создано товаров')).toHaveText('3');
    await expect(planOf(checked, 'Товаров без цены')).toHaveText('3');
    await expect(sheet.getByText('Клей плиточный усиленный, 25 кг').filter({ visible: true })).toBeVisible();
    await shoot(page, 'admin-import-preview-sheet', testInfo, { element: catalog });

    await sheet.getByLabel('Цена', { exact: true }).selectOption({ label: 'Отпускная, руб. (колонка 4)' });
    await expect(sheet.getByText(/^Не найдены колонки/)).toHaveCount(0);
    await checked.getByRole('button', { name: 'Загрузить' }).click();
    await expect(toast(page, 'Импорт завершён. Обработано записей: 3')).toBeVisible({ timeout: 60_000 });
    await expect(catalog.getByRole('heading', { name: 'Отчёт об импорте' })).toBeVisible();

    // the chosen column is remembered for price lists with this header
    const saved = page.getByRole('region', { name: 'Сохранённые настройки импорта' });
    await expect(saved.getByRole('button', { name: /^Сбросить: / })).toHaveCount(1);

    const glue = await searchCard(page, 'клей плиточный', 'Клей плиточный усиленный, 25 кг');
    await expect(glue).toContainText('455,00');
    await expect(glue.getByRole('button', { name: 'В корзину' })).toBeEnabled();
    const putty = await searchCard(page, 'шпаклёвка финишная', 'Шпаклёвка финишная полимерная, 20 кг');
    await expect(putty).toContainText('1 120,00');

    // the 1C pair: the catalogue, then the offers with a price per city
    await page.goto('/admin');
    const update = page.getByRole('region', { name: 'Обновление из import0_1.xml' });
    await update.getByLabel('Файл').setInputFiles(path.join(TWO_CITIES, 'import.xml'));
    await update.getByRole('button', { name: 'Обновить каталог' }).click();
    const checkedCatalog = update.getByRole('group', { name: 'Проверка файла «import.xml»' });
    await expect(checkedCatalog.getByText('Групп: 2, товаров: 4, предложений: 0')).toBeVisible({
      timeout: 60_000,
    });
    await expect(planOf(checkedCatalog, 'Будет создано товаров')).toHaveText('4');
    await checkedCatalog.getByRole('button', { name: 'Загрузить' }).click();
    await expect(toast(page, 'Импорт завершён. Обработано записей: 4')).toBeVisible({ timeout: 60_000 });

    const prices = page.getByRole('region', { name: 'Цены и остатки' });
    await prices.getByLabel('Файл').setInputFiles(path.join(TWO_CITIES, 'offers.xml'));
    await prices.getByRole('button', { name: 'Обновить цены и остатки' }).click();
    const checkedOffers = prices.getByRole('group', { name: 'Проверка файла «offers.xml»' });
    const types = checkedOffers.getByRole('group', { name: 'Тип цен для сайта (розничный)' });
    await expect(types.getByRole('radio')).toHaveCount(2, { timeout: 60_000 });
    await expect(types.getByRole('radio', { name: 'Ив. Розничная — цен: 4' })).toBeChecked();
    await shoot(page, 'admin-import-preview-price-types', testInfo, { element: prices });
    await types.getByRole('radio', { name: 'Яр. Розница — цен: 4' }).check();
    await checkedOffers.getByRole('button', { name: 'Загрузить' }).click();
    await expect(toast(page, /^Цены и остатки обновлены/)).toBeVisible({ timeout: 60_000 });
    await expect(saved.getByRole('button', { name: /^Сбросить: / })).toHaveCount(2);

    // Ярославль's retail price (545), not Иваново's (520)
    const cement = await searchCard(page, 'цемент', 'Цемент М500 Д0, 50 кг');
    await expect(cement).toContainText('545,00');
    await expect(cement).not.toContainText('520,00');
    await expect(cement.getByRole('button', { name: 'В корзину' })).toBeEnabled();
  });
});
