/**
 * What a new Supabase project's database has before the first migration, for deploy:check's empty
 * database: the API roles, the `extensions` schema with pgcrypto on the search path, `auth.users`
 * and the auth helpers (Supabase's own definitions), `storage.buckets`, and the default grants of
 * every new table in public to anon and authenticated. The migrations then run as a role that is
 * not a superuser, as Supabase's `postgres` role is not. Nothing of the local server's auth tables.
 */

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Cluster-wide (roles belong to the server): the API roles when missing, and the migrations' owner. */
export function clusterPrelude(owner: string): string {
  return `
DO $$
DECLARE
  api_role text;
BEGIN
  FOREACH api_role IN ARRAY ARRAY['anon', 'authenticated', 'service_role'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = api_role) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN NOINHERIT', api_role);
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL; -- created meanwhile by another database's tests on the same server
      END;
    END IF;
  END LOOP;
END
$$;
CREATE ROLE ${quoted(owner)} NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;
GRANT anon, authenticated, service_role TO ${quoted(owner)};`;
}

/** In the new database, as the server's superuser (Supabase's own setup). */
export function databasePrelude(owner: string): string {
  const role = quoted(owner);
  return `
CREATE SCHEMA extensions;
GRANT USAGE ON SCHEMA extensions TO anon, authenticated, service_role, ${role};
CREATE EXTENSION pgcrypto WITH SCHEMA extensions;

GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE ${role} IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE ${role} IN SCHEMA public GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE ${role} IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role;

CREATE SCHEMA auth;
GRANT USAGE ON SCHEMA auth TO anon, authenticated, service_role, ${role};
CREATE TABLE auth.users (
  id uuid PRIMARY KEY,
  email varchar(255),
  created_at timestamptz DEFAULT now()
);
GRANT ALL ON auth.users TO ${role};
CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
CREATE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
CREATE FUNCTION auth.email() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
CREATE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

CREATE SCHEMA storage;
GRANT USAGE ON SCHEMA storage TO anon, authenticated, service_role, ${role};
CREATE TABLE storage.buckets (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  owner uuid,
  public boolean DEFAULT false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now()
);
GRANT ALL ON storage.buckets TO ${role};`;
}

/** The migrations' session: Supabase's owner role and its search path. */
export function migrationSession(owner: string): string {
  return `SET ROLE ${quoted(owner)}; SET search_path = "$user", public, extensions;`;
}
