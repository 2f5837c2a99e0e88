/**
 * host-properties: the property editor and the Settings list, for the caller's portfolio. The calls'
 * contracts (list, get, create, update, delete): _shared/contracts/host-properties.contract.ts. Every
 * query runs through Row Level Security, so another owner's property is not found (404 `not_found`,
 * as an unknown id) and nothing of it changes. `codeReleaseHours` and `codeRequiresCheckIn` say when
 * the door code reaches the guest (issue 31). A deleted property's photo files go with it; a
 * property with bookings (upcoming, or past and cancelled ones, kept) is never deleted.
 */
import { rihlaTimeZone } from '../_shared/calendar.ts';
import {
  bookingHistoryMessage,
  hostPropertiesCreate,
  hostPropertiesDelete,
  hostPropertiesGet,
  hostPropertiesList,
  hostPropertiesUpdate,
  invalidPropertyBody,
  upcomingBookingsMessage,
} from '../_shared/contracts/host-properties.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import { deleteStored, photoRows, storedKeys } from '../_shared/guide-photos.ts';
import { localDay } from '../_shared/host-data.ts';
import { CallRefused, route, serveCalls } from '../_shared/procedure.ts';
import { listProperties, propertyDetails } from './details.ts';
import { columnOf, type PropertyFieldValues, storedValue } from './request.ts';

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

const { stillAttached, invalidValue } = hostPropertiesDelete.errors;

/** A write the database refused on its own checks (a race past ours): a 409 or 400, never a 500. */
async function refusingDatabaseErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '23503') throw new CallRefused(stillAttached);
    if (code === '23514' || code === '22P02' || code === '22007' || code === '22008') {
      throw new CallRefused(invalidValue);
    }
    throw error;
  }
}

export const handler = serveCalls('host-properties', invalidPropertyBody, [
  route(hostPropertiesList, ({ asHost, deps }) =>
    refusingDatabaseErrors(() => asHost((tx, account) => listProperties(tx, account.role, deps.storage))),
  ),
  route(hostPropertiesGet, ({ body, asHost, refuse, deps }) =>
    refusingDatabaseErrors(() =>
      asHost(async (tx) => {
        const today = localDay(deps.now());
        const property = await propertyDetails(tx, body.propertyId, today, {
          adopt: true,
          storage: deps.storage,
        });
        return property ? { property } : refuse('notFound');
      }),
    ),
  ),
  route(hostPropertiesCreate, ({ body, asHost, refuse, deps }) =>
    refusingDatabaseErrors(() =>
      asHost(async (tx, account) => {
        const { ownerId, ...values } = body;
        if (ownerId !== undefined && account.role !== 'team') {
          const self = await tx.query('SELECT 1 FROM hosts WHERE id = $1 AND id = auth.uid()', [ownerId]);
          if (self.rows.length === 0) return refuse('notTeam');
        }
        if (ownerId !== undefined) {
          const host = await tx.query('SELECT 1 FROM hosts WHERE id = $1', [ownerId]);
          if (host.rows.length === 0) return refuse('unknownOwner');
        }
        if (!(await zoneKnown(tx, values.timeZone))) return refuse('unknownTimeZone');
        const set = assignments({ timeZone: rihlaTimeZone, ...values }, 2);
        // Guests call the owner, not Rihla (issue 43): no phone given is the owner's profile phone.
        const ownPhone = values.hostPhone === undefined;
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO properties (owner_id, ${[...set.columns, ...(ownPhone ? ['host_phone'] : [])].join(', ')})
           VALUES (coalesce($1::uuid, auth.uid()), ${set.params.map((_, index) => `$${index + 2}`).join(', ')}${
             ownPhone ? ', (SELECT h.phone FROM hosts h WHERE h.id = coalesce($1::uuid, auth.uid()))' : ''
           })
           RETURNING id`,
          [ownerId ?? null, ...set.params],
        );
        const today = localDay(deps.now());
        const property = await propertyDetails(tx, rows[0]!.id, today, { storage: deps.storage });
        if (!property) throw new Error('the new property cannot be read back');
        return { property };
      }),
    ),
  ),
  route(hostPropertiesUpdate, ({ body, asHost, refuse, deps }) =>
    refusingDatabaseErrors(() =>
      asHost(async (tx) => {
        const { propertyId, ...values } = body;
        if (!(await zoneKnown(tx, values.timeZone))) return refuse('unknownTimeZone');
        const set = assignments(values, 2);
        if (set.sets.length > 0) {
          const updated = await tx.query(
            `UPDATE properties SET ${set.sets.join(', ')} WHERE id = $1 RETURNING id`,
            [propertyId, ...set.params],
          );
          if (updated.rows.length === 0) return refuse('notFound');
        }
        const today = localDay(deps.now());
        const property = await propertyDetails(tx, propertyId, today, { storage: deps.storage });
        return property ? { property } : refuse('notFound');
      }),
    ),
  ),
  route(hostPropertiesDelete, async ({ body, asHost, refuse, deps }) => {
    const { propertyId } = body;
    const keys = await refusingDatabaseErrors(() =>
      asHost(async (tx) => {
        const locked = await tx.query<{ name: string }>(
          'SELECT name FROM properties WHERE id = $1 FOR UPDATE',
          [propertyId],
        );
        const name = locked.rows[0]?.name;
        if (name === undefined) return refuse('notFound');
        const { rows } = await tx.query<{ upcoming: number; kept: number }>(
          `SELECT count(*) FILTER (WHERE status = 'confirmed' AND check_out_date >= $2::date)::int AS upcoming,
                  count(*)::int AS kept
             FROM bookings WHERE property_id = $1`,
          [propertyId, localDay(deps.now())],
        );
        const { upcoming = 0, kept = 0 } = rows[0] ?? {};
        const { hasUpcomingBookings, hasBookingHistory } = hostPropertiesDelete.errors;
        if (upcoming > 0) {
          throw new CallRefused({ ...hasUpcomingBookings, message: upcomingBookingsMessage(name, upcoming) });
        }
        if (kept > 0)
          throw new CallRefused({ ...hasBookingHistory, message: bookingHistoryMessage(name, kept) });
        const stored = storedKeys(await photoRows(tx, propertyId));
        await tx.query('DELETE FROM properties WHERE id = $1', [propertyId]);
        return stored;
      }),
    );
    await deleteStored(deps.storage, keys);
    return { deleted: true as const, propertyId };
  }),
]);
