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
          `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
          [JSON.stringify(rows)],
        );
      }
      await client.query('COMMIT');
    });
  });
}
