-- Issue 43: the guest is told when the door code changed, and reads the photo guide's captions in
-- their language. Additive and idempotent; every existing row keeps the answers it gave.
--
-- 1. bookings.door_code_changed_at: when the booking's door code last changed (item 7), set by the
--    database itself whoever changes it (the booking editor, a channel, a script); null: never changed
--    since it was first set. The guest lookup answers it with a released code, and a phone whose saved
--    code differs says "Your door code changed on ...".
-- 2. property_photos.caption_languages: a guide step's caption per guest language (item 6), as the
--    house rules' versions (0036): {"fr": "...", "ar": "..."}, en/fr/es/ar, each at most 200
--    characters; properties.image_captions_languages beside image_captions, in the same guide order
--    (what the guest lookup reads), kept in step by host-property-photos. RLS: the tables' own.

ALTER TABLE bookings ADD COLUMN IF NOT EXISTS door_code_changed_at timestamptz;

CREATE OR REPLACE FUNCTION rihla_note_door_code_change() RETURNS trigger
LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF OLD.smart_lock_code IS NOT NULL AND NEW.smart_lock_code IS DISTINCT FROM OLD.smart_lock_code THEN
    NEW.door_code_changed_at := now();
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS bookings_door_code_changed ON bookings;
CREATE TRIGGER bookings_door_code_changed BEFORE UPDATE OF smart_lock_code ON bookings
  FOR EACH ROW EXECUTE FUNCTION rihla_note_door_code_change();

CREATE OR REPLACE FUNCTION rihla_valid_caption_languages(value jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE SET search_path = '' AS $$
  SELECT jsonb_typeof(value) = 'object'
     AND NOT EXISTS (
       SELECT 1 FROM jsonb_each(value) AS entry(language, caption)
        WHERE entry.language NOT IN ('en', 'fr', 'es', 'ar')
           OR jsonb_typeof(entry.caption) <> 'string'
           OR char_length(entry.caption #>> '{}') > 200)
$$;

ALTER TABLE property_photos ADD COLUMN IF NOT EXISTS caption_languages jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE property_photos DROP CONSTRAINT IF EXISTS property_photos_caption_languages_check;
ALTER TABLE property_photos ADD CONSTRAINT property_photos_caption_languages_check
  CHECK (rihla_valid_caption_languages(caption_languages));

-- One object per guide step, in the order of image_urls ({} for a step without versions).
ALTER TABLE properties ADD COLUMN IF NOT EXISTS image_captions_languages jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE properties DROP CONSTRAINT IF EXISTS properties_image_captions_languages_check;
ALTER TABLE properties ADD CONSTRAINT properties_image_captions_languages_check
  CHECK (jsonb_typeof(image_captions_languages) = 'array');
