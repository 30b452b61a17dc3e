import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { probeYandexMaps } from './map-probe';

/** The embedded map must have loaded within this long; otherwise the drawn sketch stays. */
export const MAP_LOAD_TIMEOUT_MS = 8_000;

/** How far below the screen the map starts loading (a phone reaches it with one swipe). */
const PRELOAD_MARGIN = '300px';

/**
 * waiting: not yet near the screen (nothing is downloaded); loading: Yandex is asked, then the frame
 * loads out of sight;
 * shown: the map is there; unavailable: offline, blocked or too slow — the sketch stays for good.
 */
export type EmbeddedMapState = 'waiting' | 'loading' | 'shown' | 'unavailable';

/**
 * The life of the contacts page's embedded Yandex map. When its box comes near the screen, Yandex is
 * probed; only when it answers is the frame added (offline, nothing more is downloaded), and the map is
 * shown once the frame has loaded. It is given up when Yandex cannot be reached or the map has not
 * loaded within MAP_LOAD_TIMEOUT_MS of coming near.
 */
export function useEmbeddedMap(probe: () => Promise<boolean> = probeYandexMaps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // without IntersectionObserver (old browsers) there is no way to wait: load at once, but only once
  // the browser has taken the page over, so the page the server drew and its first render agree
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');
  const [reachable, setReachable] = useState<boolean | null>(null);
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  // a time-out is final: a map that turns up later would jump in over the sketch being read
  const shown = near && frameLoaded && reachable === true && !timedOut;

  useEffect(() => {
    if (!near) return;
    let current = true;
    void probe().then((ok) => {
      if (current) setReachable(ok);
    });
    return () => {
      current = false;
    };
  }, [near, probe]);

  useEffect(() => {
    if (!near || shown) return;
    const timer = setTimeout(() => setTimedOut(true), MAP_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [near, shown]);

  const state: EmbeddedMapState = !near
    ? 'waiting'
    : shown
      ? 'shown'
      : reachable === false || timedOut
        ? 'unavailable'
        : 'loading';

  /** the frame is in the page: loading out of sight once Yandex answered, or shown */
  const frameMounted = state === 'shown' || (state === 'loading' && reachable === true);
  const onFrameLoad = useCallback(() => setFrameLoaded(true), []);
  return { boxRef, state, frameMounted, onFrameLoad };
}
