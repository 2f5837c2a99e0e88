/**
 * Why a property could not be saved or deleted, as the host texts' keys and values: the server's
 * refusals (by code) in the host's language, with the counts its English message carries. Pure.
 */

import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionErrorKind } from '@/lib/host-functions';
import { hostErrorKey } from './host-error-text';

interface Refusal {
  kind: HostFunctionErrorKind;
  code?: string | null;
  message: string;
}

export interface RefusalText {
  key: TextKey<'host'>;
  values?: Record<string, number | string>;
}

/**
 * The count in the server's message ("Riad 7 has 3 upcoming bookings: ...", "... keeps 2 past or
 * cancelled bookings ..."): the last "has N upcoming" / "keeps N past", so a number in the name is not it.
 */
function countIn(message: string): number | null {
  const matches = [...message.matchAll(/\b(?:has|keeps) (\d+) (?:upcoming|past)/g)];
  const last = matches.at(-1);
  return last ? Number(last[1]) : null;
}

/**
 * A refused delete: upcoming bookings (the server's count, else the editor's own) or kept history,
 * each explained with its count; any other failure as usual.
 */
export function deleteRefusalText(error: Refusal, upcomingBookings: number): RefusalText {
  if (error.code === 'has_upcoming_bookings') {
    const count = countIn(error.message) ?? upcomingBookings;
    return { key: 'propertyEditor.danger.refusedUpcoming', values: { count } };
  }
  if (error.code === 'has_booking_history') {
    const count = countIn(error.message);
    return count === null
      ? { key: 'propertyEditor.danger.refusedRecords' }
      : { key: 'propertyEditor.danger.refusedHistory', values: { count } };
  }
  return { key: hostErrorKey(error, true) };
}

/** A refused save: the team-only owner choice has its own text; a field refusal is shown at its field. */
export function saveRefusalText(error: Refusal): RefusalText {
  if (error.code === 'not_team') return { key: 'propertyEditor.errors.notTeam' };
  if (error.code === 'invalid_request') return { key: 'propertyEditor.errors.checkFields' };
  return { key: hostErrorKey(error, true) };
}
