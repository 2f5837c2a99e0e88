-- The guest's personal link, /s/<token> (issue 45, docs/guest-access.md#the-personal-link).
--
-- The token is never stored: it is HMAC-SHA-256(GUEST_TOKEN_SECRET, "guest-link" | booking id |
-- link_version), 256 bits in base64url (supabase/functions/_shared/guest-link.ts), so the server can
-- give the host the same link again at any time; "New link" raises link_version (the old link dies at
-- once). The table keeps only the token's SHA-256 (base64url), for the one indexed lookup of the
-- anonymous open-guest-link call. A booking gets its row the first time a host asks for its link.
-- Row Level Security as the bookings': the property's owner, and the team. Additive and idempotent.

CREATE TABLE IF NOT EXISTS booking_guest_links (
  booking_id uuid PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  link_version integer NOT NULL DEFAULT 1 CHECK (link_version >= 1),
  -- SHA-256 of the token, base64url (43 characters): never the token itself.
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz
);

ALTER TABLE booking_guest_links ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON booking_guest_links FROM PUBLIC;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON booking_guest_links FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON booking_guest_links FROM authenticated;
    GRANT SELECT, INSERT, UPDATE ON booking_guest_links TO authenticated;
  END IF;
END
$$;

DROP POLICY IF EXISTS booking_guest_links_host ON booking_guest_links;
CREATE POLICY booking_guest_links_host ON booking_guest_links FOR ALL TO authenticated
  USING ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id))
  WITH CHECK ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id));
