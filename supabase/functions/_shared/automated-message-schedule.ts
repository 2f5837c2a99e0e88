/**
 * When each automated message of a booking is due (issue 45, docs/automated-messages.md#when). Pure:
 * the clock is an argument. Times are the property's local ones in its IANA zone
 * (door-code-release.ts zonedInstant: the zone's rules from Intl, so Morocco's Ramadan hour and
 * Europe's summer time move the instants, not the local hour).
 *
 * - booking_confirmed: at the booking's creation.
 * - before_arrival: `daysBeforeArrival` days before the check-in date, 10:00; not when online
 *   check-in is done.
 * - door_code_released: when the door code is released (door-code-release.ts: the check-in instant
 *   minus the release hours, or the online check-in's completion when the code waits for it); only
 *   for a booking with a door code.
 * - arrival_morning: the check-in date, 09:00. checkout_morning: the check-out date, 08:00.
 * - after_checkout: the day after the check-out date, 10:00.
 *
 * Each is sent from its time until it expires (a scheduler that was down catches up, within reason):
 * the confirmation 2 days after creation and never after check-out; before_arrival at the start of
 * the check-in date; the door code and checkout_morning at the check-out instant; arrival_morning at
 * the end of the check-in date; the thank-you 3 days after its time. An event whose time was before
 * the booking was created is skipped (except the confirmation), a cancelled booking gets nothing,
 * and an event the property turned off is not sent.
 */
import {
  type AutomatedMessageEvent,
  automatedMessageEvents,
} from './contracts/host-automated-messages.contract.ts';
import { zonedInstant } from './door-code-release.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export interface ScheduleBooking {
  status: string;
  createdAt: Date;
  /** YYYY-MM-DD, the property's local dates. */
  checkInDate: string;
  checkOutDate: string;
  checkinCompletedAt: Date | null;
  hasDoorCode: boolean;
}

export interface ScheduleProperty {
  timeZone: string;
  /** HH:MM, local. */
  checkInTime: string;
  checkOutTime: string;
  codeReleaseHours: number;
  codeRequiresCheckin: boolean;
  enabled: readonly AutomatedMessageEvent[];
  daysBeforeArrival: number;
}

/**
 * due: to send now. upcoming: later (dueAt). waiting: no time yet (the code waits for the online
 * check-in). skipped: its time was before the booking was made. expired: its time went by unsent.
 * notNeeded: online check-in is done (before_arrival), or the booking has no door code.
 * off: the property does not send it. cancelled: the booking is cancelled.
 */
export type EventState =
  | 'due'
  | 'upcoming'
  | 'waiting'
  | 'skipped'
  | 'expired'
  | 'notNeeded'
  | 'off'
  | 'cancelled';

export interface ScheduledEvent {
  event: AutomatedMessageEvent;
  state: EventState;
  /** When it is (or was) due; null while it has no time (waiting, cancelled, notNeeded without one). */
  dueAt: Date | null;
}

/** A local date plus `days`, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The instant the door code is released, or null while it waits for the online check-in. */
export function codeReleasedAt(booking: ScheduleBooking, property: ScheduleProperty): number | null {
  const releasesAt =
    zonedInstant(booking.checkInDate, property.checkInTime, property.timeZone) -
    property.codeReleaseHours * hourMs;
  if (!property.codeRequiresCheckin) return releasesAt;
  if (!booking.checkinCompletedAt) return null;
  return Math.max(releasesAt, booking.checkinCompletedAt.getTime());
}

/** Each event's time and end, in ms since the epoch (null time: not known yet). */
function windows(
  booking: ScheduleBooking,
  property: ScheduleProperty,
): Record<AutomatedMessageEvent, { at: number | null; until: number; notNeeded?: boolean }> {
  const zone = property.timeZone;
  const local = (date: string, time: string) => zonedInstant(date, time, zone);
  const checkOut = local(booking.checkOutDate, property.checkOutTime);
  const created = booking.createdAt.getTime();
  const checkoutMorning = local(booking.checkOutDate, '08:00');
  const thankYou = local(addDays(booking.checkOutDate, 1), '10:00');
  return {
    booking_confirmed: { at: created, until: Math.min(created + 2 * dayMs, checkOut) },
    before_arrival: {
      at: local(addDays(booking.checkInDate, -property.daysBeforeArrival), '10:00'),
      until: local(booking.checkInDate, '00:00'),
      notNeeded: booking.checkinCompletedAt !== null,
    },
    door_code_released: {
      at: booking.hasDoorCode ? codeReleasedAt(booking, property) : null,
      until: checkOut,
      notNeeded: !booking.hasDoorCode,
    },
    arrival_morning: {
      at: local(booking.checkInDate, '09:00'),
      until: local(addDays(booking.checkInDate, 1), '00:00'),
    },
    checkout_morning: { at: checkoutMorning, until: Math.max(checkOut, checkoutMorning + 3 * hourMs) },
    after_checkout: { at: thankYou, until: thankYou + 3 * dayMs },
  };
}

/** Every event of the booking, in the order a stay meets them, with its state at `now`. */
export function scheduleOf(
  booking: ScheduleBooking,
  property: ScheduleProperty,
  now: Date,
): ScheduledEvent[] {
  const all = windows(booking, property);
  const at = now.getTime();
  return automatedMessageEvents.map((event): ScheduledEvent => {
    const { at: due, until, notNeeded } = all[event];
    const dueAt = due === null ? null : new Date(due);
    const state = ((): EventState => {
      if (booking.status !== 'confirmed') return 'cancelled';
      if (!property.enabled.includes(event)) return 'off';
      if (notNeeded) return 'notNeeded';
      if (due === null) return 'waiting';
      if (event !== 'booking_confirmed' && due < booking.createdAt.getTime()) return 'skipped';
      if (at < due) return 'upcoming';
      return at < until ? 'due' : 'expired';
    })();
    return { event, state, dueAt: state === 'cancelled' ? null : dueAt };
  });
}

/** The events to send now. */
export function dueEvents(booking: ScheduleBooking, property: ScheduleProperty, now: Date) {
  return scheduleOf(booking, property, now).filter((item) => item.state === 'due');
}
