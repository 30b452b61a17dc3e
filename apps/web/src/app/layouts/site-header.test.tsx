import { fireEvent, screen, within } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { AuthModalProvider } from '../../features/auth/components/auth-modal-provider';
import { apiClient } from '../../lib/api-client';
import { renderWithApp } from '../../test/render-with-app';
import { adminToken, userToken } from '../../test/tokens';
import { SiteHeader } from './site-header';

function renderHeader() {
  vi.spyOn(apiClient, 'get').mockResolvedValue({ data: { CartItems: [] } } as AxiosResponse);
  return renderWithApp(
    <AuthModalProvider>
      <SiteHeader catalogOpen={false} onToggleCatalog={() => undefined} />
    </AuthModalProvider>,
  );
}

describe('SiteHeader', () => {
  it('offers login and registration to a guest in an accessible modal with a mode switch', async () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Профиль' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Админ-панель/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Регистрация' }));
    const dialog = screen.getByRole('dialog', { name: 'Регистрация' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByLabelText('Имя пользователя')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
    const login = screen.getByRole('dialog', { name: 'Вход' });
    expect(await within(login).findByLabelText('Email')).toBeInTheDocument();
    expect(within(login).queryByLabelText('Имя пользователя')).not.toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the profile link and logout to a signed-in customer, without the admin menu', () => {
    localStorage.setItem('token', userToken());
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Профиль' })[0]).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Вход' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Админ-панель/ })).not.toBeInTheDocument();
  });

  it('signs out from the mobile menu with the same logout button, closing the menu', async () => {
    localStorage.setItem('token', userToken());
    vi.spyOn(apiClient, 'post').mockResolvedValue({ data: {} } as AxiosResponse);
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = screen.getByRole('dialog', { name: 'Меню' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Выйти' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Регистрация' })).toBeInTheDocument();
  });

  it('gives an admin the admin dropdown with all ten sections', () => {
    localStorage.setItem('token', adminToken());
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: /Админ-панель/ }));
    const menu = screen.getByRole('button', { name: /Админ-панель/ }).nextElementSibling as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Импорт данных', '/admin'],
      ['Обмен с 1С', '/admin/exchange'],
      ['Товары', '/admin/products'],
      ['Категории', '/admin/categories'],
      ['Заказы', '/admin/orders'],
      ['Заявки', '/admin/inquiries'],
      ['Акции', '/admin/promotions'],
      ['Скидки', '/admin/discounts'],
      ['Настройки магазина', '/admin/settings'],
      ['Доставка', '/admin/delivery'],
    ]);
  });

  it('sends the trimmed search text to /search', () => {
    renderHeader();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск товаров' }), {
      target: { value: '  цемент ' },
    });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?q=%D1%86%D0%B5%D0%BC%D0%B5%D0%BD%D1%82',
    );
  });
});
