import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsent } from './consent';

type Metrika = ((counter: number, method: string, ...args: unknown[]) => void) & {
  a?: unknown[][];
  l?: number;
};
declare global {
  interface Window {
    ym?: Metrika;
  }
}

/** The counter the server named in the page (YANDEX_METRIKA_ID), if the shop has one. */
function counterId(): number | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="yandex-metrika"]')?.content;
  return content && /^\d+$/.test(content) ? Number(content) : undefined;
}

/** Yandex's loader: calls queue until tag.js arrives and takes them over. */
function loadMetrika(counter: number): Metrika {
  const queue: Metrika = Object.assign(
    (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    },
    { l: Date.now() },
  );
  window.ym = queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://mc.yandex.ru/metrika/tag.js';
  document.head.appendChild(script);
  queue(counter, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, defer: true });
  return queue;
}

/**
 * Yandex Metrica, started only after the visitor accepted cookies (the privacy policy promises that);
 * every page the visitor opens in the app is counted as a hit.
 */
export function useYandexMetrika(): void {
  const consent = useCookieConsent();
  const location = useLocation();
  const previousUrl = useRef<string | undefined>(undefined);
  const url = location.pathname + location.search;

  useEffect(() => {
    const counter = counterId();
    if (!consent || counter === undefined) return;
    const ym = window.ym ?? loadMetrika(counter);
    ym(counter, 'hit', window.location.href, { referer: previousUrl.current ?? document.referrer });
    previousUrl.current = window.location.href;
  }, [consent, url]);
}
