-- The channel export says nothing that opens anything (issue 41).
--
-- ical-export wrote each event's UID as `booking-<booking id>@rihla`, and the booking id was enough
-- to open a stay's door code. The UIDs are now an HMAC-SHA-256 of the event's kind and id under a
-- per-property secret that never leaves the server (ical-export-uid.ts): stable per booking and
-- block, so the channels recognise their events from one fetch to the next, and revealing nothing
-- of the id. The secret is not the export link's token (that one is handed to every channel and is
-- renewed by the host); it stays when the link is renewed, so a channel fed the new link finds the
-- same events. 64 hex characters from two random UUIDs (244 random bits; gen_random_uuid is core
-- PostgreSQL), one per existing row as the column is added. Additive and idempotent.
-- Row Level Security: properties' own policies (the owner and the team), as for the export token.

ALTER TABLE properties ADD COLUMN IF NOT EXISTS ical_uid_secret text NOT NULL
  DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
  CHECK (char_length(ical_uid_secret) BETWEEN 32 AND 128);
