-- A host is a local auth user (on Supabase, 0015_host_operations.sql ties hosts to auth.users):
-- deleting the user deletes the host row. Idempotent.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'hosts_id_auth_user_fkey') THEN
    ALTER TABLE hosts ADD CONSTRAINT hosts_id_auth_user_fkey
      FOREIGN KEY (id) REFERENCES auth_users (id) ON DELETE CASCADE;
  END IF;
END
$$;
