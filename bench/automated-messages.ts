/**
 * The scheduler's round of automated messages over 1,000 bookings (issue 45, `--only automated`),
 * in process, on PGlite (in memory) and on a fresh database of the PostgreSQL server at
 * 127.0.0.1:5432 (skipped when it does not answer): 67 properties, 1,000 two-night stays in the next
 * 30 days, all booked an hour ago with an e-mail. First round: the 1,000 confirmations sent (message,
 * mail, link each, one transaction each); second round: the same window with nothing due (the
 * every-5-minutes cost). Budget: 2 s each. Side effects: a temporary PostgreSQL database, dropped.
 */
import { runAutomatedMessages } from '../supabase/functions/_shared/automated-messages-run';
import type { Database } from '../supabase/functions/_shared/database';
import { openPostgres } from '../supabase/functions/_shared/database-postgres';
import { readServerConfig } from '../supabase/functions/_shared/server-config';
import { openPglite } from '../supabase/local-server/database-pglite';
import { migrate } from '../supabase/local-server/migrate';
import type { Figure } from './report';
import { createPostgresDatabase } from './servers';

const bookings = 1_000;
const perProperty = 15;

export interface AutomatedRoundResult {
  database: 'pglite' | 'postgres';
  bookings: number;
  firstRoundMs: number | null;
  firstRoundSent: number | null;
  idleRoundMs: number | null;
  note?: string;
}

async function fill(db: Database, now: Date): Promise<void> {
  const properties = Math.ceil(bookings / perProperty);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO properties (name, address) SELECT 'Bench riad ' || g, 'Derb ' || g FROM generate_series(1, $1::int) g RETURNING id`,
    [properties],
  );
  const today = now.toISOString().slice(0, 10);
  await db.query(
    `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, check_in_date, check_out_date, created_at)
     SELECT ($1::uuid[])[1 + n / $3], 'Guest', 'Bench ' || n, 'guest' || n || '@example.com',
            $2::date + 1 + 2 * (n % $3), $2::date + 3 + 2 * (n % $3), $4::timestamptz
       FROM generate_series(0, $5::int - 1) n`,
    [rows.map((row) => row.id), today, perProperty, new Date(now.getTime() - 3_600_000).toISOString(), bookings],
  );
}

async function measureOn(database: 'pglite' | 'postgres'): Promise<AutomatedRoundResult> {
  const base: AutomatedRoundResult = { database, bookings, firstRoundMs: null, firstRoundSent: null, idleRoundMs: null };
  const postgres = database === 'postgres' ? await createPostgresDatabase() : null;
  if (database === 'postgres' && !postgres) return { ...base, note: 'PostgreSQL server at 127.0.0.1:5432 not answering' };
  const db = postgres ? openPostgres(postgres.url) : await openPglite();
  try {
    await migrate(db);
    const now = new Date();
    await fill(db, now);
    const config = {
      ...readServerConfig(() => undefined).config,
      siteUrl: 'http://127.0.0.1:4173',
      guestTokenSecret: 'bench-guest-token-secret-0123456789-abcdefghij',
    };
    let started = performance.now();
    const first = await runAutomatedMessages(db, config, { now });
    const firstRoundMs = Math.round(performance.now() - started);
    started = performance.now();
    await runAutomatedMessages(db, config, { now: new Date(now.getTime() + 5 * 60_000) });
    const idleRoundMs = Math.round(performance.now() - started);
    return { ...base, firstRoundMs, firstRoundSent: first.sent, idleRoundMs };
  } catch (error) {
    return { ...base, note: error instanceof Error ? error.message : String(error) };
  } finally {
    await db.close();
    await postgres?.drop();
  }
}

export async function measureAutomatedRounds(): Promise<AutomatedRoundResult[]> {
  return [await measureOn('pglite'), await measureOn('postgres')];
}

export function automatedRoundFigures(results: AutomatedRoundResult[]): Figure[] {
  const part = 'Automated messages';
  return results.flatMap((result) => [
    {
      part,
      name: `Round sending ${bookings.toLocaleString('en')} confirmations (${result.database})`,
      value: result.firstRoundMs,
      unit: 'ms',
      budget: { max: 2000 },
      note: result.note ?? `${result.firstRoundSent} sent`,
    },
    {
      part,
      name: `Round over ${bookings.toLocaleString('en')} bookings, nothing due (${result.database})`,
      value: result.idleRoundMs,
      unit: 'ms',
      budget: { max: 2000 },
      note: result.note,
    },
  ] satisfies Figure[]);
}
