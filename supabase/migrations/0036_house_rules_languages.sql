-- House rules in the guests' languages (issue 43, item 6). The original stays in house_rules; the
-- team may add a version per language ({"fr": "...", "ar": "..."}: en, fr, es, ar, each at most
-- 5,000 characters). A guest reads the version in their language, else the original with a note.
-- Additive: every existing row keeps its rules and gets no versions. The table's RLS (properties_host)
-- covers the column. Idempotent.

CREATE OR REPLACE FUNCTION rihla_valid_rules_languages(value jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE SET search_path = '' AS $$
  SELECT jsonb_typeof(value) = 'object'
     AND NOT EXISTS (
       SELECT 1 FROM jsonb_each(value) AS entry(language, rules)
        WHERE entry.language NOT IN ('en', 'fr', 'es', 'ar')
           OR jsonb_typeof(entry.rules) <> 'string'
           OR char_length(entry.rules #>> '{}') > 5000)
$$;

ALTER TABLE properties ADD COLUMN IF NOT EXISTS house_rules_languages jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE properties DROP CONSTRAINT IF EXISTS properties_house_rules_languages_check;
ALTER TABLE properties ADD CONSTRAINT properties_house_rules_languages_check
  CHECK (rihla_valid_rules_languages(house_rules_languages));
