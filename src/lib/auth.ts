/**
 * Host authentication through the one Supabase Auth client (password sign-in, session, auth events,
 * sign-out, password reset and change). Every call loads the auth client on first use, so guests never fetch it.
 * Unexpected failures (the client cannot load, the network is down) are thrown to the caller.
 */
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { getAuthClient } from './supabase';

export type HostAuthEvent = AuthChangeEvent;

export interface HostSession {
  /** The signed-in user's id: whose data the portal may show (host-cache.ts). */
  userId: string;
  accessToken: string;
  email: string | null;
  expiresAt: number | null;
}

/** A refusal carries GoTrue's error code when it has one (invalid_credentials, over_request_rate_limit...). */
export type AuthResult = { ok: true } | { ok: false; message: string; code: string | null };

function toHostSession(session: Session | null): HostSession | null {
  if (!session?.user?.id) return null;
  return {
    userId: session.user.id,
    accessToken: session.access_token,
    email: session.user?.email ?? null,
    expiresAt: session.expires_at ?? null,
  };
}

export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  const auth = await getAuthClient();
  const { error } = await auth.signInWithPassword({ email, password });
  return error ? { ok: false, message: error.message, code: error.code ?? null } : { ok: true };
}

/** The stored session, refreshed by the auth client first when its access token has expired. */
export async function getCurrentSession(): Promise<HostSession | null> {
  const auth = await getAuthClient();
  const { data, error } = await auth.getSession();
  if (error) return null;
  return toHostSession(data.session);
}

/** Subscribes to sign-in, sign-out and refresh events; returns the unsubscribe function. */
export async function onAuthEvent(
  listener: (event: HostAuthEvent, session: HostSession | null) => void,
): Promise<() => void> {
  const auth = await getAuthClient();
  const { data } = auth.onAuthStateChange((event, session) => {
    listener(event, toHostSession(session));
  });
  return () => data.subscription.unsubscribe();
}

export async function signOut(): Promise<AuthResult> {
  const auth = await getAuthClient();
  const { error } = await auth.signOut();
  return error ? { ok: false, message: error.message, code: error.code ?? null } : { ok: true };
}

/** Asks the auth backend for a reset e-mail; the answer never says whether the account exists. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const auth = await getAuthClient();
  await auth.resetPasswordForEmail(email, { redirectTo });
}

/** Why a password change was refused: the current password is wrong, or the auth backend's own code. */
export const wrongCurrentPasswordCode = 'wrong_current_password';

/**
 * Changes the signed-in host's password. The current password is checked first by signing in with
 * it (a refusal leaves the session as it was: `wrong_current_password`, or the backend's code, e.g.
 * `over_request_rate_limit`); then the new one is set (`weak_password`, `same_password`...).
 */
export async function updatePassword(
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<AuthResult> {
  const auth = await getAuthClient();
  const check = await auth.signInWithPassword({ email, password: currentPassword });
  if (check.error) {
    const code = check.error.code === 'invalid_credentials' ? wrongCurrentPasswordCode : check.error.code;
    return { ok: false, message: check.error.message, code: code ?? null };
  }
  const { error } = await auth.updateUser({ password: newPassword });
  return error ? { ok: false, message: error.message, code: error.code ?? null } : { ok: true };
}
