/**
 * Staff run the catalogue (issue 11): the admin makes a category, a product with a picture, a 15 %
 * discount and a promotion in the admin pages; the storefront shows each at once, and a customer pays
 * the discounted price.
 */
import { expect, test } from './helpers/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { adminToken, bearer, E2E_PHONE } from './helpers/orders';
import { shoot } from './helpers/screenshots';

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A real picture (sharp decodes it on the server): an orange square with a darker band. */
async function picture(name: string) {
  const buffer = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#f97316' } })
    .composite([
      {
        input: await sharp({ create: { width: 640, height: 160, channels: 3, background: '#9a3412' } })
          .png()
          .toBuffer(),
        top: 240,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Names unique to the run and the project, so the two viewports never meet each other's goods. */
const unique = (testInfo: TestInfo, text: string) =>
  `${text} ${testInfo.project.name} ${Date.now() % 100000}`;

interface ApiCategory {
  id: number;
  name: string;
  is_promotion_category?: boolean;
  children?: ApiCategory[];
}

async function categories(request: APIRequestContext): Promise<ApiCategory[]> {
  const flat: ApiCategory[] = [];
  const walk = (list: ApiCategory[]) =>
    list.forEach((category) => {
      flat.push(category);
      walk(category.children ?? []);
    });
  walk((await (await request.get('/api/categories')).json()) as ApiCategory[]);
  return flat;
}

async function productNamed(request: APIRequestContext, token: string, name: string) {
  const res = await request.get(`/api/products?q=${encodeURIComponent(name)}&limit=10`, {
    headers: bearer(token),
  });
  const { products } = (await res.json()) as {
    products: { id: number; name: string; price: number; discounted_price: number; image: string | null }[];
  };
  const product = products.find((p) => p.name === name);
  expect(product, `product «${name}» in the staff list`).toBeTruthy();
  return product!;
}

test.describe('admin catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('category, product with a picture, 15 % discount bought at its price, discount removed', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const categoryName = unique(testInfo, 'Утеплители');
    const productName = unique(testInfo, 'Минвата Изобел');
    const discountTitle = unique(testInfo, 'Неделя утепления');

    // the category
    await openSignedIn(page, token, '/admin/categories');
    await expect(page.getByRole('heading', { name: 'Управление категориями' })).toBeVisible();
    await page.getByLabel('Название', { exact: true }).fill(categoryName);
    await page.getByRole('button', { name: 'Добавить категорию' }).click();
    await expect(toast(page, 'Категория создана')).toBeVisible();
    // in the structure tree (the parent select lists it too, as an option)
    await expect(
      page.getByText(categoryName, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await shoot(page, 'admin-categories', testInfo);
    const category = (await categories(request)).find((c) => c.name === categoryName);
    expect(category).toBeTruthy();

    // the product, with its picture
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Управление товарами' })).toBeVisible();
    await page.getByRole('button', { name: 'Добавить товар' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название товара').fill(productName);
    await dialog.getByLabel('Цена, ₽').fill('1000');
    await dialog.getByLabel('Остаток на складе').fill('50');
    await dialog.getByLabel('Артикул').fill(`IZ-${testInfo.project.name}-${Date.now() % 100000}`);
    await dialog.getByLabel('Категория товара').selectOption({ label: categoryName });
    await dialog.getByLabel('Описание товара').fill('Плиты 50 мм, упаковка 6 м²');
    await dialog.getByLabel('Фото товара').setInputFiles(await picture('izobel.png'));
    await expect(dialog.locator('img[src^="blob:"]')).toBeVisible(); // the preview
    await shoot(page, 'admin-product-modal', testInfo);
    await dialog.getByRole('button', { name: 'Добавить товар' }).click();
    await expect(toast(page, 'Товар создан')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.getByLabel('Поиск по названию или артикулу').fill(productName);
    await expect(page.getByText(productName).first()).toBeVisible();
    await shoot(page, 'admin-products', testInfo);
    const product = await productNamed(request, token, productName);
    expect(product.image).toMatch(/^\/uploads\/products\/[\w-]+\.webp$/);

    // the catalogue shows it with the card-size WebP
    await page.goto(`/catalog?category_id=${category!.id}`);
    const card = page.getByRole('article').filter({ hasText: productName });
    await expect(card).toBeVisible();
    await expect(card.locator('img').first()).toHaveAttribute('src', /\.card\.webp$/);

    // a 15 % discount on it
    await page.goto('/admin/discounts');
    await expect(page.getByRole('heading', { name: 'Управление скидками' })).toBeVisible();
    const create = page.getByRole('form', { name: 'Новая скидка' });
    await create.getByLabel('Название', { exact: true }).fill(discountTitle);
    await create.getByText('Создать новую').click();
    await create.getByLabel('Название новой категории').fill(discountTitle);
    await create.getByLabel('Изображение').setInputFiles(await picture('week.png'));
    await create.getByRole('button', { name: 'Создать скидку' }).click();
    await expect(toast(page, 'Скидка создана')).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: discountTitle }).first();
    await item.getByRole('button', { name: 'Товары скидки' }).click();
    await page.getByRole('button', { name: 'По названию' }).click();
    await page.getByLabel('Название или артикул').fill(productName);
    await page.getByRole('checkbox', { name: new RegExp(productName) }).check();
    await page.getByLabel('Скидка, %').fill('15');
    await page.getByRole('button', { name: 'Добавить выбранные (1)' }).click();
    await expect(page.getByRole('button', { name: `Убрать «${productName}» из скидки` })).toBeVisible();
    await shoot(page, 'admin-discounts', testInfo);

    // the storefront shows the struck-out price
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { name: productName })).toBeVisible();
    const details = page.getByRole('article').first();
    await expect(details).toContainText(/850,00/);
    await expect(details.locator('s').first()).toContainText(/1\s000,00/);
    await shoot(page, 'product-discounted', testInfo);

    // a customer orders at the discounted price
    const account = uniqueAccount(testInfo, 'admincatalog');
    const customer = await createAccount(request, account);
    await openSignedIn(page, customer, `/product/${product.id}`);
    await page.getByRole('button', { name: 'В корзину' }).first().click();
    await expect(toast(page, 'Товар добавлен')).toBeVisible();
    const order = await request.post('/api/orders', {
      headers: bearer(customer),
      // the server prices every line itself and refuses a price that is not its own
      data: {
        full_name: 'Сидоров Пётр Ильич',
        email: account.email,
        phone: E2E_PHONE,
        delivery_method: 'PICKUP',
        payment_method: 'CASH_ON_DELIVERY',
        consent: true,
        total: 850,
        items: [{ product_id: product.id, quantity: 1, price: 850 }],
      },
    });
    expect(order.status(), await order.text()).toBe(201);

    // the admin deletes the discount: the price is back
    await openSignedIn(page, token, '/admin/discounts');
    await page.getByRole('button', { name: `Удалить «${discountTitle}»` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(toast(page, 'Скидка удалена')).toBeVisible();
    await page.goto(`/product/${product.id}`);
    await expect(details).toContainText(/1\s000,00/);
    await expect(details.locator('s')).toHaveCount(0);
  });

  test('a product made with its unit and a characteristic shows them on its page like an imported one', async ({
    page,
    request,
  }, testInfo) => {
    const token = await adminToken(request);
    const productName = unique(testInfo, 'Дверь Оптима');
    const category = (await categories(request)).find((c) => !c.is_promotion_category)!;

    await openSignedIn(page, token, '/admin/products');
    await page.getByRole('button', { name: 'Добавить товар' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый товар' });
    await dialog.getByLabel('Название товара').fill(productName);
    await dialog.getByLabel('Цена, ₽').fill('1250,50');
    await dialog.getByLabel('Остаток на складе').fill('40');
    await dialog.getByLabel('Категория товара').selectOption({ label: category.name });
    // a new product is counted in pieces
    await expect(dialog.getByLabel('Единица измерения')).toHaveValue('796');
    await dialog.getByRole('button', { name: 'Добавить характеристику' }).click();
    await dialog.getByLabel('Название характеристики 1').fill('Цвет');
    await dialog.getByLabel('Значение характеристики 1').fill('Белый');
    await dialog.getByRole('button', { name: 'Добавить характеристику' }).click();
    await dialog.getByLabel('Название характеристики 2').fill('цвет');
    await dialog.getByLabel('Значение характеристики 2').fill('Серый');
    await dialog.getByRole('button', { name: 'Добавить товар' }).click();
    await expect(dialog.getByText('Характеристика «цвет» указана дважды')).toBeVisible();
    await dialog.getByRole('button', { name: 'Удалить характеристику 2' }).click();
    await dialog.getByRole('button', { name: 'Добавить характеристику' }).click(); // left empty: dropped
    await dialog.getByLabel('Название характеристики 1').scrollIntoViewIfNeeded();
    await shoot(page, 'admin-product-unit-properties', testInfo, { fullPage: false });
    await dialog.getByRole('button', { name: 'Добавить товар' }).click();
    await expect(toast(page, 'Товар создан')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const product = await productNamed(request, token, productName);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByText(/^1\s250,50\s₽$/).first()).toBeVisible();
    await expect(page.getByText('за шт', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^В наличии: 40\sшт$/)).toBeVisible();
    const properties = page.getByRole('region', { name: 'Характеристики' });
    await expect(properties.getByRole('row')).toHaveCount(1);
    await expect(properties.getByRole('row', { name: 'Цвет Белый' })).toBeVisible();
    await shoot(page, 'product-admin-made-unit', testInfo);
  });

  test('a promotion made by the admin shows on the home page and on the promotion category page', async ({
    page,
    request,
  }, testInfo) => {
    const token = await adminToken(request);
    const title = unique(testInfo, 'Доставка бесплатно');
    await openSignedIn(page, token, '/admin/promotions');
    await expect(page.getByRole('heading', { name: 'Управление акциями' })).toBeVisible();
    await page.getByLabel('Название', { exact: true }).fill(title);
    await page.getByLabel('Описание акции').fill('При заказе от 15 000 ₽ привезём бесплатно по району.');
    await page.getByLabel('Изображение').setInputFiles(await picture('delivery.png'));
    await page.getByRole('button', { name: 'Добавить акцию' }).click();
    await expect(toast(page, 'Акция создана')).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await shoot(page, 'admin-promotions', testInfo);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const promotionCategory = (await categories(request)).find((c) => c.is_promotion_category);
    expect(promotionCategory).toBeTruthy();
    await page.goto(`/catalog?category_id=${promotionCategory!.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Товары со скидкой' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, 'promotion-category', testInfo);
  });

  test('a guest presses «В корзину», signs in in the modal, and the product is in the cart', async ({
    page,
    request,
  }, testInfo) => {
    const account = uniqueAccount(testInfo, 'guestcart');
    const customer = await createAccount(request, account);
    const { products } = (await (await request.get('/api/products?limit=20&inStock=true')).json()) as {
      products: { id: number; name: string }[];
    };
    const product = products[testInfo.project.name === 'mobile' ? 3 : 4]!;
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'В корзину' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Войдите, чтобы добавить товар в корзину').first()).toBeVisible();
    await shoot(page, 'guest-add-to-cart-modal', testInfo, { fullPage: false });
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Пароль', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await expect(toast(page, 'Товар добавлен')).toBeVisible();
    await expect(
      toast(page, 'Товар добавлен').getByRole('link', { name: 'Перейти в корзину' }),
    ).toBeVisible();
    await shoot(page, 'added-to-cart-toast', testInfo, { fullPage: false });
    const cart = (await (await request.get('/api/cart', { headers: bearer(customer) })).json()) as {
      CartItems: { product_id: number }[];
    };
    expect(cart.CartItems.map((line) => line.product_id)).toContain(product.id);
  });
});
