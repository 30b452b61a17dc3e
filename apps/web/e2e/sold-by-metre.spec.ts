import { expect, newContextLikeProject, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { createAccount, openSignedIn, uniqueAccount } from './helpers/accounts';
import { demoProductNamed, openCalculator } from './helpers/calculator';
import { consentBox } from './helpers/consent';
import { adminToken, E2E_PHONE } from './helpers/orders';
import { shoot } from './helpers/screenshots';

/** The demo catalogue's showcase goods (apps/server/src/demo/catalog-data.ts). */
const LAMINATE = 'Ламинат Egger Pro Classic 32 класс 8 мм, дуб Ривьера (1,996 м²)';
const CHAIN = 'Цепь сварная оцинкованная DIN 766, 5 мм';
const FULL_NAME = 'Самойлов Игорь Николаевич';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** The product page's own block (the similar products below are articles too, without a heading 1). */
const productBlock = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
const apiResponse = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path);
/** '8 упак', '2,5 м': the shop puts a no-break space between a quantity and its unit. */
const quantityText = (quantity: string, unit: string) => new RegExp(`${quantity}\\s${unit}(?![а-я])`);

test.describe('sold by the metre and by the pack', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('a customer calculates laminate for a room, buys 2.5 m of chain, and the order shows both', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const laminate = await demoProductNamed(request, LAMINATE);
    const chain = await demoProductNamed(request, CHAIN);
    expect(laminate.calculator).toEqual({ kind: 'area', pack_area: 1.996 });
    expect(chain).toMatchObject({ unit_name: 'м', quantity_step: 0.1 });
    const account = uniqueAccount(testInfo, 'metre');
    const token = await createAccount(request, account, { full_name: FULL_NAME, phone: E2E_PHONE });

    // the laminate: a 3.2 × 4.1 m room with 10 % for cutting is 13.12 m² → 14.43 m² → 8 packs of 1.996 m²
    await openSignedIn(page, token, `/product/${laminate.id}`);
    await expect(productBlock(page).getByRole('heading', { level: 1 })).toHaveText(LAMINATE);
    const calculator = await openCalculator(page);
    await calculator.getByLabel('Длина помещения, м').fill('3,2');
    await calculator.getByLabel('Ширина помещения, м').fill('4,1');
    await expect(calculator.getByLabel('Запас')).toHaveValue('10');
    const result = calculator.getByTestId('calculator-result');
    await expect(result).toContainText('8 упаковок — покроют 15,968 м²');
    await expect(result).toContainText('Площадь 13,12 м² и запас 10 % на подрезку; в упаковке 1,996 м²');
    await shoot(page, 'calculator-laminate', testInfo, { element: calculator });
    const packsPosted = apiResponse(page, 'POST', '/api/cart/items');
    await calculator.getByRole('button', { name: 'Добавить 8 уп. в корзину' }).click();
    const packs = await packsPosted;
    expect(packs.status(), await packs.text()).toBe(200);
    expect(packs.request().postDataJSON()).toEqual({ product_id: laminate.id, quantity: 8 });
    await expect(toast(page, 'Товар добавлен в корзину!')).toBeVisible();

    // the chain: 2.5 m in the product page's picker
    await page.goto(`/product/${chain.id}`);
    const block = productBlock(page);
    await expect(block.getByRole('heading', { level: 1 })).toHaveText(CHAIN);
    await expect(block.getByText(/В наличии: \d+,\d+\sм/)).toBeVisible();
    const picker = block.getByRole('textbox', { name: 'Количество' });
    await picker.fill('2,5');
    await picker.blur();
    await expect(picker).toHaveValue(/^2[,.]5$/);
    const metresPosted = apiResponse(page, 'POST', '/api/cart/items');
    await block.getByRole('button', { name: 'В корзину' }).click();
    const metres = await metresPosted;
    expect(metres.status(), await metres.text()).toBe(200);
    expect(metres.request().postDataJSON()).toEqual({ product_id: chain.id, quantity: 2.5 });

    // the cart, and the order placed from it for pickup
    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Товары в корзине' });
    await expect(lines.getByRole('listitem').filter({ hasText: LAMINATE })).toBeVisible();
    await expect(lines.getByRole('listitem').filter({ hasText: CHAIN })).toBeVisible();
    const form = page.getByRole('form', { name: 'Оформление заказа' });
    await expect(form.getByLabel('ФИО')).toHaveValue(FULL_NAME);
    await form.getByRole('radio', { name: 'Самовывоз' }).check();
    await consentBox(form).check();
    const placed = apiResponse(page, 'POST', '/api/orders');
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    const answer = await placed;
    expect(answer.status(), await answer.text()).toBe(201);
    const orderId = ((await answer.json()) as { id: number }).id;

    // the customer's profile shows both lines in their units
    await expect(page).toHaveURL(/\/profile$/);
    const card = page.getByRole('article', { name: `Заказ № ${orderId}`, exact: true });
    await expect(card).toContainText(LAMINATE);
    await expect(card).toContainText(CHAIN);
    await expect(card).toContainText(quantityText('8', 'упак'));
    await expect(card).toContainText(quantityText('2,5', 'м'));
    await shoot(page, 'sold-by-metre-profile', testInfo, { element: card });

    // and so does the admin's order
    const adminContext = await newContextLikeProject(browser, testInfo);
    const adminPage = await adminContext.newPage();
    await openSignedIn(adminPage, await adminToken(request), '/admin/orders');
    const row = adminPage.getByRole('listitem').filter({ hasText: account.email });
    await expect(row).toContainText(`Заказ № ${orderId}`);
    await row.getByRole('button', { expanded: false }).click();
    const items = row.getByRole('list', { name: `Товары заказа № ${orderId}` });
    await expect(items.getByRole('listitem').filter({ hasText: LAMINATE })).toContainText(
      quantityText('8', 'упак'),
    );
    await expect(items.getByRole('listitem').filter({ hasText: CHAIN })).toContainText(
      quantityText('2,5', 'м'),
    );
    await shoot(adminPage, 'sold-by-metre-admin', testInfo, { element: row });
    await adminContext.close();
  });

  test('the calculator refuses a room over 10 000 m² and words instead of numbers', async ({
    page,
    request,
  }, testInfo) => {
    const laminate = await demoProductNamed(request, LAMINATE);
    await page.goto(`/product/${laminate.id}`);
    const calculator = await openCalculator(page);
    const add = calculator.getByRole('button', { name: 'Добавить в корзину' });
    await expect(add).toBeDisabled();

    await calculator.getByLabel('Длина помещения, м').fill('200');
    await calculator.getByLabel('Ширина помещения, м').fill('100');
    await expect(calculator.getByRole('alert')).toHaveText(/Слишком большое значение: не больше 10\s000/);
    await expect(calculator.getByTestId('calculator-result')).toHaveCount(0);
    await expect(add).toBeDisabled();
    await shoot(page, 'calculator-refused', testInfo, { element: calculator });

    await calculator.getByLabel('Длина помещения, м').fill('три');
    await expect(calculator.getByText('Введите число')).toBeVisible();
    await expect(add).toBeDisabled();

    // a sane room again gives the packs back
    await calculator.getByLabel('Длина помещения, м').fill('3.2');
    await calculator.getByLabel('Ширина помещения, м').fill('4,1');
    await expect(calculator.getByRole('button', { name: 'Добавить 8 уп. в корзину' })).toBeEnabled();
  });
});
