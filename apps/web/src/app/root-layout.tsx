import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@shop/shared/constants';
import { PendingCartAdd } from '../features/cart/components/pending-cart-add';
import { SessionProvider } from '../lib/session/session-provider';
import { ScrollToTop } from './scroll-to-top';
import { TOASTS_HOLDER_ID } from './layouts/use-toasts-below';

/**
 * Inside the router: the session (it navigates after login/logout), the scroll reset, the cart addition
 * a guest asked for before signing in, and the toasts (top right, 4 s; inside the router so a toast can
 * hold a link, e.g. 'Перейти в корзину'; placed under the header by index.css).
 */
export function RootLayout() {
  return (
    <SessionProvider>
      <ScrollToTop />
      <PendingCartAdd />
      <Outlet />
      <div id={TOASTS_HOLDER_ID}>
        <ToastContainer
          position="top-right"
          autoClose={TOAST_AUTO_CLOSE_MS}
          newestOnTop
          closeOnClick
          pauseOnFocusLoss={false}
          limit={4}
          theme="light"
        />
      </div>
    </SessionProvider>
  );
}
