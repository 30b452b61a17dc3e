import { createContext } from 'react';

export type AuthMode = 'login' | 'register';

export interface AuthModalControls {
  openAuth: (mode: AuthMode) => void;
}

export const AuthModalContext = createContext<AuthModalControls | null>(null);

export const AUTH_MODE_TITLES: Record<AuthMode, string> = {
  login: 'Вход',
  register: 'Регистрация',
};
