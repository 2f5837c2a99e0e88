/**
 * host-bookings: the booking editor (issue 29): the host adds, edits and cancels a booking of their
 * portfolio, and the guest finds it at once. POST with `Authorization: Bearer <access token>`;
 * every query runs through Row Level Security (an owner: their properties' bookings; the team: all),
 * and every write is one transaction. Types: _shared/host-api-types-bookings.ts.
 *
 * Request body, by `action`:
 * - `{ action: 'get', bookingId }` -> `{ booking }`.
 * - `{ action: 'create', propertyId, lastName, checkIn, checkOut, firstName?, email?, phone?, guests? (1),
 *   source? ('direct'), stayTotal? (null), currency? ('EUR'), doorCode? (''), backupDoorCode? (''),
 *   notes? ('') }` -> 201 `{ booking }`. A booking with a door code always has a backup code (issue 31):
 *   typed, or made by the server when '' (backup-code.ts); removing the door code removes it.
 * - `{ action: 'update', bookingId, ...any of those fields }` -> `{ booking }`. A channel booking's
 *   last name may be completed (or left '').
 * - `{ action: 'cancel', bookingId }` -> `{ booking }` with status 'cancelled' (again: the same answer);
 *   a channel booking cancelled here stays so whatever its calendar says (cancelled_by 'host').
 * - `{ action: 'generateDoorCode', length?: 4..6 (6) }` -> `{ doorCode }` (nothing is saved).
 * - `{ action: 'generateBackupDoorCode', doorCode? }` -> `{ doorCode }`: 6 digits, not `doorCode`.
 *
 * Errors: 400 `invalid_request` (naming the field) / `invalid_text` / `trivial_door_code` /
 * `trivial_backup_door_code` / `backup_same_as_main` (the backup is the door code itself), 401
 * `unauthorized`, 403 `not_a_host`, 404 `not_found` (no such booking, or another owner's: the same
 * answer) / `property_not_found`, 409 `booking_overlap` (with `conflict`, the confirmed booking the
 * dates collide with: the database's exclusion constraint decides) / `booking_cancelled`, 405, 413,
 * 503 `not_configured`, 500 `server_error`.
 */
import { asUser } from '../_shared/as-user.ts';
import type { Queryable } from '../_shared/database.ts';
import { generateBackupDoorCode, generateDoorCode, isTrivialDoorCode } from '../_shared/door-code.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import type { BookingOverlapRefusal, HostBookingFields } from '../_shared/host-api-types-bookings.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { hostAccount, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';
import { type BackupCodeOutcome, resolveBackupDoorCode } from './backup-code.ts';
import {
  collidingBooking,
  editableBooking,
  lockBooking,
  lockProperty,
  type OverlapConflict,
  overlapMessage,
} from './details.ts';
import {
  type BookingFieldValues,
  type BookingsRequest,
  bookingsRequestSchema,
  columnOf,
  invalidBookingMessage,
  invalidBookingMessages,
  stayDatesValid,
  storedValue,
} from './request.ts';

/** The SQLSTATE of a database error (pg and PGlite both set `code`). */
function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

export const notFoundMessage = 'No booking with this id in your portfolio.';
export const propertyNotFoundMessage = 'No such property in your portfolio.';
export const cancelledMessage =
  'This booking is cancelled: it cannot be changed any more. Add a new booking for these guests instead.';
export const trivialDoorCodeMessage =
  'This door code is too easy to guess (one digit repeated, a run such as 1234 or 9876, or a repeated pattern such as 1212): choose another, or generate one.';
export const trivialBackupDoorCodeMessage =
  'This backup code is too easy to guess (one digit repeated, a run such as 1234, or a repeated pattern): choose another, or generate one.';
export const backupSameAsMainMessage =
  'The backup code must differ from the door code: the guest tries it when the door code does not work.';
export const overlapFallbackMessage = 'These dates overlap another confirmed stay of this property.';

type Outcome =
  | { kind: 'answer'; body: unknown; status?: number }
  | { kind: 'refused'; status: number; message: string; code: string }
  | { kind: 'overlap'; conflict: OverlapConflict | null };

const refused = (status: number, message: string, code: string): Outcome => ({
  kind: 'refused',
  status,
  message,
  code,
});
const notFound = refused(404, notFoundMessage, 'not_found');
const propertyNotFound = refused(404, propertyNotFoundMessage, 'property_not_found');
const badField = (field: string) => refused(400, invalidBookingMessages[field]!, 'invalid_request');
const trivialCode = refused(400, trivialDoorCodeMessage, 'trivial_door_code');

/** The refusal of a backup code the save cannot take. */
function backupRefusal(outcome: Extract<BackupCodeOutcome, { ok: false }>): Outcome {
  if (outcome.problem === 'trivial') {
    return refused(400, trivialBackupDoorCodeMessage, 'trivial_backup_door_code');
  }
  if (outcome.problem === 'same_as_main') return refused(400, backupSameAsMainMessage, 'backup_same_as_main');
  return badField('backupDoorCode');
}

function assignments(values: BookingFieldValues, firstParam: number) {
  const fields = (Object.keys(columnOf) as (keyof HostBookingFields)[]).filter(
    (field) => values[field] !== undefined,
  );
  return {
    columns: fields.map((field) => columnOf[field]),
    params: fields.map((field) => storedValue(field, values[field] as never)),
    sets: fields.map((field, index) => `${columnOf[field]} = $${firstParam + index}`),
  };
}

/**
 * Runs one write of a booking; a stay overlapping a confirmed one (SQLSTATE 23P01, the exclusion
 * constraint bookings_no_overlap) is rolled back to its savepoint and answered with the booking it
 * collides with, read after the refusal (the winner of a race is committed by then).
 */
async function writeOrOverlap(
  tx: Queryable,
  stay: { propertyId: string; checkIn: string; checkOut: string; except: string | null },
  write: () => Promise<string>,
): Promise<{ id: string } | { overlap: OverlapConflict | null }> {
  await tx.query('SAVEPOINT booking_write');
  try {
    const id = await write();
    await tx.query('RELEASE SAVEPOINT booking_write');
    return { id };
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
    await tx.query('ROLLBACK TO SAVEPOINT booking_write');
    await tx.query('RELEASE SAVEPOINT booking_write');
    const { propertyId, checkIn, checkOut, except } = stay;
    return { overlap: await collidingBooking(tx, propertyId, checkIn, checkOut, except) };
  }
}

async function answerWith(tx: Queryable, bookingId: string, status = 200): Promise<Outcome> {
  const booking = await editableBooking(tx, bookingId);
  return booking ? { kind: 'answer', body: { booking }, status } : notFound;
}

type CreateRequest = Extract<BookingsRequest, { action: 'create' }>;
type UpdateRequest = Extract<BookingsRequest, { action: 'update' }>;

async function create(tx: Queryable, request: CreateRequest): Promise<Outcome> {
  const { action: _action, ...values } = request;
  if (!stayDatesValid(values.checkIn, values.checkOut)) return badField('checkOut');
  if (values.doorCode !== '' && isTrivialDoorCode(values.doorCode)) return trivialCode;
  const backup = resolveBackupDoorCode({
    mainCode: values.doorCode || null,
    given: values.backupDoorCode,
    current: null,
  });
  if (!backup.ok) return backupRefusal(backup);
  values.backupDoorCode = backup.store ?? '';
  if (!(await lockProperty(tx, values.propertyId))) return propertyNotFound;
  const set = assignments(values, 1);
  const written = await writeOrOverlap(tx, { ...values, except: null }, async () => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO bookings (${set.columns.join(', ')})
       VALUES (${set.params.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
      set.params,
    );
    return rows[0]!.id;
  });
  if ('overlap' in written) return { kind: 'overlap', conflict: written.overlap };
  return answerWith(tx, written.id, 201);
}

async function update(tx: Queryable, request: UpdateRequest): Promise<Outcome> {
  const { action: _action, bookingId, ...values } = request;
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return notFound;
  if (booking.status === 'cancelled') return refused(409, cancelledMessage, 'booking_cancelled');
  const checkIn = values.checkIn ?? booking.checkIn;
  const checkOut = values.checkOut ?? booking.checkOut;
  if (!stayDatesValid(checkIn, checkOut)) return badField('checkOut');
  // Only a channel booking not named yet may stay so ("Guest name needed"); a name is never taken away.
  if (values.lastName === '' && (booking.externalUid === null || booking.lastName !== null)) {
    return badField('lastName');
  }
  const code = values.doorCode;
  if (code && code !== booking.doorCode && isTrivialDoorCode(code)) return trivialCode;
  const backup = resolveBackupDoorCode({
    mainCode: (code === undefined ? booking.doorCode : code) || null,
    given: values.backupDoorCode,
    current: booking.backupDoorCode,
  });
  if (!backup.ok) return backupRefusal(backup);
  values.backupDoorCode = backup.store;
  const propertyId = values.propertyId ?? booking.propertyId;
  if (!(await lockProperty(tx, propertyId))) {
    return values.propertyId === undefined ? notFound : propertyNotFound;
  }
  const set = assignments(values, 2);
  if (set.sets.length === 0) return answerWith(tx, bookingId);
  const written = await writeOrOverlap(tx, { propertyId, checkIn, checkOut, except: bookingId }, async () => {
    await tx.query(`UPDATE bookings SET ${set.sets.join(', ')} WHERE id = $1::uuid`, [
      bookingId,
      ...set.params,
    ]);
    return bookingId;
  });
  if ('overlap' in written) return { kind: 'overlap', conflict: written.overlap };
  return answerWith(tx, bookingId);
}

async function perform(tx: Queryable, request: BookingsRequest): Promise<Outcome> {
  switch (request.action) {
    case 'get':
      return answerWith(tx, request.bookingId);
    case 'create':
      return create(tx, request);
    case 'update':
      return update(tx, request);
    case 'cancel': {
      // Idempotent: a cancelled booking is answered as it is (its updated_at unchanged). The host's
      // cancel sticks: a channel's sync never confirms a booking cancelled_by 'host' again.
      await tx.query(
        `UPDATE bookings SET status = 'cancelled', cancelled_by = 'host' WHERE id = $1::uuid AND status = 'confirmed'`,
        [request.bookingId],
        { name: 'host_bookings_cancel' },
      );
      return answerWith(tx, request.bookingId);
    }
    case 'generateDoorCode':
      return { kind: 'answer', body: { doorCode: generateDoorCode(request.length ?? 6) } };
    case 'generateBackupDoorCode':
      return { kind: 'answer', body: { doorCode: generateBackupDoorCode(request.doorCode || null) } };
  }
}

/** A write the database refused on its own checks (a race past ours): a 4xx, never a 500. */
function refusedByDatabase(error: unknown): Response | null {
  switch (sqlState(error)) {
    case '23503': // the property went meanwhile
    case '42501': // a row Row Level Security would not take
      return errorResponse(404, propertyNotFoundMessage, 'property_not_found');
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return errorResponse(400, invalidBookingMessages.body!, 'invalid_request');
    default:
      return null;
  }
}

/** Deadlock or serialization failure: the whole transaction may simply run again. */
const retryable = (error: unknown) => ['40P01', '40001'].includes(sqlState(error) ?? '');

export const handler: FunctionHandler = guarded('host-bookings', async (request, deps) => {
  const opened = await openHostRequest(request, deps, bookingsRequestSchema, (error) =>
    errorResponse(400, invalidBookingMessage(error), 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  let outcome: Outcome | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      outcome = await asUser(
        deps.db,
        opened.caller.userId,
        async (tx) => ((await hostAccount(tx)) ? perform(tx, opened.data) : null),
        opened.caller.claims,
      );
      break;
    } catch (error) {
      if (retryable(error) && attempt < 3) continue;
      const answer = refusedByDatabase(error);
      if (answer) return answer;
      throw error;
    }
  }
  if (!outcome) return notAHost();
  switch (outcome.kind) {
    case 'answer':
      return json(outcome.body, outcome.status ?? 200);
    case 'refused':
      return errorResponse(outcome.status, outcome.message, outcome.code);
    case 'overlap': {
      if (!outcome.conflict) return errorResponse(409, overlapFallbackMessage, 'booking_overlap');
      const body: BookingOverlapRefusal = {
        error: overlapMessage(outcome.conflict),
        code: 'booking_overlap',
        conflict: outcome.conflict,
      };
      return json(body, 409);
    }
  }
});
