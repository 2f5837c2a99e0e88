/**
 * The one supabase-js client, created on first use. It is loaded with a dynamic import so that
 * only the screens that need auth (host login and portal) download it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '../config/env';

let client: Promise<SupabaseClient> | null = null;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    }),
  );
  return client;
}
