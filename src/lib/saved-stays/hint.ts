/**
 * A one-byte hint in localStorage that stays are saved on this device, so /guest-portal knows at
 * once whether to open IndexedDB before its first render (door code) or show the find form without
 * waiting for it. It holds no booking data; the stays themselves stay in IndexedDB. With no stay
 * saved, the saved first view (snapshot.ts) goes too.
 */
import { firstViewStorageKey, savedStaysHintKey } from './snapshot-rules';

const key = savedStaysHintKey;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function hasSavedStays(): boolean {
  return storage()?.getItem(key) === '1';
}

export function markSavedStays(saved: boolean): void {
  if (saved) {
    storage()?.setItem(key, '1');
  } else {
    storage()?.removeItem(key);
    storage()?.removeItem(firstViewStorageKey);
  }
}
