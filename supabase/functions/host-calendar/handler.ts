/**
 * host-calendar: the Activities Calendar's month (and the dashboard's calendar teaser) for the
 * caller's portfolio, POST with `Authorization: Bearer <access token>`; Row Level Security decides
 * which bookings and cleaning tasks exist.
 *
 * Request body (optional; empty means `{}`): `{ "month"?: "YYYY-MM" }`, a month of the years 2000
 * to 2100; left out: this month in Morocco (Africa/Casablanca).
 *
 * Answer: `{ month, today, days: [{ date, events }] }`, only the days of the month that have events,
 * in date order. Events: the check-in and check-out days of confirmed bookings (`checkIn` /
 * `checkOut` with bookingId, guestName, propertyName; cancelled stays are not shown) and cleaning
 * tasks on their scheduled day (`cleaning` with taskId, propertyName, status pending | assigned |
 * inProgress | completed, cleanerName), and every night a channel calendar blocks (`block` with
 * blockId, propertyName, summary). A day lists check-outs, then cleanings, then check-ins, then blocks.
 *
 * Errors: 400 `invalid_request` / `invalid_text`, 401 `unauthorized`, 403 `not_a_host`, 405, 413,
 * 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import {
  type CalendarDay,
  type CalendarEvent,
  type CleaningTaskStatus,
  firstCalendarYear,
  type HostCalendarMonth,
  lastCalendarYear,
} from '../_shared/host-api-types-cleaning.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { taskStatusSql } from '../_shared/host-cleaning-data.ts';
import { hostAccount, localDay, monthStart, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';

/** YYYY-MM, a real month of the years the calendar covers. */
export function isCalendarMonth(value: string): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= firstCalendarYear && year <= lastCalendarYear;
}

export const calendarRequestSchema = z.strictObject({
  month: z.string().refine(isCalendarMonth).optional(),
});

export const invalidCalendarMessage = `Send month as YYYY-MM (a month of the years ${firstCalendarYear} to ${lastCalendarYear}), or nothing for this month.`;

interface EventRow {
  date: string;
  type: CalendarEvent['type'];
  ref: string;
  name: string | null;
  property: string;
  /** Cleanings only. */
  status: CleaningTaskStatus;
}

// $1 the month's first day, $2 the next month's. The rank orders a day: check-out, cleaning, check-in, block.
const eventsSql = `
  SELECT to_char(e.day, 'YYYY-MM-DD') AS date, e.type, e.ref, e.name, e.property, e.status
    FROM (
      SELECT b.check_out_date AS day, 'checkOut' AS type, 1 AS rank, b.id AS ref,
             concat_ws(' ', b.guest_first_name, b.guest_last_name) AS name, p.name AS property, NULL AS status
        FROM bookings b JOIN properties p ON p.id = b.property_id
       WHERE b.status = 'confirmed' AND b.check_out_date >= $1::date AND b.check_out_date < $2::date
      UNION ALL
      SELECT t.scheduled_date, 'cleaning', 2, t.id, t.cleaner_name, p.name, ${taskStatusSql('t')}
        FROM cleaning_tasks t JOIN properties p ON p.id = t.property_id
       WHERE t.scheduled_date >= $1::date AND t.scheduled_date < $2::date
      UNION ALL
      SELECT b.check_in_date, 'checkIn', 3, b.id,
             concat_ws(' ', b.guest_first_name, b.guest_last_name), p.name, NULL
        FROM bookings b JOIN properties p ON p.id = b.property_id
       WHERE b.status = 'confirmed' AND b.check_in_date >= $1::date AND b.check_in_date < $2::date
      UNION ALL
      -- A channel's "not available" dates: every blocked night of the month (the end is exclusive).
      SELECT night::date, 'block', 4, k.id, k.summary, p.name, NULL
        FROM calendar_blocks k JOIN properties p ON p.id = k.property_id
       CROSS JOIN LATERAL generate_series(greatest(k.start_date, $1::date),
                                          least(k.end_date, $2::date) - 1, interval '1 day') AS night
       WHERE k.start_date < $2::date AND k.end_date > $1::date
    ) e
   ORDER BY e.day, e.rank, e.property, e.name, e.ref`;

/** The rows as days of events, in the order the query gave them. */
export function daysOf(rows: EventRow[]): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const row of rows) {
    const event: CalendarEvent =
      row.type === 'block'
        ? {
            id: `block:${row.ref}:${row.date}`,
            type: 'block',
            date: row.date,
            blockId: row.ref,
            propertyName: row.property,
            summary: row.name ?? '',
          }
        : row.type === 'cleaning'
          ? {
              id: `cleaning:${row.ref}`,
              type: 'cleaning',
              date: row.date,
              taskId: row.ref,
              propertyName: row.property,
              status: row.status,
              cleanerName: row.name,
            }
          : {
              id: `${row.type}:${row.ref}`,
              type: row.type,
              date: row.date,
              bookingId: row.ref,
              guestName: row.name ?? '',
              propertyName: row.property,
            };
    const last = days.at(-1);
    if (last?.date === row.date) last.events.push(event);
    else days.push({ date: row.date, events: [event] });
  }
  return days;
}

export const handler: FunctionHandler = guarded('host-calendar', async (request, deps) => {
  const opened = await openHostRequest(request, deps, calendarRequestSchema, () =>
    errorResponse(400, invalidCalendarMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const today = localDay(deps.now());
  const first = opened.data.month ? `${opened.data.month}-01` : monthStart(today);

  const rows = await asUser(
    deps.db,
    opened.caller.userId,
    async (tx) => {
      if (!(await hostAccount(tx))) return null;
      const { rows } = await tx.query<EventRow>(eventsSql, [first, monthStart(first, 1)], {
        name: 'host_calendar_events',
      });
      return rows;
    },
    opened.caller.claims,
  );
  if (!rows) return notAHost();

  const body: HostCalendarMonth = { month: first.slice(0, 7), today, days: daysOf(rows) };
  return json(body);
});
