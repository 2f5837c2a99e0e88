/**
 * A channel's calendar (iCalendar text) as the events a sync needs, parsed with ical.js: each
 * VEVENT's UID, its days (DTSTART, and DTEND exclusive; without DTEND or DURATION a day event is one
 * night) and whether it is a guest's reservation or dates the channel marks as not available.
 * Pure: no database, no network.
 */
import ICAL from 'ical.js';

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

/** The text is no iCalendar calendar ical.js can read. */
export class CalendarParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarParseError';
  }
}

/** More events than any property's calendar holds: the rest is not read. */
export const maxFeedEvents = 5000;
const firstYear = 2000;
const lastYear = 2100;

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

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The VCALENDAR components of a parsed text (ical.js gives one, or an array of several). */
function calendarsOf(text: string): ICAL.Component[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new CalendarParseError('no VCALENDAR in the text');
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new CalendarParseError(error instanceof Error ? error.message : 'unreadable calendar');
  }
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = list
    .filter((item): item is unknown[] => Array.isArray(item) && item[0] === 'vcalendar')
    .map((item) => new ICAL.Component(item as never));
  if (calendars.length === 0) throw new CalendarParseError('no VCALENDAR in the text');
  return calendars;
}

function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The feed's events, one per UID (the first wins; recurrence overrides and cancelled events are
 * left out, a repeating event counts once). Events without a UID or readable days are skipped.
 * Throws CalendarParseError when the text is no calendar.
 */
export function parseFeed(text: string): FeedEvent[] {
  const events = new Map<string, FeedEvent>();
  for (const calendar of calendarsOf(text)) {
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      if (events.size >= maxFeedEvents) break;
      if (vevent.hasProperty('recurrence-id')) continue;
      if (textOf(vevent, 'status').toUpperCase() === 'CANCELLED') continue;
      const uid = textOf(vevent, 'uid').trim();
      if (!uid || uid.length > 500 || events.has(uid)) continue;
      let start: string | null;
      let end: string | null;
      try {
        const event = new ICAL.Event(vevent);
        start = dayOf(event.startDate);
        end = dayOf(event.endDate);
      } catch {
        continue;
      }
      if (!start) continue;
      if (!end || end <= start) end = nextDay(start);
      const summary = textOf(vevent, 'summary').trim().slice(0, 200);
      events.set(uid, { uid, kind: eventKind(summary, textOf(vevent, 'description')), start, end, summary });
    }
  }
  return [...events.values()];
}
