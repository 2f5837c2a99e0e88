/**
 * The day a paid extra is needed (the Extras queue's order): pure, from the line and its stay.
 */
import { addDays, parseMornings } from '../_shared/extras-dates.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export interface DueDateInput {
  extraId: string;
  details: Record<string, string>;
  /** The stay's days, YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
}

/**
 * A transfer: its flight date when one was given, else the check-in day (arrival) or the check-out
 * day (departure; the return transfer is always one). Early check-in: the check-in day; late
 * checkout: the check-out day. A breakfast: its first morning (the day after check-in when no
 * mornings were chosen). Anything else: the check-in day.
 */
export function dueDate({ extraId, details, checkIn, checkOut }: DueDateInput): string {
  switch (extraId) {
    case 'airport_transfer': {
      const flight = (details.flightDate ?? '').trim();
      if (isoDate.test(flight)) return flight;
      return details.direction === 'departure' ? checkOut : checkIn;
    }
    case 'airport_transfer_return':
    case 'late_checkout':
      return checkOut;
    case 'breakfast': {
      const mornings = parseMornings(details.mornings)
        .filter((day) => isoDate.test(day))
        .sort();
      return mornings[0] ?? addDays(checkIn, 1);
    }
    default:
      return checkIn;
  }
}
