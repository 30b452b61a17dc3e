import { expect, test } from './helpers/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { shoot } from './helpers/screenshots';
import { soldOutProduct } from './helpers/orders';

const NOT_FOUND_TEXT = 'Товар не найден или произошла ошибка загрузки.';

interface ApiProduct {
  id: number;
  name: string;
  stock_quantity: number;
  effective_discount: number;
  image: string | null;
  unit_name: string | null;
  quantity_step: number;
  min_quantity: number;
}
interface ApiProductDetail extends ApiProduct {
  barcode: string | null;
  properties: Array<{ name: string; value: string }>;
}

/** In-stock demo products with an image: the discounted ones and the ones at full price. */
/**
 * Demo products with a picture, stock and similar goods to show. Products other journeys create (in
 * categories of their own, and bought, so they rank high) have no similar goods and are left out.
 */
async function demoProducts(request: APIRequestContext) {
  const response = await request.get('/api/products?limit=100&inStock=true');
  expect(response.status()).toBe(200);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  // goods sold in whole units (issue 27): the picker below counts pieces
  const withImage = products.filter(
    (p) => p.image && p.stock_quantity >= 10 && p.quantity_step === 1 && p.min_quantity === 1,
  );
  const hasSimilar = await Promise.all(
    withImage.map(async (p) => {
      const related = await request.get(`/api/products/${p.id}/related`);
      return ((await related.json()) as unknown[]).length > 0;
    }),
  );
  const shown = withImage.filter((_, index) => hasSimilar[index]);
  const discounted = shown.filter((p) => p.effective_discount > 0);
  const regular = shown.filter((p) => p.effective_discount === 0);
  expect(discounted.length).toBeGreaterThan(1);
  expect(regular.length).toBeGreaterThan(1);
  return { discounted, regular };
}

/**
 * A demo category's in-stock product sold by `unit` that has 'Характеристики' (the demo seed gives them
 * to the square-metre laminate, cement in bags, cable by the metre…), with its category id.
 */
async function demoProductByUnit(request: APIRequestContext, category: string, unit: string) {
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const categoryId = categories.find((c) => c.name === category)?.id;
  expect(categoryId, category).toBeDefined();
  const page = await request.get(`/api/products?category_id=${categoryId}&inStock=true&limit=100`);
  const { products } = (await page.json()) as { products: ApiProduct[] };
  for (const candidate of products.filter((p) => p.unit_name === unit && p.stock_quantity >= 10)) {
    const detail = (await (await request.get(`/api/products/${candidate.id}`)).json()) as ApiProductDetail;
    if (detail.properties.length > 0) return { product: detail, categoryId: categoryId! };
  }
  throw new Error(`no ${category} product in ${unit} with properties`);
}

const productTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Навигационная цепочка' });
const similar = (page: Page) => page.getByRole('region', { name: 'Похожие товары' });

/** The product page has finished loading: its title, rating and similar goods are in. */
async function settleProduct(page: Page, name: string) {
  await expect(productTitle(page)).toHaveText(name);
  await expect(page.getByText(/Нет оценок|\(\d+ оцен/)).toBeVisible();
  await expect(similar(page).getByRole('article').first()).toBeVisible();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('product page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('home → category → subcategory → product → a similar product', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Популярные категории' })
      .getByRole('link', { name: 'Двери', exact: true })
      .click();
    await expect(page).toHaveURL(/\/catalog\?category_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Двери' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Подкатегории' })
      .getByRole('link', { name: 'Межкомнатные двери' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Межкомнатные двери' })).toBeVisible();

    const card = page.getByRole('main').getByRole('article').first();
    const cardTitle = card.locator('h3');
    await expect(cardTitle).toBeVisible();
    const name = (await cardTitle.innerText()).trim();
    await cardTitle.getByRole('link').click();

    await expect(page).toHaveURL(/\/product\/\d+$/);
    const firstUrl = page.url();
    await expect(productTitle(page)).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(
      page
        .getByRole('main')
        .getByText(/\d,\d{2}\s₽/)
        .first(),
    ).toBeVisible();
    await expect(page.getByText('Наличие:')).toBeVisible();
    await expect(page.getByText(/^(Много|Средне|Мало|Нет в наличии)$/).first()).toBeVisible();
    const parentCategory = crumbs(page).getByRole('link', { name: 'Межкомнатные двери' });
    if (test.info().project.name === 'mobile') {
      // a phone gets only '← Межкомнатные двери', one level up
      await expect(crumbs(page).getByRole('link')).toHaveCount(1);
      await expect(parentCategory).toBeVisible();
      await expect(parentCategory).toHaveAttribute('href', /\/catalog\?category_id=\d+$/);
    } else {
      await expect(crumbs(page).getByRole('link', { name: 'Главная' })).toBeVisible();
      await expect(crumbs(page).getByRole('link', { name: 'Каталог' })).toBeVisible();
      await expect(crumbs(page).getByRole('link', { name: 'Двери', exact: true })).toHaveAttribute(
        'href',
        /\/catalog\?category_id=\d+$/,
      );
      await expect(parentCategory).toBeVisible();
      await expect(crumbs(page).getByText(name)).toHaveAttribute('aria-current', 'page');
    }
    // an interior door is sold by the piece and has its 'Характеристики' (demo seed)
    await expect(page.getByRole('main').getByText('за шт').first()).toBeVisible();
    const properties = page.getByRole('region', { name: 'Характеристики' });
    await expect(properties.getByRole('rowheader', { name: 'Производитель' })).toBeVisible();
    await expect(properties.getByRole('rowheader', { name: 'Размер полотна, мм' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // the carousel: 15 goods, next/prev move it; a similar product opens its own page
    const carousel = similar(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('listitem')).toHaveCount(15);
    await carousel.getByRole('button', { name: 'Следующие товары' }).click();
    await carousel.getByRole('button', { name: 'Предыдущие товары' }).click();
    const other = carousel.locator('[data-current] h3');
    const otherName = (await other.innerText()).trim();
    expect(otherName).not.toBe(name);
    await other.getByRole('link').click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(productTitle(page)).toHaveText(otherName);
    await expect(page.getByRole('textbox', { name: 'Количество' })).toHaveValue('1');
  });

  test('the image opens enlarged and closes with Esc and the close button', async ({ page }, testInfo) => {
    const { discounted } = await demoProducts(page.request);
    const product = discounted[0]!;
    await page.goto(`/product/${product.id}`);
    await settleProduct(page, product.name);

    const zoom = page.getByRole('button', { name: `Увеличить изображение: ${product.name}` });
    await zoom.click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: product.name })).toBeVisible();
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // the largest stored picture on every screen: no srcset that would give a phone the card size
    await expect(dialog.getByRole('img')).not.toHaveAttribute('srcset', /.+/);
    await shoot(page, 'product-zoom', testInfo, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await zoom.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a discounted and a regular product, as a customer sees them', async ({ page }, testInfo) => {
    const { discounted, regular } = await demoProducts(page.request);
    const sale = discounted[1]!;
    await page.goto(`/product/${sale.id}`);
    await settleProduct(page, sale.name);
    await expect(page.getByRole('main').locator('s').first()).toBeVisible();
    await expect(page.getByText(`Скидка ${sale.effective_discount}%`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shoot(page, 'product-discounted', testInfo);

    const plain = regular[0]!;
    await page.goto(`/product/${plain.id}`);
    await settleProduct(page, plain.name);
    await expect(page.getByText(/^Скидка \d+%$/)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await shoot(page, 'product', testInfo);
  });

  test('the quantity stays within the stock and goes into the cart', async ({ page, request }, testInfo) => {
    const { regular } = await demoProducts(request);
    const product = regular[testInfo.project.name === 'mobile' ? 2 : 3]!;
    const token = await createAccount(request, uniqueAccount(testInfo, 'product'));
    await openSignedIn(page, token, `/product/${product.id}`);
    await settleProduct(page, product.name);

    const quantity = page.getByRole('textbox', { name: 'Количество' });
    const minus = page.getByRole('button', { name: 'Уменьшить количество' });
    const plus = page.getByRole('button', { name: 'Увеличить количество' });
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveValue('3');
    await quantity.fill(String(product.stock_quantity + 50));
    await expect(quantity).toHaveValue(String(product.stock_quantity));
    await expect(plus).toBeDisabled();
    await quantity.fill('3');

    await page.getByRole('main').getByRole('button', { name: 'В корзину' }).first().click();
    await expect(page.getByText('Товар добавлен в корзину!')).toBeVisible();
    const cart = await request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } });
    const { CartItems } = (await cart.json()) as {
      CartItems: Array<{ product_id: number; quantity: number }>;
    };
    expect(CartItems).toEqual([expect.objectContaining({ product_id: product.id, quantity: 3 })]);
  });

  test("units and 'Характеристики': square metres from the catalogue card to the cart", async ({
    page,
    request,
  }, testInfo) => {
    const { product, categoryId } = await demoProductByUnit(request, 'Ламинат', 'м²');
    await page.goto(`/catalog?category_id=${categoryId}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: 'за м²' }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shoot(page, 'catalog-units', testInfo);

    const token = await createAccount(request, uniqueAccount(testInfo, 'units'));
    await openSignedIn(page, token, `/product/${product.id}`);
    await settleProduct(page, product.name);
    const main = page.getByRole('main');
    await expect(main.getByText('за м²').first()).toBeVisible();
    await expect(main.getByText(`В наличии: ${product.stock_quantity} м²`)).toBeVisible();
    const properties = page.getByRole('region', { name: 'Характеристики' });
    await expect(properties.getByRole('row')).toHaveCount(product.properties.length);
    for (const { name, value } of product.properties) {
      await expect(properties.getByRole('row', { name: `${name} ${value}` })).toBeVisible();
    }
    await expect(properties.getByRole('rowheader', { name: 'Класс износостойкости' })).toBeVisible();
    if (product.barcode) await expect(main.getByText(`Штрихкод: ${product.barcode}`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shoot(page, 'product-units', testInfo);

    await page.getByRole('button', { name: 'Увеличить количество' }).click();
    await main.getByRole('button', { name: 'В корзину' }).first().click();
    await expect(page.getByText('Товар добавлен в корзину!')).toBeVisible();
    const bag = await demoProductByUnit(request, 'Цемент', 'мешок');
    const added = await request.post('/api/cart/items', {
      headers: { authorization: `Bearer ${token}` },
      data: { product_id: bag.product.id, quantity: 3 },
    });
    expect(added.status()).toBe(200);

    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
    const laminate = lines.filter({ hasText: product.name });
    await expect(laminate.getByText('за м²')).toBeVisible();
    // square metres are sold by the product's step (issue 27: 0,1 m², or a pack's area): the picker
    // starts at 1 on the step (not below the minimum) and went one step up
    const thousandths = (value: number) => Math.round(value * 1000);
    const step = thousandths(product.quantity_step);
    const start = Math.max(thousandths(product.min_quantity), Math.floor(1000 / step) * step);
    await expect(laminate.getByRole('textbox')).toHaveValue(String((start + step) / 1000).replace('.', ','));
    await expect(laminate.getByTestId('line-unit')).toHaveText('м²');
    const cement = lines.filter({ hasText: bag.product.name });
    await expect(cement.getByText('за мешок')).toBeVisible();
    await expect(cement.getByRole('textbox')).toHaveValue('3');
    await expect(cement.getByTestId('line-unit')).toHaveText('мешок');
    await expectNoHorizontalScroll(page);
    await shoot(page, 'cart-units', testInfo);
  });

  test('a guest is asked to sign in instead of adding to the cart', async ({ page }) => {
    const { regular } = await demoProducts(page.request);
    await page.goto(`/product/${regular[0]!.id}`);
    await settleProduct(page, regular[0]!.name);
    await page.getByRole('main').getByRole('button', { name: 'В корзину' }).first().click();
    await expect(page.getByText('Войдите, чтобы добавить товар в корзину')).toBeVisible();
  });

  test('an out-of-stock product cannot be bought', async ({ page }) => {
    const soldOut = await soldOutProduct(page.request);
    await page.goto(`/product/${soldOut.id}`);
    await expect(productTitle(page)).toHaveText(soldOut.name);
    await expect(page.getByRole('textbox', { name: 'Количество' })).toBeDisabled();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Нет в наличии' }).first(),
    ).toBeDisabled();
  });

  for (const [label, url] of [
    ['an unknown id', '/product/99999999'],
    ['an id that is not a number', '/product/abc'],
  ] as const) {
    test(`${label} shows the message and leads back to the catalogue`, async ({ page }, testInfo) => {
      await page.goto(url);
      await expect(page.getByRole('alert')).toHaveText(NOT_FOUND_TEXT);
      if (url.endsWith('abc')) await shoot(page, 'product-not-found', testInfo);
      await page.getByRole('link', { name: 'Вернуться в каталог' }).click();
      await expect(page).toHaveURL(/\/catalog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    });
  }
});
