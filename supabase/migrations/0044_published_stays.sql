-- Published stays and their prices (issue 46, docs/direct-booking.md). Additive and idempotent.
--
-- 1. properties: `published` and `slug` (/stays/<slug>), the public face per language (public_face:
--    {"en": {"title", "description", "city", "neighbourhood"}, "fr": ...}; English required to
--    publish), capacity, rooms, amenities (a fixed list of keys, the contract's amenityKeys), the
--    cancellation policy (kind, days before check-in for a full refund), a map link, and the price:
--    nightly_rate in minor units of `currency` (EUR or MAD, never converted), min_nights,
--    cleaning_fee, tourist_tax_per_adult_night. House rules (0021, 0036) and check-in/out times (0013)
--    are the existing columns. Only the team publishes and prices (a trigger refuses an owner).
-- 2. property_rates: dated rates [starts_on, ends_on) overriding the nightly rate (and the minimum
--    stay for a check-in inside them); never overlapping within a property.
-- 3. property_public_photos: the site's gallery, apart from the private photo guide (property_photos).
-- 4. booking_holds: a direct checkout's nights held for 30 minutes. Active holds of a property never
--    overlap (exclusion constraint); an insert also refuses (exclusion_violation, 23P01) nights taken by
--    a confirmed booking or a calendar block, checked with the property's row locked (as booking writes
--    lock it), after marking the property's holds lapsed by the new hold's created_at expired. Every
--    later change of a hold takes the property's row lock first too (an update racing an insert's
--    exclusion check would deadlock with it).
--
-- Row Level Security: anon reads none of it (the public calls, public-stays and public-stay, read as
-- the server and answer published homes' public fields only); owners and the team see their
-- properties' rows, the team alone writes prices, rates and holds' states.

ALTER TABLE properties ADD COLUMN IF NOT EXISTS published boolean NOT NULL DEFAULT false;
ALTER TABLE properties ADD COLUMN IF NOT EXISTS slug text
  CHECK (slug IS NULL OR (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 80));
CREATE UNIQUE INDEX IF NOT EXISTS properties_slug_idx ON properties (slug) WHERE slug IS NOT NULL;
CREATE INDEX IF NOT EXISTS properties_published_idx ON properties (slug) WHERE published;

CREATE OR REPLACE FUNCTION rihla_valid_public_face(value jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE SET search_path = '' AS $$
  SELECT jsonb_typeof(value) = 'object'
     AND NOT EXISTS (
       SELECT 1 FROM jsonb_each(value) AS entry(language, face)
        WHERE entry.language NOT IN ('en', 'fr', 'es', 'ar')
           OR jsonb_typeof(entry.face) <> 'object'
           OR EXISTS (SELECT 1 FROM jsonb_each(entry.face) AS field(name, text)
                       WHERE field.name NOT IN ('title', 'description', 'city', 'neighbourhood')
                          OR jsonb_typeof(field.text) <> 'string'
                          OR char_length(field.text #>> '{}') > CASE field.name WHEN 'description' THEN 5000 ELSE 120 END))
$$;

ALTER TABLE properties ADD COLUMN IF NOT EXISTS public_face jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE properties ADD COLUMN IF NOT EXISTS max_adults integer NOT NULL DEFAULT 2 CHECK (max_adults BETWEEN 1 AND 16);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS max_children integer NOT NULL DEFAULT 0 CHECK (max_children BETWEEN 0 AND 16);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS bedrooms integer NOT NULL DEFAULT 1 CHECK (bedrooms BETWEEN 0 AND 50);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS beds integer NOT NULL DEFAULT 1 CHECK (beds BETWEEN 0 AND 50);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS bathrooms integer NOT NULL DEFAULT 1 CHECK (bathrooms BETWEEN 0 AND 50);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS amenities text[] NOT NULL DEFAULT '{}';
ALTER TABLE properties ADD COLUMN IF NOT EXISTS cancellation_kind text NOT NULL DEFAULT 'moderate'
  CHECK (cancellation_kind IN ('flexible', 'moderate', 'strict', 'non_refundable'));
ALTER TABLE properties ADD COLUMN IF NOT EXISTS cancellation_full_refund_days integer NOT NULL DEFAULT 5
  CHECK (cancellation_full_refund_days BETWEEN 0 AND 365);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS map_url text
  CHECK (map_url IS NULL OR (map_url ~ '^https://' AND char_length(map_url) <= 2000));
-- Prices, in minor units (cents, centimes) of `currency`.
ALTER TABLE properties ADD COLUMN IF NOT EXISTS nightly_rate integer CHECK (nightly_rate IS NULL OR nightly_rate BETWEEN 1 AND 100000000);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS currency text NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'MAD'));
ALTER TABLE properties ADD COLUMN IF NOT EXISTS min_nights integer NOT NULL DEFAULT 1 CHECK (min_nights BETWEEN 1 AND 60);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS cleaning_fee integer NOT NULL DEFAULT 0 CHECK (cleaning_fee BETWEEN 0 AND 100000000);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS tourist_tax_per_adult_night integer NOT NULL DEFAULT 0
  CHECK (tourist_tax_per_adult_night BETWEEN 0 AND 1000000);

ALTER TABLE properties DROP CONSTRAINT IF EXISTS properties_amenities_check;
ALTER TABLE properties ADD CONSTRAINT properties_amenities_check CHECK (amenities <@ ARRAY[
  'wifi', 'air_conditioning', 'heating', 'kitchen', 'washing_machine', 'pool', 'rooftop_terrace', 'patio',
  'garden', 'hammam', 'fireplace', 'workspace', 'tv', 'free_parking', 'breakfast', 'airport_transfer',
  'baby_cot', 'mountain_view', 'sea_view', 'self_check_in']::text[] AND cardinality(amenities) <= 20);
ALTER TABLE properties DROP CONSTRAINT IF EXISTS properties_public_face_check;
ALTER TABLE properties ADD CONSTRAINT properties_public_face_check CHECK (rihla_valid_public_face(public_face));
-- A published home has its address, its English face and its price.
ALTER TABLE properties DROP CONSTRAINT IF EXISTS properties_publishable;
ALTER TABLE properties ADD CONSTRAINT properties_publishable CHECK (NOT published OR (
  slug IS NOT NULL AND nightly_rate IS NOT NULL
  AND char_length(coalesce(public_face #>> '{en,title}', '')) > 0
  AND char_length(coalesce(public_face #>> '{en,city}', '')) > 0));

-- Only the team publishes and prices a home (an owner edits the rest of their property's row).
CREATE OR REPLACE FUNCTION rihla_properties_guard_publishing() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF current_user IN ('anon', 'authenticated') AND NOT public.rihla_is_team() AND (
       (TG_OP = 'INSERT' AND (NEW.published OR NEW.nightly_rate IS NOT NULL))
    OR (TG_OP = 'UPDATE' AND (NEW.published, NEW.slug, NEW.nightly_rate, NEW.currency, NEW.min_nights,
          NEW.cleaning_fee, NEW.tourist_tax_per_adult_night, NEW.cancellation_kind, NEW.cancellation_full_refund_days)
        IS DISTINCT FROM (OLD.published, OLD.slug, OLD.nightly_rate, OLD.currency, OLD.min_nights,
          OLD.cleaning_fee, OLD.tourist_tax_per_adult_night, OLD.cancellation_kind, OLD.cancellation_full_refund_days))) THEN
    RAISE EXCEPTION 'only the team publishes and prices a home' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS properties_guard_publishing ON properties;
CREATE TRIGGER properties_guard_publishing BEFORE INSERT OR UPDATE ON properties
  FOR EACH ROW EXECUTE FUNCTION rihla_properties_guard_publishing();

CREATE TABLE IF NOT EXISTS property_rates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  -- The first night the rate prices, and the day after its last (exclusive).
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  nightly integer NOT NULL CHECK (nightly BETWEEN 1 AND 100000000),
  -- The minimum stay for a check-in inside the rate; null: the property's.
  min_nights integer CHECK (min_nights IS NULL OR min_nights BETWEEN 1 AND 60),
  label text NOT NULL DEFAULT '' CHECK (char_length(label) <= 80),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT property_rates_dates_ordered CHECK (ends_on > starts_on)
);
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'property_rates_no_overlap') THEN
    ALTER TABLE property_rates ADD CONSTRAINT property_rates_no_overlap EXCLUDE USING gist (
      property_id WITH =,
      daterange(starts_on, ends_on, '[)') WITH &&
    );
  END IF;
END
$$;

CREATE TABLE IF NOT EXISTS property_public_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 29),
  -- A same-origin path or an https URL (later: keys in object storage, as the photo guide's).
  url text NOT NULL CHECK (char_length(url) <= 2000 AND (url ~ '^/[^/]' OR url ~ '^https://')),
  -- The alternative text per language: {"en": "...", "fr": "..."}.
  alt jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (rihla_valid_rules_languages(alt)),
  width integer CHECK (width IS NULL OR width > 0),
  height integer CHECK (height IS NULL OR height > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT property_public_photos_one_per_position UNIQUE (property_id, position) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE IF NOT EXISTS booking_holds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  check_in_date date NOT NULL,
  check_out_date date NOT NULL,
  -- active: the nights are held until expires_at; confirmed: paid, became booking_id; released: the
  -- checkout was abandoned or refunded; expired: lapsed (marked as the next hold of the property comes).
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'confirmed', 'released', 'expired')),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '30 minutes',
  guest_first_name text NOT NULL CHECK (char_length(btrim(guest_first_name)) BETWEEN 1 AND 100),
  guest_last_name text NOT NULL CHECK (char_length(btrim(guest_last_name)) BETWEEN 1 AND 100),
  guest_email text NOT NULL CHECK (char_length(guest_email) <= 254 AND guest_email ~ '^[^@\s]+@[^@\s]+$'),
  guest_phone text NOT NULL CHECK (guest_phone ~ '^\+[1-9][0-9 ]{6,19}$'),
  adults integer NOT NULL CHECK (adults BETWEEN 1 AND 16),
  children integer NOT NULL DEFAULT 0 CHECK (children BETWEEN 0 AND 16),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es', 'ar')),
  -- The server's quote (stay-price.ts) and its total, in minor units of `currency`.
  quote jsonb NOT NULL,
  total_amount integer NOT NULL CHECK (total_amount >= 0),
  currency text NOT NULL CHECK (currency IN ('EUR', 'MAD')),
  checkout_session_id text UNIQUE,
  checkout_url text CHECK (checkout_url IS NULL OR char_length(checkout_url) <= 2000),
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT booking_holds_dates_ordered CHECK (check_out_date > check_in_date),
  CONSTRAINT booking_holds_confirmed_booking CHECK (status <> 'confirmed' OR booking_id IS NOT NULL)
);
CREATE INDEX IF NOT EXISTS booking_holds_property_idx ON booking_holds (property_id, check_in_date) WHERE status = 'active';
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'booking_holds_no_overlap') THEN
    ALTER TABLE booking_holds ADD CONSTRAINT booking_holds_no_overlap EXCLUDE USING gist (
      property_id WITH =,
      daterange(check_in_date, check_out_date, '[)') WITH &&
    ) WHERE (status = 'active');
  END IF;
END
$$;
DROP TRIGGER IF EXISTS booking_holds_touch_updated_at ON booking_holds;
CREATE TRIGGER booking_holds_touch_updated_at BEFORE UPDATE ON booking_holds
  FOR EACH ROW EXECUTE FUNCTION rihla_touch_updated_at();

-- A new hold: the property's row locked, its holds lapsed by the new one's created_at (the caller's
-- clock; now() by default) marked expired, then refused (23P01) when a
-- confirmed booking or a calendar block takes one of its nights; the exclusion constraint refuses an
-- active hold's nights.
CREATE OR REPLACE FUNCTION rihla_booking_holds_take_nights() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF NEW.status <> 'active' THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM public.properties WHERE id = NEW.property_id FOR UPDATE;
  UPDATE public.booking_holds SET status = 'expired'
   WHERE property_id = NEW.property_id AND status = 'active' AND expires_at <= NEW.created_at;
  IF EXISTS (SELECT 1 FROM public.bookings b
              WHERE b.property_id = NEW.property_id AND b.status = 'confirmed'
                AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange(NEW.check_in_date, NEW.check_out_date, '[)'))
     OR EXISTS (SELECT 1 FROM public.calendar_blocks c
              WHERE c.property_id = NEW.property_id
                AND daterange(c.start_date, c.end_date, '[)') && daterange(NEW.check_in_date, NEW.check_out_date, '[)')) THEN
    RAISE EXCEPTION 'the nights are taken' USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'booking_holds_no_overlap';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS booking_holds_take_nights ON booking_holds;
CREATE TRIGGER booking_holds_take_nights BEFORE INSERT ON booking_holds
  FOR EACH ROW EXECUTE FUNCTION rihla_booking_holds_take_nights();

ALTER TABLE property_rates ENABLE ROW LEVEL SECURITY;
ALTER TABLE property_public_photos ENABLE ROW LEVEL SECURITY;
ALTER TABLE booking_holds ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON property_rates, property_public_photos, booking_holds FROM PUBLIC;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON property_rates, property_public_photos, booking_holds FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON property_rates, property_public_photos, booking_holds FROM authenticated;
    GRANT SELECT, INSERT, UPDATE, DELETE ON property_rates, property_public_photos TO authenticated;
    GRANT SELECT ON booking_holds TO authenticated;
  END IF;
END
$$;

DROP POLICY IF EXISTS property_rates_read ON property_rates;
CREATE POLICY property_rates_read ON property_rates FOR SELECT TO authenticated
  USING (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]));
DROP POLICY IF EXISTS property_rates_team ON property_rates;
CREATE POLICY property_rates_team ON property_rates FOR ALL TO authenticated
  USING ((SELECT rihla_is_team())) WITH CHECK ((SELECT rihla_is_team()));

DROP POLICY IF EXISTS property_public_photos_host ON property_public_photos;
CREATE POLICY property_public_photos_host ON property_public_photos FOR ALL TO authenticated
  USING (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]))
  WITH CHECK (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]));

DROP POLICY IF EXISTS booking_holds_host ON booking_holds;
CREATE POLICY booking_holds_host ON booking_holds FOR SELECT TO authenticated
  USING (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]));
