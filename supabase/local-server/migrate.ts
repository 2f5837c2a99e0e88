/**
 * Applies the SQL migrations in name order, once each, recorded in local_schema_migrations:
 * supabase/migrations (the product schema, also pushed to Supabase), then the local server's own
 * (local auth tables, recorded as local/<file>).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../functions/_shared/database.ts';

export const migrationsDir = new URL('../migrations/', import.meta.url).pathname;
export const localMigrationsDir = new URL('./migrations/', import.meta.url).pathname;

const defaultSources = [
  { dir: migrationsDir, prefix: '' },
  { dir: localMigrationsDir, prefix: 'local/' },
];

export async function migrate(db: Database, sources = defaultSources): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS local_schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await db.query<{ name: string }>('SELECT name FROM local_schema_migrations');
  const done = new Set(rows.map((row) => row.name));
  const applied: string[] = [];
  for (const { dir, prefix } of sources) {
    const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
    for (const file of files) {
      const name = `${prefix}${file}`;
      if (done.has(name)) continue;
      const sql = await readFile(join(dir, file), 'utf8');
      await db.exec(
        `BEGIN;\n${sql}\n;INSERT INTO local_schema_migrations (name) VALUES ('${name.replace(/'/g, "''")}');\nCOMMIT;`,
      );
      applied.push(name);
    }
  }
  return applied;
}
