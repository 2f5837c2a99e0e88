-- Who cancelled a booking (issue 29, channel calendars): a host's cancel must stick, a sync's may be
-- undone by the channel.
--
-- - cancelled_by 'host': cancelled in the booking editor (host-bookings). A channel sync never
--   confirms it again, nor moves its dates, whatever the feed says.
-- - cancelled_by 'channel': cancelled by a sync because its event left the feed. It is confirmed
--   again (with the feed's dates) if the event comes back.
-- - null on a confirmed booking; on a cancelled one, a cancel from before this column, read as the
--   host's (the safe side: nothing comes back by itself).
-- The host's transaction writes it: bookings' UPDATE is granted on the whole table to authenticated
-- (0015) and bookings_host (0019) decides which rows. Idempotent; existing rows keep every value.

ALTER TABLE bookings ADD COLUMN IF NOT EXISTS cancelled_by text
  CHECK (cancelled_by IS NULL OR cancelled_by IN ('host', 'channel'));

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'bookings_cancelled_by_only_cancelled') THEN
    ALTER TABLE bookings ADD CONSTRAINT bookings_cancelled_by_only_cancelled
      CHECK (cancelled_by IS NULL OR status = 'cancelled');
  END IF;
END
$$;
