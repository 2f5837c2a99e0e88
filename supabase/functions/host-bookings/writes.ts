/**
 * How host-bookings writes a booking, in the caller's transaction: the columns of the fields sent, a
 * write that the exclusion constraint may refuse (answered with the booking it collides with), and the
 * database's own refusals as the contract's (a transaction it ends as a deadlock runs again, twice
 * at most). Side effects: the database (bookings).
 */
import { refusedByDatabase } from '../_shared/contracts/host-bookings.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import type { HostBookingFields } from '../_shared/host-api-types-bookings.ts';
import { CallRefused } from '../_shared/procedure.ts';
import { collidingBooking, type OverlapConflict } from './details.ts';
import { columnOf, storedValue } from './stored-fields.ts';

/** The SQLSTATE of a database error (pg and PGlite both set `code`). */
function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** The columns, parameters and SET clauses of the fields sent (`firstParam`: the first's number). */
export function assignments(values: Partial<HostBookingFields>, firstParam: number) {
  const fields = (Object.keys(columnOf) as (keyof HostBookingFields)[]).filter(
    (field) => values[field] !== undefined,
  );
  return {
    columns: fields.map((field) => columnOf[field]),
    params: fields.map((field) => storedValue(field, values[field] as never)),
    sets: fields.map((field, index) => `${columnOf[field]} = $${firstParam + index}`),
  };
}

/** A write's outcome: the booking's id, or the confirmed booking it overlaps (null: gone since). */
export type StayWritten = { id: string } | { overlap: OverlapConflict | null };

/**
 * Runs one write of a booking; a stay overlapping a confirmed one (SQLSTATE 23P01, the exclusion
 * constraint bookings_no_overlap) is rolled back to its savepoint and answered with the booking it
 * collides with, read after the refusal (the winner of a race is committed by then).
 */
export async function writeOrOverlap(
  tx: Queryable,
  stay: { propertyId: string; checkIn: string; checkOut: string; except: string | null },
  write: () => Promise<string>,
): Promise<StayWritten> {
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

/** A write the database refused on its own checks (a race past ours): a 4xx, never a 500. */
function databaseRefusal(error: unknown) {
  switch (sqlState(error)) {
    case '23503': // the property went meanwhile
    case '42501': // a row Row Level Security would not take
      return refusedByDatabase.propertyGone;
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return refusedByDatabase.invalidValue;
    default:
      return null;
  }
}

/** Deadlock or serialization failure: the whole transaction may simply run again. */
const retryable = (error: unknown) => ['40P01', '40001'].includes(sqlState(error) ?? '');

/** Runs `transaction` (again after a deadlock, twice at most); the database's refusals as the contract's. */
export async function withDatabaseRefusals<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (retryable(error) && attempt < 3) continue;
      const refusal = databaseRefusal(error);
      if (refusal) throw new CallRefused(refusal);
      throw error;
    }
  }
}
