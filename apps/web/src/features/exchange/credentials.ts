/** The exchange account form's checks, in words staff understand (the shared schema's own are English). */
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { ExchangeSettingsUpdate } from '@shop/shared/exchange/schemas';

const E = ADMIN_PAGES.exchange.setup.errors;

export type CredentialsField = 'login' | 'password' | 'repeat';
export type CredentialsValues = Record<CredentialsField, string>;
export type CredentialsErrors = Partial<Record<CredentialsField, string>>;

/** 1C sends Basic credentials in ASCII: printable characters, no spaces in the login. */
const LOGIN = /^[\x21-\x7e]+$/;
const PASSWORD = /^[\x20-\x7e]+$/;

function loginError(login: string): string | undefined {
  if (!login) return E.loginRequired;
  if (login.length > 100) return E.loginLong;
  if (!LOGIN.test(login)) return E.loginLatin;
  return undefined;
}

function passwordError(password: string, required: boolean): string | undefined {
  if (!password) return required ? E.passwordRequired : undefined;
  if (password.length < 8) return E.passwordShort;
  if (password.length > 200) return E.passwordLong;
  if (!PASSWORD.test(password)) return E.passwordLatin;
  return undefined;
}

/**
 * The update to send, or the errors to show. A password is required until one is set; after that an
 * empty password keeps the old one. Sending nothing new is refused too.
 */
export function checkCredentials(
  values: CredentialsValues,
  current: { login: string | null; passwordSet: boolean },
): { update: ExchangeSettingsUpdate; errors: null } | { update: null; errors: CredentialsErrors } {
  const login = values.login.trim();
  const errors: CredentialsErrors = {
    login: loginError(login),
    password: passwordError(values.password, !current.passwordSet),
  };
  if (!errors.password && values.password && values.repeat !== values.password) {
    errors.repeat = E.passwordsDiffer;
  }
  if (errors.login || errors.password || errors.repeat) return { update: null, errors };
  const update: ExchangeSettingsUpdate = {};
  if (login !== current.login) update.login = login;
  if (values.password) update.password = values.password;
  if (Object.keys(update).length === 0) return { update: null, errors: { password: E.nothingChanged } };
  return { update, errors: null };
}
