-- Dates blocked by hand and the check-out cleaning of each booking (issue 43, item 9). Additive and
-- idempotent.
--
-- 1. calendar_blocks also holds the blocks a host sets by hand (Block Dates): no feed, no external
--    UID (both null together), a reason in `summary`, and who set it. The feed's composite key is not
--    checked for them (a null column: MATCH SIMPLE). Manual blocks of a property never overlap each
--    other (the exclusion constraint; a race of two requests ends with one refused). Whether one
--    overlaps a confirmed booking is the host-calendar-blocks function's check, made with the
--    property's row locked as booking writes lock it. A channel's sync touches only its feed's rows.
-- 2. cleaning_tasks.booking_id: the check-out cleaning a booking made (host-bookings), one per
--    booking at most; it goes with the booking.
-- Row Level Security is the tables' own (0022, 0019): an owner's properties, the team's all.

ALTER TABLE calendar_blocks ALTER COLUMN ical_feed_id DROP NOT NULL;
ALTER TABLE calendar_blocks ALTER COLUMN external_uid DROP NOT NULL;
ALTER TABLE calendar_blocks ADD COLUMN IF NOT EXISTS created_by uuid REFERENCES hosts (id) ON DELETE SET NULL;
ALTER TABLE calendar_blocks DROP CONSTRAINT IF EXISTS calendar_blocks_manual_or_feed;
ALTER TABLE calendar_blocks ADD CONSTRAINT calendar_blocks_manual_or_feed
  CHECK ((ical_feed_id IS NULL) = (external_uid IS NULL));

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'calendar_blocks_manual_no_overlap') THEN
    ALTER TABLE calendar_blocks ADD CONSTRAINT calendar_blocks_manual_no_overlap EXCLUDE USING gist (
      property_id WITH =,
      daterange(start_date, end_date, '[)') WITH &&
    ) WHERE (ical_feed_id IS NULL);
  END IF;
END
$$;

ALTER TABLE cleaning_tasks ADD COLUMN IF NOT EXISTS booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX IF NOT EXISTS cleaning_tasks_booking_idx ON cleaning_tasks (booking_id)
  WHERE booking_id IS NOT NULL;
