/** Failed-lookup counters in fixed windows, kept in the database (rate_limit_counters). */
import type { Queryable } from './database.ts';

export interface RateLimitSettings {
  maxMisses: number;
  windowSeconds: number;
}

interface Sha256 {
  update(data: string, encoding: 'utf8'): Sha256;
  digest(encoding: 'hex'): string;
}

/**
 * node:crypto's synchronous createHash where the runtime hands it out without an import (Node 20.16+
 * and Deno: process.getBuiltinModule); a static `node:crypto` import would make Deno's type check of
 * the functions need @types/node. Undefined elsewhere: Web Crypto then.
 */
const createHash = (
  globalThis as {
    process?: {
      getBuiltinModule?: (id: string) => { createHash?: (algorithm: 'sha256') => Sha256 } | undefined;
    };
  }
).process?.getBuiltinModule?.('node:crypto')?.createHash;

/**
 * Buckets are stored as SHA-256 hashes: no address or name sits in the table. Hashed synchronously
 * where possible: a Web Crypto digest is a thread-pool job and a promise, and in a profile of the
 * lookup under load its round trip cost more CPU than the whole database query.
 */
export async function bucketKey(kind: string, value: string): Promise<string> {
  const text = `${kind}:${value}`;
  if (createHash) return `${kind}:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
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
    { name: 'rihla_rate_limit_read' },
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
      { name: 'rihla_rate_limit_miss' },
    );
  }
  if (Math.random() < 0.05) {
    await db.query(
      'DELETE FROM rate_limit_counters WHERE window_started_at < $1::timestamptz - make_interval(secs => $2)',
      [now.toISOString(), settings.windowSeconds],
    );
  }
}
