/**
 * The stays pages' TanStack Query client (issue 46): the list and a home's page are fresh for a
 * minute; a home nobody can see (404) is not asked again. Kept in memory only: prices and free
 * nights are the server's, never stored on the device.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StayNotFound } from './get-stay';

export const staysQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) => !(error instanceof StayNotFound) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function StaysQueryProvider({
  children,
  client = staysQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
