/** Applies supabase/migrations/*.sql in name order, once each, recorded in local_schema_migrations. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../functions/_shared/database.ts';

export const migrationsDir = new URL('../migrations/', import.meta.url).pathname;

export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS local_schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const { rows } = await db.query<{ name: string }>('SELECT name FROM local_schema_migrations');
  const done = new Set(rows.map((row) => row.name));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    await db.exec(
      `BEGIN;\n${sql}\n;INSERT INTO local_schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
    );
    applied.push(file);
  }
  return applied;
}
