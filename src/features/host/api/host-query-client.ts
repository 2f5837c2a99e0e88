/**
 * The host portal's TanStack Query client: every host screen's data comes through it. Answers are
 * fresh for 30 s, refetched when the tablet comes back online or to the foreground, and kept (and
 * persisted to localStorage by HostDataProvider) for a week so the last loaded data stays readable
 * offline. It holds one signed-in user's answers at a time (claimHostQueryClient). A refusal (4xx) is not retried: retrying would get the same answer.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { HostFunctionError } from '@/lib/host-functions';

/** How long the last loaded data stays readable offline. */
export const hostDataMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

let onSignedOut: () => void = () => {};

/** Called when a host function answers 401 (the session ended elsewhere or expired). */
export function whenHostSignedOut(listener: () => void): void {
  onSignedOut = listener;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HostFunctionError && error.kind !== 'network' && error.kind !== 'server') return false;
  return failureCount < 2;
}

/** The user whose answers the client holds (null: nobody's yet, or cleared). */
let clientUser: string | null = null;

/**
 * Hands the client to the signed-in user: another user's answers still in memory (a session that
 * ended without Logout, another sign-in in another tab) are dropped before anything is shown.
 */
export function claimHostQueryClient(userId: string): void {
  if (clientUser === userId) return;
  hostQueryClient.clear();
  clientUser = userId;
}

/** Drops every answer (sign-out). */
export function clearHostQueryClient(): void {
  hostQueryClient.clear();
  clientUser = null;
}

export const hostQueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      if (error instanceof HostFunctionError && error.kind === 'signed-out') onSignedOut();
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, gcTime: hostDataMaxAgeMs, retry: shouldRetry },
    mutations: { retry: false, networkMode: 'always' },
  },
});
