/**
 * A one-byte hint in localStorage that messages to a host wait on the device for a connection, so
 * the app shell can send them from any page without loading IndexedDB code on every first view. It
 * holds no personal data; the messages stay in IndexedDB (message-outbox.ts).
 */
import { localFlag } from './local-flag';
import { STORAGE_KEYS } from './storage-keys';

const flag = localFlag(STORAGE_KEYS.pendingMessagesHint);

export function hasPendingMessages(): boolean {
  return flag.isSet();
}

export function markPendingMessages(pending: boolean): void {
  flag.set(pending);
}
