-- Paid extras and inquiries reach the people who act on them (issue 30). Additive and idempotent:
-- existing bookings, orders, lines, inquiries and notifications stay as they are.
--
-- 1. Exactly one notification per recipient and event: `event_key` ("extra-paid:<order id>",
--    "extra-refunded:<order id>:<refunded amount>", "inquiry:<inquiry id>") is unique per host, so a
--    webhook delivered twice, or two events for the same order at once, add nothing the second time.
-- 2. The mail outbox, written in the same transaction as the event that causes the mail, delivered
--    by the sender (supabase/functions/_shared/mail-outbox.ts): one row per recipient and event,
--    unique by `event_key` and recipient, claimed with a lease so a sender killed mid-send leaves the
--    row to be sent again once the lease has run out.
-- 3. A paid extra is fulfilled by the team: who and when is kept on the line.
-- 4. Inquiries: who moved one along, and when.
-- 5. A cleaning task moved by an early check-in or a late checkout says so.

ALTER TABLE host_notifications ADD COLUMN IF NOT EXISTS event_key text
  CHECK (event_key IS NULL OR char_length(event_key) BETWEEN 1 AND 200);
CREATE UNIQUE INDEX IF NOT EXISTS host_notifications_event_idx ON host_notifications (host_id, event_key)
  WHERE event_key IS NOT NULL;

CREATE TABLE IF NOT EXISTS mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What caused the mail, as host_notifications.event_key; with the recipient, once.
  event_key text NOT NULL CHECK (char_length(event_key) BETWEEN 1 AND 200),
  -- The host it goes to (null: an address that is no host's); the address is copied at writing.
  host_id uuid REFERENCES hosts (id) ON DELETE SET NULL,
  to_address text NOT NULL CHECK (char_length(to_address) <= 254 AND to_address ~ '^[^@\s]+@[^@\s]+$'),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es', 'ar')),
  -- The mail's template and the values it needs; the sender writes it in `language`.
  template text NOT NULL CHECK (template ~ '^[a-z][a-zA-Z0-9]{0,60}$'),
  params jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(params) = 'object'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Pending: not before this time (back-off). Sending: the claim's lease ends at this time.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text CHECK (last_error IS NULL OR char_length(last_error) <= 2000),
  -- The Message-ID the mail is sent with: the same on every attempt, so a resend is recognisable.
  message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS mail_outbox_event_idx ON mail_outbox (event_key, to_address);
CREATE INDEX IF NOT EXISTS mail_outbox_due_idx ON mail_outbox (next_attempt_at)
  WHERE status IN ('pending', 'sending');

ALTER TABLE booking_extras ADD COLUMN IF NOT EXISTS fulfilled_at timestamptz;
ALTER TABLE booking_extras ADD COLUMN IF NOT EXISTS fulfilled_by uuid REFERENCES hosts (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS booking_extras_to_fulfil_idx ON booking_extras (booking_id_fk)
  WHERE payment_status = 'paid' AND fulfilled_at IS NULL;

ALTER TABLE inquiries ADD COLUMN IF NOT EXISTS status_changed_at timestamptz;
ALTER TABLE inquiries ADD COLUMN IF NOT EXISTS status_changed_by uuid REFERENCES hosts (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS inquiries_status_idx ON inquiries (status, created_at DESC);

-- 'early_check_in': the cleaning must be done earlier; 'late_checkout': it starts later.
ALTER TABLE cleaning_tasks ADD COLUMN IF NOT EXISTS schedule_shift text
  CHECK (schedule_shift IS NULL OR schedule_shift IN ('early_check_in', 'late_checkout', 'both'));

-- Rights. The outbox is the server's: the team reads it (undelivered mails are shown to them),
-- nobody else reads or writes it directly. Lines: the team marks them fulfilled, nothing else.
ALTER TABLE mail_outbox ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON mail_outbox FROM PUBLIC;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON mail_outbox FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON mail_outbox FROM authenticated;
    GRANT SELECT ON mail_outbox TO authenticated;
    GRANT UPDATE (fulfilled_at, fulfilled_by) ON booking_extras TO authenticated;
    GRANT UPDATE (status_changed_at, status_changed_by) ON inquiries TO authenticated;
  END IF;
END
$$;

DROP POLICY IF EXISTS mail_outbox_team ON mail_outbox;
CREATE POLICY mail_outbox_team ON mail_outbox FOR SELECT TO authenticated USING ((SELECT rihla_is_team()));

DROP POLICY IF EXISTS booking_extras_team_fulfil ON booking_extras;
CREATE POLICY booking_extras_team_fulfil ON booking_extras FOR UPDATE TO authenticated
  USING ((SELECT rihla_is_team())) WITH CHECK ((SELECT rihla_is_team()));
