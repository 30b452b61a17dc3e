import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Read by index.css: where the toasts start. */
const TOASTS_TOP = '--toasts-top';

/**
 * The element around the toasts that holds TOASTS_TOP: a custom property set on the page's root would
 * make the browser restyle the whole page each time it changes.
 */
export const TOASTS_HOLDER_ID = 'toasts';

/**
 * Keeps the toasts under the sticky header, so an 'added to cart' toast never hides the cart icon and
 * its counter. The header's bottom edge moves while the contacts strip above it scrolls away and when a
 * resize wraps it; reading it is cheap (scrolling does not invalidate the layout, and browsers send at
 * most one scroll event a frame).
 */
export function useToastsBelow(headerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const style = (document.getElementById(TOASTS_HOLDER_ID) ?? document.documentElement).style;
    let top = '';
    const update = () => {
      const next = `${Math.round(header.getBoundingClientRect().bottom)}px`;
      if (next !== top) style.setProperty(TOASTS_TOP, (top = next));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      style.removeProperty(TOASTS_TOP);
    };
  }, [headerRef]);
}
