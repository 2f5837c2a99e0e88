-- Check-in that belongs to the guest (issue 41): every form guest-checkin accepts is recorded, with
-- who and when, so that a form sent again after the check-in was complete is never silent. The
-- host reads the history in View Details (host-booking); the police declaration keeps showing the
-- current forms (guest_declarations). Additive and idempotent.
--
-- One row per accepted form: the guest number, whether it was the first form of that guest
-- ('submitted') or replaced one ('replaced'), the adults declared with it, whether the check-in
-- was already complete, the client's address and the server's time. The rows go with the booking
-- (ON DELETE CASCADE) and with its forms: the declarations' purge deletes them
-- DECLARATION_RETENTION_DAYS after check-out (supabase/functions/_shared/declaration-purge.ts).
--
-- Who reads them: the booking's owner and the team, through RLS, read only. Nobody writes them
-- directly: only the server (guest-checkin, as the database owner). anon reads nothing.

CREATE TABLE IF NOT EXISTS guest_declaration_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  guest_index integer NOT NULL CHECK (guest_index BETWEEN 1 AND 50),
  action text NOT NULL CHECK (action IN ('submitted', 'replaced')),
  adults integer NOT NULL CHECK (adults BETWEEN 1 AND 50),
  after_complete boolean NOT NULL DEFAULT false,
  client_ip text NOT NULL CHECK (char_length(client_ip) <= 64),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS guest_declaration_changes_booking_idx
  ON guest_declaration_changes (booking_id, changed_at);

ALTER TABLE guest_declaration_changes ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON guest_declaration_changes FROM PUBLIC;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON guest_declaration_changes FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON guest_declaration_changes FROM authenticated;
    GRANT SELECT ON guest_declaration_changes TO authenticated;
  END IF;
END
$$;

DROP POLICY IF EXISTS guest_declaration_changes_host ON guest_declaration_changes;
CREATE POLICY guest_declaration_changes_host ON guest_declaration_changes FOR SELECT TO authenticated
  USING ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id));
