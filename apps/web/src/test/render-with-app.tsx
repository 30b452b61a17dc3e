import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../lib/session/session-provider';
import { LocationProbe } from './location-probe';
import { seedShop } from './shop';

/**
 * Renders UI inside a fresh query cache (holding the shop's settings, as every server-drawn page does),
 * a memory router and the real session provider.
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedShop(queryClient);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            {ui}
            <LocationProbe />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
