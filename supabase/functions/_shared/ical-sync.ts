/**
 * Syncs channel calendars (network and database): fetch a feed, parse it, write its events (see
 * ical-apply.ts) and record the outcome on the feed. A feed that cannot be fetched or parsed leaves
 * every booking and block as it was, records the error and its time, and keeps the time of the last
 * good sync. `run` opens each transaction: a host's "Sync now" passes asUser (Row Level Security
 * decides), the scheduler the server's own. Nothing is held open while the channel answers; the
 * writes lock the feed's row, so two syncs of one feed write one after the other.
 */
import type { Database, Queryable } from './database.ts';
import type { IcalFeedError, IcalSyncResult } from './host-api-types-ical.ts';
import { logFailure } from './http.ts';
import { applyFeedEvents, type LockedFeed } from './ical-apply.ts';
import { FeedFetchError, fetchFeedText } from './ical-fetch.ts';
import { CalendarParseError, type FeedEvent, parseFeed } from './ical-parse.ts';

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

const feedSql = `SELECT id, property_id AS "propertyId", url, source FROM ical_feeds WHERE id = $1`;
const lockSql = `SELECT id, property_id AS "propertyId", source FROM ical_feeds WHERE id = $1 FOR UPDATE`;
const failedSql = `
  UPDATE ical_feeds SET last_attempt_at = $2, last_error = $3, last_error_detail = $4 WHERE id = $1`;
const succeededSql = `
  UPDATE ical_feeds SET last_attempt_at = $2, last_success_at = $2, last_error = NULL,
         last_error_detail = NULL, conflicts = $3::jsonb
   WHERE id = $1`;

const emptyResult = (feedId: string, error: IcalFeedError): IcalSyncResult => ({
  feedId,
  ok: false,
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

/** The feed's events, or why they could not be read. */
async function readEvents(
  url: string,
  options: SyncOptions,
): Promise<{ events: FeedEvent[] } | { code: IcalFeedError; detail: string }> {
  try {
    const text = options.fetchText
      ? await options.fetchText(url)
      : await fetchFeedText(url, { allowLocalHttp: options.allowLocalHttp });
    return { events: parseFeed(text) };
  } catch (error) {
    if (error instanceof FeedFetchError) return { code: error.code, detail: error.detail };
    if (error instanceof CalendarParseError) return { code: 'not_a_calendar', detail: error.message };
    return { code: 'unreachable', detail: error instanceof Error ? error.message : 'unreachable' };
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
    const { rows } = await tx.query<LockedFeed & { url: string }>(feedSql, [feedId]);
    return rows[0] ?? null;
  });
  if (!feed) return null;
  const read = await readEvents(feed.url, options);
  if (!('events' in read)) return recordFailure(run, feedId, options.now, read.code, read.detail);
  try {
    return await run(async (tx) => {
      const { rows } = await tx.query<LockedFeed>(lockSql, [feedId]);
      const locked = rows[0];
      if (!locked) return null;
      const { result, conflicts } = await applyFeedEvents(tx, locked, read.events, options.today);
      await tx.query(succeededSql, [feedId, options.now.toISOString(), JSON.stringify(conflicts)]);
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
