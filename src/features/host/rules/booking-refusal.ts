import type { BookingOverlapRefusal } from '@shared/host-api-types-bookings.ts';
import { bookingSources } from '@shared/host-api-types-guests.ts';
import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionErrorKind } from '@/lib/host-functions';
import { hostErrorKey } from './host-error-text';

export type BookingConflict = BookingOverlapRefusal['conflict'];

/** What the editor reads of a failed host-bookings call. */
export interface BookingCallError {
  kind: HostFunctionErrorKind;
  code?: string | null;
  /** The refusal's JSON body, when the server sent one. */
  body?: unknown;
}

const explained: Record<string, TextKey<'host'>> = {
  booking_overlap: 'bookingEditor.refusals.overlap',
  booking_cancelled: 'bookingEditor.refusals.cancelled',
  trivial_door_code: 'bookingEditor.refusals.trivialDoorCode',
  trivial_backup_door_code: 'bookingEditor.refusals.trivialBackupDoorCode',
  backup_same_as_main: 'bookingEditor.refusals.backupSameAsMain',
  not_found: 'bookingEditor.refusals.notFound',
  property_not_found: 'bookingEditor.refusals.propertyNotFound',
  invalid_request: 'bookingEditor.refusals.invalid',
};

/** The host texts' key explaining a refused or failed write, by the server's code, else by its kind. */
export function bookingRefusalKey(error: BookingCallError): TextKey<'host'> {
  const key = error.code ? explained[error.code] : undefined;
  return key ?? hostErrorKey(error, true);
}

/** The field a refusal is about, to show it there too. */
export function bookingRefusalField(
  error: BookingCallError,
): 'doorCode' | 'backupDoorCode' | 'propertyId' | 'dates' | null {
  if (error.code === 'trivial_door_code') return 'doorCode';
  if (error.code === 'trivial_backup_door_code' || error.code === 'backup_same_as_main')
    return 'backupDoorCode';
  if (error.code === 'property_not_found') return 'propertyId';
  if (error.code === 'booking_overlap') return 'dates';
  return null;
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The booking a 409 `booking_overlap` collides with, read defensively from its body; else null. */
export function overlapConflict(error: BookingCallError): BookingConflict | null {
  if (error.code !== 'booking_overlap' || typeof error.body !== 'object' || error.body === null) return null;
  const conflict = (error.body as { conflict?: unknown }).conflict;
  if (typeof conflict !== 'object' || conflict === null) return null;
  const { bookingId, name, source, checkIn, checkOut } = conflict as Record<string, unknown>;
  if (typeof bookingId !== 'string' || !bookingId || !isDate(checkIn) || !isDate(checkOut)) return null;
  return {
    bookingId,
    name: typeof name === 'string' ? name.trim() : '',
    source: bookingSources.includes(source as BookingConflict['source'])
      ? (source as BookingConflict['source'])
      : 'others',
    checkIn,
    checkOut,
  };
}
