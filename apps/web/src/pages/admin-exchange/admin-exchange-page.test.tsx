import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type {
  ExchangeSessionSummary,
  ExchangeSettings,
  ExchangeStatusMapping,
} from '@shop/shared/exchange/schemas';
import type { ImportReport } from '@shop/shared/import/schemas';
import { mockApiRoutes } from '../../test/axios-adapter';
import type { Reply } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { adminToken } from '../../test/tokens';
import { AdminExchangePage } from './admin-exchange-page';

const X = ADMIN_PAGES.exchange;

const settings = (overrides: Partial<ExchangeSettings> = {}): ExchangeSettings => ({
  url: null,
  path: '/api/1c/exchange',
  login: null,
  passwordSet: false,
  credentialsFrom: null,
  ordersEncoding: 'utf-8',
  answersEncoding: 'utf-8',
  currency: 'руб',
  fileLimit: 10_485_760,
  keptSessions: 10,
  ...overrides,
});

const report = (overrides: Partial<ImportReport> = {}): ImportReport =>
  ({
    processed: 228,
    created: 228,
    updated: 0,
    unpublished: 27,
    skipped: 0,
    categoriesCreated: 15,
    errors: [{ file: 'import0_1.xml', line: 120, id: 'abc', message: 'Артикул «123» указан у двух товаров' }],
    omittedErrors: 0,
    ...overrides,
  }) as ImportReport;

const catalogSession = (overrides: Partial<ExchangeSessionSummary> = {}): ExchangeSessionSummary => ({
  id: 'cat-1',
  type: 'catalog',
  state: 'completed',
  startedAt: '2026-11-24T07:00:00.000Z',
  lastSeenAt: '2026-11-24T07:02:05.000Z',
  endedAt: '2026-11-24T07:02:05.000Z',
  error: null,
  files: [
    { name: 'import0_1.xml', bytes: 1_572_864 },
    { name: 'offers0_1.xml', bytes: 512 },
  ],
  replayable: true,
  requests: [
    {
      at: '2026-11-24T07:00:00.000Z',
      mode: 'checkauth',
      fileName: null,
      bytes: null,
      httpStatus: 200,
      answer: 'success',
      answerText: null,
    },
    {
      at: '2026-11-24T07:00:01.000Z',
      mode: 'file',
      fileName: 'import0_1.xml',
      bytes: 1_572_864,
      httpStatus: 200,
      answer: 'failure',
      answerText: 'Часть файла больше допустимых',
    },
  ],
  imports: [
    {
      fileName: 'import0_1.xml',
      jobId: 'job-1',
      status: 'completed',
      phase: 'done',
      percent: 100,
      report: report(),
      error: null,
      superseded: false,
    },
    {
      fileName: 'offers0_1.xml',
      jobId: 'job-2',
      status: 'failed',
      phase: 'checking',
      percent: 10,
      report: null,
      error: 'Файл не является XML',
      superseded: false,
    },
  ],
  orderEvents: [],
  ...overrides,
});

const saleSession = (overrides: Partial<ExchangeSessionSummary> = {}): ExchangeSessionSummary =>
  catalogSession({
    id: 'sale-1',
    type: 'sale',
    state: 'failed',
    error: 'Обмен прерван',
    replayable: true,
    imports: [],
    files: [{ name: 'orders-1.xml', bytes: 2048 }],
    orderEvents: [
      {
        at: '2026-11-24T07:01:00.000Z',
        orderId: 15,
        documentNumber: '15',
        kind: 'status_applied',
        details: { from: 'NEW', to: 'READY', applied: true },
      },
      {
        at: '2026-11-24T07:01:00.000Z',
        orderId: 16,
        documentNumber: '16',
        kind: 'status_unknown',
        details: { requisite: 'Статус заказа', value: 'Ждёт оплаты' },
      },
    ],
    ...overrides,
  });

const mapping = (id: number, overrides: Partial<ExchangeStatusMapping> = {}): ExchangeStatusMapping => ({
  id,
  requisite: 'Статус заказа',
  value: 'Собран',
  status: 'READY',
  ...overrides,
});

function mockExchange(routes: Record<string, Reply | Reply[]> = {}) {
  return mockApiRoutes({
    'GET /exchange/settings': { status: 200, data: settings() },
    'GET /exchange/sessions': { status: 200, data: { sessions: [] } },
    'GET /exchange/status-map': { status: 200, data: [mapping(1)] },
    ...routes,
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const renderPage = () => renderWithApp(<AdminExchangePage />, { path: '/admin/exchange' });

describe('AdminExchangePage', () => {
  beforeEach(() => {
    localStorage.setItem('token', adminToken());
  });

  describe('what to enter in 1C', () => {
    it('gives the exchange address of this site and copies it; no login yet asks for one and a password', async () => {
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const success = vi.spyOn(toast, 'success');
      mockExchange();
      renderPage();
      const setup = await screen.findByRole('form', { name: X.setup.accountTitle });
      const address = `${window.location.origin}/api/1c/exchange`;
      expect(screen.getByLabelText(X.setup.address)).toHaveValue(address);
      fireEvent.click(screen.getByRole('button', { name: X.setup.copyOne(X.setup.address) }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(address));
      expect(success).toHaveBeenCalledWith(X.setup.copied);
      expect(within(setup).getByText(X.setup.passwordNotSet)).toBeInTheDocument();
      expect(within(setup).getByLabelText(X.setup.firstPassword)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: X.setup.copyOne(X.setup.login) })).not.toBeInTheDocument();
    });

    it('shows the server’s address when it knows it', async () => {
      mockExchange({
        'GET /exchange/settings': {
          status: 200,
          data: settings({ url: 'https://shop.example/api/1c/exchange', login: 'shop', passwordSet: true }),
        },
      });
      renderPage();
      expect(await screen.findByLabelText(X.setup.address)).toHaveValue(
        'https://shop.example/api/1c/exchange',
      );
      expect(screen.getByRole('button', { name: X.setup.copyOne(X.setup.login) })).toBeInTheDocument();
    });

    it('checks the login and the password before sending, then saves and empties the password fields', async () => {
      const success = vi.spyOn(toast, 'success');
      const api = mockExchange({
        'PUT /exchange/settings': {
          status: 200,
          data: settings({ login: 'shop-1c', passwordSet: true, credentialsFrom: 'admin' }),
        },
      });
      renderPage();
      const form = await screen.findByRole('form', { name: X.setup.accountTitle });
      const login = within(form).getByLabelText(X.setup.login);
      const password = within(form).getByLabelText(X.setup.firstPassword);
      const repeat = within(form).getByLabelText(X.setup.repeatPassword);

      fireEvent.change(login, { target: { value: 'обмен' } });
      fireEvent.change(password, { target: { value: 'secret-123' } });
      fireEvent.change(repeat, { target: { value: 'secret-321' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
      expect(await within(form).findByText(X.setup.errors.loginLatin)).toBeInTheDocument();
      expect(within(form).getByText(X.setup.errors.passwordsDiffer)).toBeInTheDocument();
      expect(login).toHaveAttribute('aria-invalid', 'true');
      expect(api.bodies('PUT /exchange/settings')).toEqual([]);

      fireEvent.change(login, { target: { value: 'shop-1c' } });
      fireEvent.change(repeat, { target: { value: 'secret-123' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(success).toHaveBeenCalledWith(X.setup.saved));
      expect(api.bodies('PUT /exchange/settings')).toEqual([{ login: 'shop-1c', password: 'secret-123' }]);
      // the answer is the new state: the login can be copied, the password is set and not shown
      expect(await screen.findByRole('button', { name: X.setup.copyOne(X.setup.login) })).toBeInTheDocument();
      const saved = screen.getByRole('form', { name: X.setup.accountTitle });
      expect(within(saved).getByText(X.setup.passwordIsSet)).toBeInTheDocument();
      expect(within(saved).getByLabelText(X.setup.newPassword)).toHaveValue('');
    });

    it('shows the server’s refusal above the button', async () => {
      mockExchange({
        'PUT /exchange/settings': {
          status: 409,
          data: { error: 'Логин и пароль обмена заданы на сервере', code: 'CONFLICT' },
        },
      });
      renderPage();
      const form = await screen.findByRole('form', { name: X.setup.accountTitle });
      fireEvent.change(within(form).getByLabelText(X.setup.login), { target: { value: 'shop' } });
      fireEvent.change(within(form).getByLabelText(X.setup.firstPassword), {
        target: { value: 'secret-123' },
      });
      fireEvent.change(within(form).getByLabelText(X.setup.repeatPassword), {
        target: { value: 'secret-123' },
      });
      fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Логин и пароль обмена заданы на сервере',
      );
    });

    it('has no password form when the server’s environment sets the account', async () => {
      mockExchange({
        'GET /exchange/settings': {
          status: 200,
          data: settings({ login: 'from-env', passwordSet: true, credentialsFrom: 'env' }),
        },
      });
      renderPage();
      expect(await screen.findByText(X.setup.fromServer)).toBeInTheDocument();
      expect(screen.getByLabelText(X.setup.login)).toHaveValue('from-env');
      expect(screen.queryByRole('form', { name: X.setup.accountTitle })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(X.setup.newPassword)).not.toBeInTheDocument();
    });

    it('saves the orders’ encoding when another is picked', async () => {
      const api = mockExchange({
        'PUT /exchange/settings': { status: 200, data: settings({ ordersEncoding: 'windows-1251' }) },
      });
      renderPage();
      const orders = await screen.findByRole('group', { name: X.setup.encoding });
      const utf8 = within(orders).getByRole('radio', { name: X.setup.encodings['utf-8'] });
      expect(utf8).toBeChecked();
      fireEvent.click(within(orders).getByRole('radio', { name: X.setup.encodings['windows-1251'] }));
      await waitFor(() =>
        expect(within(orders).getByRole('radio', { name: X.setup.encodings['windows-1251'] })).toBeChecked(),
      );
      expect(api.bodies('PUT /exchange/settings')).toEqual([{ ordersEncoding: 'windows-1251' }]);
    });

    it('saves the answers’ encoding apart from the orders’ one', async () => {
      const api = mockExchange({
        'PUT /exchange/settings': { status: 200, data: settings({ answersEncoding: 'windows-1251' }) },
      });
      renderPage();
      const answers = await screen.findByRole('group', { name: X.setup.answersEncoding });
      fireEvent.click(within(answers).getByRole('radio', { name: X.setup.encodings['windows-1251'] }));
      await waitFor(() =>
        expect(within(answers).getByRole('radio', { name: X.setup.encodings['windows-1251'] })).toBeChecked(),
      );
      expect(api.bodies('PUT /exchange/settings')).toEqual([{ answersEncoding: 'windows-1251' }]);
      const orders = screen.getByRole('group', { name: X.setup.encoding });
      expect(within(orders).getByRole('radio', { name: X.setup.encodings['utf-8'] })).toBeChecked();
    });

    it('saves the orders’ currency and shows the server’s refusal on the field', async () => {
      const api = mockExchange({
        'PUT /exchange/settings': [
          {
            status: 400,
            data: { error: 'Валюта', code: 'VALIDATION_FAILED', fields: { currency: 'Валюта — буквы' } },
          },
          { status: 200, data: settings({ currency: 'RUB' }) },
        ],
      });
      renderPage();
      const field = await screen.findByLabelText(X.setup.currency);
      expect(field).toHaveValue('руб');
      const save = screen.getByRole('button', { name: X.setup.currencySave });
      expect(save).toBeDisabled();
      fireEvent.change(field, { target: { value: 'р1' } });
      fireEvent.click(save);
      expect(await screen.findByText('Валюта — буквы')).toBeInTheDocument();
      fireEvent.change(field, { target: { value: ' RUB ' } });
      fireEvent.click(save);
      await waitFor(() => expect(api.bodies('PUT /exchange/settings')).toHaveLength(2));
      expect(api.bodies('PUT /exchange/settings')).toEqual([{ currency: 'р1' }, { currency: 'RUB' }]);
    });
  });

  describe('the last sessions', () => {
    it('shows each session’s type, state, files, reports, errors, requests and order events', async () => {
      const api = mockExchange({
        'GET /exchange/sessions': { status: 200, data: { sessions: [catalogSession(), saleSession()] } },
      });
      renderPage();
      const list = await screen.findByRole('list', { name: X.sessions.title });
      expect(api.params('GET /exchange/sessions')).toEqual([{ limit: 20 }]);
      const cards = within(list).getAllByRole('listitem', { name: /^(Товары|Заказы)$/ });
      expect(cards).toHaveLength(2);
      const [catalog, sale] = cards as [HTMLElement, HTMLElement];
      expect(catalog).toHaveAccessibleName('Товары');
      expect(catalog).toHaveTextContent('Завершён успешно');
      expect(catalog).toHaveTextContent('Начат 24.11.2026, 10:00 · длился 2 мин 5 с');
      expect(catalog).toHaveTextContent('import0_1.xml1,5 МБ');
      expect(catalog).toHaveTextContent('offers0_1.xml512 Б');
      // the import panel's report: counts and the located problems
      expect(catalog).toHaveTextContent('обработано 228 · создано 228 · обновлено 0 · скрыто 27');
      expect(within(catalog).getByText('Создано категорий').nextElementSibling).toHaveTextContent('15');
      expect(within(catalog).getByText('Артикул «123» указан у двух товаров')).toBeInTheDocument();
      expect(within(catalog).getByText('Файл не является XML')).toHaveClass('text-red-700');
      expect(within(catalog).getByText('не загружен')).toBeInTheDocument();
      // the request log, folded, in plain words; a refusal in red
      expect(within(catalog).getByText(X.sessions.requests(2)).closest('details')).not.toHaveAttribute(
        'open',
      );
      expect(within(catalog).getByText('Вход 1С')).toBeInTheDocument();
      expect(within(catalog).getByText('отказ: Часть файла больше допустимых')).toHaveClass('text-red-700');

      expect(sale).toHaveAccessibleName('Заказы');
      expect(sale).toHaveTextContent('Завершён с ошибкой');
      expect(within(sale).getByRole('alert')).toHaveTextContent('Обмен прерван');
      expect(sale).toHaveTextContent('Заказ № 15: статус изменён на «Готов к выдаче»');
      expect(sale).toHaveTextContent('Заказ № 16: 1С прислала статус «Ждёт оплаты»');
      // only a catalogue session is replayed
      expect(within(catalog).getByRole('button', { name: /^Повторить загрузку сеанса/ })).toBeInTheDocument();
      expect(within(sale).queryByRole('button', { name: /^Повторить загрузку/ })).not.toBeInTheDocument();
      expect(screen.queryByText(X.sessions.refreshing)).not.toBeInTheDocument();
    });

    it('says why a session ended as it did: interrupted by a new exchange, refused, expired', async () => {
      mockExchange({
        'GET /exchange/sessions': {
          status: 200,
          data: {
            sessions: [
              catalogSession({ id: 'r', state: 'refused', error: null, replayable: false }),
              catalogSession({ id: 'i', state: 'interrupted', error: null }),
              catalogSession({ id: 'e', state: 'expired', error: null }),
            ],
          },
        },
      });
      renderPage();
      const list = await screen.findByRole('list', { name: X.sessions.title });
      const [refused, interrupted, expired] = within(list).getAllByRole('listitem', { name: 'Товары' });
      expect(refused).toHaveTextContent(X.sessions.states.refused);
      expect(refused).toHaveTextContent(X.sessions.stateHints.refused);
      expect(interrupted).toHaveTextContent(X.sessions.states.interrupted);
      expect(interrupted).toHaveTextContent(X.sessions.stateHints.interrupted);
      expect(interrupted).toHaveTextContent('закончен 24.11.2026');
      expect(expired).toHaveTextContent(X.sessions.stateHints.expired);
    });

    it('shows a running import’s progress, offers no replay for it and says the list refreshes itself', async () => {
      mockExchange({
        'GET /exchange/sessions': {
          status: 200,
          data: {
            sessions: [
              catalogSession({
                state: 'importing',
                endedAt: null,
                imports: [
                  {
                    fileName: 'import0_1.xml',
                    jobId: 'job-9',
                    status: 'running',
                    phase: 'applying',
                    percent: 40,
                    report: null,
                    error: null,
                    superseded: false,
                  },
                ],
              }),
            ],
          },
        },
      });
      renderPage();
      const card = await screen.findByRole('listitem', { name: 'Товары' });
      expect(card).toHaveTextContent('Загрузка в каталог');
      expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
      expect(card).toHaveTextContent('Запись в каталог: 40 %');
      expect(within(card).queryByRole('button', { name: /^Повторить загрузку/ })).not.toBeInTheDocument();
      expect(screen.getByText(X.sessions.refreshing)).toBeInTheDocument();
    });

    it('replays a kept catalogue session after a confirmation, and shows a refusal', async () => {
      const success = vi.spyOn(toast, 'success');
      const error = vi.spyOn(toast, 'error');
      const api = mockExchange({
        'GET /exchange/sessions': { status: 200, data: { sessions: [catalogSession()] } },
        'POST /exchange/sessions/cat-1/replay': [
          { status: 202, data: {} },
          { status: 409, data: { error: 'Сейчас идёт обмен с 1С', code: 'CONFLICT' } },
        ],
      });
      renderPage();
      const replay = await screen.findByRole('button', { name: /^Повторить загрузку сеанса/ });

      fireEvent.click(replay);
      const dialog = screen.getByRole('dialog', { name: X.sessions.replayTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      expect(api.bodies('POST /exchange/sessions/cat-1/replay')).toEqual([]);

      fireEvent.click(replay);
      fireEvent.click(
        within(screen.getByRole('dialog', { name: X.sessions.replayTitle })).getByRole('button', {
          name: X.sessions.replay,
        }),
      );
      await waitFor(() => expect(success).toHaveBeenCalledWith(X.sessions.replayStarted));
      expect(api.bodies('POST /exchange/sessions/cat-1/replay')).toHaveLength(1);
      await waitFor(() => expect(api.params('GET /exchange/sessions').length).toBeGreaterThan(1));

      fireEvent.click(screen.getByRole('button', { name: /^Повторить загрузку сеанса/ }));
      fireEvent.click(
        within(screen.getByRole('dialog', { name: X.sessions.replayTitle })).getByRole('button', {
          name: X.sessions.replay,
        }),
      );
      await waitFor(() => expect(error).toHaveBeenCalledWith('Сейчас идёт обмен с 1С'));
    });

    it('says when there were no exchanges yet, and when the list could not load', async () => {
      mockExchange();
      renderPage();
      expect(await screen.findByText(X.sessions.empty)).toBeInTheDocument();
    });

    it('offers to retry a list that failed to load', async () => {
      mockExchange({ 'GET /exchange/sessions': { status: 404, data: { error: 'нет' } } });
      renderPage();
      expect(
        await within(await screen.findByRole('region', { name: X.sessions.title })).findByText(
          X.sessions.loadFailed,
        ),
      ).toBeInTheDocument();
    });
  });

  describe('the status map', () => {
    it('lists the rows with the shop’s status names', async () => {
      mockExchange({
        'GET /exchange/status-map': {
          status: 200,
          data: [mapping(1), mapping(2, { requisite: 'Отменен', value: 'true', status: 'CANCELLED' })],
        },
      });
      renderPage();
      const row = await screen.findByRole('listitem', { name: 'Статус заказа: Собран' });
      expect(row).toHaveTextContent('Готов к выдаче');
      expect(screen.getByRole('listitem', { name: 'Отменен: true' })).toHaveTextContent('Отменён');
    });

    it('adds a row only when it is complete, and shows the server’s refusal', async () => {
      const success = vi.spyOn(toast, 'success');
      const api = mockExchange({
        'POST /exchange/status-map': [
          { status: 201, data: mapping(3, { value: 'Ждёт оплаты', status: 'NEW' }) },
          { status: 409, data: { error: 'Такое значение реквизита уже есть', code: 'CONFLICT' } },
        ],
      });
      renderPage();
      await screen.findByRole('listitem', { name: 'Статус заказа: Собран' });
      const form = screen.getByRole('form', { name: X.statusMap.addTitle });
      const submit = within(form).getByRole('button', { name: X.statusMap.add });
      fireEvent.click(submit);
      expect(await within(form).findByText(X.statusMap.errors.valueRequired)).toBeInTheDocument();
      expect(within(form).getByText(X.statusMap.errors.statusRequired)).toBeInTheDocument();
      expect(api.bodies('POST /exchange/status-map')).toEqual([]);

      fireEvent.change(within(form).getByLabelText(X.statusMap.value), {
        target: { value: ' Ждёт оплаты ' },
      });
      fireEvent.change(within(form).getByLabelText(X.statusMap.status), { target: { value: 'NEW' } });
      fireEvent.click(submit);
      await waitFor(() => expect(success).toHaveBeenCalledWith(X.statusMap.added));
      expect(api.bodies('POST /exchange/status-map')).toEqual([
        { requisite: 'Статус заказа', value: 'Ждёт оплаты', status: 'NEW' },
      ]);
      expect(within(form).getByLabelText(X.statusMap.value)).toHaveValue('');

      fireEvent.change(within(form).getByLabelText(X.statusMap.requisite), { target: { value: 'Оплачен' } });
      fireEvent.change(within(form).getByLabelText(X.statusMap.value), { target: { value: 'true' } });
      fireEvent.change(within(form).getByLabelText(X.statusMap.status), { target: { value: 'PROCESSING' } });
      fireEvent.click(submit);
      expect(await within(form).findByRole('alert')).toHaveTextContent('Такое значение реквизита уже есть');
    });

    it('edits a row in place and deletes one after a confirmation', async () => {
      const api = mockExchange({
        'PUT /exchange/status-map/1': { status: 200, data: mapping(1, { status: 'COMPLETED' }) },
        'DELETE /exchange/status-map/1': { status: 204 },
      });
      renderPage();
      const row = await screen.findByRole('listitem', { name: 'Статус заказа: Собран' });
      fireEvent.click(within(row).getByRole('button', { name: X.statusMap.editOne('Собран') }));
      const form = screen.getByRole('form', { name: X.statusMap.editOne('Собран') });
      expect(within(form).getByLabelText(X.statusMap.status)).toHaveValue('READY');
      fireEvent.change(within(form).getByLabelText(X.statusMap.value), { target: { value: '' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
      expect(await within(form).findByText(X.statusMap.errors.valueRequired)).toBeInTheDocument();
      fireEvent.change(within(form).getByLabelText(X.statusMap.value), { target: { value: 'Собран' } });
      fireEvent.change(within(form).getByLabelText(X.statusMap.status), { target: { value: 'COMPLETED' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: X.statusMap.editOne('Собран') })).not.toBeInTheDocument(),
      );
      expect(api.bodies('PUT /exchange/status-map/1')).toEqual([
        { requisite: 'Статус заказа', value: 'Собран', status: 'COMPLETED' },
      ]);

      fireEvent.click(
        within(screen.getByRole('listitem', { name: 'Статус заказа: Собран' })).getByRole('button', {
          name: X.statusMap.deleteOne('Собран'),
        }),
      );
      const dialog = screen.getByRole('dialog', { name: X.statusMap.deleteTitle });
      expect(dialog).toHaveTextContent('Удалить строку «Статус заказа: Собран»?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
      await waitFor(() => expect(api.bodies('DELETE /exchange/status-map/1')).toHaveLength(1));
    });
  });

  it('is titled «Обмен с 1С» and has its three sections', async () => {
    mockExchange();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Обмен с 1С' })).toBeInTheDocument();
    expect(region(X.statusMap.title)).toBeInTheDocument();
  });
});
