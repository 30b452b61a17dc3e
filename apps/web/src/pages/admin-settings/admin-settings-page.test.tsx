import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopTelegram, ShopTelegramUpdate, ShopUpdate } from '@shop/shared/shop/settings';
import { mockApiRoutes } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { testShop } from '../../test/shop';
import { adminToken } from '../../test/tokens';
import { AdminSettingsPage } from './admin-settings-page';

const NEW_PHONE = '+7 (473) 555-12-34';

/** GET /shop/telegram's answer: a saved token (masked) and chat, nothing from the environment. */
const telegramView = (change: Partial<ShopTelegram> = {}): ShopTelegram => ({
  botTokenSet: true,
  botTokenMasked: '7012345678:…wxyz',
  chatId: '-1001234567890',
  fromEnvironment: { botToken: false, chatId: false },
  ...change,
});
const TELEGRAM_READ = { 'GET /shop/telegram': { status: 200, data: telegramView() } };

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('AdminSettingsPage', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('shows the saved settings in their sections', () => {
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки магазина' })).toBeInTheDocument();
    for (const section of ['Магазин и реквизиты', 'Адреса и контакты', 'Часы работы', 'Карта', 'Тексты']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(field('Название магазина')).toHaveValue('СтройДвор');
    expect(field('ИНН')).toHaveValue('3604012340');
    expect(field('Телефон 1')).toHaveValue('+7 (473) 432-15-27');
    expect(field('Часовой пояс')).toHaveValue('Europe/Moscow');
    expect(field('Сб: открытие')).toHaveValue('10:00');
    expect(field('Сб: закрытие')).toHaveValue('16:00');
    expect(screen.getByRole('checkbox', { name: 'Сб: Выходной' })).not.toBeChecked();
    expect(field('Широта')).toHaveValue('51.8478');
    expect(screen.getByText('Особых дней нет.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'История изменений' })).toBeInTheDocument();
  });

  it('refuses a wrong ИНН in the browser: the message under the field, the field focused, nothing sent', async () => {
    const api = mockApiRoutes({ 'PUT /shop': { status: 200, data: testShop() } });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    fireEvent.change(field('ИНН'), { target: { value: '3604012341' } });
    save();
    const inn = field('ИНН');
    await waitFor(() => expect(inn).toHaveFocus());
    expect(inn).toHaveAttribute('aria-invalid', 'true');
    expect(inn).toHaveAccessibleDescription(/^Неверный ИНН/);
    expect(api.bodies('PUT /shop')).toEqual([]);
  });

  it('sends the changed phone and Saturday with PUT /shop, toasts and shows what the server stored', async () => {
    const success = vi.spyOn(toast, 'success');
    const stored = testShop({ phones: [NEW_PHONE], updatedAt: '2026-11-27T12:00:00.000Z' });
    const api = mockApiRoutes({ 'PUT /shop': { status: 200, data: stored } });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    fireEvent.change(field('Телефон 1'), { target: { value: NEW_PHONE } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Вс: Выходной' }));
    expect(field('Вс: открытие')).toBeDisabled();
    save();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Настройки магазина сохранены'));
    const [body] = api.bodies('PUT /shop') as ShopUpdate[];
    expect(body?.phones).toEqual([NEW_PHONE]);
    expect(body?.hours[5]).toEqual({ open: '10:00', close: '16:00' });
    expect(body?.hours[6]).toBeNull();
    expect(body?.inn).toBe('3604012340');
    expect(field('Телефон 1')).toHaveValue(NEW_PHONE);
  });

  it('shows and sends the special-transport limits; an empty one is not used, a wrong one refused', async () => {
    const api = mockApiRoutes({ 'PUT /shop': { status: 200, data: testShop({ long_item_m: null }) } });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    const heavy = screen.getByLabelText(/Вес заказа больше, кг/);
    const long = screen.getByLabelText(/Длина товара больше, м/);
    expect(heavy).toHaveValue('1500');
    expect(long).toHaveValue('3');
    fireEvent.change(heavy, { target: { value: 'тонна' } });
    save();
    await waitFor(() => expect(heavy).toHaveAttribute('aria-invalid', 'true'));
    expect(api.bodies('PUT /shop')).toEqual([]);
    fireEvent.change(heavy, { target: { value: '1 200,5' } });
    fireEvent.change(long, { target: { value: '' } });
    save();
    await waitFor(() => expect(api.bodies('PUT /shop')).toHaveLength(1));
    const [body] = api.bodies('PUT /shop') as ShopUpdate[];
    expect(body).toMatchObject({ heavy_order_kg: '1 200,5', long_item_m: '' });
    await waitFor(() => expect(long).toHaveValue(''));
  });

  it("puts a 400's field messages under their inputs", async () => {
    const api = mockApiRoutes({
      ...TELEGRAM_READ,
      'PUT /shop': {
        status: 400,
        data: {
          error: 'Проверьте правильность введённых данных',
          code: 'VALIDATION_FAILED',
          fields: { 'phones.1': 'Этот номер уже указан', 'hours.5.close': 'Слишком поздно' },
        },
      },
    });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить телефон' }));
    fireEvent.change(field('Телефон 2'), { target: { value: '+7 (473) 432-15-28' } });
    save();
    const second = field('Телефон 2');
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveAccessibleDescription('Этот номер уже указан');
    expect(field('Сб: закрытие')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByTestId('day-5')).getByText('Слишком поздно')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((api.bodies('PUT /shop')[0] as ShopUpdate).phones).toEqual([
      '+7 (473) 432-15-27',
      '+7 (473) 432-15-28',
    ]);
  });

  it('adds a closed day and refuses one that ends before it starts', async () => {
    const api = mockApiRoutes({ 'PUT /shop': { status: 200, data: testShop() } });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить особый день' }));
    const row = screen.getByTestId('exception-0');
    fireEvent.change(within(row).getByLabelText('С даты'), { target: { value: '2027-01-08' } });
    fireEvent.change(within(row).getByLabelText('По дату'), { target: { value: '2027-01-01' } });
    save();
    const to = within(row).getByLabelText('По дату');
    await waitFor(() => expect(to).toHaveFocus());
    expect(to).toHaveAccessibleDescription('Дата окончания раньше даты начала');
    expect(api.bodies('PUT /shop')).toEqual([]);
  });

  describe('the Telegram section', () => {
    const section = () => screen.getByRole('region', { name: 'Уведомления в Telegram' });
    const saveTelegram = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить настройки Telegram' }));
    const tokenInput = () => within(section()).getByLabelText('Токен бота');
    const chatInput = async () => within(section()).findByLabelText(/^Чат/);

    it('shows that a token is saved (masked, never its value) and the chat; an empty token keeps it', async () => {
      const success = vi.spyOn(toast, 'success');
      const saved = telegramView({ chatId: '@stroydvor_orders' });
      const api = mockApiRoutes({ ...TELEGRAM_READ, 'PUT /shop/telegram': { status: 200, data: saved } });
      renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
      const chat = await chatInput();
      expect(chat).toHaveValue('-1001234567890');
      expect(tokenInput()).toHaveValue('');
      expect(tokenInput()).toHaveAttribute('type', 'password');
      expect(tokenInput()).toHaveAccessibleDescription(
        'Сохранён токен 7012345678:…wxyz. Оставьте поле пустым, чтобы его не менять.',
      );
      expect(
        within(section()).getByRole('checkbox', { name: 'Удалить сохранённый токен' }),
      ).not.toBeChecked();

      fireEvent.change(chat, { target: { value: '@stroydvor_orders' } });
      saveTelegram();
      await waitFor(() => expect(success).toHaveBeenCalledWith('Настройки Telegram сохранены'));
      expect(api.bodies('PUT /shop/telegram')).toEqual([
        { botToken: '', removeBotToken: false, chatId: '@stroydvor_orders' },
      ]);
      // the main settings were not sent
      expect(api.bodies('PUT /shop')).toEqual([]);
      expect(await chatInput()).toHaveValue('@stroydvor_orders');
    });

    it('refuses a malformed token in the browser and puts a 400 on the chat under its input', async () => {
      const api = mockApiRoutes({
        ...TELEGRAM_READ,
        'PUT /shop/telegram': {
          status: 400,
          data: {
            error: 'Проверьте правильность введённых данных',
            code: 'VALIDATION_FAILED',
            fields: { chatId: 'Неверный чат Telegram: число (например −1001234567890) или @имя_канала' },
          },
        },
      });
      renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
      await chatInput();
      fireEvent.change(tokenInput(), { target: { value: 'not-a-token' } });
      saveTelegram();
      await waitFor(() => expect(tokenInput()).toHaveFocus());
      expect(tokenInput()).toHaveAttribute('aria-invalid', 'true');
      expect(tokenInput()).toHaveAccessibleDescription(/^Неверный токен бота Telegram/);
      expect(api.bodies('PUT /shop/telegram')).toEqual([]);

      const token = '7012345678:AAH-a-new-token-for-the-shop-bot-000';
      fireEvent.change(tokenInput(), { target: { value: token } });
      saveTelegram();
      const chat = await chatInput();
      await waitFor(() => expect(chat).toHaveFocus());
      expect(chat).toHaveAccessibleDescription(/^Неверный чат Telegram/);
      expect(api.bodies('PUT /shop/telegram')).toEqual([
        { botToken: token, removeBotToken: false, chatId: '-1001234567890' },
      ]);
    });

    it('removes the saved token on request', async () => {
      const api = mockApiRoutes({
        ...TELEGRAM_READ,
        'PUT /shop/telegram': {
          status: 200,
          data: telegramView({ botTokenSet: false, botTokenMasked: null }),
        },
      });
      renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
      await chatInput();
      fireEvent.click(within(section()).getByRole('checkbox', { name: 'Удалить сохранённый токен' }));
      expect(tokenInput()).toBeDisabled();
      saveTelegram();
      await waitFor(() => expect(api.bodies('PUT /shop/telegram')).toHaveLength(1));
      expect(api.bodies('PUT /shop/telegram')[0]).toEqual({ removeBotToken: true, chatId: '-1001234567890' });
      await waitFor(() =>
        expect(
          within(section()).getByText('Уведомления в Telegram выключены: укажите токен бота и чат.'),
        ).toBeInTheDocument(),
      );
    });

    it('a value the environment sets is shown, cannot be edited and is not sent', async () => {
      const fromEnv = telegramView({
        botTokenMasked: '6000000001:…cret',
        fromEnvironment: { botToken: true, chatId: false },
      });
      const api = mockApiRoutes({
        'GET /shop/telegram': { status: 200, data: fromEnv },
        'PUT /shop/telegram': { status: 200, data: fromEnv },
      });
      renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
      await chatInput();
      expect(tokenInput()).toBeDisabled();
      expect(tokenInput()).toHaveAccessibleDescription(
        '6000000001:…cret — задано в настройках сервера, здесь не изменить. Изменить может тот, кто обслуживает сайт.',
      );
      expect(within(section()).queryByRole('checkbox')).not.toBeInTheDocument();
      saveTelegram();
      await waitFor(() => expect(api.bodies('PUT /shop/telegram')).toHaveLength(1));
      expect(api.bodies('PUT /shop/telegram')[0] as ShopTelegramUpdate).toEqual({
        removeBotToken: false,
        chatId: '-1001234567890',
      });
    });

    it("sends the test message: a toast when it arrived, Telegram's reason when it did not", async () => {
      const success = vi.spyOn(toast, 'success');
      const reason =
        'Бот не может писать в чат: его удалили из группы или заблокировали (Telegram: 403 Forbidden: bot was kicked from the group chat)';
      const api = mockApiRoutes({
        ...TELEGRAM_READ,
        'POST /shop/telegram-test': [
          { status: 200, data: { message: 'Проверочное сообщение отправлено в Telegram' } },
          { status: 502, data: { error: reason, code: 'BAD_GATEWAY' } },
        ],
      });
      renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
      await chatInput();
      const button = within(section()).getByRole('button', { name: 'Отправить проверочное сообщение' });
      fireEvent.click(button);
      await waitFor(() =>
        expect(success).toHaveBeenCalledWith('Проверочное сообщение отправлено в Telegram'),
      );
      await waitFor(() => expect(button).not.toBeDisabled());
      fireEvent.click(button);
      expect(await within(section()).findByRole('alert')).toHaveTextContent(reason);
      expect(api.bodies('POST /shop/telegram-test')).toHaveLength(2);
    });

    it('says so when the Telegram settings cannot be read', async () => {
      mockApiRoutes({
        'GET /shop/telegram': { status: 403, data: { error: 'Нет доступа', code: 'FORBIDDEN' } },
      });
      renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
      expect(
        await within(section()).findByText('Не удалось загрузить настройки Telegram', {}, { timeout: 5_000 }),
      ).toBeInTheDocument();
    });
  });
});
