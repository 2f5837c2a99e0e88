/**
 * One migrated (or migrated and seeded) database per schema, copied by every test that needs one:
 * migrating an embedded PGlite database took 5 to 11 seconds per test file, and every backend
 * suite opens one on each database kind. Side effects: files in the system's temp folder, and
 * template databases `rihla_tpl_*` on the PostgreSQL server.
 *
 * The key is a hash of what the database is made from: every SQL migration, and the code of the
 * local server and the shared server functions (the migration runner, the seed and what it
 * imports). Any change makes a new key, so a copy is never of an older schema.
 * - PGlite: `dumpDataDir` of the built database, written once (temp name, then rename, so test
 *   files building it at once never read half a file) and loaded by each test with `loadDataDir`.
 * - PostgreSQL: a template database, built under an advisory lock under another name and renamed
 *   when complete; each test runs `CREATE DATABASE ... TEMPLATE` (a file copy on the server).
 *   Templates of other keys are dropped when a new one is made.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../functions/_shared/database.ts';
import { openPostgres } from '../functions/_shared/database-postgres.ts';
import { openPgliteSnapshot } from '../local-server/database-pglite.ts';

const supabaseDir = new URL('../', import.meta.url).pathname;
const sourceDirs = ['migrations', 'local-server/migrations', 'local-server', 'functions/_shared'];

let key: string | null = null;
/** A hash of every file the databases are built from (test files excepted). */
export function schemaKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  for (const dir of sourceDirs) {
    const files = readdirSync(join(supabaseDir, dir))
      .filter((name) => /\.(sql|ts)$/.test(name) && !name.endsWith('.test.ts'))
      .sort();
    for (const name of files) {
      hash.update(`${dir}/${name}\n`);
      hash.update(readFileSync(join(supabaseDir, dir, name)));
    }
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

const building = new Map<string, Promise<Blob>>();

/**
 * Removes the snapshots of other schemas (about 40 MB each, one set per change of the sources):
 * like the templates on the PostgreSQL server. A run still using one reads it again or rebuilds it.
 */
async function removeOtherSchemas(dir: string): Promise<void> {
  const current = `pglite-${schemaKey()}-`;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    // Finished files only: another run may be writing its own under a temporary name.
    if (name.startsWith('pglite-') && name.endsWith('.tar') && !name.startsWith(current))
      await rm(join(dir, name), { force: true });
  }
}

/** The PGlite snapshot of `label` for this schema, built with `build` the first time. */
export function pgliteSnapshot(label: string, build: (db: Database) => Promise<void>): Promise<Blob> {
  const dir = join(tmpdir(), 'rihla-test-databases');
  const file = join(dir, `pglite-${schemaKey()}-${label}.tar`);
  let snapshot = building.get(file);
  if (!snapshot) {
    snapshot = (async () => {
      const saved = await readFile(file).catch(() => null);
      if (saved) return new Blob([saved]);
      const db = await openPgliteSnapshot();
      try {
        await build(db);
        const dump = await db.dump();
        const bytes = Buffer.from(await dump.arrayBuffer());
        await mkdir(dir, { recursive: true });
        const partial = `${file}.${process.pid}.${Date.now()}`;
        await writeFile(partial, bytes);
        await rename(partial, file);
        await removeOtherSchemas(dir);
        return new Blob([bytes]);
      } finally {
        await db.close();
      }
    })();
    building.set(file, snapshot);
  }
  return snapshot;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The name of the PostgreSQL template database of `label` for this schema, built the first time. */
export async function postgresTemplate(
  adminUrl: string,
  label: string,
  build: (db: Database) => Promise<void>,
): Promise<string> {
  const name = `rihla_tpl_${schemaKey()}_${label}`;
  const exists = (client: pg.Client) =>
    client
      .query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      .then((result) => (result.rowCount ?? 0) > 0);
  if (await withAdmin(adminUrl, exists)) return name;
  return withAdmin(adminUrl, async (client) => {
    // One builder at a time (other test files wait here, then find it made).
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(client)) return name;
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'rihla\\_tpl\\_%' AND datname NOT LIKE $1`,
        [`rihla\\_tpl\\_${schemaKey()}\\_%`],
      );
      for (const { datname } of rows) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
      }
      const draft = `${name}_draft`;
      await client.query(`DROP DATABASE IF EXISTS ${draft} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${draft}`);
      const url = new URL(adminUrl);
      url.pathname = `/${draft}`;
      const db = openPostgres(url.toString(), { max: 2 });
      try {
        await build(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${draft} RENAME TO ${name}`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}
