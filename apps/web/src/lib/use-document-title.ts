import { pageTitle, useDocumentHead } from './head';
import { useShop } from './shop-settings';

/** Sets the browser tab title for a page: "{page} — {shop}", or the shop's name alone. */
export function useDocumentTitle(title?: string): void {
  useDocumentHead({ title: pageTitle(useShop().name, title) });
}
