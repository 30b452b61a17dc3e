import { createContext, useContext, useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_S } from '@shop/shared/constants';
import { readStored, writeStored } from '../../lib/storage';

/**
 * The visitor's answer to the cookie notice (spec §2), kept in localStorage and in a cookie. The
 * cookie lets the server draw the page as the visitor will see it (the notice or not); while the
 * browser takes the page over it draws the same, then follows localStorage.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the server knew from the request's cookie; the browser starts from the same. */
export const CookieConsentAtStart = createContext(false);

/** The consent cookie is in this document's cookies. */
export function hasConsentCookie(): boolean {
  return document.cookie.split(/;\s*/).includes(`${COOKIE_CONSENT_COOKIE}=1`);
}

function setConsentCookie() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_COOKIE}=1; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

const storedConsent = () => readStored('cookieConsent') !== null || hasConsentCookie();

export function useCookieConsent(): boolean {
  const atStart = useContext(CookieConsentAtStart);
  return useSyncExternalStore(subscribe, storedConsent, () => atStart);
}

export function acceptCookies(): void {
  writeStored('cookieConsent', 'true');
  setConsentCookie();
  listeners.forEach((listener) => listener());
}

/** A visitor who answered before the cookie existed gets it, so the server's next page is right. */
export function keepConsentCookie(): void {
  if (readStored('cookieConsent') !== null && !hasConsentCookie()) setConsentCookie();
}
