import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearHostCache, hostCacheKey, openHostCacheFor } from './host-cache';
import { STORAGE_KEYS } from './storage-keys';

const owner1 = '5b1f6c2a-0d4e-4f8a-9b3c-7e2d1a6f4c90';
const owner2 = 'c3e8a1d7-6b2f-4a9e-8d5c-1f7b3e9a2d64';
const buster = 'host-v1';
/** The app's query client as the persist functions type it (they bring their own copy of query-core's types). */
type PersistedClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const asPersisted = (client: QueryClient) => client as unknown as PersistedClient;

/** Saves `guests` as a user's Guests answer, as the portal does. */
async function saveFor(userId: string, guests: string) {
  const client = new QueryClient();
  client.setQueryData(['host', 'host-guests'], guests);
  await persistQueryClientSave({
    queryClient: asPersisted(client),
    persister: openHostCacheFor(userId),
    buster,
  });
  // The persister writes at most once a second: let the write happen.
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

async function restoredFor(userId: string): Promise<unknown> {
  const client = new QueryClient();
  await persistQueryClientRestore({
    queryClient: asPersisted(client),
    persister: openHostCacheFor(userId),
    buster,
  });
  return client.getQueryData(['host', 'host-guests']);
}

describe('the host cache on a shared tablet', () => {
  beforeEach(async () => {
    await clearHostCache();
    localStorage.clear();
  });

  it('keeps one user’s copy for that user: offline reading works again after a reload', async () => {
    await saveFor(owner1, 'Omar Haddad');
    expect(localStorage.getItem(hostCacheKey(owner1))).toContain('Omar Haddad');
    expect(await restoredFor(owner1)).toBe('Omar Haddad');
  });

  it('drops the previous user’s copy when another user signs in, and never gives it to them', async () => {
    await saveFor(owner2, 'Leila Haddad, Dar Atlas');
    expect(await restoredFor(owner1)).toBeUndefined();
    expect(localStorage.getItem(hostCacheKey(owner2))).toBeNull();
    // Owner 2 signing in again finds nothing of theirs either: it was dropped, not hidden.
    expect(await restoredFor(owner2)).toBeUndefined();
  });

  it('drops the copy kept for everybody by earlier versions', async () => {
    localStorage.setItem(STORAGE_KEYS.hostCache, JSON.stringify({ buster, clientState: 'Dar Atlas' }));
    await restoredFor(owner1);
    expect(localStorage.getItem(STORAGE_KEYS.hostCache)).toBeNull();
  });

  it('does not write a save still on its way once another user signed in', async () => {
    const client = new QueryClient();
    client.setQueryData(['host', 'host-guests'], 'Leila Haddad');
    const persister = openHostCacheFor(owner2);
    // Saved now; written within the second, after owner 1 signed in.
    await persistQueryClientSave({ queryClient: asPersisted(client), persister, buster });
    openHostCacheFor(owner1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(localStorage.getItem(hostCacheKey(owner2))).toBeNull();
    expect(Object.keys(localStorage).join()).not.toContain(owner2);
  });

  it('forgets every copy at sign-out, and writes nothing until a user is known again', async () => {
    await saveFor(owner1, 'Omar Haddad');
    const persister = openHostCacheFor(owner1);
    await clearHostCache();
    expect(Object.keys(localStorage).filter((key) => key.startsWith(STORAGE_KEYS.hostCache))).toEqual([]);
    const client = new QueryClient();
    client.setQueryData(['host', 'host-guests'], 'Omar Haddad');
    await persistQueryClientSave({ queryClient: asPersisted(client), persister, buster });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(localStorage.getItem(hostCacheKey(owner1))).toBeNull();
  });
});
