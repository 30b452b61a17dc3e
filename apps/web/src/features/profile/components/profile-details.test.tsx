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
});
