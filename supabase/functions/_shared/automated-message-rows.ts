/**
 * A booking's schedule as the database gives it (issue 45): the select list and joins its row is read
 * with (the scheduler's round and host-automated-messages' booking log), and the row as the pure
 * schedule (automated-message-schedule.ts) takes it. Pure apart from the SQL text.
 */
import type { ScheduleBooking, ScheduleProperty } from './automated-message-schedule.ts';
import {
  type AutomatedMessageEvent,
  automatedMessageEvents,
} from './contracts/host-automated-messages.contract.ts';

export interface ScheduleRow {
  id: string;
  status: string;
  created_at: Date | string;
  check_in_date: string;
  check_out_date: string;
  checkin_completed_at: Date | string | null;
  has_door_code: boolean;
  time_zone: string;
  check_in_time: string;
  check_out_time: string;
  code_release_hours: number;
  code_requires_checkin: boolean;
  enabled_events: string[];
  days_before_arrival: number;
  logged: string[];
}

/** The select list and joins a booking's schedule is read from (b: bookings, p: properties, s: settings). */
export const scheduleColumns = `b.id, b.status, b.created_at,
       to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date, to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out_date,
       b.checkin_completed_at, (b.smart_lock_code IS NOT NULL) AS has_door_code, p.time_zone,
       to_char(p.check_in_time, 'HH24:MI') AS check_in_time, to_char(p.check_out_time, 'HH24:MI') AS check_out_time,
       p.code_release_hours, p.code_requires_checkin,
       coalesce(s.enabled_events, ARRAY['${automatedMessageEvents.join("','")}']::text[]) AS enabled_events,
       coalesce(s.days_before_arrival, 3) AS days_before_arrival,
       coalesce((SELECT array_agg(l.event) FROM automated_message_log l WHERE l.booking_id = b.id), '{}') AS logged`;
export const scheduleJoins = `FROM bookings b JOIN properties p ON p.id = b.property_id
  LEFT JOIN property_automated_messages s ON s.property_id = p.id`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A row's booking and property as the schedule takes them. */
export function scheduleInputOf(row: ScheduleRow): { booking: ScheduleBooking; property: ScheduleProperty } {
  return {
    booking: {
      status: row.status,
      createdAt: toDate(row.created_at),
      checkInDate: row.check_in_date,
      checkOutDate: row.check_out_date,
      checkinCompletedAt: row.checkin_completed_at === null ? null : toDate(row.checkin_completed_at),
      hasDoorCode: row.has_door_code,
    },
    property: {
      timeZone: row.time_zone,
      checkInTime: row.check_in_time,
      checkOutTime: row.check_out_time,
      codeReleaseHours: Number(row.code_release_hours),
      codeRequiresCheckin: row.code_requires_checkin,
      enabled: row.enabled_events.filter((event): event is AutomatedMessageEvent =>
        (automatedMessageEvents as readonly string[]).includes(event),
      ),
      daysBeforeArrival: Number(row.days_before_arrival),
    },
  };
}
