import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useMemo } from 'react';
import { openHostCacheFor } from '@/lib/host-cache';
import { claimHostQueryClient, hostDataMaxAgeMs, hostQueryClient } from './host-query-client';

/**
 * Gives the host screens their data client for the signed-in user `userId` (known before this
 * renders: the guard waits for the session's user), restored from this user's last loaded data
 * before the first request (so offline, the screens show what was last seen, with its time).
 * Another user's answers, in memory or stored, are dropped before the first render; render it with
 * `key={userId}`, so that another user gets another provider. What is restored is shown at once
 * and read again right away: it may be older than its load time says (the copy is saved at most
 * once a second, so a write just before a reload may not be in it).
 */
/** What is stored for offline use: every answer but a guest's personal link (a secret, read again when shown). */
export function storedForOffline(query: {
  queryKey: readonly unknown[];
  state: { status: string };
}): boolean {
  // TanStack's default: answers that arrived.
  return query.state.status === 'success' && query.queryKey[2] !== 'host-guest-link';
}

export function HostDataProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const persister = useMemo(() => {
    claimHostQueryClient(userId);
    return openHostCacheFor(userId);
  }, [userId]);
  return (
    <PersistQueryClientProvider
      client={hostQueryClient}
      persistOptions={{
        persister,
        maxAge: hostDataMaxAgeMs,
        buster: 'host-v1',
        dehydrateOptions: { shouldDehydrateQuery: storedForOffline },
      }}
      onSuccess={() => hostQueryClient.invalidateQueries()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
