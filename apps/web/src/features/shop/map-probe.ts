/**
 * Whether Yandex Maps can be reached from this browser, asked before the map's frame is added. The
 * frame's own `load` event cannot tell: Chromium fires it for its error page too (offline, DNS failure,
 * a blocked address). A tiny picture from the same host fails when the map would. Allowed by the shop's
 * Content-Security-Policy (img-src), next to the map frame (frame-src).
 */
// the query keeps it an ordinary picture request: Chromium handles a bare /favicon.ico apart (an
// interceptor such as the e2e's stand-in for Yandex never sees it)
export const MAP_PROBE_URL = 'https://yandex.ru/favicon.ico?map';

export function probeYandexMaps(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(false);
  return new Promise((resolve) => {
    const picture = new Image();
    picture.onload = () => resolve(true);
    picture.onerror = () => resolve(false);
    picture.referrerPolicy = 'no-referrer';
    picture.src = MAP_PROBE_URL;
  });
}
