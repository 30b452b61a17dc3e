import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { CookieConsentAtStart } from '../features/consent/consent';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The shop as both sides render it: the browser inside its BrowserRouter, the server inside a
 * StaticRouter at the requested address (`router` wraps the routes).
 */
export function App({
  client,
  state,
  router: Router,
  cookieConsent = false,
}: {
  client: QueryClient;
  state?: DehydratedState;
  router: (props: { children: ReactNode }) => ReactNode;
  /** the visitor answered the cookie notice, as the server knew it from the request */
  cookieConsent?: boolean;
}) {
  // the page answers in the browser from here on (browser tests wait for it)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <CookieConsentAtStart.Provider value={cookieConsent}>
      <AppProviders client={client} state={state}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </CookieConsentAtStart.Provider>
  );
}
