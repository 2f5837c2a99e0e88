-- Guest access is a token, never a booking id (issue 41).
--
-- A successful lookup gives the guest a signed token bound to one booking
-- (supabase/functions/_shared/guest-token.ts: HS256, GUEST_TOKEN_SECRET); everything the guest does
-- afterwards (the stay's refresh, extras and checkout, online check-in) carries it. The token names
-- the booking's `guest_access_version`: raising the number revokes every token of the booking at once
-- (the coming "New link" action). Additive and idempotent: existing bookings start at 1.

ALTER TABLE bookings ADD COLUMN IF NOT EXISTS guest_access_version integer NOT NULL DEFAULT 1
  CHECK (guest_access_version >= 1);
