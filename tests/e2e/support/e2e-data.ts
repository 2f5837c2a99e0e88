/**
 * Specs that change the demo data put it back when they end, so no spec depends on the order they
 * run in: `keepTables('cleaning_tasks')` in a spec saves the tables' rows before its first test and
 * writes them back after its last (on the e2e PostgreSQL database, straight through `pg`; triggers
 * are skipped while restoring, as for a dump). Without the PostgreSQL server it does nothing.
 */
import { test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, postgresAnswers } from './e2e-database';

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function keepTables(...tables: string[]): void {
  const saved = new Map<string, unknown[]>();
  test.beforeAll(async () => {
    if (process.env.E2E_DATABASE !== 'postgres' || !(await postgresAnswers())) return;
    await withClient(async (client) => {
      for (const table of tables) {
        const { rows } = await client.query(`SELECT to_jsonb(t) AS row FROM ${table} t`);
        saved.set(
          table,
          rows.map((row) => row.row),
        );
      }
    });
  });
  test.afterAll(async () => {
    if (saved.size === 0) return;
    await withClient(async (client) => {
      await client.query('BEGIN');
      await client.query("SET LOCAL session_replication_role = 'replica'");
      for (const [table, rows] of saved) {
        await client.query(`DELETE FROM ${table}`);
        await client.query(
          // OVERRIDING SYSTEM VALUE: an identity column (booking_messages.seq) takes the saved values back.
          `INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
          [JSON.stringify(rows)],
        );
      }
      await client.query('COMMIT');
    });
  });
}

/**
 * Removes properties a spec created (by name) with everything that hangs off them: their bookings
 * and the rows of every table that references those bookings or properties (found from the
 * catalogue's foreign keys, so a table added later is covered). The product never deletes a
 * booking; a test putting the demo data back does, as the database owner.
 */
export function removePropertiesAfterAll(...names: string[]): void {
  test.afterAll(async () => {
    if (process.env.E2E_DATABASE !== 'postgres' || !(await postgresAnswers())) return;
    await withClient(async (client) => {
      const referencing = async (table: string) =>
        (
          await client.query<{ source: string; column: string }>(
            `SELECT c.conrelid::regclass::text AS source, a.attname AS column
               FROM pg_constraint c
               JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
              WHERE c.contype = 'f' AND c.confrelid = $1::regclass`,
            [table],
          )
        ).rows;
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string }>('SELECT id FROM properties WHERE name = ANY ($1)', [
        names,
      ]);
      const properties = rows.map((row) => row.id);
      const { rows: bookingRows } = await client.query<{ id: string }>(
        'SELECT id FROM bookings WHERE property_id = ANY ($1::uuid[])',
        [properties],
      );
      const bookings = bookingRows.map((row) => row.id);
      for (const { source, column } of await referencing('bookings')) {
        await client.query(`DELETE FROM ${source} WHERE ${column} = ANY ($1::uuid[])`, [bookings]);
      }
      for (const { source, column } of await referencing('properties')) {
        await client.query(`DELETE FROM ${source} WHERE ${column} = ANY ($1::uuid[])`, [properties]);
      }
      await client.query('DELETE FROM properties WHERE id = ANY ($1::uuid[])', [properties]);
      await client.query('COMMIT');
    });
  });
}
