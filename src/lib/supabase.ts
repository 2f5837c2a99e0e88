/**
 * The one Supabase Auth client (GoTrue, `@supabase/auth-js`), created on first use. The host portal
 * only needs auth from Supabase (data goes through the server functions), so it loads the auth
 * client alone, not the whole supabase-js (PostgREST, Realtime, Storage). It keeps supabase-js's
 * session storage key, so a session stored by an earlier version is still read. Loaded with a
 * dynamic import: only the screens that need auth (host login and portal) download it.
 */
import type { GoTrueClient } from '@supabase/auth-js';
import { env } from '../config/env';

let client: Promise<GoTrueClient> | null = null;

/** supabase-js's default key: `sb-<project ref>-auth-token` (the URL's first host label). */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl, 'http://localhost').hostname.split('.')[0]}-auth-token`;
}

export function getAuthClient(): Promise<GoTrueClient> {
  client ??= import('@supabase/auth-js').then(
    ({ GoTrueClient: Client }) =>
      new Client({
        url: `${env.supabaseUrl}/auth/v1`,
        headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
        storageKey: authStorageKey(env.supabaseUrl),
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
      }),
  );
  return client;
}
