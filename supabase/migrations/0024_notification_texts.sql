-- A host notification is shown in the host's language: it carries the key of its text and the
-- values the text needs (guest, property, dates, amount...), and the screen writes it in English,
-- French, Spanish or Arabic. `message` stays as the English text (e-mails, older rows, any reader
-- that does not know the key). Idempotent.
ALTER TABLE host_notifications ADD COLUMN IF NOT EXISTS message_key text
  CHECK (message_key IS NULL OR message_key ~ '^[a-z][A-Za-z0-9]{0,60}$');
ALTER TABLE host_notifications ADD COLUMN IF NOT EXISTS message_params jsonb NOT NULL DEFAULT '{}'::jsonb
  CHECK (jsonb_typeof(message_params) = 'object');
