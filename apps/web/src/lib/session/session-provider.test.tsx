import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import type { AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../test/location-probe';
import { makeToken, userToken } from '../../test/tokens';
import { scriptedAdapter } from '../../test/axios-adapter';
import { apiClient } from '../api-client';
import type { LoginResult } from './session-context';
import { SessionProvider } from './session-provider';
import { createSessionStore } from './session-store';
import { useSession } from './use-session';

let lastLogin: LoginResult | null = null;

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="user">{session.loading ? 'loading' : (session.user?.email ?? 'guest')}</p>
      <p data-testid="admin">{String(session.isAdmin)}</p>
      <button type="button" onClick={session.logout}>
        logout
      </button>
      <button type="button" onClick={() => (lastLogin = session.login(userToken()))}>
        login-valid
      </button>
      <button type="button" onClick={() => (lastLogin = session.login('not-a-token'))}>
        login-invalid
      </button>
      <button type="button" onClick={() => (lastLogin = session.login(undefined))}>
        login-missing
      </button>
      <LocationProbe />
    </div>
  );
}

function renderSession(initialPath = '/somewhere') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <Probe />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [initialPath] },
  );
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const user = () => screen.getByTestId('user').textContent;
const where = () => screen.getByTestId('location').textContent;

describe('session', () => {
  let post: ReturnType<typeof vi.spyOn>;
  let info: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    lastLogin = null;
    post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: {} } as AxiosResponse);
    info = vi.spyOn(toast, 'info').mockImplementation(() => 'toast-id');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('restoring on start', () => {
    it('is loading until the stored token has been checked', () => {
      const store = createSessionStore();
      expect(store.getSnapshot()).toEqual({ user: null, loading: true });
      store.restore();
      expect(store.getSnapshot()).toEqual({ user: null, loading: false });
    });

    it("restores a guest to the server's own snapshot, so a guest's server-drawn page is not drawn again", () => {
      const store = createSessionStore();
      store.restore();
      expect(store.getSnapshot()).toBe(store.getServerSnapshot());
      localStorage.setItem('token', userToken());
      store.restore();
      expect(store.getSnapshot()).not.toBe(store.getServerSnapshot());
      store.signOut();
      expect(store.getSnapshot()).toBe(store.getServerSnapshot());
    });

    it('restores the user from a valid token', () => {
      localStorage.setItem('token', userToken());
      renderSession();
      expect(user()).toBe('buyer@example.com');
      expect(screen.getByTestId('admin').textContent).toBe('false');
      expect(localStorage.getItem('token')).not.toBeNull();
    });

    it('recognises an admin by the role claim', () => {
      localStorage.setItem('token', makeToken({ id: 1, email: 'a@x.ru', role: 'admin', exp: 4_102_444_800 }));
      renderSession();
      expect(screen.getByTestId('admin').textContent).toBe('true');
    });

    it.each(['user', 'ADMIN', 'superadmin'])(
      'reads an unknown role (%s) as a customer: signed in, no admin',
      (role) => {
        localStorage.setItem('token', makeToken({ id: 1, email: 'a@x.ru', role, exp: 4_102_444_800 }));
        renderSession();
        expect(user()).toBe('a@x.ru');
        expect(screen.getByTestId('admin').textContent).toBe('false');
      },
    );

    it('removes an expired token and signs the visitor out', () => {
      localStorage.setItem('token', userToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
      renderSession();
      expect(user()).toBe('guest');
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('removes a token that cannot be decoded', () => {
      localStorage.setItem('token', 'garbage');
      renderSession();
      expect(user()).toBe('guest');
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('removes a decodable token without the user claims', () => {
      localStorage.setItem('token', makeToken({ sub: 'x', exp: 4_102_444_800 }));
      renderSession();
      expect(user()).toBe('guest');
      expect(localStorage.getItem('token')).toBeNull();
    });
  });

  describe('logout', () => {
    it('removes the token, posts /auth/logout with it, toasts and goes home', () => {
      const token = userToken();
      localStorage.setItem('token', token);
      renderSession('/profile');
      fireEvent.click(screen.getByText('logout'));

      expect(user()).toBe('guest');
      expect(localStorage.getItem('token')).toBeNull();
      expect(post).toHaveBeenCalledWith(
        '/auth/logout',
        undefined,
        expect.objectContaining({ headers: { Authorization: `Bearer ${token}` } }),
      );
      expect(info).toHaveBeenCalledWith('Вы вышли из системы');
      expect(where()).toBe('/');
    });

    it('ignores a failing /auth/logout', async () => {
      post.mockRejectedValue(new Error('offline'));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem('token', userToken());
      renderSession();
      fireEvent.click(screen.getByText('logout'));
      await act(async () => {});
      expect(user()).toBe('guest');
      expect(warn).toHaveBeenCalled();
    });

    it('cannot run twice within 500 ms', () => {
      let now = 1_700_000_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => now);
      localStorage.setItem('token', userToken({ exp: 4_102_444_800 }));
      renderSession();

      fireEvent.click(screen.getByText('logout'));
      now += 499;
      fireEvent.click(screen.getByText('logout'));
      expect(info).toHaveBeenCalledTimes(1);

      now += 1;
      fireEvent.click(screen.getByText('logout'));
      expect(info).toHaveBeenCalledTimes(2);
      expect(post).toHaveBeenCalledTimes(1);
    });
  });

  describe('login', () => {
    it("fails with 'Токен не получен' when no decodable token came back", () => {
      renderSession();
      fireEvent.click(screen.getByText('login-invalid'));
      expect(lastLogin).toEqual({ ok: false, error: 'Токен не получен' });
      fireEvent.click(screen.getByText('login-missing'));
      expect(lastLogin).toEqual({ ok: false, error: 'Токен не получен' });
      expect(localStorage.getItem('token')).toBeNull();
      expect(user()).toBe('guest');
    });

    it('stores the token and goes to /profile without a remembered page', () => {
      renderSession('/');
      fireEvent.click(screen.getByText('login-valid'));
      expect(lastLogin).toMatchObject({ ok: true });
      expect(user()).toBe('buyer@example.com');
      expect(localStorage.getItem('token')).not.toBeNull();
      expect(where()).toBe('/profile');
    });

    it('goes to the remembered page and forgets it', () => {
      localStorage.setItem('redirectTo', '/cart?from=header');
      renderSession('/');
      fireEvent.click(screen.getByText('login-valid'));
      expect(where()).toBe('/cart?from=header');
      expect(localStorage.getItem('redirectTo')).toBeNull();
    });

    it('never follows a remembered address on another site', () => {
      localStorage.setItem('redirectTo', '//evil.example/phish');
      renderSession('/');
      fireEvent.click(screen.getByText('login-valid'));
      expect(where()).toBe('/profile');
    });
  });

  describe('unauthorized event', () => {
    it('logs out when a 401 arrives and a token is stored', async () => {
      localStorage.setItem('token', userToken());
      renderSession('/profile');
      const { adapter } = scriptedAdapter([{ status: 401 }]);
      await act(async () => {
        await apiClient.get('/cart', { adapter }).catch(() => undefined);
      });
      expect(user()).toBe('guest');
      expect(localStorage.getItem('token')).toBeNull();
      expect(where()).toBe('/');
    });

    it('does nothing for a guest', async () => {
      renderSession('/contact');
      const { adapter } = scriptedAdapter([{ status: 401 }]);
      await act(async () => {
        await apiClient.get('/cart', { adapter }).catch(() => undefined);
      });
      expect(info).not.toHaveBeenCalled();
      expect(where()).toBe('/contact');
    });
  });
});
