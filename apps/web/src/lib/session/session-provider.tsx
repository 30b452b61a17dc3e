import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiClient, onUnauthorized } from '../api-client';
import { readStored, removeStored, STORAGE_KEYS } from '../storage';
import { SessionContext } from './session-context';
import { isAdminRole } from '@shop/shared/auth/roles';
import { DEFAULT_POST_LOGIN_PATH, LOGOUT_GUARD_MS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { USER_SCOPED_META } from './session-context';
import type { LoginResult, Session } from './session-context';
import { createSessionStore } from './session-store';
import type { SessionStore } from './session-store';

/** Only a same-site path is a valid place to return to after login (no open redirects). */
function safeRedirectTarget(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target === '/login' || target.startsWith('/login?')) return null;
  return target;
}

/**
 * The browser knows its token before the first render: a guest's page is taken over without drawing
 * it again, and a private page does not wait a render to learn who is signed in.
 */
function restoredInBrowser(store: SessionStore): SessionStore {
  if (typeof window !== 'undefined') store.restore();
  return store;
}

export function SessionProvider({
  children,
  store: givenStore,
}: {
  children: ReactNode;
  store?: SessionStore;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [store] = useState(() => givenStore ?? restoredInBrowser(createSessionStore()));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const lastLogoutAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    store.restore();
    // another tab signed in or out: follow it
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === null) store.restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  const dropUserData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.meta?.scope === USER_SCOPED_META.scope });
  }, [queryClient]);

  const logout = useCallback(() => {
    const now = Date.now();
    if (now - lastLogoutAt.current < LOGOUT_GUARD_MS) return;
    lastLogoutAt.current = now;

    const token = readStored('token');
    store.signOut();
    dropUserData();
    if (token) {
      apiClient
        .post('/auth/logout', undefined, {
          headers: { Authorization: `Bearer ${token}` },
          'axios-retry': { retries: 0 },
        })
        .catch((error: unknown) => console.warn('Logout request failed (ignored)', error));
    }
    toast.info(TEXTS.auth.logoutSuccess);
    void navigate('/');
  }, [store, dropUserData, navigate]);

  const login = useCallback(
    (token: unknown): LoginResult => {
      const user = store.signIn(token);
      if (!user) return { ok: false, error: TEXTS.auth.tokenMissingInResponse };
      dropUserData();
      const target = safeRedirectTarget(readStored('redirectTo'));
      removeStored('redirectTo');
      void navigate(target ?? DEFAULT_POST_LOGIN_PATH, { replace: true });
      return { ok: true, user };
    },
    [store, dropUserData, navigate],
  );

  useEffect(
    () =>
      onUnauthorized(() => {
        if (readStored('token')) logout();
      }),
    [logout],
  );

  const value = useMemo<Session>(
    () => ({
      user: snapshot.user,
      loading: snapshot.loading,
      isAdmin: isAdminRole(snapshot.user?.role),
      login,
      logout,
    }),
    [snapshot, login, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
