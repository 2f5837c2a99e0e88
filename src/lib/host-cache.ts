/**
 * The host portal's last loaded data, kept in IndexedDB so the tablet can still read it offline
 * (TanStack Query's persisted client, under one key). Cleared on sign-out: a shared tablet never
 * shows one host's data to the next.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { offlineDb } from './offline-db';
import { STORAGE_KEYS } from './storage-keys';

const storage = {
  getItem: async (key: string) => (await offlineDb.hostCache.get(key))?.value ?? null,
  setItem: async (key: string, value: string) => {
    await offlineDb.hostCache.put({ key, value });
  },
  removeItem: async (key: string) => {
    await offlineDb.hostCache.delete(key);
  },
};

/** The persister of the host portal's query client (writes at most once a second). */
export const hostCachePersister = createAsyncStoragePersister({
  storage,
  key: STORAGE_KEYS.hostCache,
  throttleTime: 1000,
});

/** Forgets every cached host answer (sign-out). */
export async function clearHostCache(): Promise<void> {
  await offlineDb.hostCache.clear();
}
