/** Embedded PostgreSQL (PGlite) for the local server and tests: a real Postgres in WebAssembly, kept on disk. */
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database } from '../functions/_shared/database.ts';

/** dataDir undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ dataDir, extensions: { pgcrypto, btree_gist } }));
}

/**
 * An in-memory database started from a snapshot of another (`dumpPglite`), or empty without one:
 * the tests copy a migrated and seeded database instead of migrating and seeding each of theirs.
 */
export async function openPgliteSnapshot(snapshot?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  const db = await PGlite.create({ loadDataDir: snapshot, extensions: { pgcrypto, btree_gist } });
  return { ...pgliteDatabase(db), dump: () => db.dumpDataDir('none') };
}

function pgliteDatabase(db: PGlite): Database {
  return {
    kind: 'pglite',
    async query(sql, params) {
      const result = await db.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as never[] };
    },
    async transaction(work, options) {
      return db.transaction(async (tx) => {
        for (const [name, value] of Object.entries(options?.settings ?? {})) {
          await tx.query('SELECT set_config($1, $2, true)', [name, value]);
        }
        return work({
          async query(sql, params) {
            const result = await tx.query(sql, params as unknown[] | undefined);
            return { rows: result.rows as never[] };
          },
        });
      });
    },
    // In process, no round trips to save: the settings and the statement in one transaction.
    async queryInTransaction(sql, params, options) {
      return db.transaction(async (tx) => {
        for (const [name, value] of Object.entries(options.settings ?? {})) {
          await tx.query('SELECT set_config($1, $2, true)', [name, value]);
        }
        const result = await tx.query(sql, params);
        return { rows: result.rows as never[] };
      });
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
  };
}
