import { Outlet } from 'react-router';
import { SessionProvider } from '../lib/session/session-provider';
import { ScrollToTop } from './scroll-to-top';

/** Inside the router: the session (it navigates after login/logout) and the scroll reset. */
export function RootLayout() {
  return (
    <SessionProvider>
      <ScrollToTop />
      <Outlet />
    </SessionProvider>
  );
}
