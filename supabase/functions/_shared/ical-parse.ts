/**
 * A channel's calendar (iCalendar text) as the events a sync needs: each VEVENT's UID, its days
 * (DTSTART, and DTEND exclusive; without DTEND or DURATION a day event is one night) and whether it
 * is a guest's reservation or dates the channel marks as not available. Only events that end today or
 * later are kept: a past one is recognised by its DTSTART/DTEND lines and skipped without ical.js;
 * the others are read one by one with ical.js. The work is cut into slices of a few milliseconds
 * that give the event loop back in between (ical-scan.ts), so a 2 MB feed never holds up
 * the other requests. More than `maxFeedEvents` future events: refused, before anything is written.
 * Pure: no database, no network.
 */
import ICAL from 'ical.js';
import { icalFeedMaxFutureEvents } from './host-api-types-ical.ts';
import {
  CalendarParseError,
  checkCalendarLines,
  pastEventTest,
  sliceClock,
  veventBlocks,
} from './ical-scan.ts';

export { CalendarParseError };

export type FeedEventKind = 'reservation' | 'block';

export interface FeedEvent {
  uid: string;
  kind: FeedEventKind;
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD, exclusive: the first free day (a reservation's check-out day). */
  end: string;
  /** The event's SUMMARY, at most 200 characters. */
  summary: string;
}

/** More future events than one home's calendar holds: the feed is refused whole. */
export class TooManyEventsError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} events from today on`);
    this.name = 'TooManyEventsError';
  }
}

/** Future events one feed may bring (one home: about five years of one-night stays). */
export const maxFeedEvents = icalFeedMaxFutureEvents;
const firstYear = 2000;
const lastYear = 2100;

export interface ParseFeedOptions {
  /** YYYY-MM-DD: events that end before it are left out (a check-out today is kept). */
  today: string;
  /** Default maxFeedEvents. */
  maxEvents?: number;
  /** Longest stretch of work between two yields to the event loop, in ms (default 8). */
  sliceMs?: number;
}

/**
 * Reservation or dates not available. "Not available" wording first (Airbnb's "Airbnb (Not
 * available)", Booking.com's "CLOSED - Not available", VRBO's "Blocked"), then a reservation's
 * (Airbnb's "Reserved" with its reservation URL, "Booked", VRBO's "Reserved - ..."); anything else
 * is a block: dates a channel closes become a block, never a guest booking nobody made.
 */
export function eventKind(summary: string, description = ''): FeedEventKind {
  if (/not\s+available|unavailable|\bblocked\b|\bclosed\b/i.test(summary)) return 'block';
  if (/\b(reserved|reservation|booked|booking)\b/i.test(summary)) return 'reservation';
  if (/reservation\s+url|\/reservations?\//i.test(description)) return 'reservation';
  return 'block';
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The calendar day of an ical.js time, as written (a day event's date; a timed event's local day). */
function dayOf(time: ICAL.Time): string | null {
  if (!time || time.year < firstYear || time.year > lastYear) return null;
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
}

/** One VEVENT's text as an event, or null when it is left out (no UID, no readable day, cancelled...). */
function readEvent(block: string): FeedEvent | null {
  let vevent: ICAL.Component;
  try {
    vevent = new ICAL.Component(ICAL.parse(block) as never);
  } catch (error) {
    throw new CalendarParseError(error instanceof Error ? error.message : 'unreadable calendar');
  }
  if (vevent.name !== 'vevent' || vevent.hasProperty('recurrence-id')) return null;
  if (textOf(vevent, 'status').toUpperCase() === 'CANCELLED') return null;
  const uid = textOf(vevent, 'uid').trim();
  if (!uid || uid.length > 500) return null;
  let start: string | null;
  let end: string | null;
  try {
    const event = new ICAL.Event(vevent);
    start = dayOf(event.startDate);
    end = dayOf(event.endDate);
  } catch {
    return null;
  }
  if (!start) return null;
  if (!end || end <= start) end = nextDay(start);
  const summary = textOf(vevent, 'summary').trim().slice(0, 200);
  return { uid, kind: eventKind(summary, textOf(vevent, 'description')), start, end, summary };
}

/**
 * The feed's events that end `today` or later, one per UID (the first wins; recurrence overrides and
 * cancelled events are left out, a repeating event counts once, by its first dates). Events without
 * a UID or readable days are skipped. Throws CalendarParseError when the text is no calendar, and
 * TooManyEventsError past the limit (it stops reading there).
 */
export async function parseFeed(text: string, options: ParseFeedOptions): Promise<FeedEvent[]> {
  if (!/^BEGIN:VCALENDAR\r?$/im.test(text)) throw new CalendarParseError('no VCALENDAR in the text');
  const limit = options.maxEvents ?? maxFeedEvents;
  const clock = sliceClock(options.sliceMs ?? 8);
  const isPast = pastEventTest(options.today);
  const events = new Map<string, FeedEvent>();
  const outside: string[] = [];
  for (const part of veventBlocks(text)) {
    if (clock.due()) await clock.pause();
    if (part.kind === 'outside') {
      outside.push(part.text);
      continue;
    }
    if (isPast(part.text)) continue;
    const event = readEvent(part.text);
    if (!event || event.end < options.today || events.has(event.uid)) continue;
    events.set(event.uid, event);
    if (events.size > limit) throw new TooManyEventsError(limit);
  }
  // What lies outside the events (the calendar's own lines, time zones) must read as iCalendar too.
  await checkCalendarLines(outside, clock);
  return [...events.values()];
}
