import type { HostAuthEvent, HostSession } from '@/lib/auth';

/** The guard of /host: checking the session, then the sections, or back to the login page. */
export type GuardStatus = 'checking' | 'authenticated' | 'redirect';

export function statusFromSession(session: HostSession | null): GuardStatus {
  return session ? 'authenticated' : 'redirect';
}

/** A sign-out anywhere ends the visit; any other event keeps the host in while a session exists. */
export function statusAfterEvent(
  current: GuardStatus,
  event: HostAuthEvent,
  session: HostSession | null,
): GuardStatus {
  if (event === 'SIGNED_OUT') return 'redirect';
  if (session) return 'authenticated';
  if (event === 'INITIAL_SESSION') return 'redirect';
  return current;
}
