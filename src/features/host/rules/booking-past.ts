/**
 * A booking whose stay is over (issue 43): its check-out day is before today (the properties' day in
 * Morocco). The editor warns before saving one, and the server saves it without door codes. Pure.
 */
import { rihlaTimeZone } from '@shared/calendar.ts';
import { dayIn } from './month-grid';

/** Today on the properties' calendar, YYYY-MM-DD. */
export function propertiesToday(now: Date): string {
  return dayIn(now, rihlaTimeZone);
}

/** Whether a stay leaving on `checkOut` (YYYY-MM-DD) is over on `today`; a stay leaving today is not. */
export function stayIsOver(checkOut: string | null, today: string): boolean {
  return checkOut !== null && checkOut !== '' && checkOut < today;
}
