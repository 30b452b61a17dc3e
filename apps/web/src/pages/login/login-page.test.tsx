import { fireEvent, screen } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { renderWithApp } from '../../test/render-with-app';
import { userToken } from '../../test/tokens';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('sends an already signed-in visitor to the profile', async () => {
    localStorage.setItem('token', userToken());
    renderWithApp(<LoginPage />, { path: '/login' });
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });

  it('after signing in here goes to the remembered page, not the profile', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { token: userToken() } } as AxiosResponse);
    localStorage.setItem('redirectTo', '/cart');
    renderWithApp(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'buyer@example.com' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(localStorage.getItem('redirectTo')).toBeNull();
  });
});
