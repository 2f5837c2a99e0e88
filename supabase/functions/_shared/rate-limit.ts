/**
 * Rate limits kept in the database (rate_limit_counters), in fixed windows. A request takes its
 * count in every bucket it belongs to with one statement before it does the limited work, so under
 * any concurrency at most `max` requests per bucket and window go through; a request that turns
 * out fine (a lookup that finds the booking, a sign-in with the right password) gives its count back.
 */
import type { Queryable } from './database.ts';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

/**
 * A bucket: a kind (what is limited, and by what) and its value. Values are folded with the same
 * SQL function the bookings' last names are matched with (rihla_fold_name: spaces, case, accents)
 * and stored as SHA-256 hashes, so no address, name or e-mail sits in the table.
 */
export interface Bucket {
  kind: string;
  value: string;
  /** This bucket's allowance per window; the settings' `max` when not given. */
  max?: number;
}

export type RateLimitTake =
  | { allowed: true; taken: { bucket: string; windowStartedAt: string }[] }
  | {
      allowed: false;
      retryAfterSeconds: number;
      /** The full buckets' kinds, each with the seconds until its own window ends. */
      fullKinds: Record<string, number>;
    };

interface CounterRow {
  bucket: string;
  refused: boolean;
  window_started_at: Date | string;
}

/**
 * Each bucket's counter goes up by one unless it is already at the limit; `refused` says, for this
 * statement's own write of the row, that it was. Fixed windows: a window that has ended starts again.
 */
const takeStatement = `
  INSERT INTO rate_limit_counters AS c (bucket, window_started_at, hits, refused, max_hits)
  SELECT DISTINCT ON (1)
         w.kind || ':' || encode(sha256(convert_to(rihla_fold_name(w.value), 'UTF8')), 'hex'),
         $3::timestamptz, 1, false, w.max_hits
    FROM unnest($1::text[], $2::text[], $5::int[]) AS w(kind, value, max_hits)
   ORDER BY 1
  ON CONFLICT (bucket) DO UPDATE SET
    hits = CASE WHEN c.window_started_at <= EXCLUDED.window_started_at - make_interval(secs => $4) THEN 1
                WHEN c.hits < EXCLUDED.max_hits THEN c.hits + 1 ELSE c.hits END,
    refused = c.window_started_at > EXCLUDED.window_started_at - make_interval(secs => $4)
              AND c.hits >= EXCLUDED.max_hits,
    max_hits = EXCLUDED.max_hits,
    window_started_at = CASE WHEN c.window_started_at <= EXCLUDED.window_started_at - make_interval(secs => $4)
                THEN EXCLUDED.window_started_at ELSE c.window_started_at END
  RETURNING c.bucket, c.refused, c.window_started_at`;

/**
 * Counts this request in each bucket, atomically (the row lock of INSERT ... ON CONFLICT orders
 * concurrent takes; buckets are locked in one order, so two takes never wait on each other).
 * Refused when any bucket is full, with the seconds until that window ends; a refused request
 * holds no count (what it took in the other buckets is given back).
 */
export async function takeRateLimit(
  db: Queryable,
  buckets: Bucket[],
  settings: RateLimitSettings,
  now: Date,
): Promise<RateLimitTake> {
  const { rows } = await db.query<CounterRow>(
    takeStatement,
    [
      buckets.map((bucket) => bucket.kind),
      buckets.map((bucket) => bucket.value),
      now.toISOString(),
      settings.windowSeconds,
      buckets.map((bucket) => bucket.max ?? settings.max),
    ],
    { name: 'rihla_rate_limit_take' },
  );
  if (pruneDue(db)) await pruneCounters(db, settings, now);
  const taken = rows
    .filter((row) => !row.refused)
    .map((row) => ({ bucket: row.bucket, windowStartedAt: new Date(row.window_started_at).toISOString() }));
  let wait = 0;
  const fullKinds: Record<string, number> = {};
  for (const row of rows) {
    if (!row.refused) continue;
    const ends = new Date(row.window_started_at).getTime() + settings.windowSeconds * 1000;
    const seconds = Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
    const kind = row.bucket.slice(0, row.bucket.lastIndexOf(':'));
    fullKinds[kind] = Math.max(fullKinds[kind] ?? 0, seconds);
    wait = Math.max(wait, seconds);
  }
  if (wait === 0) return { allowed: true, taken };
  await giveBack(db, { allowed: true, taken });
  return { allowed: false, retryAfterSeconds: wait, fullKinds };
}

/** Gives a request's count back (it succeeded), in the windows it was taken in only. */
export async function giveBack(db: Queryable, take: RateLimitTake): Promise<void> {
  if (!take.allowed || take.taken.length === 0) return;
  await db.query(
    `UPDATE rate_limit_counters AS c SET hits = c.hits - 1
       FROM unnest($1::text[], $2::timestamptz[]) AS t(bucket, started)
      WHERE c.bucket = t.bucket AND c.window_started_at = t.started AND c.hits > 0`,
    [take.taken.map((entry) => entry.bucket), take.taken.map((entry) => entry.windowStartedAt)],
    { name: 'rihla_rate_limit_give_back' },
  );
}

/**
 * Counters of long-ended windows are deleted by a take at most once a minute per database and
 * process (every hundredth take did it before: under a flood of lookups, the 1 % of requests that
 * waited for the DELETE were the slowest percent of real lookups).
 */
const pruneEveryMs = 60_000;
const lastPrunedAt = new WeakMap<Queryable, number>();

function pruneDue(db: Queryable): boolean {
  const wallClock = Date.now();
  if (wallClock - (lastPrunedAt.get(db) ?? Number.NEGATIVE_INFINITY) < pruneEveryMs) return false;
  lastPrunedAt.set(db, wallClock);
  return true;
}

async function pruneCounters(db: Queryable, settings: RateLimitSettings, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM rate_limit_counters
      WHERE window_started_at < $1::timestamptz - make_interval(secs => greatest($2::int, 86400))`,
    [now.toISOString(), settings.windowSeconds],
  );
}

interface Sha256 {
  update(data: string, encoding: 'utf8'): Sha256;
  digest(encoding: 'hex'): string;
}

/**
 * node:crypto's synchronous createHash where the runtime hands it out without an import (Node 20.16+
 * and Deno: process.getBuiltinModule); Web Crypto elsewhere.
 */
const createHash = (
  globalThis as {
    process?: {
      getBuiltinModule?: (id: string) => { createHash?: (algorithm: 'sha256') => Sha256 } | undefined;
    };
  }
).process?.getBuiltinModule?.('node:crypto')?.createHash;

/** A SHA-256 hash of a value under a kind: kept where a value must not be stored as it is. */
export async function hashedValue(kind: string, value: string): Promise<string> {
  const text = `${kind}:${value}`;
  if (createHash) return `${kind}:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${kind}:${hex}`;
}
