/**
 * A one-byte hint in localStorage that host inquiries wait on the device, so the app shell can
 * start delivering them on any page without loading IndexedDB code on every first view.
 * It holds no inquiry data; the inquiries themselves stay in IndexedDB.
 */
import { localFlag } from './local-flag';
import { STORAGE_KEYS } from './storage-keys';

const flag = localFlag(STORAGE_KEYS.pendingInquiriesHint);

export function hasPendingInquiries(): boolean {
  return flag.isSet();
}

export function markPendingInquiries(pending: boolean): void {
  flag.set(pending);
}
