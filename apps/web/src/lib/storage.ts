import { STORAGE_KEYS } from '@shop/shared/constants';

/** Every value the web app keeps in localStorage (spec §4), under the shared fixed keys. */
export { STORAGE_KEYS };

export type StorageKey = keyof typeof STORAGE_KEYS;

/** localStorage can throw (private mode, disabled storage, quota); the shop must keep working then. */
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // storage unavailable: the value lives only as long as the page
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // nothing to remove when storage is unavailable
  }
}
