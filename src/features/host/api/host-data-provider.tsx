import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { hostCachePersister } from '@/lib/host-cache';
import { hostDataMaxAgeMs, hostQueryClient } from './host-query-client';

/**
 * Gives the host screens their data client, restored from the tablet's last loaded data before the
 * first request (so offline, the screens show what was last seen, with its time). What is restored
 * is shown at once and read again right away: it may be older than its load time says (the copy is
 * saved at most once a second, so a write just before a reload may not be in it).
 */
export function HostDataProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={hostQueryClient}
      persistOptions={{ persister: hostCachePersister, maxAge: hostDataMaxAgeMs, buster: 'host-v1' }}
      onSuccess={() => hostQueryClient.invalidateQueries()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
