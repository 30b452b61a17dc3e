import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { ProfileDetails } from './profile-details';

const PROFILE = {
  id: 7,
  role: 'customer',
  username: 'buyer',
  email: 'buyer@example.com',
  full_name: null,
  phone: '',
  pending_email: null,
};

function renderDetails() {
  renderWithApp(<ProfileDetails />, { path: '/profile' });
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function startEditing() {
  fireEvent.click(await screen.findByRole('button', { name: 'Редактировать' }));
  return screen.getByRole('form', { name: 'Личные данные' });
}

describe('ProfileDetails', () => {
  beforeEach(() => localStorage.setItem('token', userToken()));

  it("shows the personal data, 'Не указано' for empty optional values", async () => {
    mockApiRoutes({ 'GET /auth/profile': { status: 200, data: PROFILE } });
    renderDetails();
    const rows = await screen.findAllByRole('term');
    expect(rows.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Имя пользователя', 'buyer'],
      ['Email', 'buyer@example.com'],
      ['ФИО', 'Не указано'],
      ['Телефон', 'Не указано'],
    ]);
  });

  it('shows the server error inline when the profile does not load, or the fallback text', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    mockApiRoutes({
      'GET /auth/profile': [
        { status: 404, data: { code: 'NOT_FOUND', error: 'Пользователь не найден' } },
        { status: 400 },
      ],
    });
    renderDetails();
    expect(await screen.findByRole('alert')).toHaveTextContent('Пользователь не найден');
    expect(error).toHaveBeenCalledWith('Пользователь не найден');

    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить данные профиля.'),
    );
  });

  it('checks the edit form with the profile rules before saving', async () => {
    const api = mockApiRoutes({ 'GET /auth/profile': { status: 200, data: PROFILE } });
    renderDetails();
    const form = await startEditing();
    type('Имя пользователя', '  ');
    type('Email', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Имя пользователя обязательно')).toBeInTheDocument();
    expect(within(form).getByText('Email обязателен')).toBeInTheDocument();

    type('Email', 'not-an-email');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Неверный формат email')).toBeInTheDocument();
    expect(api.bodies('PUT /auth/profile')).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('buyer@example.com')).toBeInTheDocument();
  });

  it('saves the changes, toasts success and shows the updated data', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const updated = { ...PROFILE, full_name: 'Петров Иван', phone: '+79001234567' };
    const api = mockApiRoutes({
      'GET /auth/profile': { status: 200, data: PROFILE },
      'PUT /auth/profile': { status: 200, data: updated },
    });
    renderDetails();
    const form = await startEditing();
    expect(screen.getByLabelText(/^ФИО/)).toHaveValue('');
    type(/^ФИО/, ' Петров Иван ');
    type(/^Телефон/, '+79001234567');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Петров Иван')).toBeInTheDocument();
    expect(screen.getByText('+79001234567')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Профиль успешно обновлен');
    expect(api.bodies('PUT /auth/profile')).toEqual([
      { username: 'buyer', email: 'buyer@example.com', full_name: 'Петров Иван', phone: '+79001234567' },
    ]);
  });

  it("toasts 'Ошибка обновления профиля: …' with the server's reason and keeps the form open", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    mockApiRoutes({
      'GET /auth/profile': { status: 200, data: PROFILE },
      'PUT /auth/profile': [
        {
          status: 409,
          data: { code: 'EMAIL_TAKEN', error: 'Email уже занят', fields: { email: 'Email уже занят' } },
        },
        { status: 400, data: {} },
      ],
    });
    renderDetails();
    const form = await startEditing();
    type('Email', 'taken@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await within(form).findByText('Email уже занят')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Ошибка обновления профиля: Email уже занят');

    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Ошибка обновления профиля: Произошла ошибка'),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Произошла ошибка');
  });

  describe('changing the e-mail', () => {
    const PENDING = { ...PROFILE, pending_email: 'new@example.com' };
    const CHANGED = { ...PROFILE, email: 'new@example.com', pending_email: null };
    const codeForm = () => screen.getByRole('form', { name: 'Подтверждение email' });

    it('saves a new e-mail as pending, asks for the code and confirms it', async () => {
      const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
      const api = mockApiRoutes({
        'GET /auth/profile': { status: 200, data: PROFILE },
        'PUT /auth/profile': { status: 200, data: PENDING },
        'POST /auth/confirm-email': [
          {
            status: 400,
            data: { code: 'INVALID_CODE', error: 'Неверный код', fields: { code: 'Неверный код' } },
          },
          { status: 200, data: CHANGED },
        ],
      });
      renderDetails();
      const form = await startEditing();
      type('Email', 'new@example.com');
      fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));

      // the old e-mail still counts; the new one waits, named beside it
      const code = await screen.findByLabelText('Код из письма');
      await vi.waitFor(() => expect(code).toHaveFocus());
      const emailRow = screen.getByText('Email', { selector: 'dt' }).nextElementSibling!;
      expect(emailRow).toHaveTextContent('buyer@example.com');
      expect(emailRow).toHaveTextContent('Ожидает подтверждения: new@example.com');
      expect(codeForm()).toHaveTextContent(
        'Мы отправили код на new@example.com. Новый адрес заработает после того, как вы введёте код',
      );
      expect(api.bodies('PUT /auth/profile')).toEqual([
        { username: 'buyer', email: 'new@example.com', full_name: null, phone: null },
      ]);

      type('Код из письма', '12345');
      fireEvent.click(within(codeForm()).getByRole('button', { name: 'Подтвердить' }));
      expect(await within(codeForm()).findByText('Код состоит из 6 цифр')).toBeInTheDocument();
      expect(api.bodies('POST /auth/confirm-email')).toEqual([]);

      type('Код из письма', '111111');
      fireEvent.click(within(codeForm()).getByRole('button', { name: 'Подтвердить' }));
      expect(await within(codeForm()).findByText('Неверный код')).toBeInTheDocument();
      expect(screen.getByLabelText('Код из письма')).toHaveAttribute('aria-invalid', 'true');

      type('Код из письма', '123 456');
      fireEvent.click(within(codeForm()).getByRole('button', { name: 'Подтвердить' }));
      await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Email изменён'));
      expect(api.bodies('POST /auth/confirm-email')).toEqual([{ code: '111111' }, { code: '123456' }]);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByText('new@example.com')).toBeInTheDocument();
      expect(screen.queryByText(/Ожидает подтверждения/)).not.toBeInTheDocument();
    });

    it('a pending change shows the code form on load; editing keeps the pending e-mail in the field', async () => {
      mockApiRoutes({ 'GET /auth/profile': { status: 200, data: PENDING } });
      renderDetails();
      expect(await screen.findByText('Ожидает подтверждения: new@example.com')).toBeInTheDocument();
      expect(codeForm()).toBeInTheDocument();
      expect(screen.getByLabelText('Код из письма')).not.toHaveFocus();

      const form = await startEditing();
      expect(within(form).getByLabelText('Email')).toHaveValue('new@example.com');
      // the code form waits while the data is edited
      expect(screen.queryByLabelText('Код из письма')).not.toBeInTheDocument();
    });

    it("'Оставить прежний email' drops the change by sending the current e-mail again", async () => {
      const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
      const api = mockApiRoutes({
        'GET /auth/profile': { status: 200, data: PENDING },
        'PUT /auth/profile': { status: 200, data: PROFILE },
      });
      renderDetails();
      fireEvent.click(await screen.findByRole('button', { name: 'Оставить прежний email' }));
      await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Смена email отменена'));
      expect(api.bodies('PUT /auth/profile')).toEqual([
        { username: 'buyer', email: 'buyer@example.com', full_name: null, phone: '' },
      ]);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByText(/Ожидает подтверждения/)).not.toBeInTheDocument();
    });

    it('says so when the new address was taken meanwhile', async () => {
      mockApiRoutes({
        'GET /auth/profile': { status: 200, data: PENDING },
        'POST /auth/confirm-email': {
          status: 409,
          data: {
            code: 'EMAIL_TAKEN',
            error: 'Пользователь с таким email уже зарегистрирован',
            fields: { email: 'Пользователь с таким email уже зарегистрирован' },
          },
        },
      });
      renderDetails();
      await screen.findByLabelText('Код из письма');
      type('Код из письма', '123456');
      fireEvent.click(within(codeForm()).getByRole('button', { name: 'Подтвердить' }));
      expect(await within(codeForm()).findByRole('alert')).toHaveTextContent(
        'Пользователь с таким email уже зарегистрирован',
      );
    });
  });
});
