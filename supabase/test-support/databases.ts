/**
 * Test databases for the backend suites: embedded PGlite in memory, and a uniquely named database
 * on the PostgreSQL server at 127.0.0.1:5432 when it answers (created, migrated, dropped after).
 * Each is a copy of one migrated (and, for `openSeededDatabase`, seeded) database made once per
 * schema: see database-snapshots.ts.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../functions/_shared/database.ts';
import { openPostgres } from '../functions/_shared/database-postgres.ts';
import type { FunctionDeps, ServerConfig } from '../functions/_shared/handler-types.ts';
import { readServerConfig } from '../functions/_shared/server-config.ts';
import { openPgliteSnapshot } from '../local-server/database-pglite.ts';
import { migrate } from '../local-server/migrate.ts';
import { addDays, localDate, seedDemoData } from '../local-server/seed.ts';
import { pgliteSnapshot, postgresTemplate } from './database-snapshots.ts';

const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let answers: Promise<boolean> | null = null;
export function postgresAnswers(): Promise<boolean> {
  answers ??= (async () => {
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
  })();
  return answers;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL database's connection URL (for a process of its own, e.g. a Deno-served function); none for PGlite. */
  url?: string;
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabaseOptions {
  /** Prepares the empty database before the migrations (e.g. as Supabase has it). */
  beforeMigrate?: (db: Database) => Promise<void>;
  /**
   * A short name for what `beforeMigrate` makes, so that it is made once per schema and copied, like
   * the plain migrated database (its copies are keyed by this name and the function's text: a
   * `beforeMigrate` given a name must depend on nothing but its text). Without it, a database
   * prepared by `beforeMigrate` is made from scratch.
   */
  preparedAs?: string;
  seedNow?: Date;
}

const textHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** A fresh, migrated database of the given kind (`beforeMigrate` prepares it first, e.g. as Supabase has it). */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const { beforeMigrate, preparedAs, seedNow } = options;
  // The work that makes the copied database: migrations (after `beforeMigrate`), then the seed.
  const build = async (db: Database) => {
    await beforeMigrate?.(db);
    await migrate(db);
    if (seedNow) await seedDemoData(db, seedNow);
  };
  // A database prepared its own way without a name is made from scratch; the others are copies.
  // (Seeded for another clock than the tests' fixed one, e.g. the real one: made once, not kept.)
  const seedLabel = seedNow ? 'seeded' : 'migrated';
  const label =
    (beforeMigrate && !preparedAs) || (seedNow && seedNow.getTime() !== fixedNow.getTime())
      ? null
      : beforeMigrate
        ? `${preparedAs!.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${textHash(beforeMigrate.toString())}_${seedLabel}`
        : seedLabel;
  if (kind === 'pglite') {
    if (!label) {
      const db = await openPgliteSnapshot();
      await build(db);
      return { db, close: () => db.close() };
    }
    const db = await openPgliteSnapshot(await pgliteSnapshot(label, build));
    return { db, close: () => db.close() };
  }
  const name = `rihla_test_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = label ? await postgresTemplate(adminUrl, label, build) : null;
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { max: 4 });
  if (!template) await build(db);
  return {
    db,
    url: url.toString(),
    async close() {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Both database kinds, the PostgreSQL one marked unavailable (its suites skip visibly) when the server is down. */
export async function databaseKinds(): Promise<{ kind: DatabaseKind; available: boolean }[]> {
  return [
    { kind: 'pglite', available: true },
    { kind: 'postgres', available: await postgresAnswers() },
  ];
}

/** A fixed "now": 2026-03-10 09:00 in Morocco. */
export const fixedNow = new Date('2026-03-10T09:00:00Z');
export const today = localDate(fixedNow);
export const benaliCheckIn = addDays(today, 2);
export const garciaCheckIn = addDays(today, 10);

export interface SeededDatabase extends TestDatabase {
  benaliId: string;
  garciaId: string;
}

/** Seeded for `now` (the fixed one unless told: a process with its own clock needs the real one). */
export async function openSeededDatabase(kind: DatabaseKind, now = fixedNow): Promise<SeededDatabase> {
  const test = await openTestDatabase(kind, { seedNow: now });
  const { rows } = await test.db.query<{ id: string; guest_last_name: string }>(
    'SELECT id, guest_last_name FROM bookings',
  );
  const id = (name: string) => rows.find((row) => row.guest_last_name === name)!.id;
  return { ...test, benaliId: id('Benali'), garciaId: id('García') };
}

export const testWebhookSecret = 'whsec_rihla_test_secret';
/** Signs and verifies the test access tokens (the local server's JWT_SECRET in the tests). */
export const testJwtSecret = 'rihla-test-jwt-secret-0123456789-abcdefghij';

/** Signs the guest tokens and the payment return tokens in the tests (GUEST_TOKEN_SECRET). */
export const testGuestTokenSecret = 'rihla-test-guest-token-secret-0123456789-abcdef';

/** The functions' settings in the tests: every default (server-config.ts), the test secrets, `overrides`. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...readServerConfig(() => undefined).config,
    siteUrl: 'https://stays.rihla.example',
    stripeWebhookSecret: testWebhookSecret,
    jwtSecret: testJwtSecret,
    guestTokenSecret: testGuestTokenSecret,
    ...overrides,
  };
}

export function testDeps(db: Database, overrides: Partial<FunctionDeps> = {}): FunctionDeps {
  return { db, config: testConfig(), clientAddress: '203.0.113.7', now: () => fixedNow, ...overrides };
}

export function postJson(
  body: unknown,
  headers: Record<string, string> = {},
  url = 'https://fn.rihla.example/',
): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Booking A's airport transfer, as the dialog sends it (normalised: the server stores it as it is). */
export const transferDetails = {
  direction: 'arrival',
  flightNumber: 'AT 800',
  flightDate: benaliCheckIn,
  flightTime: '14:30',
  guestCount: '2',
  contactNumber: '+212600000000',
  notes: 'Two suitcases',
  addReturnTransfer: 'true',
  returnFlightNumber: 'AT 801',
  returnFlightDate: addDays(today, 5),
  returnFlightTime: '18:45',
};

/** Breakfast for one person on Booking A's first morning, at 09:30 (quantity 1). */
export const breakfastDetails = {
  timeMethod: 'specify',
  time: '09:30',
  people: '1',
  mornings: addDays(benaliCheckIn, 1),
};

/** A valid selection and its matching client line items (server prices). */
export const sampleSelection = [
  { id: 'airport_transfer', quantity: 1, details: transferDetails },
  { id: 'airport_transfer_return', quantity: 1, details: {} },
  { id: 'universal_adaptor', quantity: 2, details: {} },
];
/** The same selection for Booking B: its flights on Booking B's own dates. */
export const garciaSelection = [
  {
    id: 'airport_transfer',
    quantity: 1,
    details: { ...transferDetails, flightDate: garciaCheckIn, returnFlightDate: addDays(today, 14) },
  },
  ...sampleSelection.slice(1),
];
export const sampleItems = [
  {
    name: 'Transfert aéroport',
    description: 'Accueil à l’arrivée',
    amount: 3000,
    currency: 'eur',
    quantity: 1,
  },
  { name: 'Transfert retour', description: '', amount: 1500, currency: 'eur', quantity: 1 },
  { name: 'Adaptateur universel', description: '', amount: 500, currency: 'eur', quantity: 2 },
];

export async function linesOf(db: Database, bookingId: string) {
  const { rows } = await db.query<{
    extra_id: string;
    payment_status: string;
    quantity: number;
    unit_amount: number;
    details: Record<string, string>;
    order_id: string | null;
    checkout_session_id: string | null;
  }>(
    `SELECT extra_id, payment_status, quantity, unit_amount, details, order_id, checkout_session_id
       FROM booking_extras WHERE booking_id_fk = $1 ORDER BY created_at, extra_id`,
    [bookingId],
  );
  return rows;
}

/** Removes every order and line except the seeded paid breakfast, and the rate-limit counters. */
export async function resetOrders(db: Database): Promise<void> {
  await db.query(
    "DELETE FROM booking_extras WHERE checkout_session_id IS DISTINCT FROM 'cs_test_seed_garcia_breakfast'",
  );
  await db.query("DELETE FROM extra_orders WHERE selection_hash <> 'seed'");
  await db.query('DELETE FROM processed_stripe_events');
  await db.query('DELETE FROM rate_limit_counters');
}
