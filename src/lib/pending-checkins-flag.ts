/**
 * A one-byte hint in localStorage that check-in forms wait on the device for a connection, so the
 * app shell can send them from any page without loading IndexedDB code on every first view. It
 * holds no personal data; the forms stay in IndexedDB (checkin-outbox.ts).
 */
import { localFlag } from './local-flag';
import { STORAGE_KEYS } from './storage-keys';

/** localStorage: '1' while check-in forms wait to be sent. */
export const pendingCheckInsHintKey = STORAGE_KEYS.pendingCheckInsHint;
const flag = localFlag(pendingCheckInsHintKey);

export function hasPendingCheckIns(): boolean {
  return flag.isSet();
}

export function markPendingCheckIns(pending: boolean): void {
  flag.set(pending);
}
