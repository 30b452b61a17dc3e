import { readStored, removeStored, writeStored } from '../storage';
import { userFromToken } from './token';
import type { SessionUser } from './token';

export interface SessionSnapshot {
  user: SessionUser | null;
  /** True until the stored token has been checked. */
  loading: boolean;
}

/**
 * A visitor without a valid token: the page the server draws, and (the same object) what a guest's
 * browser restores, so taking a server-drawn page over does not draw it again for a guest.
 */
const GUEST: SessionSnapshot = Object.freeze({ user: null, loading: false });

export interface SessionStore {
  getSnapshot: () => SessionSnapshot;
  /** What the server drew the page for: a guest. */
  getServerSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Checks the stored token: an expired or undecodable one is removed and the visitor is signed out. */
  restore: () => void;
  /** Stores a valid token and signs its user in; returns null (and stores nothing) for an invalid one. */
  signIn: (token: unknown) => SessionUser | null;
  signOut: () => void;
}

export function createSessionStore(now: () => number = Date.now): SessionStore {
  let snapshot: SessionSnapshot = { user: null, loading: true };
  const listeners = new Set<() => void>();

  const set = (next: SessionSnapshot) => {
    if (next.loading === snapshot.loading && sameUser(next.user, snapshot.user)) return;
    snapshot = next.user === null && !next.loading ? GUEST : next;
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => GUEST,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      const token = readStored('token');
      const user = token ? userFromToken(token, now()) : null;
      if (token && !user) removeStored('token');
      set({ user, loading: false });
    },
    signIn(token) {
      const user = userFromToken(token, now());
      if (!user || typeof token !== 'string') return null;
      writeStored('token', token);
      set({ user, loading: false });
      return user;
    },
    signOut() {
      removeStored('token');
      set({ user: null, loading: false });
    },
  };
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === b) return true;
  return !!a && !!b && a.id === b.id && a.email === b.email && a.role === b.role;
}
