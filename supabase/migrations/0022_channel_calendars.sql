-- Channel calendars (issue 29): the iCal feeds of Airbnb, Booking.com, VRBO and others come in, and
-- each property has a secret export feed going out.
--
-- - ical_feeds: per property, any number of feed URLs, with what the last sync found (its time, the
--   time of the last good one, the error, and the reservations that collided with a booking).
-- - A channel booking keeps the feed it came from (ical_feed_id; removing the feed keeps the booking).
-- - calendar_blocks: a feed's "Not available" events, dates the host cannot sell, that are no guest's
--   booking. A block belongs to one feed and to that feed's property (the composite key says so), and
--   goes with the feed.
-- - properties.ical_export_token: the secret of the property's export URL (random, unique), new for
--   every property, replaced when the host regenerates it.
-- Row Level Security as for bookings (0019): the caller's visible properties. Idempotent.

CREATE TABLE IF NOT EXISTS ical_feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  -- Checked by the functions (https only; plain http for this machine in tests and locally).
  url text NOT NULL CHECK (char_length(url) BETWEEN 10 AND 2000 AND url ~* '^https?://'),
  source text NOT NULL CHECK (source IN ('airbnb', 'booking_com', 'vrbo', 'others')),
  label text CHECK (label IS NULL OR char_length(btrim(label)) BETWEEN 1 AND 80),
  last_attempt_at timestamptz,
  last_success_at timestamptz,
  -- Why the last attempt failed (null: it did not): a code the host portal explains, and a detail.
  last_error text CHECK (last_error IS NULL OR last_error IN (
    'url_refused', 'unreachable', 'timeout', 'http_status', 'too_large', 'not_a_calendar', 'sync_failed')),
  last_error_detail text CHECK (last_error_detail IS NULL OR char_length(last_error_detail) <= 300),
  -- The last good sync's reservations that overlap a confirmed booking: [{ uid, checkIn, checkOut, with }].
  conflicts jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(conflicts) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ical_feeds_property_url_key UNIQUE (property_id, url),
  CONSTRAINT ical_feeds_id_property_key UNIQUE (id, property_id)
);

ALTER TABLE bookings ADD COLUMN IF NOT EXISTS ical_feed_id uuid REFERENCES ical_feeds (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS bookings_ical_feed_idx ON bookings (ical_feed_id) WHERE ical_feed_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS calendar_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  ical_feed_id uuid NOT NULL,
  external_uid text NOT NULL CHECK (char_length(external_uid) BETWEEN 1 AND 500),
  start_date date NOT NULL,
  -- Exclusive, as iCalendar's DTEND of a day event: the first day that is free again.
  end_date date NOT NULL,
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT calendar_blocks_dates_ordered CHECK (end_date > start_date),
  CONSTRAINT calendar_blocks_feed_uid_key UNIQUE (ical_feed_id, external_uid),
  CONSTRAINT calendar_blocks_feed_fkey FOREIGN KEY (ical_feed_id, property_id)
    REFERENCES ical_feeds (id, property_id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS calendar_blocks_property_idx ON calendar_blocks (property_id, start_date);

DROP TRIGGER IF EXISTS calendar_blocks_touch_updated_at ON calendar_blocks;
CREATE TRIGGER calendar_blocks_touch_updated_at BEFORE UPDATE ON calendar_blocks
  FOR EACH ROW EXECUTE FUNCTION rihla_touch_updated_at();

-- 64 hex characters from two random UUIDs (244 random bits; gen_random_uuid is core PostgreSQL), one
-- per existing row as the column is added.
ALTER TABLE properties ADD COLUMN IF NOT EXISTS ical_export_token text NOT NULL
  DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
  CHECK (ical_export_token ~ '^[A-Za-z0-9_-]{32,128}$');
CREATE UNIQUE INDEX IF NOT EXISTS properties_ical_export_token_idx ON properties (ical_export_token);

ALTER TABLE ical_feeds ENABLE ROW LEVEL SECURITY;
ALTER TABLE calendar_blocks ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON ical_feeds, calendar_blocks FROM PUBLIC, anon, authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON ical_feeds, calendar_blocks TO authenticated;

DROP POLICY IF EXISTS ical_feeds_host ON ical_feeds;
CREATE POLICY ical_feeds_host ON ical_feeds FOR ALL TO authenticated
  USING (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]))
  WITH CHECK (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]));

DROP POLICY IF EXISTS calendar_blocks_host ON calendar_blocks;
CREATE POLICY calendar_blocks_host ON calendar_blocks FOR ALL TO authenticated
  USING (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]))
  WITH CHECK (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]));
