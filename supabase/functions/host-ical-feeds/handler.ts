/**
 * host-ical-feeds: a property's channel calendars (iCal feeds of Airbnb, Booking.com, VRBO...) and
 * its export feed, for the property editor. The calls' contracts (list, add, remove, syncNow,
 * regenerateExportToken): _shared/contracts/host-ical-feeds.contract.ts. Every query runs through
 * Row Level Security (asUser), so another owner's property or feed is not found (404 `not_found`, as
 * an unknown id) and nothing of it changes. "Sync now" fetches the channel (network) and writes its
 * bookings and blocks as the caller, one transaction per feed.
 */
import { asUser } from '../_shared/as-user.ts';
import {
  hostIcalFeedsAdd,
  hostIcalFeedsList,
  hostIcalFeedsRegenerateExportToken,
  hostIcalFeedsRemove,
  hostIcalFeedsSyncNow,
  invalidIcalBody,
} from '../_shared/contracts/host-ical-feeds.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import type { FunctionDeps } from '../_shared/handler-types.ts';
import type { HostIcalFeeds, IcalFeed, IcalSyncResult } from '../_shared/host-api-types-ical.ts';
import { localDay } from '../_shared/host-data.ts';
import { sqlState } from '../_shared/ical-apply.ts';
import { checkFeedAddress } from '../_shared/ical-fetch.ts';
import { syncFeed, type TransactionRunner } from '../_shared/ical-sync.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

const propertySql = `SELECT id, name, ical_export_token AS "exportToken" FROM properties WHERE id = $1`;
const feedsSql = `
  SELECT id, property_id AS "propertyId", url, source, label,
         to_char(last_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastAttemptAt",
         to_char(last_success_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastSuccessAt",
         last_error AS "lastError", last_error_detail AS "lastErrorDetail", conflicts,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
    FROM ical_feeds WHERE property_id = $1 ORDER BY created_at, id`;
const feedPropertySql = 'SELECT property_id AS "propertyId" FROM ical_feeds WHERE id = $1';
const addSql = `
  INSERT INTO ical_feeds (property_id, url, source, label)
  SELECT p.id, $2, $3, $4 FROM properties p WHERE p.id = $1 RETURNING id`;
const removeSql = 'DELETE FROM ical_feeds WHERE id = $1 RETURNING property_id AS "propertyId"';
const regenerateSql = 'UPDATE properties SET ical_export_token = $2 WHERE id = $1 RETURNING id';
const propertyFeedsSql = 'SELECT id FROM ical_feeds WHERE property_id = $1 ORDER BY created_at, id';

/** A new export secret: 32 random bytes, base64url (43 characters). */
export function newExportToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The property's feeds as the caller sees them; null when the property is not theirs. */
async function feedsOf(tx: Queryable, propertyId: string): Promise<HostIcalFeeds | null> {
  const property = await tx.query<{ id: string; name: string; exportToken: string }>(propertySql, [
    propertyId,
  ]);
  const row = property.rows[0];
  if (!row) return null;
  const feeds = await tx.query<IcalFeed>(feedsSql, [propertyId]);
  return { propertyId: row.id, propertyName: row.name, exportToken: row.exportToken, feeds: feeds.rows };
}

/** Syncs the feeds one after the other as the caller; what each did. */
async function syncAs(
  run: TransactionRunner,
  feedIds: string[],
  deps: FunctionDeps,
): Promise<IcalSyncResult[]> {
  const at = deps.now();
  const results: IcalSyncResult[] = [];
  for (const feedId of feedIds) {
    const result = await syncFeed(run, feedId, {
      now: at,
      today: localDay(at),
      allowLocalHttp: deps.config.icalAllowLocalHttp === true,
    });
    if (result) results.push(result);
  }
  return results;
}

export const handler = serveCalls('host-ical-feeds', invalidIcalBody, [
  route(hostIcalFeedsList, ({ body, asHost, refuse }) =>
    asHost(async (tx) => (await feedsOf(tx, body.propertyId)) ?? refuse('notFound')),
  ),
  route(hostIcalFeedsAdd, async ({ body, deps, asHost, refuse }) => {
    // The same check as before every fetch: a name that resolves to a private or local address is
    // refused now; one that does not resolve yet is kept (its sync says the channel is unreachable).
    const checked = await checkFeedAddress(body.url, {
      allowLocalHttp: deps.config.icalAllowLocalHttp === true,
    });
    if (!checked.ok && checked.code === 'url_refused') return refuse('urlRefused');
    return asHost(async (tx) => {
      await tx.query('SAVEPOINT add_feed');
      try {
        const { rows } = await tx.query(addSql, [body.propertyId, body.url, body.source, body.label || null]);
        if (rows.length === 0) return refuse('notFound');
      } catch (error) {
        if (sqlState(error) !== '23505') throw error;
        await tx.query('ROLLBACK TO SAVEPOINT add_feed');
        return refuse((await feedsOf(tx, body.propertyId)) ? 'feedExists' : 'notFound');
      }
      const feeds = await feedsOf(tx, body.propertyId);
      return feeds ?? refuse('notFound');
    });
  }),
  route(hostIcalFeedsRemove, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query<{ propertyId: string }>(removeSql, [body.feedId]);
      const feeds = rows[0] ? await feedsOf(tx, rows[0].propertyId) : null;
      return feeds ?? refuse('notFound');
    }),
  ),
  route(hostIcalFeedsRegenerateExportToken, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query(regenerateSql, [body.propertyId, newExportToken()]);
      const feeds = rows.length ? await feedsOf(tx, body.propertyId) : null;
      return feeds ?? refuse('notFound');
    }),
  ),
  route(hostIcalFeedsSyncNow, async ({ body, deps, caller, asHost, refuse }) => {
    const target = await asHost(async (tx) => {
      if (body.feedId) {
        const { rows } = await tx.query<{ propertyId: string }>(feedPropertySql, [body.feedId]);
        return rows[0] ? { propertyId: rows[0].propertyId, feedIds: [body.feedId] } : refuse('notFound');
      }
      const propertyId = body.propertyId as string;
      if (!(await feedsOf(tx, propertyId))) return refuse('notFound');
      const { rows } = await tx.query<{ id: string }>(propertyFeedsSql, [propertyId]);
      return { propertyId, feedIds: rows.map((row) => row.id) };
    });
    // Each feed's sync in a transaction of its own, as the caller.
    const run: TransactionRunner = (work) => asUser(deps.db, caller.userId, work, caller.claims);
    const results = await syncAs(run, target.feedIds, deps);
    const feeds = await run((tx) => feedsOf(tx, target.propertyId));
    return feeds ? { ...feeds, results } : refuse('notFound');
  }),
]);
