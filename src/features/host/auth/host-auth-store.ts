/** The host's session as the portal sees it: checked on entry, kept up to date by auth events. */
import { create } from 'zustand';
import { type AuthResult, getCurrentSession, onAuthEvent, signOut } from '@/lib/auth';
import { clearHostCache } from '@/lib/host-cache';
import { clearHostQueryClient, whenHostSignedOut } from '../api/host-query-client';
import { type GuardStatus, statusAfterEvent, statusFromSession } from './guard-state';

interface HostAuthState {
  status: GuardStatus;
  email: string | null;
  /** The signed-in user's id, known when `status` is `authenticated` (whose data may be shown). */
  userId: string | null;
  /** Checks the session and follows auth events; returns the function that stops following. */
  start: () => () => void;
  logout: () => Promise<AuthResult>;
}

export const useHostAuthStore = create<HostAuthState>()((set) => ({
  status: 'checking',
  email: null,
  userId: null,
  start: () => {
    let stopped = false;
    let unsubscribe: () => void = () => {};
    set({ status: 'checking' });
    void (async () => {
      try {
        const off = await onAuthEvent((event, session) => {
          if (stopped) return;
          set((state) => {
            const status = statusAfterEvent(state.status, event, session);
            return {
              status,
              email: session ? session.email : state.email,
              userId: status === 'redirect' ? null : (session?.userId ?? state.userId),
            };
          });
        });
        if (stopped) off();
        else unsubscribe = off;
        const session = await getCurrentSession();
        if (!stopped) {
          set({
            status: statusFromSession(session),
            email: session?.email ?? null,
            userId: session?.userId ?? null,
          });
        }
      } catch {
        if (!stopped) set({ status: 'redirect' });
      }
    })();
    return () => {
      stopped = true;
      unsubscribe();
    };
  },
  logout: async () => {
    try {
      // A shared tablet never shows one host's data to the next: the cache goes first.
      clearHostQueryClient();
      await clearHostCache().catch(() => undefined);
      return await signOut();
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error), code: null };
    }
  },
}));

// A host function answering 401 means the session ended (expired, or signed out on another tab):
// back to the login page, as a sign-out event would.
whenHostSignedOut(() => useHostAuthStore.setState({ status: 'redirect', userId: null }));
