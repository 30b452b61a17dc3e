import { createContext } from 'react';
import { TEXTS } from '@shop/shared/texts';

/** What the header and pages ask for. */
export type AuthMode = 'login' | 'register';

/** Where the auth modal is; the later steps carry the e-mail they work on. */
export type AuthStep =
  | { name: 'login'; email?: string }
  | { name: 'register' }
  /** `notice` is the server's word on why a code is needed; `codeSent` starts the resend cooldown. */
  | { name: 'verify'; email: string; notice: string; codeSent: boolean }
  | { name: 'forgot'; email?: string }
  | { name: 'reset'; email: string; notice: string };

export interface AuthModalControls {
  openAuth: (mode: AuthMode) => void;
}

export const AuthModalContext = createContext<AuthModalControls | null>(null);

export const AUTH_STEP_TITLES: Record<AuthStep['name'], string> = {
  login: TEXTS.auth.loginTitle,
  register: TEXTS.auth.registerTitle,
  verify: TEXTS.auth.verifyTitle,
  forgot: TEXTS.auth.forgotTitle,
  reset: TEXTS.auth.resetTitle,
};
