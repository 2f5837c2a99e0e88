import { z } from 'zod';

/**
 * Build-time settings, checked once. Without a Supabase URL the app talks to the local server
 * that served it (same origin), which answers the same paths as Supabase.
 */
const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().optional(),
  VITE_SUPABASE_ANON_KEY: z.string().min(1).optional(),
});

const parsed = envSchema.safeParse({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL || undefined,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY || undefined,
});
if (!parsed.success) {
  throw new Error(`Invalid build environment: ${parsed.error.message}`);
}

/** The local server accepts this key; it only marks a request as coming from the public app. */
export const LOCAL_ANON_KEY = 'rihla-local-anon-key';

export const env = {
  supabaseUrl:
    parsed.data.VITE_SUPABASE_URL ??
    (typeof window !== 'undefined' ? window.location.origin : 'http://127.0.0.1:4173'),
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
};
