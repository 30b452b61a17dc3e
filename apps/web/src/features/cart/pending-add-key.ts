/** Where a guest's press of 'В корзину' waits for their sign-in (pending-add.ts). */
export const PENDING_CART_ADD_KEY = 'pendingCartAdd';

/** Whether a product waits: the storefront's first download checks only this. */
export function hasPendingCartAdd(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_CART_ADD_KEY) !== null;
  } catch {
    return false;
  }
}
