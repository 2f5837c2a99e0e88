-- Properties in (issue 29): the host enters a property and its photo guide of the way in.
--
-- - House rules, as text.
-- - property_photos: the guide's steps in order (position 0..19: at most 20 per property, one per
--   position, so the database itself keeps the limit), a caption each, the storage keys of each size
--   the server made of the upload (bucket `guide`), and their size. A photo from before the editor
--   (properties.image_urls written by hand or by the seed) is adopted as a row with its `source_url`
--   the first time the host edits the guide.
-- - properties.image_urls (what the guest lookup and the guest's saved copy read) stays as it is,
--   kept in step with the ordered photos by the host functions, and image_captions beside it.
-- - RLS as bookings': a photo is visible and writable by whoever sees its property.
-- Additive and idempotent; existing rows keep every answer they gave.

ALTER TABLE properties ADD COLUMN IF NOT EXISTS house_rules text NOT NULL DEFAULT ''
  CHECK (char_length(house_rules) <= 5000);
-- The guide's captions, in the order of image_urls ('' for none).
ALTER TABLE properties ADD COLUMN IF NOT EXISTS image_captions text[] NOT NULL DEFAULT '{}';

CREATE TABLE IF NOT EXISTS property_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 19),
  caption text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 200),
  -- Keys in the `guide` bucket: the guest view's photo (1600 px wide at most) and the thumbnail (480).
  large_key text CHECK (large_key IS NULL OR large_key ~ '^[0-9a-z/._-]{1,200}$'),
  small_key text CHECK (small_key IS NULL OR small_key ~ '^[0-9a-z/._-]{1,200}$'),
  -- A photo adopted from image_urls: where it already is (a same-origin path or an https URL).
  source_url text CHECK (source_url IS NULL OR char_length(source_url) <= 2000),
  width integer CHECK (width IS NULL OR width > 0),
  height integer CHECK (height IS NULL OR height > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT property_photos_stored CHECK ((large_key IS NOT NULL AND small_key IS NOT NULL) OR source_url IS NOT NULL),
  -- Checked at commit: a reorder moves every position in one transaction.
  CONSTRAINT property_photos_one_per_position UNIQUE (property_id, position) DEFERRABLE INITIALLY DEFERRED
);

ALTER TABLE property_photos ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON property_photos FROM PUBLIC, anon, authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON property_photos TO authenticated;

DROP POLICY IF EXISTS property_photos_host ON property_photos;
CREATE POLICY property_photos_host ON property_photos FOR ALL TO authenticated
  USING (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]))
  WITH CHECK (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]));

-- On Supabase: the public bucket the photos are stored in (written with the service key only;
-- read by anyone with a photo's URL, as the guest's lookup answer gives it).
DO $$
BEGIN
  IF to_regclass('storage.buckets') IS NOT NULL THEN
    INSERT INTO storage.buckets (id, name, public) VALUES ('guide', 'guide', true) ON CONFLICT (id) DO NOTHING;
  END IF;
END
$$;
