/**
 * host-calendar: the Activities Calendar's month (and the dashboard's calendar teaser) for the
 * caller's portfolio. The call's contract (request, answer): _shared/contracts/host-calendar.contract.ts.
 * Row Level Security decides which bookings and cleaning tasks exist. A month left out is this month
 * in Morocco (Africa/Casablanca).
 *
 * The answer has only the days of the month that have events,
 * in date order. Events: the check-in and check-out days of confirmed bookings (`checkIn` /
 * `checkOut` with bookingId, guestName, propertyName; cancelled stays are not shown) and cleaning
 * tasks on their scheduled day (`cleaning` with taskId, propertyName, status pending | assigned |
 * inProgress | completed, cleanerName), and every night a channel calendar blocks (`block` with
 * blockId, propertyName, summary, and manual: blocked by hand, not by a channel). A day lists check-outs, then cleanings, then check-ins, then blocks.
 */
import type { AnswerOf } from '../_shared/contract.ts';
import { hostCalendar } from '../_shared/contracts/host-calendar.contract.ts';
import { taskStatusSql } from '../_shared/host-cleaning-data.ts';
import { localDay, monthStart } from '../_shared/host-data.ts';
import { serve } from '../_shared/procedure.ts';

type CalendarDay = AnswerOf<typeof hostCalendar>['days'][number];
type CalendarEvent = CalendarDay['events'][number];
type CleaningTaskStatus = Extract<CalendarEvent, { type: 'cleaning' }>['status'];

interface EventRow {
  date: string;
  type: CalendarEvent['type'];
  ref: string;
  name: string | null;
  property: string;
  /** Cleanings only. */
  status: CleaningTaskStatus;
  /** Blocks only: set by hand (no channel's feed). */
  manual: boolean | null;
}

// $1 the month's first day, $2 the next month's. The rank orders a day: check-out, cleaning, check-in, block.
const eventsSql = `
  SELECT to_char(e.day, 'YYYY-MM-DD') AS date, e.type, e.ref, e.name, e.property, e.status, e.manual
    FROM (
      SELECT b.check_out_date AS day, 'checkOut' AS type, 1 AS rank, b.id AS ref,
             concat_ws(' ', b.guest_first_name, b.guest_last_name) AS name, p.name AS property, NULL AS status,
             NULL::boolean AS manual
        FROM bookings b JOIN properties p ON p.id = b.property_id
       WHERE b.status = 'confirmed' AND b.check_out_date >= $1::date AND b.check_out_date < $2::date
      UNION ALL
      SELECT t.scheduled_date, 'cleaning', 2, t.id, t.cleaner_name, p.name, ${taskStatusSql('t')}, NULL
        FROM cleaning_tasks t JOIN properties p ON p.id = t.property_id
       WHERE t.scheduled_date >= $1::date AND t.scheduled_date < $2::date
      UNION ALL
      SELECT b.check_in_date, 'checkIn', 3, b.id,
             concat_ws(' ', b.guest_first_name, b.guest_last_name), p.name, NULL, NULL
        FROM bookings b JOIN properties p ON p.id = b.property_id
       WHERE b.status = 'confirmed' AND b.check_in_date >= $1::date AND b.check_in_date < $2::date
      UNION ALL
      -- A channel's "not available" dates and those blocked by hand: every blocked night of the
      -- month (the end is exclusive).
      SELECT night::date, 'block', 4, k.id, k.summary, p.name, NULL, k.ical_feed_id IS NULL
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
            manual: row.manual === true,
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

export const handler = serve(hostCalendar, async ({ body, deps, asHost }) => {
  const today = localDay(deps.now());
  const first = body.month ? `${body.month}-01` : monthStart(today);

  const rows = await asHost(async (tx) => {
    const { rows } = await tx.query<EventRow>(eventsSql, [first, monthStart(first, 1)], {
      name: 'host_calendar_events',
    });
    return rows;
  });
  return { month: first.slice(0, 7), today, days: daysOf(rows) };
});
