import type { ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * App-wide providers outside the router: the server cache (the toasts live in RootLayout, inside it),
 * filled first with what the server's render fetched (its dehydrated state), so the browser asks for
 * none of it again.
 */
export function AppProviders({
  client,
  state,
  children,
}: {
  client: QueryClient;
  state?: DehydratedState;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
