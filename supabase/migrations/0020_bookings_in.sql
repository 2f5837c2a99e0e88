-- Bookings in (issue 29): the host adds, edits and cancels bookings, and the channels' calendars
-- (iCal) bring theirs. What every part of that shares is decided here, once:
--
-- - No double booking, by the database: two confirmed bookings of one property never overlap. The
--   stays are half-open date ranges [check-in, check-out), so a check-out day may be the next
--   check-in day. A cancelled booking frees its dates. (btree_gist: the property's uuid compared
--   with = inside a GiST exclusion constraint.)
-- - A channel booking arrives without a last name ("Guest name needed" until the host completes
--   it): the last name may be null, and a booking without one is never found by the guest lookup
--   (its fold key is null, and null equals nothing).
-- - A channel booking keeps its calendar event's UID: syncing twice finds the same row.
-- - Notes, and when a booking last changed.
-- Idempotent; existing rows keep every value.

CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE bookings ALTER COLUMN guest_last_name DROP NOT NULL;

ALTER TABLE bookings ADD COLUMN IF NOT EXISTS notes text NOT NULL DEFAULT ''
  CHECK (char_length(notes) <= 2000);
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS external_uid text
  CHECK (external_uid IS NULL OR char_length(external_uid) BETWEEN 1 AND 500);
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX IF NOT EXISTS bookings_external_uid_idx ON bookings (property_id, external_uid)
  WHERE external_uid IS NOT NULL;

DROP TRIGGER IF EXISTS bookings_touch_updated_at ON bookings;
CREATE TRIGGER bookings_touch_updated_at BEFORE UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION rihla_touch_updated_at();

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'bookings_no_overlap') THEN
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      property_id WITH =,
      daterange(check_in_date, check_out_date, '[)') WITH &&
    ) WHERE (status = 'confirmed');
  END IF;
END
$$;
