import { createContext } from 'react';
import type { SessionUser } from './token';

/** Queries tagged with this meta belong to the signed-in user and are dropped when the user changes. */
export const USER_SCOPED_META = { scope: 'user' } as const;

export type LoginResult = { ok: true; user: SessionUser } | { ok: false; error: string };

export interface Session {
  /** The signed-in user, or null for a guest. */
  user: SessionUser | null;
  /** True until the stored token has been checked on start. */
  loading: boolean;
  isAdmin: boolean;
  /** Accepts the token of a successful sign-in, stores it and goes to the remembered page or the profile. */
  login: (token: unknown) => LoginResult;
  /** Signs out (ignored when called again within 500 ms) and goes home. */
  logout: () => void;
}

export const SessionContext = createContext<Session | null>(null);
