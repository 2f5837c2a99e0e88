-- Issue 44: one conversation per booking, between the guest and the people who look after the stay
-- (its owner and the Rihla team). Additive and idempotent. What the conversation is, who sees what
-- and its limits: docs/messages.md.
--
-- 1. booking_messages: one row per message. `seq` orders a booking's messages (sends of one booking
--    are taken one at a time, under an advisory lock per booking, so `seq` is the order they were
--    accepted in, and sent_at never goes down within a booking). `client_id` is the id the writer's
--    device gave the message: unique per booking, so a send repeated from an offline queue is
--    answered with the first message, never stored twice. A host's message names its author (the
--    host user) and their role at the time; a guest's has none. author_name: the name the thread
--    shows, kept with the message (an owner may not read the team's host rows). delivered_at / read_at: when the
--    other side's app first received it and first opened the thread after it.
-- 2. booking_message_reads: per host user and booking, the last message `seq` they read (opening a
--    thread marks it read): the unread counts and the sidebar's badge are per host user.
--
-- Who reads and writes: an owner the messages of the bookings of their own properties, the team all
-- (RLS, as the bookings); a host writes host messages as themselves only, and marks the guest's
-- messages delivered and read. Guests never reach the tables: guest-messages checks the guest token
-- and works as the database owner, as the other guest functions do. anon gets nothing.

CREATE TABLE IF NOT EXISTS booking_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  client_id uuid NOT NULL,
  sender text NOT NULL CHECK (sender IN ('guest', 'host')),
  author_id uuid REFERENCES hosts (id) ON DELETE SET NULL,
  author_role text NOT NULL CHECK (author_role IN ('guest', 'owner', 'team')),
  -- The name the thread shows, as it was when written (a guest's first name, a host's display name).
  author_name text NOT NULL CHECK (char_length(author_name) BETWEEN 1 AND 120),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  language text CHECK (language IS NULL OR language IN ('en', 'fr', 'es', 'ar')),
  sent_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  read_at timestamptz,
  CONSTRAINT booking_messages_client_unique UNIQUE (booking_id, client_id),
  CONSTRAINT booking_messages_author CHECK (
    (sender = 'guest' AND author_role = 'guest' AND author_id IS NULL)
    OR (sender = 'host' AND author_role IN ('owner', 'team')))
);
-- The thread (oldest first, the last 500) and each conversation's last message.
CREATE INDEX IF NOT EXISTS booking_messages_thread_idx ON booking_messages (booking_id, seq);
-- The unread counts: a booking's guest messages after a host's read marker.
CREATE INDEX IF NOT EXISTS booking_messages_guest_idx ON booking_messages (booking_id, seq)
  WHERE sender = 'guest';

CREATE TABLE IF NOT EXISTS booking_message_reads (
  host_id uuid NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  read_seq bigint NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (host_id, booking_id)
);

ALTER TABLE booking_messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE booking_message_reads ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON booking_messages, booking_message_reads FROM PUBLIC;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON booking_messages, booking_message_reads FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON booking_messages, booking_message_reads FROM authenticated;
    GRANT SELECT, INSERT ON booking_messages TO authenticated;
    GRANT UPDATE (delivered_at, read_at) ON booking_messages TO authenticated;
    GRANT SELECT, INSERT, UPDATE ON booking_message_reads TO authenticated;
  END IF;
END
$$;

-- Policies: the booking's visibility decides (the team's check first: evaluated once per statement).
DROP POLICY IF EXISTS booking_messages_select ON booking_messages;
DROP POLICY IF EXISTS booking_messages_insert ON booking_messages;
DROP POLICY IF EXISTS booking_messages_update ON booking_messages;
CREATE POLICY booking_messages_select ON booking_messages FOR SELECT TO authenticated
  USING ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id));
-- A host writes as themselves, with their own role, on a booking they see; never as the guest.
CREATE POLICY booking_messages_insert ON booking_messages FOR INSERT TO authenticated
  WITH CHECK (sender = 'host' AND author_id = (SELECT auth.uid())
              AND author_role = CASE WHEN (SELECT rihla_is_team()) THEN 'team' ELSE 'owner' END
              AND ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id)));
-- Only the guest's messages are marked delivered and read by a host.
CREATE POLICY booking_messages_update ON booking_messages FOR UPDATE TO authenticated
  USING (sender = 'guest' AND ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id)))
  WITH CHECK (sender = 'guest' AND ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id)));

DROP POLICY IF EXISTS booking_message_reads_own ON booking_message_reads;
CREATE POLICY booking_message_reads_own ON booking_message_reads FOR ALL TO authenticated
  USING (host_id = (SELECT auth.uid()) AND ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id)))
  WITH CHECK (host_id = (SELECT auth.uid()) AND ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id)));
