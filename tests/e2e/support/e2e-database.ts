/**
 * The e2e suite runs the server on the PostgreSQL server at 127.0.0.1:5432 when it answers (as CI
 * does), in a fresh database named after the e2e port, so tests can also change data directly.
 * Without that server it falls back to a fresh embedded database.
 */
import pg from 'pg';

export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
/** The e2e server's DATA_DIR (the embedded database when no PostgreSQL server answers, and the mails). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${e2ePort}`;
/** Where the e2e server writes its mails as .eml files (no SMTP_URL). */
export const e2eMailDir = `${e2eDataDir}/mail`;
/** Milliseconds the server's clock runs ahead (supabase/local-server/test-clock.ts); no file: none. */
export const e2eClockFile = `${e2eDataDir}-clock`;
const adminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function e2eDatabaseName(port = e2ePort): string {
  return `rihla_e2e_${port}`;
}

export function e2eDatabaseUrl(port = e2ePort): string {
  const url = new URL(adminUrl);
  url.pathname = `/${e2eDatabaseName(port)}`;
  return url.toString();
}

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function recreateE2eDatabase(port = e2ePort): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${e2eDatabaseName(port)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${e2eDatabaseName(port)}`);
  } finally {
    await client.end();
  }
}

/** A client on the e2e server's database, or null when the suite runs on the embedded one. */
export async function connectE2eDatabase(): Promise<pg.Client | null> {
  if (process.env.E2E_DATABASE !== 'postgres') return null;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  return client;
}
