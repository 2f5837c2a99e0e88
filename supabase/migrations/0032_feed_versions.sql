-- Channel calendars that cannot stall the server (issue 41). Additive and idempotent.
--
-- 1. What the last good sync read, so that an unchanged calendar is neither parsed nor written
--    again: the channel's ETag and Last-Modified (sent back as a conditional request; a 304 means
--    unchanged) and the SHA-256 of the body (hex; the same body again means unchanged). Written
--    only by a sync that succeeded; a failed attempt leaves them as the last good one left them.
-- 2. A new reason for a failed sync: `too_many_events`, a calendar with more future events than one
--    home's (ical-parse.ts' maxFeedEvents), refused whole: nothing of it is written.
-- Row Level Security is ical_feeds' own (0022): the same rows, the new columns with them.
ALTER TABLE ical_feeds ADD COLUMN IF NOT EXISTS etag text
  CHECK (etag IS NULL OR char_length(etag) BETWEEN 1 AND 300);
ALTER TABLE ical_feeds ADD COLUMN IF NOT EXISTS last_modified text
  CHECK (last_modified IS NULL OR char_length(last_modified) BETWEEN 1 AND 100);
ALTER TABLE ical_feeds ADD COLUMN IF NOT EXISTS content_sha256 text
  CHECK (content_sha256 IS NULL OR content_sha256 ~ '^[0-9a-f]{64}$');

ALTER TABLE ical_feeds DROP CONSTRAINT IF EXISTS ical_feeds_last_error_check;
ALTER TABLE ical_feeds ADD CONSTRAINT ical_feeds_last_error_check CHECK (last_error IS NULL OR last_error IN (
  'url_refused', 'unreachable', 'timeout', 'http_status', 'too_large', 'not_a_calendar', 'sync_failed',
  'too_many_events'));

-- 3. The feed stays the authority for what it brought in: when one of its bookings or blocks is
--    changed by anything but an unchanged sync (a host edits a channel booking's dates, cancels
--    or deletes it, a block goes), the feed's last version is forgotten, so the next sync reads
--    and applies it whole again even if the channel's calendar has not changed. A sync's own
--    writes forget it too, and the same transaction then records the version it applied.
CREATE OR REPLACE FUNCTION rihla_forget_feed_version() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = '' AS $$
DECLARE
  feeds uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    feeds := ARRAY[OLD.ical_feed_id];
  ELSE
    feeds := ARRAY[OLD.ical_feed_id, NEW.ical_feed_id];
  END IF;
  UPDATE public.ical_feeds SET content_sha256 = NULL, etag = NULL, last_modified = NULL
   WHERE id = ANY (feeds) AND content_sha256 IS NOT NULL;
  RETURN NULL;
END
$$;
REVOKE ALL ON FUNCTION rihla_forget_feed_version() FROM PUBLIC;

DROP TRIGGER IF EXISTS bookings_forget_feed_version ON bookings;
CREATE TRIGGER bookings_forget_feed_version AFTER UPDATE OF check_in_date, check_out_date, status,
  ical_feed_id, external_uid ON bookings
  FOR EACH ROW WHEN (OLD.ical_feed_id IS NOT NULL AND (OLD.check_in_date, OLD.check_out_date, OLD.status,
    OLD.ical_feed_id, OLD.external_uid) IS DISTINCT FROM (NEW.check_in_date, NEW.check_out_date, NEW.status,
    NEW.ical_feed_id, NEW.external_uid))
  EXECUTE FUNCTION rihla_forget_feed_version();
DROP TRIGGER IF EXISTS bookings_deleted_forget_feed_version ON bookings;
CREATE TRIGGER bookings_deleted_forget_feed_version AFTER DELETE ON bookings
  FOR EACH ROW WHEN (OLD.ical_feed_id IS NOT NULL) EXECUTE FUNCTION rihla_forget_feed_version();
DROP TRIGGER IF EXISTS calendar_blocks_forget_feed_version ON calendar_blocks;
CREATE TRIGGER calendar_blocks_forget_feed_version AFTER UPDATE OR DELETE ON calendar_blocks
  FOR EACH ROW EXECUTE FUNCTION rihla_forget_feed_version();
