/**
 * The host portal's last loaded data, kept in localStorage so the tablet can still read it offline
 * (TanStack Query's persisted client, under one key; host answers are small). Not in the IndexedDB
 * database: that would put Dexie in the host portal's first view for a few kilobytes of JSON.
 * Cleared on sign-out: a shared tablet never shows one host's data to the next.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { STORAGE_KEYS } from './storage-keys';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode settings): nothing is kept
  }
}

/** The persister of the host portal's query client (writes at most once a second). */
export const hostCachePersister = createAsyncStoragePersister({
  storage: browserStorage(),
  key: STORAGE_KEYS.hostCache,
  throttleTime: 1000,
});

/** Forgets every cached host answer (sign-out). */
export async function clearHostCache(): Promise<void> {
  browserStorage()?.removeItem(STORAGE_KEYS.hostCache);
}
