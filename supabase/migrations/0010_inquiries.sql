-- Host inquiries from the work-with-us form, written only by the submit-host-inquiry function.
-- The sender's address is kept as a salted hash, for rate limiting only.
CREATE TABLE IF NOT EXISTS inquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_reference uuid UNIQUE,
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 2 AND 120),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  phone text CHECK (phone IS NULL OR char_length(phone) <= 40),
  property_location text NOT NULL CHECK (char_length(property_location) BETWEEN 2 AND 200),
  message text CHECK (message IS NULL OR char_length(message) <= 4000),
  language text CHECK (language IS NULL OR language IN ('en', 'fr', 'es', 'ar')),
  sender_hash text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS inquiries_sender_recent ON inquiries (sender_hash, created_at);

ALTER TABLE inquiries ENABLE ROW LEVEL SECURITY;

-- No policy: anonymous and signed-in clients read and write nothing directly (Supabase roles).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON inquiries FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON inquiries FROM authenticated;
  END IF;
END
$$;
