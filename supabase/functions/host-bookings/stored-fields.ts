/**
 * What host-bookings writes (its request's schemas are the contract's,
 * _shared/contracts/host-bookings.contract.ts): the stay's dates checked together, and each field's
 * column and stored value. Pure.
 */
import { bookingFieldLimits, type HostBookingFields } from '../_shared/host-api-types-bookings.ts';

const { maxNights } = bookingFieldLimits;

/** The number of nights from check-in to check-out (both real dates YYYY-MM-DD). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** True when check-out is after check-in and the stay is at most `maxNights` nights. */
export function stayDatesValid(checkIn: string, checkOut: string): boolean {
  const nights = nightsBetween(checkIn, checkOut);
  return nights >= 1 && nights <= maxNights;
}

/**
 * A stay whose check-out day is before today (Rihla's day, YYYY-MM-DD) is over (issue 43): it is
 * saved without a door code, so that no live code is handed out for it.
 */
export function stayIsOver(checkOut: string, today: string): boolean {
  return checkOut < today;
}

/** The editor's fields and their columns (update builds its SET from this list only). */
export const columnOf: Record<keyof HostBookingFields, string> = {
  propertyId: 'property_id',
  firstName: 'guest_first_name',
  lastName: 'guest_last_name',
  email: 'guest_email',
  phone: 'guest_phone',
  checkIn: 'check_in_date',
  checkOut: 'check_out_date',
  guests: 'guests_count',
  source: 'source',
  stayTotal: 'stay_total',
  currency: 'currency',
  doorCode: 'smart_lock_code',
  backupDoorCode: 'backup_door_code',
  notes: 'notes',
};

/** The value stored for a field: texts '' are null (none) except notes; currencies lower case. */
export function storedValue<K extends keyof HostBookingFields>(
  field: K,
  value: HostBookingFields[K],
): string | number | null {
  if (field === 'currency') return (value as string).toLowerCase();
  if (field === 'notes') return value as string;
  if (value === '') return null;
  return value as string | number | null;
}
