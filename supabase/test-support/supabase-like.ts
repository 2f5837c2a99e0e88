/**
 * A database set up as a Supabase project's before any migration: the API roles, and the default
 * grants of its public schema (every new table and sequence to anon, authenticated and
 * service_role). Made once per schema and copied (database-snapshots.ts), for every suite that
 * checks the migrations take those grants back.
 */
import type { Database } from '../functions/_shared/database.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './databases.ts';

/** The API roles and the default grants of a Supabase project's public schema. */
export async function likeSupabase(db: Database): Promise<void> {
  await db.exec(`DO $$
    DECLARE api_role text;
    BEGIN
      FOREACH api_role IN ARRAY ARRAY['anon', 'authenticated', 'service_role'] LOOP
        BEGIN
          EXECUTE format('CREATE ROLE %I NOLOGIN NOINHERIT', api_role);
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END LOOP;
    END $$;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated, service_role;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;`);
}

/** A fresh database of `kind` set up as Supabase's, then migrated. */
export function openLikeSupabase(kind: DatabaseKind): Promise<TestDatabase> {
  return openTestDatabase(kind, { beforeMigrate: likeSupabase, preparedAs: 'supabase' });
}
