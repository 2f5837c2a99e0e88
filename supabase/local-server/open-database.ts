import { mkdir } from 'node:fs/promises';
import type { Database } from '../functions/_shared/database.ts';
import { openPostgres } from '../functions/_shared/database-postgres.ts';
import type { LocalEnv } from './config.ts';
import { openPglite } from './database-pglite.ts';
import { migrate } from './migrate.ts';

/** Opens DATABASE_URL when given, else the embedded database in DATA_DIR, and brings the schema up to date. */
export async function openDatabase(env: Pick<LocalEnv, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  let db: Database;
  if (env.DATABASE_URL) {
    db = openPostgres(env.DATABASE_URL);
  } else {
    await mkdir(env.DATA_DIR, { recursive: true });
    db = await openPglite(env.DATA_DIR);
  }
  await migrate(db);
  return db;
}
