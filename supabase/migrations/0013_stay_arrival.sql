-- How a guest gets in (issue 27): check-in and check-out times, the host's phone for the stay, and
-- the way in when a booking has no door code. Additive only: every existing row keeps its answers
-- (a booking's door code is untouched), the new columns take defaults. Idempotent.

-- Local times of the property (its time_zone), shown on every stay.
ALTER TABLE properties ADD COLUMN IF NOT EXISTS check_in_time time NOT NULL DEFAULT '15:00';
ALTER TABLE properties ADD COLUMN IF NOT EXISTS check_out_time time NOT NULL DEFAULT '11:00';

-- The phone (international format, "+212 ...") the guest calls or messages on WhatsApp for this
-- property; null: the brand's own number.
ALTER TABLE properties ADD COLUMN IF NOT EXISTS host_phone text;
ALTER TABLE properties DROP CONSTRAINT IF EXISTS properties_host_phone_format;
ALTER TABLE properties ADD CONSTRAINT properties_host_phone_format
  CHECK (host_phone IS NULL OR host_phone ~ '^\+[1-9][0-9 ]{6,19}$');

-- How the guest gets in: a smart lock (the booking's door code), a key box, or the host meets them.
ALTER TABLE properties ADD COLUMN IF NOT EXISTS arrival_method text NOT NULL DEFAULT 'smart_lock';
ALTER TABLE properties DROP CONSTRAINT IF EXISTS properties_arrival_method_check;
ALTER TABLE properties ADD CONSTRAINT properties_arrival_method_check
  CHECK (arrival_method IN ('smart_lock', 'key_box', 'host_meets'));

-- A smart-lock booking whose code is not set yet: the day it will be (null: before arrival).
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS door_code_available_on date;
