/**
 * A guest's press of 'В корзину', kept until they sign in: through the modal's login, registration and
 * code steps, or on /login (the home page sends guests there). sessionStorage: this tab only, and an old
 * press is not carried out long after it was forgotten.
 */
import { hasQuantityPrecision } from '@shop/shared/catalog/quantity';
import { PENDING_CART_ADD_KEY as KEY } from './pending-add-key';

export interface PendingCartItem {
  product_id: number;
  quantity: number;
}

const KEEP_MS = 30 * 60_000;

export function rememberCartAdd(item: PendingCartItem, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...item, at: now }));
  } catch {
    // storage unavailable: the guest adds the product again after signing in
  }
}

export function forgetCartAdd(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** 14.5 m² is a quantity too: the server checks it against the product's step. */
const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && value > 0 && hasQuantityPrecision(value);

/** The remembered press, removed as it is read: it is carried out once. */
export function takeCartAdd(now = Date.now()): PendingCartItem | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  forgetCartAdd();
  try {
    const { product_id, quantity, at } = JSON.parse(raw) as Record<string, unknown>;
    if (!isCount(product_id) || !isQuantity(quantity) || typeof at !== 'number') return null;
    return now - at <= KEEP_MS && now >= at ? { product_id, quantity } : null;
  } catch {
    return null;
  }
}
