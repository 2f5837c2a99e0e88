-- Properties, bookings, paid extras, Stripe events and rate-limit counters (issue 3).
-- Idempotent: every statement can run again on a database that already has it.

-- Folds a last name for matching: trimmed, lower case, accents removed (García = garcia).
-- translate() covers the Latin letters guests type; lower() after it handles plain ASCII in any locale.
CREATE OR REPLACE FUNCTION rihla_fold_name(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(
    regexp_replace(btrim(value), '\s+', ' ', 'g'),
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŔŕŘřŚśŠšŞşȘșŤťŢţȚțÙÚÛÜùúûüŪūŮůŰűÝýÿŸŹźŻżŽž',
    'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeIIIIiiiiIiIiLlNnNnNnOOOOOOooooooOoOoRrRrSsSsSsSsTtTtTtUUUUuuuuUuUuUuYyyYZzZzZz'
  ))
$$;

CREATE TABLE IF NOT EXISTS properties (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  address text NOT NULL,
  wifi_network text,
  wifi_password text,
  walkthrough_url text,
  recommendations_url text,
  -- Step-by-step "way in" photos, in order (same-origin paths or absolute URLs).
  image_urls text[] NOT NULL DEFAULT '{}',
  time_zone text NOT NULL DEFAULT 'Africa/Casablanca',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id),
  guest_last_name text NOT NULL CHECK (length(btrim(guest_last_name)) > 0),
  guest_last_name_key text GENERATED ALWAYS AS (rihla_fold_name(guest_last_name)) STORED,
  check_in_date date NOT NULL,
  check_out_date date NOT NULL,
  -- The per-booking smart lock code; null when the property has no smart lock.
  smart_lock_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_dates_ordered CHECK (check_out_date > check_in_date)
);
CREATE INDEX IF NOT EXISTS bookings_lookup_idx ON bookings (guest_last_name_key, check_in_date);

-- One checkout attempt for a booking: the priced selection and its Checkout session.
CREATE TABLE IF NOT EXISTS extra_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id_fk uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'released')),
  -- Hash of the canonical selection (ids, quantities, details): the same selection finds the same order.
  selection_hash text NOT NULL,
  total_amount integer NOT NULL CHECK (total_amount >= 0),
  currency text NOT NULL DEFAULT 'eur',
  client_secret text NOT NULL UNIQUE,
  checkout_session_id text UNIQUE,
  checkout_url text,
  success_url text,
  cancel_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX IF NOT EXISTS extra_orders_booking_idx ON extra_orders (booking_id_fk, status);

CREATE TABLE IF NOT EXISTS booking_extras (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id_fk uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  order_id uuid REFERENCES extra_orders (id) ON DELETE CASCADE,
  extra_id text NOT NULL,
  name text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity >= 1),
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Decided by the server from the catalogue, in minor units (cents).
  unit_amount integer NOT NULL CHECK (unit_amount >= 0),
  currency text NOT NULL DEFAULT 'eur',
  payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid', 'released')),
  checkout_session_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS booking_extras_booking_idx ON booking_extras (booking_id_fk, payment_status);
CREATE INDEX IF NOT EXISTS booking_extras_order_idx ON booking_extras (order_id);

-- Every Stripe event handled, once: the primary key makes a repeated delivery a no-op.
CREATE TABLE IF NOT EXISTS processed_stripe_events (
  event_id text PRIMARY KEY,
  event_type text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);

-- Failed-lookup counters (per client address, per last name + date), in fixed windows.
CREATE TABLE IF NOT EXISTS rate_limit_counters (
  bucket text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0
);

ALTER TABLE properties ENABLE ROW LEVEL SECURITY;
ALTER TABLE bookings ENABLE ROW LEVEL SECURITY;
ALTER TABLE extra_orders ENABLE ROW LEVEL SECURITY;
ALTER TABLE booking_extras ENABLE ROW LEVEL SECURITY;
ALTER TABLE processed_stripe_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE rate_limit_counters ENABLE ROW LEVEL SECURITY;

-- On Supabase the API roles exist: take every right away from them (no policies either).
DO $$
DECLARE
  api_role text;
BEGIN
  FOREACH api_role IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = api_role) THEN
      EXECUTE format(
        'REVOKE ALL ON properties, bookings, extra_orders, booking_extras, processed_stripe_events, rate_limit_counters FROM %I',
        api_role
      );
    END IF;
  END LOOP;
END
$$;
