/**
 * Syncs channel calendars (network and database): fetch a feed, parse it, write its events (see
 * ical-apply.ts) and record the outcome on the feed. A feed that cannot be fetched or parsed (or
 * holds too many future events) leaves every booking and block as it was, records the error and
 * its time, and keeps the time of the last good sync. A feed unchanged since its last good sync (the
 * channel's 304 to its ETag / Last-Modified, or the same SHA-256 of the body) is neither parsed nor
 * written: only its "last synced" time moves (not while it has conflicts: a freed date must come in).
 * `run` opens each transaction: a host's "Sync now" passes asUser (Row Level Security decides), the
 * scheduler the server's own. Nothing is held open while the channel answers or while the text is
 * parsed (in slices that yield, ical-parse.ts); the writes lock the feed's row, so two syncs of one
 * feed write one after the other.
 */
import type { Database, Queryable } from './database.ts';
import type { IcalFeedError, IcalSyncResult } from './host-api-types-ical.ts';
import { logFailure } from './http.ts';
import { applyFeedEvents, type LockedFeed } from './ical-apply.ts';
import { FeedFetchError, fetchFeed } from './ical-fetch.ts';
import { CalendarParseError, type FeedEvent, parseFeed, TooManyEventsError } from './ical-parse.ts';

/** Runs `work` in one transaction (asUser for a host, the server's own for the scheduler). */
export type TransactionRunner = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

export interface SyncOptions {
  now: Date;
  /** YYYY-MM-DD in the properties' time zone. */
  today: string;
  allowLocalHttp: boolean;
  /** Replaces the fetch (tests). */
  fetchText?: (url: string) => Promise<string>;
}

interface FeedRow extends LockedFeed {
  url: string;
  etag: string | null;
  lastModified: string | null;
  contentSha256: string | null;
  /** The last good sync left conflicts: the feed is read again even if unchanged. */
  pendingConflicts: boolean;
}

/** What a good sync read: kept on the feed to know the calendar again. */
interface FeedVersion {
  etag: string | null;
  lastModified: string | null;
  sha256: string;
}

const feedSql = `
  SELECT id, property_id AS "propertyId", url, source, etag, last_modified AS "lastModified",
         content_sha256 AS "contentSha256", jsonb_array_length(conflicts) > 0 AS "pendingConflicts"
    FROM ical_feeds WHERE id = $1`;
const lockSql = `SELECT id, property_id AS "propertyId", source FROM ical_feeds WHERE id = $1 FOR UPDATE`;
const failedSql = `
  UPDATE ical_feeds SET last_attempt_at = $2, last_error = $3, last_error_detail = $4 WHERE id = $1`;
const succeededSql = `
  UPDATE ical_feeds SET last_attempt_at = $2, last_success_at = $2, last_error = NULL,
         last_error_detail = NULL, conflicts = $3::jsonb, etag = $4, last_modified = $5, content_sha256 = $6
   WHERE id = $1`;
const unchangedSql = `
  UPDATE ical_feeds SET last_attempt_at = $2, last_success_at = $2, last_error = NULL,
         last_error_detail = NULL, etag = coalesce($3, etag), last_modified = coalesce($4, last_modified)
   WHERE id = $1 RETURNING id`;

const emptyResult = (feedId: string, error: IcalFeedError | null): IcalSyncResult => ({
  feedId,
  ok: error === null,
  error,
  bookings: { added: 0, updated: 0, cancelled: 0 },
  blocks: { added: 0, updated: 0, removed: 0 },
  conflicts: 0,
});

async function recordFailure(
  run: TransactionRunner,
  feedId: string,
  now: Date,
  code: IcalFeedError,
  detail: string,
): Promise<IcalSyncResult> {
  await run((tx) => tx.query(failedSql, [feedId, now.toISOString(), code, detail.slice(0, 300)]));
  return emptyResult(feedId, code);
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type FeedRead =
  | { kind: 'unchanged'; etag: string | null; lastModified: string | null }
  | { kind: 'events'; events: FeedEvent[]; version: FeedVersion }
  | { kind: 'failed'; code: IcalFeedError; detail: string };

/** The feed's events, or that it has not changed since the last good sync, or why it could not be read. */
async function readFeed(feed: FeedRow, options: SyncOptions): Promise<FeedRead> {
  const skippable = feed.contentSha256 !== null && !feed.pendingConflicts;
  try {
    let answer: { bytes: Uint8Array; text: string; etag: string | null; lastModified: string | null };
    if (options.fetchText) {
      const text = await options.fetchText(feed.url);
      answer = { bytes: new TextEncoder().encode(text), text, etag: null, lastModified: null };
    } else {
      const validators =
        skippable && (feed.etag || feed.lastModified)
          ? { etag: feed.etag, lastModified: feed.lastModified }
          : null;
      const fetched = await fetchFeed(feed.url, { allowLocalHttp: options.allowLocalHttp }, validators);
      if (fetched.kind === 'unchanged') return { kind: 'unchanged', etag: null, lastModified: null };
      answer = fetched;
    }
    const sha256 = await sha256Hex(answer.bytes);
    if (skippable && sha256 === feed.contentSha256) {
      return { kind: 'unchanged', etag: answer.etag, lastModified: answer.lastModified };
    }
    const events = await parseFeed(answer.text, { today: options.today });
    return {
      kind: 'events',
      events,
      version: { etag: answer.etag, lastModified: answer.lastModified, sha256 },
    };
  } catch (error) {
    if (error instanceof FeedFetchError) return { kind: 'failed', code: error.code, detail: error.detail };
    if (error instanceof CalendarParseError)
      return { kind: 'failed', code: 'not_a_calendar', detail: error.message };
    if (error instanceof TooManyEventsError)
      return { kind: 'failed', code: 'too_many_events', detail: error.message };
    return {
      kind: 'failed',
      code: 'unreachable',
      detail: error instanceof Error ? error.message : 'unreachable',
    };
  }
}

/**
 * Syncs one feed; what it did, or null when `run` does not see the feed (another owner's, or gone).
 * Never throws for the feed's content or the channel's answer: failures are recorded on the feed.
 */
export async function syncFeed(
  run: TransactionRunner,
  feedId: string,
  options: SyncOptions,
): Promise<IcalSyncResult | null> {
  const feed = await run(async (tx) => {
    const { rows } = await tx.query<FeedRow>(feedSql, [feedId]);
    return rows[0] ?? null;
  });
  if (!feed) return null;
  const read = await readFeed(feed, options);
  if (read.kind === 'failed') return recordFailure(run, feedId, options.now, read.code, read.detail);
  const at = options.now.toISOString();
  if (read.kind === 'unchanged') {
    const { rows } = await run((tx) => tx.query(unchangedSql, [feedId, at, read.etag, read.lastModified]));
    return rows.length ? emptyResult(feedId, null) : null;
  }
  try {
    return await run(async (tx) => {
      const { rows } = await tx.query<LockedFeed>(lockSql, [feedId]);
      const locked = rows[0];
      if (!locked) return null;
      const { result, conflicts } = await applyFeedEvents(tx, locked, read.events, options.today);
      const { etag, lastModified, sha256 } = read.version;
      await tx.query(succeededSql, [feedId, at, JSON.stringify(conflicts), etag, lastModified, sha256]);
      return result;
    });
  } catch (error) {
    logFailure('ical-sync', `feed ${feedId} could not be saved`, error);
    return recordFailure(run, feedId, options.now, 'sync_failed', 'the calendar could not be saved');
  }
}

/** Every feed's id, the least recently tried first (the server's view: no Row Level Security). */
export async function allFeedIds(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM ical_feeds ORDER BY last_attempt_at NULLS FIRST, created_at, id',
  );
  return rows.map((row) => row.id);
}

/**
 * Syncs every feed as the server, `parallel` at a time; each feed's failure is recorded on it and
 * logged, never thrown. `skip` leaves out feeds already being synced (the scheduler's own guard).
 */
export async function syncAllFeeds(
  db: Database,
  options: SyncOptions & { parallel?: number; skip?: (feedId: string) => boolean },
): Promise<IcalSyncResult[]> {
  const run: TransactionRunner = (work) => db.transaction(work);
  const queue = (await allFeedIds(db)).filter((id) => !options.skip?.(id));
  const results: IcalSyncResult[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const result = await syncFeed(run, id, options);
        if (result) results.push(result);
      } catch (error) {
        logFailure('ical-sync', `feed ${id} failed`, error);
        results.push(emptyResult(id, 'sync_failed'));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 1) }, worker));
  return results;
}
