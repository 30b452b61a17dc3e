import { fireEvent, screen } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@shop/shared/texts';
import { apiClient } from '../../../lib/api-client';
import { mockApiRoutes, scriptedAdapter } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { LoginForm } from './login-form';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('LoginForm', () => {
  it('validates with the shared schema before calling the server', async () => {
    const post = vi.spyOn(apiClient, 'post');
    renderWithApp(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Email обязателен')).toBeInTheDocument();
    expect(screen.getByText('Пароль обязателен')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('signs in with the returned token, toasts and goes to the profile', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const onSuccess = vi.fn();
    const token = userToken();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { token } } as AxiosResponse);
    renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/' });
    fillAndSubmit('buyer@example.com', 'secret-password');

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/auth/login', {
      email: 'buyer@example.com',
      password: 'secret-password',
    });
    expect(localStorage.getItem('token')).toBe(token);
    expect(success).toHaveBeenCalledWith('Успешный вход в систему');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it("reports 'Токен не получен' when the answer has no usable token", async () => {
    vi.spyOn(apiClient, 'post').mockResolvedValue({ data: {} } as AxiosResponse);
    renderWithApp(<LoginForm />);
    fillAndSubmit('buyer@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Токен не получен');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message, or the fallback text without one', async () => {
    const replies = scriptedAdapter([
      { status: 401, data: { error: 'Учётная запись заблокирована', code: 'UNAUTHORIZED' } },
      { status: 401, data: {} },
    ]);
    const realPost = apiClient.post.bind(apiClient);
    vi.spyOn(apiClient, 'post').mockImplementation((url, body) =>
      realPost(url, body, { adapter: replies.adapter }),
    );
    renderWithApp(<LoginForm />);

    fillAndSubmit('buyer@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Учётная запись заблокирована');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Неверный email или пароль'));
  });

  describe('a sign-in code when the account is under attack', () => {
    const CODE_REQUIRED = {
      status: 403,
      data: {
        code: 'LOGIN_CODE_REQUIRED',
        error: TEXTS.auth.loginCodeSent,
        fields: { code: TEXTS.auth.loginCodeSent },
      },
    };
    const WRONG_CODE = {
      status: 400,
      data: { code: 'INVALID_CODE', error: 'Неверный код', fields: { code: 'Неверный код' } },
    };

    it('shows why, asks for the code, shows a wrong code on the field and signs in with the right one', async () => {
      const token = userToken();
      const onSuccess = vi.fn();
      const api = mockApiRoutes({
        'POST /auth/login': [CODE_REQUIRED, WRONG_CODE, { status: 200, data: { token } }],
      });
      renderWithApp(<LoginForm onSuccess={onSuccess} />);
      expect(screen.queryByLabelText('Код для входа из письма')).not.toBeInTheDocument();
      fillAndSubmit('buyer@example.com', 'secret-password');

      const code = await screen.findByLabelText('Код для входа из письма');
      expect(screen.getByRole('status')).toHaveTextContent(TEXTS.auth.loginCodeSent);
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveFocus();
      expect(code).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      // the code is required now, checked before anything is sent
      fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
      expect(await screen.findByText('Введите код из письма')).toBeInTheDocument();

      fireEvent.change(code, { target: { value: '000 000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
      expect(await screen.findByText('Неверный код')).toBeInTheDocument();
      expect(screen.getByLabelText('Код для входа из письма')).toHaveAttribute('aria-invalid', 'true');

      fireEvent.change(screen.getByLabelText('Код для входа из письма'), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
      await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
      expect(localStorage.getItem('token')).toBe(token);
      expect(api.bodies('POST /auth/login')).toEqual([
        { email: 'buyer@example.com', password: 'secret-password' },
        { email: 'buyer@example.com', password: 'secret-password', code: '000000' },
        { email: 'buyer@example.com', password: 'secret-password', code: '123456' },
      ]);
    });

    it("'Отправить код ещё раз' signs in again without the code, so a new one is mailed", async () => {
      const info = vi.spyOn(toast, 'info').mockImplementation(() => 'id');
      const api = mockApiRoutes({ 'POST /auth/login': CODE_REQUIRED });
      renderWithApp(<LoginForm />);
      fillAndSubmit('buyer@example.com', 'secret-password');
      fireEvent.change(await screen.findByLabelText('Код для входа из письма'), { target: { value: '12' } });
      fireEvent.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
      await vi.waitFor(() => expect(info).toHaveBeenCalledWith(TEXTS.auth.loginCodeSent));
      expect(api.bodies('POST /auth/login')).toEqual([
        { email: 'buyer@example.com', password: 'secret-password' },
        { email: 'buyer@example.com', password: 'secret-password' },
      ]);
      expect(screen.getByLabelText('Код для входа из письма')).toHaveValue('');
    });

    it('drops the code field when another e-mail is typed', async () => {
      mockApiRoutes({ 'POST /auth/login': CODE_REQUIRED });
      renderWithApp(<LoginForm />);
      fillAndSubmit('buyer@example.com', 'secret-password');
      await screen.findByLabelText('Код для входа из письма');
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'other@example.com' } });
      expect(screen.queryByLabelText('Код для входа из письма')).not.toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Buyer@example.com' } });
      expect(screen.getByLabelText('Код для входа из письма')).toBeInTheDocument();
    });
  });

  describe('a busy server (503)', () => {
    it("shows the server's words at once, sent once, not retried", async () => {
      const api = mockApiRoutes({
        'POST /auth/login': [
          { status: 503, data: { code: 'SERVICE_UNAVAILABLE', error: TEXTS.auth.busy } },
          { status: 503, data: {} },
        ],
      });
      renderWithApp(<LoginForm />);
      fillAndSubmit('buyer@example.com', 'secret-password');
      expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.auth.busy);
      expect(api.bodies('POST /auth/login')).toHaveLength(1);

      // without words of its own, the answer is not taken for a wrong password
      fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
      await vi.waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно недоступен. Попробуйте позже'),
      );
      expect(api.bodies('POST /auth/login')).toHaveLength(2);
    });
  });
});
