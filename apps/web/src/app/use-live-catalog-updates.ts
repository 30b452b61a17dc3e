import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session/use-session';

/**
 * The storefront frame keeps the shown products live for a signed-in user (spec §4 Realtime,
 * customer): stock and ratings change without a reload on whatever page shows them. Guests open no
 * socket (the server accepts signed-in connections only) and never download the listening code.
 */
export function useLiveCatalogUpdates(): void {
  const signedIn = !!useSession().user;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return;
    let left = false;
    let stop: (() => void) | undefined;
    import('./live-catalog-updates').then(
      ({ listenToCatalogUpdates }) => {
        if (!left) stop = listenToCatalogUpdates(queryClient);
      },
      // the script did not load (a weak link): the pages work as before, just not live
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [signedIn, queryClient]);
}
