/**
 * host-ical-feeds: a property's channel calendars (iCal feeds of Airbnb, Booking.com, VRBO...) and
 * its export feed, for the property editor. POST with `Authorization: Bearer <access token>`; every
 * query runs through Row Level Security (asUser), so another owner's property or feed is not found
 * (404 `not_found`, as an unknown id) and nothing of it changes. "Sync now" fetches the channel
 * (network) and writes its bookings and blocks as the caller.
 *
 * Request body, by `action` (every answer: `{ propertyId, propertyName, exportToken, feeds }`):
 * - `{ "action": "list", "propertyId" }`
 * - `{ "action": "add", "propertyId", "url", "source": "airbnb" | "booking_com" | "vrbo" | "others", "label"? }`
 *   -> 201; https only, a public name or address (400 `url_refused`: the check every fetch makes,
 *   ical-feed-address.ts), one feed per address and property (409 `feed_exists`).
 * - `{ "action": "remove", "feedId" }`: its blocks go, its bookings stay.
 * - `{ "action": "syncNow", "feedId" }` or `{ "action": "syncNow", "propertyId" }` (every feed of it)
 *   -> also `results`: what each sync did (a failed one is recorded on its feed, still a 200).
 * - `{ "action": "regenerateExportToken", "propertyId" }`: the old export URL stops working.
 *
 * Errors: 400 `invalid_request` / `invalid_text` / `url_refused`, 401 `unauthorized`, 403
 * `not_a_host`, 404 `not_found`, 409 `feed_exists`, 405, 413, 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import type { Queryable } from '../_shared/database.ts';
import type { FunctionDeps, FunctionHandler } from '../_shared/handler-types.ts';
import {
  type HostIcalFeeds,
  type IcalFeed,
  type IcalSyncResult,
  icalFeedLabelMaxLength,
  icalFeedSources,
  icalFeedUrlMaxLength,
} from '../_shared/host-api-types-ical.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { hostAccount, localDay, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';
import { sqlState } from '../_shared/ical-apply.ts';
import { checkFeedAddress } from '../_shared/ical-fetch.ts';
import { syncFeed, type TransactionRunner } from '../_shared/ical-sync.ts';
import { uuidSchema } from '../_shared/validation.ts';

export const icalFeedsRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list'), propertyId: uuidSchema }),
  z.strictObject({
    action: z.literal('add'),
    propertyId: uuidSchema,
    url: z.string().trim().min(1).max(icalFeedUrlMaxLength),
    source: z.enum(icalFeedSources as [string, ...string[]]),
    label: z.string().trim().max(icalFeedLabelMaxLength).optional(),
  }),
  z.strictObject({ action: z.literal('remove'), feedId: uuidSchema }),
  z.strictObject({
    action: z.literal('syncNow'),
    feedId: uuidSchema.optional(),
    propertyId: uuidSchema.optional(),
  }),
  z.strictObject({ action: z.literal('regenerateExportToken'), propertyId: uuidSchema }),
]);
type IcalFeedsRequest = z.infer<typeof icalFeedsRequestSchema>;

/** What each field must be: the 400's message names the first field that is not. */
export const invalidIcalMessages: Record<string, string> = {
  action: 'Send action: "list", "add", "remove", "syncNow" or "regenerateExportToken".',
  propertyId: 'propertyId must be a property id (a UUID).',
  feedId: 'feedId must be a calendar feed id (a UUID).',
  url: `url must be the calendar's address (at most ${icalFeedUrlMaxLength} characters).`,
  source: 'source must be "airbnb", "booking_com", "vrbo" or "others".',
  label: `label must be text of at most ${icalFeedLabelMaxLength} characters.`,
  syncTarget: 'Send either feedId or propertyId to sync, not both.',
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action.',
};

export function invalidIcalMessage(error: unknown): string {
  const issue = (error as { issues?: { code?: string; path?: PropertyKey[] }[] }).issues?.[0];
  if (issue?.code === 'unrecognized_keys') return invalidIcalMessages.unknown!;
  const field = issue?.path?.[0];
  return (typeof field === 'string' && invalidIcalMessages[field]) || invalidIcalMessages.body!;
}

export const notFoundMessage = 'No such property or calendar feed in your portfolio.';
export const urlRefusedMessage =
  "The calendar's address must be an https:// link from the channel (Airbnb, Booking.com, VRBO...), not a local or private address.";
export const feedExistsMessage = 'This calendar is already connected to this property.';

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

type Outcome =
  | { kind: 'feeds'; body: HostIcalFeeds; status: 200 | 201 }
  | { kind: 'sync'; propertyId: string; feedIds: string[] }
  | { kind: 'not_found' }
  | { kind: 'feed_exists' };

async function perform(tx: Queryable, request: IcalFeedsRequest): Promise<Outcome> {
  const answer = async (propertyId: string, status: 200 | 201 = 200): Promise<Outcome> => {
    const body = await feedsOf(tx, propertyId);
    return body ? { kind: 'feeds', body, status } : { kind: 'not_found' };
  };
  switch (request.action) {
    case 'list':
      return answer(request.propertyId);
    case 'add': {
      await tx.query('SAVEPOINT add_feed');
      try {
        const { rows } = await tx.query(addSql, [
          request.propertyId,
          request.url,
          request.source,
          request.label || null,
        ]);
        if (rows.length === 0) return { kind: 'not_found' };
      } catch (error) {
        if (sqlState(error) !== '23505') throw error;
        await tx.query('ROLLBACK TO SAVEPOINT add_feed');
        return (await feedsOf(tx, request.propertyId)) ? { kind: 'feed_exists' } : { kind: 'not_found' };
      }
      return answer(request.propertyId, 201);
    }
    case 'remove': {
      const { rows } = await tx.query<{ propertyId: string }>(removeSql, [request.feedId]);
      return rows[0] ? answer(rows[0].propertyId) : { kind: 'not_found' };
    }
    case 'regenerateExportToken': {
      const { rows } = await tx.query(regenerateSql, [request.propertyId, newExportToken()]);
      return rows.length ? answer(request.propertyId) : { kind: 'not_found' };
    }
    case 'syncNow': {
      if (request.feedId) {
        const { rows } = await tx.query<{ propertyId: string }>(feedPropertySql, [request.feedId]);
        return rows[0]
          ? { kind: 'sync', propertyId: rows[0].propertyId, feedIds: [request.feedId] }
          : { kind: 'not_found' };
      }
      const propertyId = request.propertyId as string;
      if (!(await feedsOf(tx, propertyId))) return { kind: 'not_found' };
      const { rows } = await tx.query<{ id: string }>(propertyFeedsSql, [propertyId]);
      return { kind: 'sync', propertyId, feedIds: rows.map((row) => row.id) };
    }
  }
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

export const handler: FunctionHandler = guarded('host-ical-feeds', async (request, deps) => {
  const opened = await openHostRequest(request, deps, icalFeedsRequestSchema, (error) =>
    errorResponse(400, invalidIcalMessage(error), 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const data = opened.data;
  if (data.action === 'syncNow' && Boolean(data.feedId) === Boolean(data.propertyId)) {
    return errorResponse(400, invalidIcalMessages.syncTarget!, 'invalid_request');
  }
  // The same check as before every fetch: a name that resolves to a private or local address is
  // refused now; one that does not resolve yet is kept (its sync says the channel is unreachable).
  if (data.action === 'add') {
    const checked = await checkFeedAddress(data.url, {
      allowLocalHttp: deps.config.icalAllowLocalHttp === true,
    });
    if (!checked.ok && checked.code === 'url_refused') {
      return errorResponse(400, urlRefusedMessage, 'url_refused');
    }
  }
  const { userId, claims } = opened.caller;
  const run: TransactionRunner = (work) => asUser(deps.db, userId, work, claims);

  const outcome = await run(async (tx) => ((await hostAccount(tx)) ? perform(tx, data) : null));
  if (!outcome) return notAHost();
  switch (outcome.kind) {
    case 'feeds':
      return json(outcome.body, outcome.status);
    case 'not_found':
      return errorResponse(404, notFoundMessage, 'not_found');
    case 'feed_exists':
      return errorResponse(409, feedExistsMessage, 'feed_exists');
    case 'sync': {
      const results = await syncAs(run, outcome.feedIds, deps);
      const body = await run((tx) => feedsOf(tx, outcome.propertyId));
      if (!body) return errorResponse(404, notFoundMessage, 'not_found');
      return json({ ...body, results });
    }
  }
});
