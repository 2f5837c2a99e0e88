/** Failed-lookup counters in fixed windows, kept in the database (rate_limit_counters). */
import type { Queryable } from './database.ts';

export interface RateLimitSettings {
  maxMisses: number;
  windowSeconds: number;
}

/** Buckets are stored as SHA-256 hashes: no address or name sits in the table. */
export async function bucketKey(kind: string, value: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${kind}:${value}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${kind}:${hex}`;
}

/** Seconds until the first full bucket frees up, or null when every bucket still has room. */
export async function retryAfterSeconds(
  db: Queryable,
  buckets: string[],
  settings: RateLimitSettings,
  now: Date,
): Promise<number | null> {
  const { rows } = await db.query<{ window_started_at: Date | string; hits: number }>(
    'SELECT window_started_at, hits FROM rate_limit_counters WHERE bucket = ANY($1::text[])',
    [buckets],
  );
  let wait: number | null = null;
  for (const row of rows) {
    const ends = new Date(row.window_started_at).getTime() + settings.windowSeconds * 1000;
    if (ends > now.getTime() && Number(row.hits) >= settings.maxMisses) {
      const seconds = Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
      wait = Math.max(wait ?? 0, seconds);
    }
  }
  return wait;
}

/** Counts one miss in each bucket, starting a new window where the old one has ended. */
export async function recordMiss(
  db: Queryable,
  buckets: string[],
  settings: RateLimitSettings,
  now: Date,
): Promise<void> {
  for (const bucket of buckets) {
    await db.query(
      `INSERT INTO rate_limit_counters (bucket, window_started_at, hits) VALUES ($1, $2::timestamptz, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN rate_limit_counters.window_started_at <= $2::timestamptz - make_interval(secs => $3)
                     THEN 1 ELSE rate_limit_counters.hits + 1 END,
         window_started_at = CASE WHEN rate_limit_counters.window_started_at <= $2::timestamptz - make_interval(secs => $3)
                     THEN $2::timestamptz ELSE rate_limit_counters.window_started_at END`,
      [bucket, now.toISOString(), settings.windowSeconds],
    );
  }
  if (Math.random() < 0.05) {
    await db.query(
      'DELETE FROM rate_limit_counters WHERE window_started_at < $1::timestamptz - make_interval(secs => $2)',
      [now.toISOString(), settings.windowSeconds],
    );
  }
}
