/**
 * A one-byte hint in localStorage that host inquiries wait on the device, so the app shell can
 * start delivering them on any page without loading IndexedDB code on every first view.
 * It holds no inquiry data; the inquiries themselves stay in IndexedDB.
 */
import { STORAGE_KEYS } from './storage-keys';

const key = STORAGE_KEYS.pendingInquiriesHint;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function hasPendingInquiries(): boolean {
  return storage()?.getItem(key) === '1';
}

export function markPendingInquiries(pending: boolean): void {
  if (pending) storage()?.setItem(key, '1');
  else storage()?.removeItem(key);
}
