import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser takes a server-drawn page over, true from the next render
 * on (and at once in a page the browser draws itself). A part that depends on who is signed in waits
 * for it: the server draws every page for a guest.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
