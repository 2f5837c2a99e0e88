/**
 * host-bookings: the booking editor (issue 29): the host adds, edits and cancels a booking of their
 * portfolio, and the guest finds it at once. The calls' contracts (get, create, update, cancel,
 * generateDoorCode, generateBackupDoorCode): _shared/contracts/host-bookings.contract.ts. Every
 * query runs through Row Level Security (an owner: their properties' bookings; the team: all), and
 * every write is one transaction. A booking with a door code always has a backup code (issue 31):
 * typed, or made by the server when '' (backup-code.ts); removing the door code removes it. An
 * overlap is the database's exclusion constraint's: 409 `booking_overlap` names the booking collided
 * with in `conflict`. A stay saved with its check-out before today is saved without door codes (issue
 * 43: no live code for a stay that is over). Each write keeps the booking's check-out cleaning in line
 * (checkout-cleaning.ts). Side effects: the database (bookings, cleaning_tasks).
 */

import { syncCheckoutCleanings } from '../_shared/checkout-cleaning.ts';
import { invalidBookingBody } from '../_shared/contracts/booking-editor-shapes.ts';
import {
  hostBookingsCancel,
  hostBookingsCreate,
  hostBookingsGenerateBackupDoorCode,
  hostBookingsGenerateDoorCode,
  hostBookingsGet,
  hostBookingsUpdate,
} from '../_shared/contracts/host-bookings.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import { generateBackupDoorCode, generateDoorCode, isTrivialDoorCode } from '../_shared/door-code.ts';
import type { HostBookingAnswer } from '../_shared/host-api-types-bookings.ts';
import { localDay } from '../_shared/host-data.ts';
import { type ContextOf, route, serveCalls } from '../_shared/procedure.ts';
import type { RefusalDetails } from '../_shared/refusal-details.ts';
import { type BackupCodeOutcome, resolveBackupDoorCode } from './backup-code.ts';
import { editableBooking, lockBooking, lockProperty, overlapMessage } from './details.ts';
import { stayDatesValid, stayIsOver } from './stored-fields.ts';
import { assignments, type StayWritten, withDatabaseRefusals, writeOrOverlap } from './writes.ts';

type CreateContext = ContextOf<typeof hostBookingsCreate>;
type UpdateContext = ContextOf<typeof hostBookingsUpdate>;
/** The refusal both saves share. */
type RefuseOverlap = (name: 'bookingOverlap', headers?: undefined, details?: RefusalDetails) => never;

/** The refusal of a backup code the save cannot take. */
function backupRefusal(outcome: Extract<BackupCodeOutcome, { ok: false }>) {
  if (outcome.problem === 'trivial') return 'trivialBackupDoorCode' as const;
  if (outcome.problem === 'same_as_main') return 'backupSameAsMain' as const;
  return 'backupDoorCodeInvalid' as const;
}

/** The booking as it now is; 404 when the caller cannot see it. */
async function answerWith(
  tx: Queryable,
  bookingId: string,
  refuse: (name: 'notFound') => never,
): Promise<HostBookingAnswer> {
  const booking = await editableBooking(tx, bookingId);
  return booking ? { booking } : refuse('notFound');
}

/** 409 `booking_overlap`, naming the booking collided with (when it is still there to be read). */
function refuseOverlap(refuse: RefuseOverlap, written: Extract<StayWritten, { overlap: unknown }>): never {
  const conflict = written.overlap;
  if (!conflict) return refuse('bookingOverlap');
  return refuse('bookingOverlap', undefined, { message: overlapMessage(conflict), fields: { conflict } });
}

async function create(tx: Queryable, { body, refuse, deps }: CreateContext) {
  const values = { ...body };
  if (!stayDatesValid(values.checkIn, values.checkOut)) return refuse('datesInvalid');
  // A stay already over gets no door code (nor backup): no live code for it (issue 43).
  if (stayIsOver(values.checkOut, localDay(deps.now())))
    Object.assign(values, { doorCode: '', backupDoorCode: '' });
  if (values.doorCode !== '' && isTrivialDoorCode(values.doorCode)) return refuse('trivialDoorCode');
  const backup = resolveBackupDoorCode({
    mainCode: values.doorCode || null,
    given: values.backupDoorCode,
    current: null,
  });
  if (!backup.ok) return refuse(backupRefusal(backup));
  values.backupDoorCode = backup.store ?? '';
  if (!(await lockProperty(tx, values.propertyId))) return refuse('propertyNotFound');
  const set = assignments(values, 1);
  const written = await writeOrOverlap(tx, { ...values, except: null }, async () => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO bookings (${set.columns.join(', ')})
       VALUES (${set.params.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
      set.params,
    );
    return rows[0]!.id;
  });
  if ('overlap' in written) return refuseOverlap(refuse, written);
  await syncCheckoutCleanings(tx, [written.id], localDay(deps.now()));
  return answerWith(tx, written.id, refuse);
}

async function update(tx: Queryable, { body, refuse, deps }: UpdateContext) {
  const { bookingId, ...values } = body;
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return refuse('notFound');
  if (booking.status === 'cancelled') return refuse('bookingCancelled');
  const checkIn = values.checkIn ?? booking.checkIn;
  const checkOut = values.checkOut ?? booking.checkOut;
  if (!stayDatesValid(checkIn, checkOut)) return refuse('datesInvalid');
  // Saved as over (issue 43): its door code and backup go.
  if (stayIsOver(checkOut, localDay(deps.now()))) Object.assign(values, { doorCode: '', backupDoorCode: '' });
  // Only a channel booking not named yet may stay so ("Guest name needed"); a name is never taken away.
  if (values.lastName === '' && (booking.externalUid === null || booking.lastName !== null)) {
    return refuse('lastNameRemoved');
  }
  const code = values.doorCode;
  if (code && code !== booking.doorCode && isTrivialDoorCode(code)) return refuse('trivialDoorCode');
  const backup = resolveBackupDoorCode({
    mainCode: (code === undefined ? booking.doorCode : code) || null,
    given: values.backupDoorCode,
    current: booking.backupDoorCode,
  });
  if (!backup.ok) return refuse(backupRefusal(backup));
  values.backupDoorCode = backup.store;
  const propertyId = values.propertyId ?? booking.propertyId;
  if (!(await lockProperty(tx, propertyId))) {
    return refuse(values.propertyId === undefined ? 'notFound' : 'propertyNotFound');
  }
  const set = assignments(values, 2);
  if (set.sets.length === 0) return answerWith(tx, bookingId, refuse);
  const written = await writeOrOverlap(tx, { propertyId, checkIn, checkOut, except: bookingId }, async () => {
    await tx.query(`UPDATE bookings SET ${set.sets.join(', ')} WHERE id = $1::uuid`, [
      bookingId,
      ...set.params,
    ]);
    return bookingId;
  });
  if ('overlap' in written) return refuseOverlap(refuse, written);
  await syncCheckoutCleanings(tx, [bookingId], localDay(deps.now()));
  return answerWith(tx, bookingId, refuse);
}

export const handler = serveCalls('host-bookings', invalidBookingBody, [
  route(hostBookingsGet, ({ body, asHost, refuse }) =>
    withDatabaseRefusals(() => asHost((tx) => answerWith(tx, body.bookingId, refuse))),
  ),
  route(hostBookingsCreate, (ctx) => withDatabaseRefusals(() => ctx.asHost((tx) => create(tx, ctx)))),
  route(hostBookingsUpdate, (ctx) => withDatabaseRefusals(() => ctx.asHost((tx) => update(tx, ctx)))),
  route(hostBookingsCancel, ({ body, asHost, refuse, deps }) =>
    withDatabaseRefusals(() =>
      asHost(async (tx) => {
        // Idempotent: a cancelled booking is answered as it is (its updated_at unchanged). The host's
        // cancel sticks: a channel's sync never confirms a booking cancelled_by 'host' again.
        await tx.query(
          `UPDATE bookings SET status = 'cancelled', cancelled_by = 'host' WHERE id = $1::uuid AND status = 'confirmed'`,
          [body.bookingId],
          { name: 'host_bookings_cancel' },
        );
        await syncCheckoutCleanings(tx, [body.bookingId], localDay(deps.now()));
        return answerWith(tx, body.bookingId, refuse);
      }),
    ),
  ),
  // Nothing is saved; the caller's host account is read all the same (403 `not_a_host` without one).
  route(hostBookingsGenerateDoorCode, ({ body, asHost }) =>
    asHost(async () => ({ doorCode: generateDoorCode(body.length ?? 6) })),
  ),
  route(hostBookingsGenerateBackupDoorCode, ({ body, asHost }) =>
    asHost(async () => ({ doorCode: generateBackupDoorCode(body.doorCode || null) })),
  ),
]);
