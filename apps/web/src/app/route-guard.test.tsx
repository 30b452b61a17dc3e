import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAdminRole } from '@shop/shared/auth/roles';
import { SessionContext } from '../lib/session/session-context';
import type { Session } from '../lib/session/session-context';
import type { SessionUser } from '../lib/session/token';
import { LocationProbe } from '../test/location-probe';
import { RouteGuard } from './route-guard';

const customer: SessionUser = { id: 7, email: 'buyer@example.com', role: 'customer' };
const admin: SessionUser = { id: 1, email: 'admin@example.com', role: 'admin' };

function sessionValue(session: Partial<Session>): Session {
  return {
    user: null,
    loading: false,
    isAdmin: isAdminRole(session.user?.role),
    login: () => ({ ok: false, error: '' }),
    logout: () => undefined,
    ...session,
  };
}

function renderAt(path: string, session: Partial<Session>) {
  const app = guardedApp(path);
  const result = render(app(sessionValue(session)));
  return { ...result, signOut: () => result.rerender(app(sessionValue({}))) };
}

function guardedApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: '/', element: <p>Главная</p> },
          {
            element: <RouteGuard access="login" />,
            children: [{ path: '/cart', element: <p>Корзина пользователя</p> }],
          },
          {
            element: <RouteGuard access="admin" />,
            children: [{ path: '/admin/orders', element: <p>Заказы магазина</p> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const app = (value: Session) => (
    <SessionContext.Provider value={value}>
      <RouterProvider router={router} />
    </SessionContext.Provider>
  );
  return app;
}

const where = () => screen.getByTestId('location');

describe('RouteGuard', () => {
  it('waits on a page the server drew for a guest, then lets the signed-in browser in', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(guardedApp('/cart')(sessionValue({})));
    expect(container).toHaveTextContent('Проверка входа...');
    document.body.append(container);

    await act(async () => {
      render(guardedApp('/cart')(sessionValue({ user: customer })), { container, hydrate: true });
    });
    expect(await screen.findByText('Корзина пользователя')).toBeInTheDocument();
    expect(where()).toHaveTextContent('/cart');
    expect(localStorage.getItem('redirectTo')).toBeNull();
  });

  it('shows a spinner while the session loads', () => {
    renderAt('/cart', { loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Проверка входа...');
    expect(screen.queryByText('Корзина пользователя')).not.toBeInTheDocument();
    expect(where()).toHaveTextContent('/cart');
    expect(localStorage.getItem('redirectTo')).toBeNull();
  });

  it('sends a guest home and remembers the attempted path', async () => {
    renderAt('/cart?step=2', {});
    expect(await screen.findByText('Главная')).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/$/);
    expect(where()).toHaveAttribute('data-state', JSON.stringify({ loginRequired: true }));
    expect(localStorage.getItem('redirectTo')).toBe('/cart?step=2');
    expect(screen.queryByText('Корзина пользователя')).not.toBeInTheDocument();
  });

  it('sends a guest away from admin routes too', async () => {
    renderAt('/admin/orders', {});
    expect(await screen.findByText('Главная')).toBeInTheDocument();
    expect(localStorage.getItem('redirectTo')).toBe('/admin/orders');
  });

  it('lets a signed-in user in', () => {
    renderAt('/cart', { user: customer });
    expect(screen.getByText('Корзина пользователя')).toBeInTheDocument();
  });

  it('sends a non-admin away from an admin route without remembering it', async () => {
    renderAt('/admin/orders', { user: customer });
    expect(await screen.findByText('Главная')).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('Заказы магазина')).not.toBeInTheDocument();
    expect(localStorage.getItem('redirectTo')).toBeNull();
  });

  it('lets an admin into admin routes', () => {
    renderAt('/admin/orders', { user: admin });
    expect(screen.getByText('Заказы магазина')).toBeInTheDocument();
  });

  it('takes a user who signs out on a protected page home, without remembering it or asking to log in', async () => {
    const { signOut } = renderAt('/cart', { user: customer });
    expect(screen.getByText('Корзина пользователя')).toBeInTheDocument();
    signOut();
    expect(await screen.findByText('Главная')).toBeInTheDocument();
    expect(where()).toHaveAttribute('data-state', 'null');
    expect(localStorage.getItem('redirectTo')).toBeNull();
  });
});
