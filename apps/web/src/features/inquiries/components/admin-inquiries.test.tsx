import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { Inquiry, InquiryList } from '@shop/shared/inquiries/schemas';
import { TEXTS } from '@shop/shared/texts';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { createdSockets } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render-with-app';
import { adminToken, userToken } from '../../../test/tokens';
import { deliveryRefreshInterval, DELIVERY_REFRESH_MS } from '../admin-api';
import { AdminInquiries } from './admin-inquiries';

vi.mock('socket.io-client', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

const A = ADMIN_PAGES.inquiries;

function contact(id: number, overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id,
    type: 'contact',
    status: 'new',
    name: 'Мария Соколова',
    phone: '+79007654321',
    message: 'Есть ли ламинат 33 класса?',
    address: null,
    preferred_time: null,
    comment: null,
    created_at: '2026-11-24T07:05:00.000Z',
    updated_at: '2026-11-24T07:05:00.000Z',
    // the server's order; the page shows Telegram first
    delivery: [
      {
        channel: 'email',
        state: 'pending',
        attempts: 2,
        last_error: 'Connection timeout',
        next_attempt_at: '2026-11-24T07:07:00.000Z',
        sent_at: null,
      },
      {
        channel: 'telegram',
        state: 'sent',
        attempts: 1,
        last_error: null,
        next_attempt_at: null,
        sent_at: '2026-11-24T07:05:03.000Z',
      },
    ],
    held: false,
    ...overrides,
  };
}

function measurement(id: number, overrides: Partial<Inquiry> = {}): Inquiry {
  return contact(id, {
    type: 'measurement',
    name: 'Иван Петров',
    phone: '+79001234567',
    message: null,
    address: 'с. Верхняя Хава, ул. Мира, 3',
    preferred_time: null,
    comment: 'Две двери',
    delivery: [
      {
        channel: 'telegram',
        state: 'failed',
        attempts: 1,
        last_error: 'Bad Request: chat not found',
        next_attempt_at: null,
        sent_at: null,
      },
    ],
    ...overrides,
  });
}

const list = (items: Inquiry[], overrides: Partial<InquiryList> = {}): InquiryList => ({
  items,
  total: items.length,
  telegramConfigured: true,
  emailConfigured: true,
  ...overrides,
});

const ROUTE = 'GET /inquiries';
const lastParams = (api: ReturnType<typeof mockApiRoutes>) => api.params(ROUTE).at(-1);
const card = (title: string) => screen.getByRole('listitem', { name: title }) as HTMLElement;

describe('AdminInquiries', () => {
  beforeEach(() => {
    localStorage.setItem('token', adminToken());
    createdSockets.length = 0;
  });

  it('lists messages and requests, 10 per page, with who, what, when, the status and the delivery', async () => {
    const api = mockApiRoutes({ [ROUTE]: { status: 200, data: list([contact(12), measurement(11)]) } });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    await screen.findByRole('list', { name: A.title });
    expect(lastParams(api)).toEqual({ type: undefined, status: undefined, limit: 10, offset: 0 });

    const message = card('Сообщение № 12');
    expect(message).toHaveTextContent('Мария Соколова');
    expect(within(message).getByRole('link', { name: '+79007654321' })).toHaveAttribute(
      'href',
      'tel:+79007654321',
    );
    expect(message).toHaveTextContent('Есть ли ламинат 33 класса?');
    expect(message).toHaveTextContent('Получено 24.11.2026, 10:05');
    expect(message).toHaveTextContent('Telegram: отправлено 24.11.2026, 10:05');
    expect(message).toHaveTextContent('E-mail: ждёт отправки (попыток: 2)');
    expect(message).toHaveTextContent('последняя ошибка: Connection timeout');
    const text = message.textContent ?? '';
    expect(text.indexOf('Telegram:')).toBeLessThan(text.indexOf('E-mail:'));
    expect(within(message).getByLabelText('Статус')).toHaveValue('new');
    expect(
      within(within(message).getByLabelText('Статус'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Новая', 'В работе', 'Выполнена']);

    const request = card('Заявка на замер № 11');
    expect(request).toHaveTextContent('Иван Петров');
    expect(request).toHaveTextContent('с. Верхняя Хава, ул. Мира, 3');
    expect(request).toHaveTextContent(`${TEXTS.measurement.convenientTime}${TEXTS.common.notSpecified}`);
    expect(request).toHaveTextContent('Две двери');
    expect(request).toHaveTextContent('Telegram: ошибка: Bad Request: chat not found');
    expect(request).not.toHaveTextContent('Есть ли ламинат');

    // the page of settings notices only when something is missing
    expect(screen.queryByText(A.telegramOff)).not.toBeInTheDocument();
    expect(screen.queryByText(A.emailOff)).not.toBeInTheDocument();
  });

  it('says when Telegram or the e-mail is not set up, and an inquiry that went nowhere says so', async () => {
    mockApiRoutes({
      [ROUTE]: {
        status: 200,
        data: list([contact(3, { delivery: [] })], { telegramConfigured: false, emailConfigured: false }),
      },
    });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    expect(await screen.findByText(A.telegramOff)).toBeInTheDocument();
    expect(screen.getByText(A.emailOff)).toBeInTheDocument();
    expect(card('Сообщение № 3')).toHaveTextContent(A.notDelivered);
  });

  it('shows only the Telegram notice when the mail is set up', async () => {
    mockApiRoutes({ [ROUTE]: { status: 200, data: list([contact(3)], { telegramConfigured: false }) } });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    expect(await screen.findByText(A.telegramOff)).toBeInTheDocument();
    expect(screen.queryByText(A.emailOff)).not.toBeInTheDocument();
  });

  it('filters by type and status from the address and the selects; a filter starts on page 1', async () => {
    const api = mockApiRoutes({ [ROUTE]: { status: 200, data: list([measurement(5)], { total: 25 }) } });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries?type=measurement&page=3' });
    await screen.findByRole('list', { name: A.title });
    expect(lastParams(api)).toEqual({ type: 'measurement', status: undefined, limit: 10, offset: 20 });
    const filters = screen.getByRole('form', { name: A.filters });
    expect(within(filters).getByLabelText('Тип')).toHaveValue('measurement');
    expect(screen.getByRole('navigation', { name: TEXTS.pagination.label })).toBeInTheDocument();

    fireEvent.change(within(filters).getByLabelText('Статус'), { target: { value: 'in_progress' } });
    await waitFor(() =>
      expect(lastParams(api)).toEqual({ type: 'measurement', status: 'in_progress', limit: 10, offset: 0 }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/inquiries?type=measurement&status=in_progress',
    );

    fireEvent.change(within(filters).getByLabelText('Тип'), { target: { value: '' } });
    await waitFor(() =>
      expect(lastParams(api)).toEqual({ type: undefined, status: 'in_progress', limit: 10, offset: 0 }),
    );
  });

  it('ignores unknown filters in the address', async () => {
    const api = mockApiRoutes({ [ROUTE]: { status: 200, data: list([]) } });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries?type=spam&status=lost&page=-2' });
    expect(await screen.findByText(A.empty)).toBeInTheDocument();
    expect(lastParams(api)).toEqual({ type: undefined, status: undefined, limit: 10, offset: 0 });
  });

  it('says when nothing matches the filters', async () => {
    mockApiRoutes({ [ROUTE]: { status: 200, data: list([]) } });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries?status=done' });
    expect(await screen.findByText(A.emptyFiltered)).toBeInTheDocument();
  });

  it('changes the status, toasts and reloads the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      [ROUTE]: [
        { status: 200, data: list([contact(7)]) },
        { status: 200, data: list([contact(7, { status: 'done' })]) },
      ],
      'PUT /inquiries/7': { status: 200, data: contact(7, { status: 'done' }) },
    });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    await screen.findByRole('list', { name: A.title });
    fireEvent.change(within(card('Сообщение № 7')).getByLabelText('Статус'), { target: { value: 'done' } });
    await waitFor(() => expect(success).toHaveBeenCalledWith(A.statusUpdated));
    expect(api.bodies('PUT /inquiries/7')).toEqual([{ status: 'done' }]);
    await waitFor(() => expect(within(card('Сообщение № 7')).getByLabelText('Статус')).toHaveValue('done'));
    expect(card('Сообщение № 7')).toHaveTextContent(A.statuses.done);
    expect(api.params(ROUTE)).toHaveLength(2);
  });

  it("a refused status change shows the server's error, or 'Ошибка при обновлении статуса'", async () => {
    const error = vi.spyOn(toast, 'error');
    mockApiRoutes({
      [ROUTE]: { status: 200, data: list([contact(7)]) },
      'PUT /inquiries/7': [
        { status: 404, data: { error: 'Заявка не найдена' } },
        { status: 400, data: {} },
      ],
    });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    await screen.findByRole('list', { name: A.title });
    const select = () => within(card('Сообщение № 7')).getByLabelText('Статус');
    fireEvent.change(select(), { target: { value: 'in_progress' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Заявка не найдена'));
    await waitFor(() => expect(select()).toBeEnabled());
    fireEvent.change(select(), { target: { value: 'done' } });
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(TEXTS.adminOrders.statusUpdateFailed));
  });

  it('a failed load says so and retries', async () => {
    mockApiRoutes({
      [ROUTE]: [
        { status: 403, data: {} },
        { status: 200, data: list([contact(9)]) },
      ],
    });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    expect(await screen.findByRole('alert')).toHaveTextContent(A.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.common.retry }));
    expect(await screen.findByRole('listitem', { name: 'Сообщение № 9' })).toBeInTheDocument();
  });

  it('a page past the end (its inquiries were handled) moves to the last page', async () => {
    const api = mockApiRoutes({
      [ROUTE]: [
        { status: 200, data: list([], { total: 11 }) },
        { status: 200, data: list([contact(1)], { total: 11 }) },
      ],
    });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries?page=4' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/inquiries?page=2'));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ offset: 10 }));
  });

  it('joins the admins on the socket; a new inquiry toasts and reloads the list', async () => {
    const info = vi.spyOn(toast, 'info');
    const api = mockApiRoutes({
      [ROUTE]: [
        { status: 200, data: list([contact(1)]) },
        { status: 200, data: list([measurement(2), contact(1)]) },
      ],
    });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    await screen.findByRole('listitem', { name: 'Сообщение № 1' });
    await waitFor(() => expect(createdSockets).toHaveLength(1));
    const { socket } = createdSockets[0]!;
    socket.fire('connect');
    expect(socket.emitted).toEqual([['registerAdmin']]);

    socket.fire('inquiryCreated', measurement(2));
    expect(info).toHaveBeenCalledWith(A.created.measurement('Иван Петров', '+79001234567'), {
      toastId: 'inquiry-2',
    });
    expect(await screen.findByRole('listitem', { name: 'Заявка на замер № 2' })).toBeInTheDocument();
    expect(api.params(ROUTE)).toHaveLength(2);
  });

  it('drops an event whose payload breaks the contract', async () => {
    const info = vi.spyOn(toast, 'info');
    const api = mockApiRoutes({ [ROUTE]: { status: 200, data: list([contact(1)]) } });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    await screen.findByRole('listitem', { name: 'Сообщение № 1' });
    await waitFor(() => expect(createdSockets).toHaveLength(1));
    const { socket } = createdSockets[0]!;
    socket.fire('connect');
    socket.fire('inquiryCreated', { id: 2, type: 'measurement' });
    expect(info).not.toHaveBeenCalled();
    expect(api.params(ROUTE)).toHaveLength(1);
  });

  it('opens no socket for a customer token', async () => {
    localStorage.setItem('token', userToken());
    mockApiRoutes({ [ROUTE]: { status: 403, data: {} } });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    await screen.findByRole('alert');
    await vi.dynamicImportSettled();
    expect(createdSockets).toHaveLength(0);
  });
});

describe('a message held over the shop-wide ceiling', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('says it was not sent to Telegram and e-mail and is to be read here', async () => {
    mockApiRoutes({ [ROUTE]: { status: 200, data: list([contact(9, { held: true, delivery: [] })]) } });
    renderWithApp(<AdminInquiries />, { path: '/admin/inquiries' });
    expect(await screen.findByText(A.held)).toBeInTheDocument();
    expect(screen.queryByText(A.notDelivered)).not.toBeInTheDocument();
  });
});

describe('deliveryRefreshInterval', () => {
  it('asks again while a delivery is pending, and stops when all are sent or failed', () => {
    expect(deliveryRefreshInterval(undefined)).toBe(false);
    expect(deliveryRefreshInterval(list([]))).toBe(false);
    expect(deliveryRefreshInterval(list([contact(1), measurement(2)]))).toBe(DELIVERY_REFRESH_MS);
    const settled = contact(1, {
      delivery: contact(1).delivery.map((item) => ({ ...item, state: 'sent' as const })),
    });
    expect(deliveryRefreshInterval(list([settled, measurement(2)]))).toBe(false);
  });
});
