-- Hardening (issue 25): one name folding for lookups and rate limits, refunds of extras, and the
-- payment a Checkout session was paid with. Idempotent.

-- Folds a last name for matching: spaces collapsed and trimmed, accents removed, lower case.
-- NFKD splits every accented letter into its letter and combining marks, which are then dropped
-- (García, Garci + U+0301 + a and Lockmẹ fold like garcia and lockme); translate() covers the few
-- Latin letters that do not decompose (Ł, Ø, Đ; ß, æ and œ become two letters). The rate limit's name buckets use this
-- same function, so a name that matches a booking and its rate-limit bucket are always the same.
CREATE OR REPLACE FUNCTION rihla_fold_name(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(lower(translate(
    btrim(regexp_replace(
      regexp_replace(normalize(value, NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
      '\s+', ' ', 'g')),
    'ŁłØøĐđĦħıŦŧÆŒ',
    'LlOoDdHhiTtæœ'
  )), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe')
$$;

-- Stored fold keys follow the new function.
UPDATE bookings SET guest_last_name = guest_last_name
 WHERE guest_last_name_key IS DISTINCT FROM rihla_fold_name(guest_last_name);

-- A payment can be given back: by Rihla (a late payment for extras already paid) or from Stripe.
ALTER TABLE booking_extras DROP CONSTRAINT IF EXISTS booking_extras_payment_status_check;
ALTER TABLE booking_extras ADD CONSTRAINT booking_extras_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'released', 'refunded'));
ALTER TABLE extra_orders DROP CONSTRAINT IF EXISTS extra_orders_status_check;
ALTER TABLE extra_orders ADD CONSTRAINT extra_orders_status_check
  CHECK (status IN ('pending', 'paid', 'released', 'refunded'));
ALTER TABLE extra_orders ADD COLUMN IF NOT EXISTS payment_intent_id text;
ALTER TABLE extra_orders ADD COLUMN IF NOT EXISTS refunded_amount integer NOT NULL DEFAULT 0;
ALTER TABLE extra_orders ADD COLUMN IF NOT EXISTS refund_reason text;
CREATE INDEX IF NOT EXISTS extra_orders_payment_intent_idx ON extra_orders (payment_intent_id);

-- A rate-limit take that is refused leaves the count as it was: only requests that ran hold a count.
ALTER TABLE rate_limit_counters ADD COLUMN IF NOT EXISTS refused boolean NOT NULL DEFAULT false;
