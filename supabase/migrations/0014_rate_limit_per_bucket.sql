-- Each rate-limit bucket carries its own allowance (issue 27: a household on one connection gets
-- more than one guest's name; the refresh of a saved stay is never counted). Additive only.
ALTER TABLE rate_limit_counters ADD COLUMN IF NOT EXISTS max_hits integer;
