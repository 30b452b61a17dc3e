import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { AxiosAdapter, AxiosProgressEvent, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ImportJob, ImportPreview, ImportReport } from '@shop/shared/import/schemas';
import { apiClient } from '../../lib/api-client';
import { mockApiRoutes } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { adminToken, userToken } from '../../test/tokens';
import { AdminImportPage } from './admin-import-page';

const report = (extra: Partial<ImportReport> = {}): ImportReport => ({
  processed: 228,
  created: 200,
  updated: 20,
  unpublished: 3,
  skipped: 5,
  categoriesCreated: 15,
  errors: [],
  omittedErrors: 0,
  ...extra,
});

const job = (id: string, extra: Partial<ImportJob> = {}): ImportJob => ({
  id,
  kind: 'commerceml',
  status: 'completed',
  phase: 'done',
  percent: 100,
  fileName: 'import0_1.xml',
  report: report(),
  error: null,
  createdAt: '2026-03-01T09:30:00.000Z',
  startedAt: '2026-03-01T09:30:01.000Z',
  finishedAt: '2026-03-01T09:31:00.000Z',
  ...extra,
});

const NO_JOBS = {
  'GET /import/jobs': { status: 200, data: { jobs: [] } },
  'GET /import/choices': { status: 200, data: { choices: [] } },
};

const PREVIEW_ID = '3f1c0a9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

/** The check of a 1C file (the preview every file block shows before 'Загрузить'). */
const preview = (kind: ImportPreview['kind'], fileName: string): ImportPreview => ({
  id: PREVIEW_ID,
  kind,
  fileName,
  isCategorized: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2026-03-02T09:00:00.000Z',
  sheets: null,
  mappingRemembered: false,
  commerceMl: {
    onlyChanges: false,
    groups: 15,
    products: 228,
    offers: 0,
    priceTypes: [],
    chosenPriceTypeId: null,
    priceTypeRemembered: false,
    warehouses: [],
    chosenWarehouseIds: null,
  },
  plan: { created: 200, updated: 20, hidden: 3, unchanged: 0, withoutPrice: 200 },
  warnings: [],
});
const APPLY = `POST /import/previews/${PREVIEW_ID}/apply`;

const file = (name: string, content = '<x/>') => new File([content], name);

async function openPanel() {
  renderWithApp(<AdminImportPage />, { path: '/admin' });
  await screen.findByRole('heading', { name: 'Импорт данных' }, { timeout: 3000 });
}

const block = (title: string) => screen.getByRole('region', { name: title });

function choose(region: HTMLElement, chosen: File) {
  fireEvent.change(within(region).getByLabelText('Файл'), { target: { files: [chosen] } });
}

/** Each count of a report next to its label. */
function expectCounts(scope: HTMLElement, counts: ReadonlyArray<readonly [string, string]>) {
  for (const [label, value] of counts) {
    expect(within(scope).getByText(label).nextElementSibling).toHaveTextContent(value);
  }
}

const formOf = (api: ReturnType<typeof mockApiRoutes>, route: string) => api.bodies(route).at(-1) as FormData;

describe('AdminImportPage', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('shows a spinner first, then the four blocks, delete-all and the past imports', async () => {
    mockApiRoutes(NO_JOBS);
    renderWithApp(<AdminImportPage />, { path: '/admin' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Импорт данных' }, { timeout: 3000 });
    for (const title of [
      'Импорт категорий и товаров',
      'Обновление из import0_1.xml',
      'Изображения товаров',
      'Цены и остатки',
    ]) {
      expect(within(block(title)).getByLabelText('Файл')).toBeInTheDocument();
    }
    expect(within(block('Импорт категорий и товаров')).getByLabelText('Файл')).toHaveAttribute(
      'accept',
      '.xls,.xlsx,.xml',
    );
    expect(within(block('Изображения товаров')).getByLabelText('Файл')).toHaveAttribute('accept', '.zip');
    expect(
      within(block('Обновление из import0_1.xml')).getByLabelText('Импорт с категориями'),
    ).not.toBeChecked();
    expect(within(block('Цены и остатки')).queryByLabelText('Импорт с категориями')).toBeNull();
    expect(screen.getByRole('button', { name: 'Скачать шаблон XLSX' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить все товары и категории' })).toBeEnabled();
    expect(await screen.findByText('Импортов пока не было.')).toBeInTheDocument();
  });

  it('checks the file before sending: none chosen, or a type the block does not take', async () => {
    const api = mockApiRoutes(NO_JOBS);
    await openPanel();
    const catalog = block('Импорт категорий и товаров');
    fireEvent.click(within(catalog).getByRole('button', { name: 'Импортировать' }));
    expect(within(catalog).getByRole('alert')).toHaveTextContent('Файл не выбран. Импорт не выполнен.');
    choose(catalog, file('price.csv'));
    fireEvent.click(within(catalog).getByRole('button', { name: 'Импортировать' }));
    expect(within(catalog).getByRole('alert')).toHaveTextContent('Поддерживаются только XLS, XLSX или XML');

    const prices = block('Цены и остатки');
    choose(prices, file('price.xlsx'));
    fireEvent.click(within(prices).getByRole('button', { name: 'Обновить цены и остатки' }));
    expect(within(prices).getByRole('alert')).toHaveTextContent('Поддерживаются только XML');

    const images = block('Изображения товаров');
    choose(images, file('photos.rar'));
    fireEvent.click(within(images).getByRole('button', { name: 'Загрузить архив' }));
    expect(within(images).getByRole('alert')).toHaveTextContent('Поддерживаются только ZIP');
    expect(api.bodies('POST /import/import0_1')).toHaveLength(0);
    expect(api.bodies('POST /import/previews')).toHaveLength(0);
  });

  it('imports the catalogue with categories and shows the report in plain words, 20 problems then all', async () => {
    const success = vi.spyOn(toast, 'success');
    const errors = Array.from({ length: 25 }, (_, i) => ({
      file: 'import0_1.xml',
      line: 100 + i,
      id: `00${i}`,
      message: `Артикул «А-${i}» указан у 2 товаров`,
    }));
    const api = mockApiRoutes({
      ...NO_JOBS,
      'POST /import/previews': { status: 201, data: preview('catalog', 'import0_1.xml') },
      [APPLY]: {
        status: 200,
        data: {
          count: 228,
          categories: 15,
          jobId: 'j1',
          status: 'completed',
          report: report({ errors, omittedErrors: 4 }),
        },
      },
    });
    await openPanel();
    const catalog = block('Импорт категорий и товаров');
    choose(catalog, file('import0_1.xml'));
    fireEvent.click(within(catalog).getByLabelText('Импорт с категориями'));
    fireEvent.click(within(catalog).getByRole('button', { name: 'Импортировать' }));

    const checked = await within(catalog).findByRole('group', { name: 'Проверка файла «import0_1.xml»' });
    expect(within(checked).getByText('Будет скрыто товаров').nextElementSibling).toHaveTextContent('3');
    fireEvent.click(within(checked).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Импорт завершён. Обработано записей: 228, создано категорий: 15'),
    );
    expect(api.bodies(APPLY)).toEqual([{}]);
    const sent = formOf(api, 'POST /import/previews');
    expect(sent.get('isCategorized')).toBe('true');
    expect((sent.get('file') as File).name).toBe('import0_1.xml');

    expectCounts(catalog.querySelector('dl')!, [
      ['Обработано записей', '228'],
      ['Создано товаров', '200'],
      ['Обновлено товаров', '20'],
      ['Снято с публикации', '3'],
      ['Без изменений', '5'],
      ['Создано категорий', '15'],
    ]);
    expect(within(catalog).getByText('Предупреждения и ошибки: 29')).toBeInTheDocument();
    expect(within(catalog).getAllByRole('listitem')).toHaveLength(20);
    expect(within(catalog).getByText('import0_1.xml · строка 100 · Ид 000')).toBeInTheDocument();
    fireEvent.click(within(catalog).getByRole('button', { name: 'Показать все (25)' }));
    expect(within(catalog).getAllByRole('listitem')).toHaveLength(25);
    expect(within(catalog).getByText(/Ещё 4 — не сохранены в отчёте/)).toBeInTheDocument();
  });

  it('follows a job that outlived the answer (202): phase and percent, then the report', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      ...NO_JOBS,
      'POST /import/previews': { status: 201, data: preview('catalog', 'import0_1.xml') },
      [APPLY]: {
        status: 202,
        data: { count: 0, categories: 0, jobId: 'j2', status: 'running', report: null },
      },
      'GET /import/jobs/j2': [
        { status: 200, data: job('j2', { status: 'running', phase: 'applying', percent: 40, report: null }) },
        { status: 200, data: job('j2', { report: report({ processed: 10, categoriesCreated: 0 }) }) },
      ],
    });
    await openPanel();
    const update = block('Обновление из import0_1.xml');
    choose(update, file('import0_1.xml'));
    fireEvent.click(within(update).getByRole('button', { name: 'Обновить каталог' }));
    fireEvent.click(await within(update).findByRole('button', { name: 'Загрузить' }));
    // the apply sends no file: the job list is asked at once, the job by its id a poll later
    const bar = await within(update).findByRole(
      'progressbar',
      { name: 'Обработка на сервере' },
      { timeout: 4000 },
    );
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(update).getByText('Запись в каталог: 40 %')).toBeInTheDocument();
    expect(within(update).getByRole('button', { name: 'Идёт импорт...' })).toBeDisabled();
    expect(within(update).getByLabelText('Файл')).toBeDisabled();

    await waitFor(
      () =>
        expect(success).toHaveBeenCalledWith('Импорт завершён. Обработано записей: 10, создано категорий: 0'),
      {
        timeout: 4000,
      },
    );
    expect(await within(update).findByText('Отчёт об импорте')).toBeInTheDocument();
    expect(within(update).getByRole('button', { name: 'Обновить каталог' })).toBeEnabled();
    expect(formOf(api, 'POST /import/previews').get('isCategorized')).toBe('false');
    expect(api.bodies(APPLY)).toEqual([{}]);
  });

  it('while the answer waits for the job, shows the upload percentage, then finds the job and follows it', async () => {
    const success = vi.spyOn(toast, 'success');
    let answer: () => void = () => {};
    const ok = (config: InternalAxiosRequestConfig, data: unknown): AxiosResponse => ({
      data,
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    const running = (phase: string, percent: number) =>
      job('j5', { status: 'running', phase, percent, report: null });
    const adapter: AxiosAdapter = async (config) => {
      if (config.url === '/import/jobs') return ok(config, { jobs: [running('checking', 30), job('j4')] });
      if (config.url === '/import/jobs/j5') return ok(config, running('applying', 70));
      if (config.url === '/import/choices') return ok(config, { choices: [] });
      if (config.url === '/import/previews') {
        config.onUploadProgress?.({ loaded: 45, total: 100 } as AxiosProgressEvent);
        await new Promise<void>((resolve) => (answer = resolve));
        return ok(config, preview('catalog', 'import0_1.xml'));
      }
      if (config.url !== `/import/previews/${PREVIEW_ID}/apply`) throw new Error(`unexpected ${config.url}`);
      await new Promise<void>((resolve) => (answer = resolve));
      return ok(config, { count: 228, categories: 15, jobId: 'j5', status: 'completed', report: report() });
    };
    const previous = apiClient.defaults.adapter;
    apiClient.defaults.adapter = adapter;
    onTestFinished(() => {
      apiClient.defaults.adapter = previous;
    });

    await openPanel();
    const catalog = block('Обновление из import0_1.xml');
    choose(catalog, file('import0_1.xml'));
    fireEvent.click(within(catalog).getByRole('button', { name: 'Обновить каталог' }));
    expect(await within(catalog).findByText('Файл загружен на 45 %')).toBeInTheDocument();
    expect(within(catalog).getByRole('progressbar', { name: 'Загрузка файла на сервер' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    answer();
    fireEvent.click(await within(catalog).findByRole('button', { name: 'Загрузить' }));
    expect(await within(catalog).findByText('Проверка файла: 30 %')).toBeInTheDocument();
    expect(
      await within(catalog).findByText('Запись в каталог: 70 %', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Импорт завершён. Обработано записей: 228, создано категорий: 15'),
    );
    expect(within(catalog).getByText('Отчёт об импорте')).toBeInTheDocument();
  });

  it('a 401 says the session expired (and the shop signs the person out)', async () => {
    const failure = vi.spyOn(toast, 'error');
    mockApiRoutes({
      ...NO_JOBS,
      'POST /import/previews': {
        status: 401,
        data: { error: 'Требуется вход в систему', code: 'UNAUTHORIZED' },
      },
      'POST /auth/logout': { status: 200 },
    });
    await openPanel();
    const prices = block('Цены и остатки');
    choose(prices, file('offers0_1.xml'));
    fireEvent.click(within(prices).getByRole('button', { name: 'Обновить цены и остатки' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Сессия истекла. Войдите снова'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('says what went wrong: import running, the server’s words, else the block’s fallback', async () => {
    const failure = vi.spyOn(toast, 'error');
    mockApiRoutes({
      ...NO_JOBS,
      'POST /import/previews': [
        { status: 201, data: preview('prices', 'offers0_1.xml') },
        { status: 500, data: {} },
        { status: 422, data: { error: 'Файл «x.xml»: файл обрывается.', code: 'IMPORT_FAILED' } },
      ],
      [APPLY]: { status: 409, data: { error: 'Импорт уже выполняется', code: 'IMPORT_RUNNING' } },
    });
    await openPanel();
    const prices = block('Цены и остатки');
    choose(prices, file('offers0_1.xml'));
    const send = () =>
      fireEvent.click(within(prices).getByRole('button', { name: 'Обновить цены и остатки' }));
    send();
    fireEvent.click(await within(prices).findByRole('button', { name: 'Загрузить' }));
    expect(await within(prices).findByRole('alert')).toHaveTextContent('Импорт уже выполняется');
    send();
    await waitFor(() =>
      expect(within(prices).getByRole('alert')).toHaveTextContent('Ошибка при обновлении цен и остатков'),
    );
    expect(failure).toHaveBeenCalledWith('Ошибка при обновлении цен и остатков');

    const catalog = block('Импорт категорий и товаров');
    choose(catalog, file('x.xml'));
    fireEvent.click(within(catalog).getByRole('button', { name: 'Импортировать' }));
    expect(await within(catalog).findByRole('alert')).toHaveTextContent('Файл «x.xml»: файл обрывается.');
  });

  it('refuses to send without a stored token', async () => {
    const api = mockApiRoutes(NO_JOBS);
    await openPanel();
    localStorage.removeItem('token');
    const prices = block('Цены и остатки');
    choose(prices, file('offers0_1.xml'));
    fireEvent.click(within(prices).getByRole('button', { name: 'Обновить цены и остатки' }));
    expect(await within(prices).findByRole('alert')).toHaveTextContent('Токен авторизации отсутствует');
    expect(api.bodies('POST /import/previews')).toHaveLength(0);
  });

  it('uploads pictures under an MD5 id kept in local storage and follows them', async () => {
    const info = vi.spyOn(toast, 'info');
    const api = mockApiRoutes({
      ...NO_JOBS,
      'POST /import/images': { status: 202, data: { status: 'queued' } },
    });
    await openPanel();
    const images = block('Изображения товаров');
    choose(images, file('import_files.zip', 'PK'));
    fireEvent.click(within(images).getByRole('button', { name: 'Загрузить архив' }));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('Архив загружен и поставлен в очередь на обработку'),
    );
    const uploadId = formOf(api, 'POST /import/images').get('uploadId');
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem('imageUploadId')!).id).toBe(uploadId);
    expect(within(images).getByText('В очереди: 0 %')).toBeInTheDocument();
    expect(within(images).getByRole('button', { name: 'Идёт импорт...' })).toBeDisabled();
  });

  it('resumes a stored pictures upload on opening and ends it with the file count', async () => {
    const success = vi.spyOn(toast, 'success');
    localStorage.setItem('imageUploadId', JSON.stringify({ id: 'abc', since: Date.now() }));
    mockApiRoutes({
      ...NO_JOBS,
      'GET /import/images/status/abc': {
        status: 200,
        data: {
          status: 'completed',
          count: 9,
          files: 12,
          error: null,
          jobId: 'j9',
          phase: 'done',
          percent: 100,
          report: report({
            processed: 10,
            updated: 9,
            skipped: 1,
            pictures: { applied: 8, unchanged: 1, unmatched: 2, unreadable: 1 },
            errors: [
              { file: 'import_files/zz/нет товара.jpg', message: 'Ни один товар не ссылается на этот файл' },
            ],
          }),
        },
      },
    });
    await openPanel();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Импорт изображений завершён. Обработано файлов: 12'),
    );
    expect(localStorage.getItem('imageUploadId')).toBeNull();
    const images = block('Изображения товаров');
    expectCounts(images, [
      ['Обновлено товаров', '9'],
      ['Новых изображений', '8'],
      ['Изображений без изменений', '1'],
      ['Файлов без товара', '2'],
      ['Файлов не прочитано', '1'],
    ]);
    expect(within(images).queryByText('Создано категорий')).toBeNull();
    expect(within(images).getByText('import_files/zz/нет товара.jpg')).toBeInTheDocument();
  });

  it('lists past imports with their progress and opens a report', async () => {
    mockApiRoutes({
      'GET /import/jobs': {
        status: 200,
        data: {
          jobs: [
            job('j3', {
              kind: 'prices',
              status: 'running',
              phase: 'checking',
              percent: 12,
              fileName: 'offers0_1.xml',
              report: null,
            }),
            job('j1'),
            job('j0', {
              kind: 'spreadsheet',
              status: 'failed',
              fileName: 'прайс.xlsx',
              report: null,
              error: 'Лист «Товары» пропущен',
            }),
          ],
        },
      },
      'GET /import/jobs/j1': { status: 200, data: job('j1') },
    });
    await openPanel();
    const history = screen.getByRole('region', { name: 'Прошлые импорты' });
    const running = (
      await within(history).findByRole('button', { name: 'Открыть отчёт: offers0_1.xml' })
    ).closest('div.relative')!;
    expect(running).toHaveTextContent('Цены и остатки (XML)');
    expect(running).toHaveTextContent('Выполняется');
    expect(within(running as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    expect(
      within(history).getByText('обработано 228 · создано 200 · обновлено 20 · скрыто 3'),
    ).toBeInTheDocument();
    expect(within(history).getByText('Лист «Товары» пропущен')).toBeInTheDocument();

    fireEvent.click(within(history).getByRole('button', { name: 'Открыть отчёт: import0_1.xml' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отчёт об импорте файла «import0_1.xml»' });
    expect(dialog).toHaveTextContent('Каталог из 1С (XML)');
    expect(within(dialog).getByText('Создано категорий').nextElementSibling).toHaveTextContent('15');
  });

  it('deletes everything after the admin’s password; empty and wrong passwords are refused', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      ...NO_JOBS,
      'POST /import/delete-all': [
        { status: 403, data: { error: 'Неверный пароль', code: 'FORBIDDEN' } },
        { status: 200, data: { message: 'Удалено товаров: 228, категорий: 15' } },
      ],
    });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить все товары и категории' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление всех товаров и категорий' });
    const confirm = within(dialog).getByRole('button', { name: 'Удалить всё' });
    fireEvent.click(confirm);
    expect(within(dialog).getByText('Пароль обязателен')).toBeInTheDocument();
    expect(api.bodies('POST /import/delete-all')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Пароль администратора'), { target: { value: 'wrong' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Неверный пароль');

    fireEvent.change(within(dialog).getByLabelText('Пароль администратора'), { target: { value: 'right' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Удалено товаров: 228, категорий: 15'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.bodies('POST /import/delete-all')).toEqual([{ password: 'wrong' }, { password: 'right' }]);
  });

  it('checks a file before importing it; «Отмена» removes it on the server', async () => {
    const api = mockApiRoutes({
      ...NO_JOBS,
      'POST /import/previews': { status: 201, data: preview('prices', 'offers.xml') },
      [`DELETE /import/previews/${PREVIEW_ID}`]: { status: 200, data: { message: 'ok' } },
    });
    await openPanel();
    const prices = block('Цены и остатки');
    choose(prices, file('offers.xml'));
    fireEvent.click(within(prices).getByRole('button', { name: 'Обновить цены и остатки' }));
    const checked = await within(prices).findByRole('group', { name: 'Проверка файла «offers.xml»' });
    fireEvent.click(within(checked).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(api.bodies(`DELETE /import/previews/${PREVIEW_ID}`)).toHaveLength(1));
    expect(within(prices).queryByRole('group', { name: 'Проверка файла «offers.xml»' })).toBeNull();
    expect(api.bodies(APPLY)).toHaveLength(0);
  });

  it('lists the saved import settings, each with «Сбросить»', async () => {
    const choice = {
      id: 7,
      kind: 'spreadsheet_mapping',
      key: 'k',
      description: 'Соответствие колонок прайс-листа',
      updatedAt: '2026-03-01T09:00:00.000Z',
      updatedBy: 1,
      value: {},
    };
    const api = mockApiRoutes({
      ...NO_JOBS,
      'GET /import/choices': [
        { status: 200, data: { choices: [choice] } },
        { status: 200, data: { choices: [] } },
      ],
      'DELETE /import/choices/7': { status: 200, data: { message: 'ok' } },
    });
    await openPanel();
    const section = screen.getByRole('region', { name: 'Сохранённые настройки импорта' });
    fireEvent.click(
      await within(section).findByRole('button', { name: 'Сбросить: Соответствие колонок прайс-листа' }),
    );
    await waitFor(() => expect(api.bodies('DELETE /import/choices/7')).toHaveLength(1));
    expect(await within(section).findByText(/Сохранённых настроек нет/)).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    localStorage.setItem('token', userToken());
    mockApiRoutes(NO_JOBS);
    renderWithApp(<AdminImportPage />, { path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Доступно только администраторам');
    expect(screen.queryByRole('heading', { name: 'Импорт данных' })).toBeNull();
  });
});
