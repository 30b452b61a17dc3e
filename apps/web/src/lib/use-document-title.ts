import { useEffect } from 'react';
import { SHOP_PROFILE } from '@shop/shared/shop/profile';

/** Sets the browser tab title for a page: "{page} — {shop}", or the shop's default title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} — ${SHOP_PROFILE.name}` : previous;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
