/**
 * A one-byte hint in localStorage that check-in forms wait on the device for a connection, so the
 * app shell can send them from any page without loading IndexedDB code on every first view. It
 * holds no personal data; the forms stay in IndexedDB (checkin-outbox.ts).
 */
import { STORAGE_KEYS } from './storage-keys';

/** localStorage: '1' while check-in forms wait to be sent. */
export const pendingCheckInsHintKey = STORAGE_KEYS.pendingCheckInsHint;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function hasPendingCheckIns(): boolean {
  return storage()?.getItem(pendingCheckInsHintKey) === '1';
}

export function markPendingCheckIns(pending: boolean): void {
  if (pending) storage()?.setItem(pendingCheckInsHintKey, '1');
  else storage()?.removeItem(pendingCheckInsHintKey);
}
