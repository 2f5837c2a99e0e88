/**
 * host-calendar: the Activities Calendar's month (and the dashboard's calendar teaser). Pure (zod
 * only); served by supabase/functions/host-calendar.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { type CleaningTaskStatus, firstCalendarYear, lastCalendarYear } from '../host-api-types-cleaning.ts';
import { day, id } from './shapes.ts';

/** YYYY-MM, a real month of the years the calendar covers. */
export function isCalendarMonth(value: string): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= firstCalendarYear && year <= lastCalendarYear;
}

const taskStatuses = [
  'pending',
  'assigned',
  'inProgress',
  'completed',
] as const satisfies CleaningTaskStatus[];

/** A confirmed booking's arrival or departure day. */
const stayEvent = z.strictObject({
  /** Unique in the month: the type and the booking id. */
  id: z.string(),
  type: z.enum(['checkIn', 'checkOut']),
  /** The property's local date. */
  date: day,
  bookingId: id,
  guestName: z.string(),
  propertyName: z.string(),
});

/** A cleaning task on its scheduled day. */
const cleaningEvent = z.strictObject({
  id: z.string(),
  type: z.literal('cleaning'),
  date: day,
  taskId: id,
  propertyName: z.string(),
  status: z.enum(taskStatuses),
  cleanerName: z.string().nullable(),
});

/**
 * A night a channel calendar (iCal feed) marks as not available, or that a host blocked by hand: one
 * event per blocked night.
 */
const blockEvent = z.strictObject({
  /** Unique in the month: the block and the night. */
  id: z.string(),
  type: z.literal('block'),
  date: day,
  blockId: id,
  propertyName: z.string(),
  /** The channel's words ("Airbnb (Not available)"), or the host's reason; possibly empty. */
  summary: z.string(),
  /** Blocked by hand (Block Dates; host-calendar-blocks removes it), not by a channel. */
  manual: z.boolean(),
});

export const calendarEvent = z.discriminatedUnion('type', [stayEvent, cleaningEvent, blockEvent]);

export const calendarDay = z.strictObject({
  date: day,
  /** Check-outs first, then cleanings, then check-ins, then blocked nights (the day's order), by property. */
  events: z.array(calendarEvent),
});

export const hostCalendar = defineContract({
  function: 'host-calendar',
  caller: 'host',
  summary:
    "The Activities Calendar's month for the caller's portfolio: the days that have events (check-outs, cleanings, check-ins of confirmed stays, and the nights a channel calendar or a host blocks), in date order.",
  request: z.strictObject({
    /** YYYY-MM; this month (Morocco) when left out. */
    month: z.string().refine(isCalendarMonth).optional(),
  }),
  answer: z.strictObject({
    /** YYYY-MM */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    /** Today in Morocco. */
    today: day,
    days: z.array(calendarDay),
  }),
  invalidMessage: `Send month as YYYY-MM (a month of the years ${firstCalendarYear} to ${lastCalendarYear}), or nothing for this month.`,
});
