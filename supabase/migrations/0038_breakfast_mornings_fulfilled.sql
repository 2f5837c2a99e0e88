-- A breakfast ordered for several mornings is fulfilled one morning at a time (issue 43, item 8):
-- the team marks each morning (YYYY-MM-DD, one of the line's details.mornings) on its own, and the
-- line is fulfilled as a whole (fulfilled_at, fulfilled_by, 0027) once every morning is. Additive:
-- every existing line gets no fulfilled mornings (a line already fulfilled shows all its mornings
-- so). The team's UPDATE policy on booking_extras (0027) covers the column. Idempotent.

ALTER TABLE booking_extras ADD COLUMN IF NOT EXISTS fulfilled_mornings date[] NOT NULL DEFAULT '{}';

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    GRANT UPDATE (fulfilled_mornings) ON booking_extras TO authenticated;
  END IF;
END
$$;
