/** The host's session as the portal sees it: checked on entry, kept up to date by auth events. */
import { create } from 'zustand';
import { type AuthResult, getCurrentSession, onAuthEvent, signOut } from '@/lib/auth';
import { type GuardStatus, statusAfterEvent, statusFromSession } from './guard-state';

interface HostAuthState {
  status: GuardStatus;
  email: string | null;
  /** Checks the session and follows auth events; returns the function that stops following. */
  start: () => () => void;
  logout: () => Promise<AuthResult>;
}

export const useHostAuthStore = create<HostAuthState>()((set) => ({
  status: 'checking',
  email: null,
  start: () => {
    let stopped = false;
    let unsubscribe: () => void = () => {};
    set({ status: 'checking' });
    void (async () => {
      try {
        const off = await onAuthEvent((event, session) => {
          if (stopped) return;
          set((state) => ({
            status: statusAfterEvent(state.status, event, session),
            email: session?.email ?? state.email,
          }));
        });
        if (stopped) off();
        else unsubscribe = off;
        const session = await getCurrentSession();
        if (!stopped) set({ status: statusFromSession(session), email: session?.email ?? null });
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
      return await signOut();
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error), code: null };
    }
  },
}));
