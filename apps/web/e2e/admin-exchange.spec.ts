/**
 * The 'Обмен с 1С' section (issue 14): the admin gives the exchange account a login and a password,
 * then 1C (played here with fetch, as commerceml.md §10 does with curl) sends the catalogue and the
 * offers; the admin sees the session with its files, reports and requests, and edits the status map.
 *
 * The exchange fills the catalogue and runs one at a time, so this journey has a shop of its own (one
 * per worker: an empty database, no demo data, no exchange account in its environment).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from './helpers/test';
import type { Locator, Page } from '@playwright/test';
import { openSignedIn } from './helpers/accounts';
import { adminToken, bearer } from './helpers/orders';
import { startOwnShop } from './helpers/own-shop';
import { shoot } from './helpers/screenshots';

const FIXTURES = fileURLToPath(new URL('../../server/test/fixtures/commerceml', import.meta.url));
const EXCHANGE_PATH = '/api/1c/exchange';

const test = base.extend<object, { shop: { url: string } }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
    async ({}, provide) => {
      const shop = await startOwnShop({
        tag: 'exchange',
        drop: ['EXCHANGE_LOGIN', 'EXCHANGE_PASSWORD', 'PUBLIC_URL'],
      });
      await provide(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A count of an import report: the value next to its label. */
const countOf = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The lines of a text/plain answer of the exchange (every answer is HTTP 200 but the 401). */
async function lines(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return (await response.text()).split('\n');
}

/**
 * 1C's catalogue exchange: checkauth with Basic credentials, init, each file in one piece, then
 * import of each file repeated until it is done, then complete.
 */
async function play1C(
  shopUrl: string,
  login: string,
  password: string,
  files: string[],
  { complete = true }: { complete?: boolean } = {},
) {
  const url = (query: string) => `${shopUrl}${EXCHANGE_PATH}?type=catalog&${query}`;
  const basic = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

  const refused = await fetch(url('mode=checkauth'));
  expect(refused.status).toBe(401);
  expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm="1c"/);

  const [authorised, cookieName, cookieValue] = await lines(
    await fetch(url('mode=checkauth'), { headers: { authorization: basic } }),
  );
  expect(authorised).toBe('success');
  const headers = { cookie: `${cookieName}=${cookieValue}` };

  const init = await lines(await fetch(url('mode=init'), { headers }));
  expect(init).toContain('zip=yes');
  expect(init.some((line) => /^file_limit=\d+$/.test(line))).toBe(true);

  for (const file of files) {
    const body = fs.readFileSync(path.join(FIXTURES, file));
    const [stored] = await lines(
      await fetch(url(`mode=file&filename=${encodeURIComponent(file)}`), { method: 'POST', headers, body }),
    );
    expect(stored).toBe('success');
  }
  for (const file of files) {
    // 1C repeats the same request while the shop answers progress
    for (let asked = 0; ; asked += 1) {
      const answer = await lines(
        await fetch(url(`mode=import&filename=${encodeURIComponent(file)}`), { headers }),
      );
      if (answer[0] === 'success') break;
      expect(answer[0], answer.join(' / ')).toBe('progress');
      expect(asked).toBeLessThan(240);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (!complete) return;
  const [completed] = await lines(await fetch(url('mode=complete'), { headers }));
  expect(completed).toBe('success');
}

test.describe('admin 1C exchange section', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  });

  test('the admin sets the exchange account, 1C sends the catalogue, the admin reads the session and edits a status', async ({
    page,
    request,
    shop,
  }, testInfo) => {
    test.setTimeout(240_000);
    const token = await adminToken(request);
    await openSignedIn(page, token, '/admin');
    // the admin menu leads to the section
    await page
      .getByRole('navigation', { name: 'Разделы админ-панели' })
      .getByRole('link', { name: 'Обмен с 1С' })
      .click();
    await expect(page).toHaveURL(/\/admin\/exchange$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Обмен с 1С' })).toBeVisible();
    await expect(page.getByText('Обменов ещё не было.', { exact: false })).toBeVisible();

    // what to give the 1C operator: this shop's exchange address, then a login and a password
    const setup = page.getByRole('region', { name: 'Что указать в 1С' });
    await expect(setup.getByRole('textbox', { name: 'Адрес сайта для обмена' })).toHaveValue(
      `${shop.url}${EXCHANGE_PATH}`,
    );
    const account = setup.getByRole('form', { name: 'Логин и пароль для 1С' });
    await expect(account.getByText(/^Пароль ещё не задан/)).toBeVisible();
    const login = `shop-${testInfo.project.name}`;
    const password = `e2e-exchange-${Date.now()}`;
    await account.getByRole('textbox', { name: 'Логин', exact: true }).fill(login);
    await account.getByLabel('Пароль для 1С', { exact: true }).fill(password);
    await account.getByLabel('Повторите пароль', { exact: true }).fill(`${password}x`);
    await account.getByRole('button', { name: 'Сохранить' }).click();
    await expect(account.getByText('Пароли не совпадают')).toBeVisible();
    await account.getByLabel('Повторите пароль', { exact: true }).fill(password);
    await account.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Логин и пароль для 1С сохранены')).toBeVisible();
    await expect(account.getByText(/^Пароль задан\./)).toBeVisible();
    await expect(setup.getByRole('button', { name: 'Копировать: Логин' })).toBeVisible();
    await expect(setup.getByRole('textbox', { name: 'Логин', exact: true }).first()).toHaveValue(login);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
    await shoot(page, 'admin-exchange-setup', testInfo);

    // 1C runs its exchange with the new account
    await play1C(shop.url, login, password, ['import0_1.xml', 'offers0_1.xml']);

    // the session appears by itself within the idle refresh; a reload shows it at once
    await page.reload();
    const sessions = page.getByRole('list', { name: 'Последние сеансы обмена' });
    const session = sessions.getByRole('listitem', { name: 'Товары', exact: true }).first();
    await expect(session).toContainText('Завершён успешно');
    await expect(session).toContainText(/Начат \d\d\.\d\d\.\d{4}, \d\d:\d\d · длился/);
    const files = session.getByRole('list', { name: 'Файлы' });
    await expect(files.getByRole('listitem')).toHaveText([
      /^import0_1\.xml[\d,]+ (КБ|МБ)$/,
      /^offers0_1\.xml[\d,]+ (КБ|МБ)$/,
    ]);
    const catalogue = session.getByRole('listitem').filter({ hasText: 'Файл «import0_1.xml»' });
    await expect(catalogue).toContainText('загружен');
    await expect(countOf(catalogue, 'Создано товаров')).toHaveText('228');
    await expect(countOf(catalogue, 'Создано категорий')).toHaveText('15');
    await expect(catalogue.getByText(/^Предупреждения и ошибки: \d+$/)).toBeVisible();
    const offers = session.getByRole('listitem').filter({ hasText: 'Файл «offers0_1.xml»' });
    await expect(countOf(offers, 'Обновлено товаров')).toHaveText('201');
    // the request log, folded until opened
    const log = session.getByText(/^Журнал запросов 1С \(\d+\)$/);
    await log.click();
    const requests = session.getByRole('list', { name: /^Журнал запросов 1С/ }).getByRole('listitem');
    await expect(requests.first()).toContainText('Вход 1С');
    await expect(requests.first()).toContainText('успешно');
    await expect(requests.filter({ hasText: 'Загрузка файла' }).first()).toContainText('import0_1.xml');
    await expect(requests.last()).toContainText('Конец обмена');
    await expect(session.getByRole('button', { name: /^Повторить загрузку сеанса/ })).toBeVisible();

    // most 1C versions never send `complete`: the next exchange closes such a one as interrupted
    await play1C(shop.url, login, password, ['offers0_1.xml'], { complete: false });
    await play1C(shop.url, login, password, ['offers0_1.xml'], { complete: false });
    await page.reload();
    const [latest, interrupted] = [0, 1].map((n) =>
      sessions.getByRole('listitem', { name: 'Товары', exact: true }).nth(n),
    ) as [Locator, Locator];
    await expect(latest).toContainText('Загрузка в каталог');
    await expect(interrupted).toContainText('Прерван 1С');
    await expect(interrupted).toContainText('1С начала новый обмен, не завершив этот');
    await expect(interrupted).toContainText(/закончен \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    await shoot(page, 'admin-exchange-sessions', testInfo);

    // the status map: a row refuses an empty value, then takes the shop's status
    const map = page.getByRole('region', { name: 'Статусы заказов из 1С' });
    const row = map.getByRole('listitem', { name: 'Статус заказа: Собран' });
    await expect(row).toContainText('Готов к выдаче');
    await row.getByRole('button', { name: 'Изменить строку «Собран»' }).click();
    const edit = map.getByRole('form', { name: 'Изменить строку «Собран»' });
    await edit.getByLabel('Значение в 1С').fill('');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit.getByText('Введите значение, как его пишет 1С')).toBeVisible();
    await edit.getByLabel('Значение в 1С').fill('Собран');
    await edit.getByLabel('Статус на сайте').selectOption({ label: 'Завершён' });
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Строка сохранена')).toBeVisible();
    await expect(map.getByRole('listitem', { name: 'Статус заказа: Собран' })).toContainText('Завершён');

    // a new row, then a duplicate the server refuses
    const add = map.getByRole('form', { name: 'Новая строка' });
    await add.getByLabel('Значение в 1С').fill('Ждёт оплаты');
    await add.getByLabel('Статус на сайте').selectOption({ label: 'Новый' });
    await add.getByRole('button', { name: 'Добавить строку' }).click();
    await expect(map.getByRole('listitem', { name: 'Статус заказа: Ждёт оплаты' })).toContainText('Новый');
    await add.getByLabel('Значение в 1С').fill('ждёт оплаты');
    await add.getByLabel('Статус на сайте').selectOption({ label: 'В обработке' });
    await add.getByRole('button', { name: 'Добавить строку' }).click();
    await expect(add.getByRole('alert')).toBeVisible();

    const stored = await request.get('/api/exchange/status-map', { headers: bearer(token) });
    expect(stored.status()).toBe(200);
    const rows = (await stored.json()) as Array<{ requisite: string; value: string; status: string }>;
    expect(rows).toContainEqual(
      expect.objectContaining({ requisite: 'Статус заказа', value: 'Собран', status: 'COMPLETED' }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ value: 'Ждёт оплаты', status: 'NEW' }));
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
    await shoot(page, 'admin-exchange-status-map', testInfo, { element: map });
  });
});
