-- The team moves undelivered mails and inquiries along (issue 30). Additive and idempotent.
--
-- 1. host-mail-outbox `retry`: the team puts a failed mail (or one still waiting for its next
--    attempt) back in line, due now, its attempts counted from zero. Only those columns, only such
--    rows, and only to that state: a mail being sent or sent already is never touched, and nobody
--    but the team changes the outbox at all.
-- 2. host-inquiries: the team reads who moved an inquiry along and when (0027 lets them write both
--    columns; the table's reads are granted column by column since 0015, so the new ones need it).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    GRANT UPDATE (status, attempts, next_attempt_at) ON mail_outbox TO authenticated;
    GRANT SELECT (status_changed_at, status_changed_by) ON inquiries TO authenticated;
  END IF;
END
$$;

DROP POLICY IF EXISTS mail_outbox_team_retry ON mail_outbox;
CREATE POLICY mail_outbox_team_retry ON mail_outbox FOR UPDATE TO authenticated
  USING ((SELECT rihla_is_team()) AND status IN ('failed', 'pending'))
  WITH CHECK ((SELECT rihla_is_team()) AND status = 'pending' AND attempts = 0);
