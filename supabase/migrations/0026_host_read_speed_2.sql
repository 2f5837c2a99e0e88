-- The host screens' reads under load (issue 28), second part: the helper behind bookings', cleaning
-- tasks', guide photos' and channel feeds' Row Level Security, cheaper, with the same answers.
--
-- auth.uid() reads the claims setting and parses its JSON on every call. rihla_visible_property_ids
-- (0019) called it in its query's condition, so once for every property scanned. It now reads it once
-- into a variable, asks whether the caller is the team, and reads either every property or the
-- caller's own. Measured with pgbench as the demo owner, ten calls per statement (PostgreSQL 15,
-- demo data): 24 to 15 microseconds per call; the Host API's dashboard calls it twice per request,
-- the Guests screen once.
--
-- Same ids for an owner (their properties), the team (every property), a user with no host row and
-- no user at all (auth.uid() null: none); host-rls.test.ts, host-rls-bookings.test.ts and
-- host-privileges.test.ts prove the policies on both databases. Idempotent; CREATE OR REPLACE keeps
-- the grants of 0019.

CREATE OR REPLACE FUNCTION rihla_visible_property_ids() RETURNS uuid[]
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = '' AS $$
DECLARE
  uid uuid := auth.uid();
BEGIN
  IF EXISTS (SELECT 1 FROM public.hosts h WHERE h.id = uid AND h.role = 'team') THEN
    RETURN (SELECT coalesce(array_agg(p.id), '{}') FROM public.properties p);
  END IF;
  RETURN (SELECT coalesce(array_agg(p.id), '{}') FROM public.properties p WHERE p.owner_id = uid);
END
$$;
