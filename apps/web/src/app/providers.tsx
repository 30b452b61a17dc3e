import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@shop/shared/constants';
import { queryClient } from '../lib/query-client';

/** App-wide providers outside the router: server cache and toasts (top right, 4 s). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
        limit={4}
        theme="light"
      />
    </QueryClientProvider>
  );
}
