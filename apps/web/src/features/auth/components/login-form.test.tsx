import { fireEvent, screen } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { scriptedAdapter } from '../../../test/axios-adapter';
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
});
