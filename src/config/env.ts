/**
 * Build-time settings, checked once. Without a Supabase URL the app talks to the local server
 * that served it (same origin), which answers the same paths as Supabase. (Checked by hand rather
 * than with zod: this file is in every first view, zod is not.)
 */
function checkedEnv(values: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string }) {
  const url = values.VITE_SUPABASE_URL || undefined;
  if (url !== undefined) {
    try {
      new URL(url);
    } catch {
      throw new Error(`Invalid build environment: VITE_SUPABASE_URL is not a URL (${url})`);
    }
  }
  return { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: values.VITE_SUPABASE_ANON_KEY || undefined };
}

const parsed = {
  data: checkedEnv({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  }),
};

/** The local server accepts this key; it only marks a request as coming from the public app. */
export const LOCAL_ANON_KEY = 'rihla-local-anon-key';

export const env = {
  supabaseUrl:
    parsed.data.VITE_SUPABASE_URL ??
    (typeof window !== 'undefined' ? window.location.origin : 'http://127.0.0.1:4173'),
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
  /** The functions' origin as built: empty for the server that serves the app (a form's action is then a path). */
  functionsOrigin: parsed.data.VITE_SUPABASE_URL?.replace(/\/+$/, '') ?? '',
};
