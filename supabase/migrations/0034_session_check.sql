-- A signed-out session refused by the host functions (issue 41).
--
-- An access token stays valid until it expires (an hour), also after its session signed out. The
-- host functions now ask, for a token's `session_id` claim, whether that session still exists
-- (functions/_shared/host-session-check.ts, which keeps the answer 15 s). On Supabase, sessions are
-- GoTrue's auth.sessions: a sign-out deletes the session's row (scope local: that row; global: every
-- row of the user; others: all but the current one), and a timeboxed session ends at `not_after`.
-- Locally, the local auth server's auth_sessions (supabase/local-server/auth.ts), deleted the same
-- way. The function looks the table up when it runs: this migration is applied before the local
-- server's own, and the Supabase-like deploy check has no auth.sessions.
-- SECURITY DEFINER: the host functions' database role asks, no API role may (no enumeration of
-- sessions through PostgREST). Idempotent.

CREATE OR REPLACE FUNCTION rihla_session_active(session uuid, owner uuid) RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  IF to_regclass('auth.sessions') IS NOT NULL THEN
    RETURN EXISTS (SELECT 1 FROM auth.sessions s
                    WHERE s.id = session AND s.user_id = owner
                      AND (s.not_after IS NULL OR s.not_after > now()));
  END IF;
  IF to_regclass('public.auth_sessions') IS NOT NULL THEN
    RETURN EXISTS (SELECT 1 FROM public.auth_sessions s WHERE s.id = session AND s.user_id = owner);
  END IF;
  RETURN false;
END
$$;
REVOKE ALL ON FUNCTION rihla_session_active(uuid, uuid) FROM PUBLIC, anon, authenticated;
