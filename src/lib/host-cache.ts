/**
 * The host portal's last loaded data, kept in localStorage so the tablet can still read it offline
 * (TanStack Query's persisted client; host answers are small). Not in the IndexedDB database: that
 * would put Dexie in the host portal's first view for a few kilobytes of JSON.
 * A shared tablet never shows one host's data to the next: the copy belongs to one signed-in user,
 * under a key of its own (`rihla.hostCache.<user id>`), and only the user the portal is opened for
 * (`openHostCacheFor`, once the session's user is known) reads or writes it; every other user's copy
 * (and the copy of versions that kept one for everybody) is dropped then. Cleared on sign-out.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { STORAGE_KEYS } from './storage-keys';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode settings): nothing is kept
  }
}

/** The user whose copy may be read and written now; null before the session's user is known. */
let currentUser: string | null = null;

/** The storage key of a user's copy. */
export function hostCacheKey(userId: string): string {
  return `${STORAGE_KEYS.hostCache}.${userId}`;
}

function isHostCacheKey(key: string): boolean {
  return key === STORAGE_KEYS.hostCache || key.startsWith(`${STORAGE_KEYS.hostCache}.`);
}

/** Removes the host copies whose key `drop` says (every one when not given). */
function removeHostCaches(drop: (key: string) => boolean = () => true): void {
  const storage = browserStorage();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key && isHostCacheKey(key) && drop(key)) storage.removeItem(key);
}

/**
 * A user's copy in localStorage, readable and writable only while that user is the current one: a
 * save still on its way (saves wait up to a second) after another user signed in is not written.
 */
function storageOf(userId: string) {
  const storage = browserStorage();
  const mine = (key: string) => currentUser === userId && key === hostCacheKey(userId);
  return {
    getItem: (key: string) => (mine(key) ? (storage?.getItem(key) ?? null) : null),
    setItem: (key: string, value: string) => {
      if (mine(key)) storage?.setItem(key, value);
    },
    removeItem: (key: string) => {
      if (mine(key)) storage?.removeItem(key);
    },
  };
}

const persisters = new Map<string, Persister>();

/**
 * Opens the host copy for the signed-in user: drops every other user's copy and returns the
 * persister of this user's (writes at most once a second).
 */
export function openHostCacheFor(userId: string): Persister {
  currentUser = userId;
  removeHostCaches((key) => key !== hostCacheKey(userId));
  let persister = persisters.get(userId);
  if (!persister) {
    persister = createAsyncStoragePersister({
      storage: browserStorage() ? storageOf(userId) : undefined,
      key: hostCacheKey(userId),
      throttleTime: 1000,
    });
    persisters.set(userId, persister);
  }
  return persister;
}

/** Forgets every cached host answer, whoever's (sign-out). */
export async function clearHostCache(): Promise<void> {
  currentUser = null;
  removeHostCaches();
}
