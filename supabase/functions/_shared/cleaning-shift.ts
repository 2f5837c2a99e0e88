/**
 * How a paid early check-in or late checkout moves the day's cleaning at the property. Pure: no I/O.
 *
 * - Early check-in: the guest may come in from `earlyCheckInTime` (11:00, "late morning" in the
 *   catalogue's words, instead of the property's afternoon check-in), so the cleaning must be done
 *   by then: it starts at the latest `cleaningHours` before (09:00), or earlier if it already was.
 * - Late checkout: the guest stays until `lateCheckoutTime` (14:00, "early afternoon"), so the
 *   cleaning starts then at the earliest, or later if it already was.
 * - Both on one day (one guest leaves late, the next comes early): the windows cannot both be kept.
 *   The cleaning cannot start while a guest is still in, so it starts at the late checkout, and the
 *   task says 'both' for the team to settle with the guests.
 * A task with no time (any time that day) takes the shifted time: the cleaner must know.
 */

export type ScheduleShift = 'early_check_in' | 'late_checkout' | 'both';
export type ShiftCause = 'early_check_in' | 'late_checkout';

/** From when a guest with a paid early check-in may come in (the property's local time). */
export const earlyCheckInTime = '11:00';
/** Until when a guest with a paid late checkout may stay. */
export const lateCheckoutTime = '14:00';
/** How long a turnover cleaning is planned to take. */
export const cleaningHours = 2;

/** The extras that move a cleaning, and on which day of the stay. */
export const shiftingExtras: Record<string, { cause: ShiftCause; day: 'checkIn' | 'checkOut' }> = {
  early_checkin: { cause: 'early_check_in', day: 'checkIn' },
  late_checkout: { cause: 'late_checkout', day: 'checkOut' },
};

function minutes(time: string): number {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  return hours * 60 + mins;
}

function clock(total: number): string {
  const bounded = Math.min(Math.max(total, 0), 23 * 60 + 59);
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
}

/** The latest start of a cleaning that must be done by the early check-in. */
export const latestStartForEarlyCheckIn = clock(minutes(earlyCheckInTime) - cleaningHours * 60);

export function combinedShift(current: ScheduleShift | null, cause: ShiftCause): ScheduleShift {
  if (!current || current === cause) return cause;
  return 'both';
}

/**
 * The task's time and shift once `cause` is applied to it (HH:MM or null as stored; seconds, as
 * PostgreSQL may write them, are ignored).
 */
export function shiftedCleaning(
  task: { time: string | null; shift: ScheduleShift | null },
  cause: ShiftCause,
): { time: string; shift: ScheduleShift } {
  const shift = combinedShift(task.shift, cause);
  const current = task.time ? task.time.slice(0, 5) : null;
  if (shift === 'both') return { time: lateCheckoutTime, shift };
  if (shift === 'early_check_in') {
    const latest = latestStartForEarlyCheckIn;
    return { time: current && minutes(current) < minutes(latest) ? current : latest, shift };
  }
  return {
    time: current && minutes(current) > minutes(lateCheckoutTime) ? current : lateCheckoutTime,
    shift,
  };
}
