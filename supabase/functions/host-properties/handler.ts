/**
 * host-properties: the property editor and the Settings list, for the caller's portfolio. POST with
 * `Authorization: Bearer <access token>`; every query runs through Row Level Security, so another
 * owner's property is not found (404 `not_found`, as an unknown id) and nothing of it changes.
 *
 * Request body, by `action` (types in _shared/host-api-types-properties.ts):
 * - `{ action: 'list' }` -> `{ properties: [{ id, name, city, region, thumbnailUrl, photoCount }], owners }`
 *   (by name; `owners`, the hosts a property may be created for, only for the team).
 * - `{ action: 'get', propertyId }` -> `{ property }`: every editable field, the guide's photos in
 *   order, and `upcomingBookings`.
 * - `{ action: 'create', name, address, city?, wifiNetwork?, wifiPassword?, walkthroughUrl?,
 *   recommendationsUrl?, checkInTime?, checkOutTime?, timeZone? (Africa/Casablanca), houseRules?,
 *   codeReleaseHours? (0..720, 48), codeRequiresCheckIn? (true), ownerId? (the team only) }` -> 201
 *   `{ property }`, owned by the caller (or `ownerId`). The last two say when the door code reaches
 *   the guest (issue 31): that many hours before check-in, and only after online check-in if asked.
 * - `{ action: 'update', propertyId, ...any of those fields }` -> `{ property }`.
 * - `{ action: 'delete', propertyId }` -> `{ deleted: true, propertyId }`; 409 `has_upcoming_bookings`
 *   while confirmed bookings check out today or later, 409 `has_booking_history` when past or
 *   cancelled bookings are kept (a booking is never deleted). Its photos' files go with it.
 *
 * Errors: 400 `invalid_request` / `invalid_text`, 401, 403 `not_a_host` / `not_team`, 404, 409, 405,
 * 413, 503 `not_configured`, 500 `server_error`.
 */
import { asUser } from '../_shared/as-user.ts';
import { rihlaTimeZone } from '../_shared/calendar.ts';
import type { Queryable } from '../_shared/database.ts';
import { deleteStored, photoRows, storedKeys } from '../_shared/guide-photos.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { hostAccount, localDay, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';
import type { ObjectStorage } from '../_shared/object-storage.ts';
import { listProperties, propertyDetails } from './details.ts';
import {
  columnOf,
  invalidPropertyMessage,
  invalidPropertyMessages,
  type PropertiesRequest,
  type PropertyFieldValues,
  propertiesRequestSchema,
  storedValue,
} from './request.ts';

export const notFoundMessage = 'No such property in your portfolio.';
export const notTeamMessage = 'Only the Rihla team creates a property for another host.';
export const unknownOwnerMessage = 'ownerId must be the id of an existing host.';
export const upcomingBookingsMessage = (name: string, count: number) =>
  `${name} has ${count} upcoming booking${count === 1 ? '' : 's'}: cancel or move ${count === 1 ? 'it' : 'them'} first.`;
export const bookingHistoryMessage = (name: string, count: number) =>
  `${name} keeps ${count} past or cancelled booking${count === 1 ? '' : 's'} (and their payments) for your records, so it cannot be deleted.`;

type Outcome =
  | { kind: 'answer'; body: unknown; status?: number }
  | { kind: 'refused'; status: number; message: string; code: string }
  | { kind: 'deleted'; propertyId: string; keys: string[] };

const notFound: Outcome = { kind: 'refused', status: 404, message: notFoundMessage, code: 'not_found' };
const badField = (field: string): Outcome => ({
  kind: 'refused',
  status: 400,
  message: invalidPropertyMessages[field]!,
  code: 'invalid_request',
});

/** PostgreSQL's own zone names must know the zone too (other queries convert with it). */
async function zoneKnown(tx: Queryable, zone: string | undefined): Promise<boolean> {
  if (zone === undefined) return true;
  const { rows } = await tx.query('SELECT 1 FROM pg_timezone_names WHERE name = $1', [zone]);
  return rows.length > 0;
}

function assignments(values: PropertyFieldValues, firstParam: number) {
  const entries = (Object.keys(columnOf) as (keyof PropertyFieldValues)[])
    .filter((field) => values[field] !== undefined)
    .map((field) => [columnOf[field], storedValue(field, values[field]!)] as const);
  return {
    columns: entries.map(([column]) => column),
    sets: entries.map(([column], index) => `${column} = $${firstParam + index}`),
    params: entries.map(([, value]) => value),
  };
}

async function perform(
  tx: Queryable,
  request: PropertiesRequest,
  role: 'owner' | 'team',
  today: string,
  storage?: ObjectStorage,
): Promise<Outcome> {
  switch (request.action) {
    case 'list':
      return { kind: 'answer', body: await listProperties(tx, role, storage) };
    case 'get': {
      const property = await propertyDetails(tx, request.propertyId, today, { adopt: true, storage });
      return property ? { kind: 'answer', body: { property } } : notFound;
    }
    case 'create': {
      const { action: _action, ownerId, ...values } = request;
      if (ownerId !== undefined && role !== 'team') {
        const self = await tx.query('SELECT 1 FROM hosts WHERE id = $1 AND id = auth.uid()', [ownerId]);
        if (self.rows.length === 0) {
          return { kind: 'refused', status: 403, message: notTeamMessage, code: 'not_team' };
        }
      }
      if (ownerId !== undefined) {
        const host = await tx.query('SELECT 1 FROM hosts WHERE id = $1', [ownerId]);
        if (host.rows.length === 0) {
          return { kind: 'refused', status: 400, message: unknownOwnerMessage, code: 'invalid_request' };
        }
      }
      if (!(await zoneKnown(tx, values.timeZone))) return badField('timeZone');
      const set = assignments({ timeZone: rihlaTimeZone, ...values }, 2);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO properties (owner_id, ${set.columns.join(', ')})
         VALUES (coalesce($1::uuid, auth.uid()), ${set.params.map((_, index) => `$${index + 2}`).join(', ')})
         RETURNING id`,
        [ownerId ?? null, ...set.params],
      );
      const property = await propertyDetails(tx, rows[0]!.id, today, { storage });
      return { kind: 'answer', body: { property }, status: 201 };
    }
    case 'update': {
      const { action: _action, propertyId, ...values } = request;
      if (!(await zoneKnown(tx, values.timeZone))) return badField('timeZone');
      const set = assignments(values, 2);
      if (set.sets.length > 0) {
        const updated = await tx.query(
          `UPDATE properties SET ${set.sets.join(', ')} WHERE id = $1 RETURNING id`,
          [propertyId, ...set.params],
        );
        if (updated.rows.length === 0) return notFound;
      }
      const property = await propertyDetails(tx, propertyId, today, { storage });
      return property ? { kind: 'answer', body: { property } } : notFound;
    }
    case 'delete': {
      const locked = await tx.query<{ name: string }>(
        'SELECT name FROM properties WHERE id = $1 FOR UPDATE',
        [request.propertyId],
      );
      const name = locked.rows[0]?.name;
      if (name === undefined) return notFound;
      const { rows } = await tx.query<{ upcoming: number; kept: number }>(
        `SELECT count(*) FILTER (WHERE status = 'confirmed' AND check_out_date >= $2::date)::int AS upcoming,
                count(*)::int AS kept
           FROM bookings WHERE property_id = $1`,
        [request.propertyId, today],
      );
      const { upcoming = 0, kept = 0 } = rows[0] ?? {};
      if (upcoming > 0) {
        return {
          kind: 'refused',
          status: 409,
          message: upcomingBookingsMessage(name, upcoming),
          code: 'has_upcoming_bookings',
        };
      }
      if (kept > 0) {
        return {
          kind: 'refused',
          status: 409,
          message: bookingHistoryMessage(name, kept),
          code: 'has_booking_history',
        };
      }
      const keys = storedKeys(await photoRows(tx, request.propertyId));
      await tx.query('DELETE FROM properties WHERE id = $1', [request.propertyId]);
      return { kind: 'deleted', propertyId: request.propertyId, keys };
    }
  }
}

/** A write the database refused on its own checks (a race past ours): a 409 or 400, never a 500. */
function refusedByDatabase(error: unknown): Response | null {
  const code = (error as { code?: string }).code;
  if (code === '23503') {
    return errorResponse(
      409,
      'This property still has bookings or records attached: it cannot be deleted.',
      'has_booking_history',
    );
  }
  if (code === '23514' || code === '22P02' || code === '22007' || code === '22008') {
    return errorResponse(400, invalidPropertyMessages.body!, 'invalid_request');
  }
  return null;
}

export const handler: FunctionHandler = guarded('host-properties', async (request, deps) => {
  const opened = await openHostRequest(request, deps, propertiesRequestSchema, (error) =>
    errorResponse(400, invalidPropertyMessage(error), 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const today = localDay(deps.now());
  let outcome: Outcome | null;
  try {
    outcome = await asUser(
      deps.db,
      opened.caller.userId,
      async (tx) => {
        const account = await hostAccount(tx);
        return account ? perform(tx, opened.data, account.role, today, deps.storage) : null;
      },
      opened.caller.claims,
    );
  } catch (error) {
    const refused = refusedByDatabase(error);
    if (refused) return refused;
    throw error;
  }
  if (!outcome) return notAHost();
  switch (outcome.kind) {
    case 'answer':
      return json(outcome.body, outcome.status ?? 200);
    case 'refused':
      return errorResponse(outcome.status, outcome.message, outcome.code);
    case 'deleted':
      await deleteStored(deps.storage, outcome.keys);
      return json({ deleted: true, propertyId: outcome.propertyId });
  }
});
