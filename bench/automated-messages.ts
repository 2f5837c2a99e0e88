/**
 * The scheduler's round of automated messages over 1,000 bookings (issue 45, `--only automated`),
 * in process, on PGlite (in memory) and on a fresh database of the PostgreSQL server at
 * 127.0.0.1:5432 (skipped when it does not answer): 67 properties, 1,000 two-night stays in the next
 * 30 days, all with an e-mail. Budgeted (2 s, issue 45): a day's morning round, at 10:00 in
 * Casablanca, where the arrivals, check-outs, thank-yous and reminders of that day are due (about a
 * tenth of the bookings), and the round five minutes later with nothing due (the cost of every
 * round). Shown, not budgeted: the same 1,000 all booked an hour ago, the first round sending their
 * 1,000 confirmations at once (a burst no real day has; one transaction each, so its time is per
 * message). Side effects: temporary PostgreSQL databases, dropped.
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
  /** A day's morning round: its time and what it sent. */
  dayRoundMs: number | null;
  dayRoundSent: number | null;
  /** The round after it, nothing due. */
  idleRoundMs: number | null;
  /** 1,000 confirmations at once. */
  burstMs: number | null;
  burstSent: number | null;
  note?: string;
}

async function fill(db: Database, now: Date, createdAt: Date): Promise<void> {
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
    [rows.map((row) => row.id), today, perProperty, createdAt.toISOString(), bookings],
  );
}

const config = {
  ...readServerConfig(() => undefined).config,
  siteUrl: 'http://127.0.0.1:4173',
  guestTokenSecret: 'bench-guest-token-secret-0123456789-abcdefghij',
};

/** A migrated database of the kind, filled, and how to close it; null without PostgreSQL. */
async function openFilled(database: 'pglite' | 'postgres', now: Date, createdAt: Date) {
  const postgres = database === 'postgres' ? await createPostgresDatabase() : null;
  if (database === 'postgres' && !postgres) return null;
  const db = postgres ? openPostgres(postgres.url) : await openPglite();
  const close = async () => {
    await db.close();
    await postgres?.drop();
  };
  try {
    await migrate(db);
    await fill(db, now, createdAt);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, Math.round(performance.now() - started)];
}

async function measureOn(database: 'pglite' | 'postgres'): Promise<AutomatedRoundResult> {
  const base: AutomatedRoundResult = {
    database,
    bookings,
    dayRoundMs: null,
    dayRoundSent: null,
    idleRoundMs: null,
    burstMs: null,
    burstSent: null,
  };
  // 10:00 in Casablanca (UTC+1 but in Ramadan) on the day of the next check-ins; booked 10 days ago.
  const today = new Date().toISOString().slice(0, 10);
  const morning = new Date(`${today}T09:30:00Z`);
  morning.setUTCDate(morning.getUTCDate() + 1);
  try {
    const day = await openFilled(
      database,
      new Date(`${today}T12:00:00Z`),
      new Date(Date.now() - 10 * 86_400_000),
    );
    if (!day) return { ...base, note: 'PostgreSQL server at 127.0.0.1:5432 not answering' };
    try {
      const [report, dayRoundMs] = await timed(() => runAutomatedMessages(day.db, config, { now: morning }));
      const later = new Date(morning.getTime() + 5 * 60_000);
      const [, idleRoundMs] = await timed(() => runAutomatedMessages(day.db, config, { now: later }));
      Object.assign(base, { dayRoundMs, dayRoundSent: report.sent, idleRoundMs });
    } finally {
      await day.close();
    }
    const now = new Date();
    const burst = await openFilled(database, now, new Date(now.getTime() - 3_600_000));
    if (!burst) return base;
    try {
      const [report, burstMs] = await timed(() => runAutomatedMessages(burst.db, config, { now }));
      return { ...base, burstMs, burstSent: report.sent };
    } finally {
      await burst.close();
    }
  } catch (error) {
    return { ...base, note: error instanceof Error ? error.message : String(error) };
  }
}

export async function measureAutomatedRounds(): Promise<AutomatedRoundResult[]> {
  return [await measureOn('pglite'), await measureOn('postgres')];
}

export function automatedRoundFigures(results: AutomatedRoundResult[]): Figure[] {
  const part = 'Automated messages';
  const count = bookings.toLocaleString('en');
  return results.flatMap(
    (result) =>
      [
        {
          part,
          name: `A day's morning round over ${count} bookings (${result.database})`,
          value: result.dayRoundMs,
          unit: 'ms',
          budget: { max: 2000 },
          note: result.note ?? `${result.dayRoundSent} sent`,
        },
        {
          part,
          name: `A round over ${count} bookings, nothing due (${result.database})`,
          value: result.idleRoundMs,
          unit: 'ms',
          budget: { max: 2000 },
          note: result.note,
        },
        {
          part,
          name: `${count} confirmations at once (${result.database})`,
          value: result.burstMs,
          unit: 'ms',
          note:
            result.note ??
            (result.burstMs !== null && result.burstSent
              ? `${result.burstSent} sent, ${(result.burstMs / result.burstSent).toFixed(1)} ms each; no budget (no real day has it)`
              : undefined),
        },
      ] satisfies Figure[],
  );
}

/** The part as bench/run.ts runs it (no server, no browser: the round in this process). */
export async function automatedPart(bench: {
  figures: Figure[];
  details: Record<string, unknown>;
  log: (message: string) => void;
}): Promise<void> {
  bench.log(`automated messages: the scheduler's round over ${bookings} bookings (pglite, postgres)`);
  const results = await measureAutomatedRounds();
  bench.figures.push(...automatedRoundFigures(results));
  bench.details.automatedMessages = results;
}
